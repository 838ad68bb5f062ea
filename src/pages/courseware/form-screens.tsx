/**
 * The form screen 课程信息 and 教材管理 share (`?id=` edits): it waits for the edited record, says
 * when it could not be loaded, and refreshes the list once saved.
 */
import { type QueryKey, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ZodType } from 'zod';
import { type FormField, FormPage, LoadFailed, ScreenLoading, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import type { RouteLine } from '@/routes/types';

/** The list and form routes of a screen pair on each line. */
type FormRoutes = Record<RouteLine, { list: string; form: string }>;

export interface RecordFormScreenProps<Payload> {
  routes: FormRoutes;
  /** What the record is: 新增{noun} / 编辑{noun}, and what failed to load. */
  noun: string;
  /** The edited record's id (`?id=`), 0 for a new one. */
  id: number;
  /** The edited record, from its generated get hook (enabled only when editing). */
  query: UseQueryResult<{ result: object }, Error>;
  fields: FormField[];
  schemas: { create: ZodType<Payload>; update: ZodType<Payload> };
  /** A new record's starting values. */
  fresh: Record<string, unknown>;
  submit: (payload: Payload) => Promise<unknown>;
  /** The list's query key, invalidated once saved. */
  listKey: () => QueryKey;
}

export function RecordFormScreen<Payload>({
  routes,
  noun,
  id,
  query,
  schemas,
  fresh,
  listKey,
  ...form
}: RecordFormScreenProps<Payload>) {
  const { list } = routes[useLine().suffix];
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const record = useMemo(() => (query.data ? { ...query.data.result } : undefined), [query.data]);
  if (id && query.isPending) return <ScreenLoading />;
  return (
    <FormPage<Payload>
      {...form}
      title={id ? `编辑${noun}` : `新增${noun}`}
      schema={id ? schemas.update : schemas.create}
      record={id ? record : fresh}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: listKey() })}
      onBack={() => backTo(list)}
      notice={
        query.isError ? (
          <LoadFailed what={noun} error={query.error} onRetry={query.refetch} style={{ marginBottom: 16 }} />
        ) : undefined
      }
    />
  );
}
