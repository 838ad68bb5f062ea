import { type QueryKey, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { ZodType } from 'zod';
import { LoadFailed } from '../load-failed';
import { ScreenLoading } from '../screen-loading';
import { useScreenNavigation } from '../use-screen-navigation';
import type { FormField } from './form-fields';
import { FormPage } from './form-page';

/** Options a form cannot do without (the roles an account must be given): waited for, a failure shown. */
export interface NeededOptions {
  /** What they are, for 「{what}加载失败」: 角色选项. */
  what: string;
  pending: boolean;
  error: Error | null | undefined;
  refetch: () => unknown;
}

export interface RecordFormPageProps<Payload, Row> {
  /** What the record is: the title 新增{noun} / 编辑{noun}, and 「{noun}信息加载失败」. */
  noun: string;
  /** A new record's title when it is not 新增{noun}: 发布公告. */
  createTitle?: string;
  /** Whether the address names a record to edit (`useEditId()`). */
  editing: boolean;
  /** The edited record, from its generated get hook (enabled only when editing, silent). */
  query: UseQueryResult<{ result: Row }, Error>;
  /** The record as the form edits it; the record as received by default. */
  toValues?: (record: Row) => Record<string, unknown>;
  /** A new record's starting values. */
  fresh?: Record<string, unknown>;
  fields: FormField[];
  schemas: { create: ZodType<Payload>; update: ZodType<Payload> };
  submit: (payload: Payload) => Promise<unknown>;
  /** The list this form belongs to: its query refreshes once saved, its route is where 返回 goes. */
  list: { queryKey: () => QueryKey; route: string };
  /** Names the edited record in the title: 编辑{noun} · {label}. */
  label?: (record: Row) => string;
  /** Shown above the form once the edited record is there, e.g. what changing it affects. */
  notice?: (record: Row) => ReactNode;
  needs?: NeededOptions;
}

/**
 * A form screen that creates a record, or edits the one `?id=` names: it waits for that record,
 * says when it could not be loaded (with 重试), and refreshes the list and the record once saved.
 */
export function RecordFormPage<Payload, Row extends object>({
  noun,
  createTitle = `新增${noun}`,
  editing,
  query,
  toValues = (record) => ({ ...record }) as Record<string, unknown>,
  fresh = {},
  schemas,
  list,
  label,
  notice,
  needs,
  ...form
}: RecordFormPageProps<Payload, Row>) {
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const record = query.data?.result;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- toValues is a pure mapping of the record
  const values = useMemo(() => (record ? toValues(record) : undefined), [record]);

  if ((editing && query.isPending) || needs?.pending) return <ScreenLoading />;
  const named = editing && record && label ? ` · ${label(record)}` : '';
  return (
    <FormPage<Payload>
      {...form}
      perm={editing ? 'edit' : 'add'}
      title={editing ? `编辑${noun}${named}` : createTitle}
      schema={editing ? schemas.update : schemas.create}
      record={editing ? values : fresh}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: list.queryKey() });
        // the record as read before the save: the next edit reads it again (its key is the caller's)
        if (editing && query.data)
          void queryClient.invalidateQueries({ predicate: ({ state }) => state.data === query.data });
      }}
      onBack={() => backTo(list.route)}
      notice={
        editing && query.isError ? (
          <LoadFailed
            what={`${noun}信息`}
            error={query.error}
            onRetry={query.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : needs?.error ? (
          <LoadFailed
            what={needs.what}
            error={needs.error}
            onRetry={needs.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : editing && record && notice ? (
          notice(record)
        ) : undefined
      }
    />
  );
}
