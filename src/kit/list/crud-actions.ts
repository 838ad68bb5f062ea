import type { RowAction } from './types';
import { toggleActions } from './toggle-actions';

export interface CrudSpec<Row> {
  /** What one row is, for the confirmations: 函授站, 课程, 教材 … */
  noun: string;
  /** A row's name in the confirmation, e.g. row.name → 「确定删除函授站「广州天河函授站」吗？」. */
  name?: (row: Row) => string;
  /** 编辑 (permission edit): opens the form. */
  edit?: (row: Row) => unknown;
  /** 停用 / 启用 (permission toggle): exactly one shows per row. */
  status?: {
    isEnabled: (row: Row) => boolean;
    /** Sends the new state; the list reloads after it. */
    send: (row: Row, enabled: boolean) => Promise<unknown>;
    /** What disabling means, asked before it is sent, e.g. 停用后该函授站不再接收新生，确定停用吗？ */
    disableConfirm?: string;
    /** What enabling means, when it needs a question too (开始招生 opens enrolment to applicants). */
    enableConfirm?: string;
    /** The domain's own words for the two states, e.g. 恢复合作 / 停止合作, 启用 / 停招; default 启用 / 停用. */
    labels?: { enable: string; disable: string };
  };
  /** 删除 (permission delete), asked first; the list reloads after it. */
  remove?: (row: Row) => Promise<unknown>;
  /** Replaces the default delete question. */
  removeConfirm?: string;
  /** Rows that may be deleted (e.g. a college without majors); others show no 删除. */
  removable?: (row: Row) => boolean;
  /** Further actions, shown after 编辑 and before 停用 / 启用 and 删除. */
  extra?: RowAction<Row>[];
}

/**
 * The row actions most lists repeat — 编辑, 停用·启用, 删除 — with their permissions and
 * confirmations, so a list declares only what each one calls.
 */
export function crudActions<Row>(spec: CrudSpec<Row>): RowAction<Row>[] {
  const { noun, name, edit, status, remove, extra = [] } = spec;
  const actions: RowAction<Row>[] = [];
  if (edit) actions.push({ key: 'edit', label: '编辑', perm: 'edit', onClick: edit });
  actions.push(...extra);
  if (status)
    actions.push(
      ...toggleActions<Row>({
        key: 'status',
        perm: 'toggle',
        isOn: status.isEnabled,
        // turning on asks only where the domain says what it means; turning off always asks
        on: { label: status.labels?.enable ?? '启用', confirm: status.enableConfirm },
        off: {
          label: status.labels?.disable ?? '停用',
          confirm: status.disableConfirm ?? `确定${status.labels?.disable ?? '停用'}该${noun}吗？`,
        },
        send: status.send,
      }),
    );
  if (remove)
    actions.push({
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm:
        spec.removeConfirm ??
        ((row: Row) => `确定删除${name ? `${noun}「${name(row)}」` : `该${noun}`}吗？删除后不可恢复。`),
      hidden: spec.removable && ((row: Row) => !spec.removable!(row)),
      onClick: remove,
    });
  return actions;
}
