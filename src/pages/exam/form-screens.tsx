/**
 * The form screen 考核方式管理 and 考试设置 share: it sends the record with the line's `type`,
 * waits for the edited record, says when it could not be loaded, and refreshes the list once saved.
 */
import { type QueryKey, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { ZodType } from 'zod';
import {
  type FormField,
  FormPage,
  type LineType,
  LoadFailed,
  ScreenLoading,
  useScreenNavigation,
} from '@/kit';
import { useExamLine } from './exam-lines';

export interface LineFormScreenProps<Payload, Row> {
  /** What the record is: 新增{noun} / 编辑{noun}, and what failed to load. */
  noun: string;
  /** The list screen that 返回 and saving go back to. */
  list: string;
  /** Whether the address names a record to edit. */
  editing: boolean;
  /** The edited record, from its generated get hook (enabled only when editing). */
  query: UseQueryResult<{ result: Row }, Error>;
  /** Names the edited record in the title: 编辑{noun} · {label}. */
  label?: (record: Row) => string;
  /** Shown over the form once the edited record is there, e.g. what changing it affects. */
  warning?: (record: Row) => ReactNode;
  fields: FormField[];
  schemas: { create: ZodType<Payload>; update: ZodType<Payload> };
  /** A new record's starting values. */
  fresh: Record<string, unknown>;
  /** The generated create and update calls; the line's `type` is added to what they send. */
  send: {
    create: (body: Payload & { type: LineType }) => Promise<unknown>;
    update: (body: Payload & { id: number; type: LineType }) => Promise<unknown>;
  };
  /** The list's query key, invalidated once saved. */
  listKey: () => QueryKey;
}

export function LineFormScreen<Payload extends { id?: number }, Row extends { id: number }>({
  noun,
  list,
  editing,
  query,
  label,
  warning,
  fields,
  schemas,
  fresh,
  send,
  listKey,
}: LineFormScreenProps<Payload, Row>) {
  const { type } = useExamLine();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const record = useMemo(() => (query.data ? { ...query.data.result } : undefined), [query.data]);

  if (editing && query.isPending) return <ScreenLoading />;
  const named = record && label ? ` · ${label(record)}` : '';
  return (
    <FormPage<Payload>
      title={editing ? `编辑${noun}${named}` : `新增${noun}`}
      fields={fields}
      schema={editing ? schemas.update : schemas.create}
      record={editing ? record : fresh}
      submit={(payload) =>
        payload.id ? send.update({ ...payload, id: payload.id, type }) : send.create({ ...payload, type })
      }
      onSaved={() => void queryClient.invalidateQueries({ queryKey: listKey() })}
      onBack={() => backTo(list)}
      notice={
        query.isError ? (
          <LoadFailed what={noun} error={query.error} onRetry={query.refetch} style={{ marginBottom: 16 }} />
        ) : record && warning ? (
          warning(record)
        ) : undefined
      }
    />
  );
}
