/**
 * A list whose records are added (and, where it allows, edited) in a dialog over it, as 教材使用设置
 * and 基础教材计划 are; saving refreshes the list.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  addAction,
  crudActions,
  type CrudSpec,
  type FormField,
  FormModal,
  ListPage,
  type ListPageProps,
  useRecordModal,
} from '@/kit';

interface DialogMode<Payload> {
  title: string;
  schema: ZodType<Payload>;
}

export interface DialogListProps<Row, Params, Payload> extends Omit<
  ListPageProps<Row, Params>,
  'rowKey' | 'toolbar' | 'rowActions'
> {
  /** The toolbar's button that opens the dialog empty, e.g. 新增设置. */
  addLabel: string;
  /** The row actions; 编辑 is there when the dialog can edit. */
  actions: Omit<CrudSpec<Row>, 'edit'>;
  dialog: {
    width: number;
    fields: FormField[];
    create: DialogMode<Payload> & { record: Record<string, unknown> };
    /** 编辑 opens the dialog with the row. */
    edit?: DialogMode<Payload>;
    submit: (payload: Payload) => Promise<unknown>;
  };
  /** The list's query key, invalidated once saved. */
  listKey: () => QueryKey;
}

export function DialogList<Row extends { id: number }, Params, Payload>({
  addLabel,
  actions,
  dialog,
  listKey,
  ...list
}: DialogListProps<Row, Params, Payload>) {
  const modal = useRecordModal<Row>();
  const queryClient = useQueryClient();
  const { edit } = dialog;
  // a row opened with 编辑, else a new record
  const mode = edit && modal.record ? { ...edit, record: { ...modal.record } } : dialog.create;
  return (
    <>
      <ListPage<Row, Params>
        {...list}
        rowKey="id"
        toolbar={[addAction(addLabel, () => modal.open())]}
        rowActions={crudActions<Row>({ ...actions, edit: edit && ((row) => modal.open(row)) })}
      />
      <FormModal<Payload>
        title={mode.title}
        visible={modal.visible}
        onClose={modal.close}
        width={dialog.width}
        fields={dialog.fields}
        schema={mode.schema}
        record={mode.record}
        submit={dialog.submit}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: listKey() })}
      />
    </>
  );
}
