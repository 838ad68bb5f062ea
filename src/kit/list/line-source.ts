/**
 * A generated list or export call of the /api/exam/… domains as a ListPage source: every
 * request carries the line's `type` (1 自学考试, 2 成人教育) and any fixed parameters.
 */
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RequestOptions } from '@/api/http';
import { useLine } from '@/lines/page-type';
import type { ListParams, ListSource } from './list-page';

/** `type` of the /api/exam/… calls: 1 自学考试, 2 成人教育. */
export type LineType = 1 | 2;

type Fetcher<Params, Envelope> = (
  params: Params,
  options?: RequestOptions,
  signal?: AbortSignal,
) => Promise<Envelope>;

/** A list call with the line's `type` and fixed parameters (e.g. the test site whose rooms a drill-down lists). */
export function lineList<Row, Params extends { type: LineType }>(
  type: LineType,
  queryKey: (params?: Params) => QueryKey,
  fetcher: Fetcher<Params, { result: { total: number; list: Row[] } }>,
  fixed: Partial<Params> = {},
): ListSource<Row, ListParams> {
  const full = (params: ListParams) => ({ ...params, ...fixed, type }) as unknown as Params;
  return {
    queryKey: (params) => queryKey(full(params)),
    fetcher: (params, options, signal) => fetcher(full(params), options, signal),
  };
}

/** lineList with the current line's `type` (its request type: 1 自学考试, 2 成人教育), kept across renders. */
export function useLineList<Row, Params extends { type: LineType }>(
  queryKey: (params?: Params) => QueryKey,
  fetcher: Fetcher<Params, { result: { total: number; list: Row[] } }>,
): ListSource<Row, ListParams> {
  const type = useLine().requestType;
  return useMemo(() => lineList(type, queryKey, fetcher), [type, queryKey, fetcher]);
}

/** A generated export with the line's `type` (ListPage passes the search without page and limit). */
export function lineExport<Params extends { type: LineType }>(
  type: LineType,
  exporter: (params: Params, options?: RequestOptions) => Promise<Blob>,
) {
  return (params: ListParams, options: RequestOptions) =>
    exporter({ ...params, type } as unknown as Params, options);
}
