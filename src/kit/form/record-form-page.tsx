import { type QueryKey, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { ZodType } from 'zod';
import { LoadFailed } from '../load-failed';
import { ScreenLoading } from '../screen-loading';
import { useScreenNavigation } from '../use-screen-navigation';
import type { FormField } from './form-fields';
import { FormPage } from './form-page';

export interface RecordFormPageProps<Payload, Row> {
  /** What the record is: the title 新增{noun} / 编辑{noun}, and 「{noun}信息加载失败」. */
  noun: string;
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
}

/**
 * A form screen that creates a record, or edits the one `?id=` names: it waits for that record,
 * says when it could not be loaded (with 重试), and refreshes the list once saved.
 */
export function RecordFormPage<Payload, Row extends object>({
  noun,
  editing,
  query,
  toValues = (record) => ({ ...record }) as Record<string, unknown>,
  fresh = {},
  schemas,
  list,
  label,
  notice,
  ...form
}: RecordFormPageProps<Payload, Row>) {
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const record = query.data?.result;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- toValues is a pure mapping of the record
  const values = useMemo(() => (record ? toValues(record) : undefined), [record]);

  if (editing && query.isPending) return <ScreenLoading />;
  const named = editing && record && label ? ` · ${label(record)}` : '';
  return (
    <FormPage<Payload>
      {...form}
      title={editing ? `编辑${noun}${named}` : `新增${noun}`}
      schema={editing ? schemas.update : schemas.create}
      record={editing ? values : fresh}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: list.queryKey() })}
      onBack={() => backTo(list.route)}
      notice={
        editing && query.isError ? (
          <LoadFailed
            what={`${noun}信息`}
            error={query.error}
            onRetry={query.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : editing && record && notice ? (
          notice(record)
        ) : undefined
      }
    />
  );
}
