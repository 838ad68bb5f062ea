/** What differs between the lines for exam arrangements, as data (never a branch in JSX). */
import type { QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '@/api/http';
import type { ListParams, ListSource } from '@/kit';
import { useLine } from '@/lines/page-type';

/** `type` of the /api/exam/… calls: 1 自学考试, 2 成人教育. */
export type LineType = 1 | 2;

export interface ArrangeLine {
  type: LineType;
  /** Where rooms are: 函授站 (adult) / 考点 (self-taught). */
  venueNoun: string;
  /** Where students study: 函授站 / 学习中心. */
  stationNoun: string;
  /** The offline scheduling screen's own name. */
  offlineTitle: string;
  onlineTitle: string;
  /** The route that assigns invigilators to rooms, if the line has one of its own. */
  invigilationRoute?: string;
  /** The route of the online monitor, if the line has one of its own. */
  monitorRoute?: string;
}

export const ARRANGE_LINES: Record<'AE' | 'ST', ArrangeLine> = {
  AE: {
    type: 2,
    venueNoun: '函授站',
    stationNoun: '函授站',
    offlineTitle: '线下排考',
    onlineTitle: '线上排考',
  },
  ST: {
    type: 1,
    venueNoun: '考点',
    stationNoun: '学习中心',
    offlineTitle: '考试安排',
    onlineTitle: '线上考试安排',
    invigilationRoute: 'examInvigilationST',
    monitorRoute: 'examMonitorST',
  },
};

export function useArrangeLine(): ArrangeLine {
  return ARRANGE_LINES[useLine().suffix];
}

type Fetcher<Params, Envelope> = (
  params: Params,
  options?: RequestOptions,
  signal?: AbortSignal,
) => Promise<Envelope>;

/**
 * A generated list call of this domain as a ListPage source: every request carries the
 * line's `type` and any fixed parameters (e.g. the test site whose rooms a drill-down lists).
 */
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

/** A generated export with the line's `type` (ListPage passes the search without page and limit). */
export function lineExport<Params extends { type: LineType }>(
  type: LineType,
  exporter: (params: Params, options?: RequestOptions) => Promise<Blob>,
) {
  return (params: ListParams, options: RequestOptions) =>
    exporter({ ...params, type } as unknown as Params, options);
}

/** Number of a search or form value (URL values are strings until parsed). */
export const asNumber = (value: unknown): number | undefined => {
  const number = Number(value);
  return value === undefined || value === null || value === '' || Number.isNaN(number) ? undefined : number;
};

/** A cross-field rule runs even when other fields fail, so the form shows every message at once. */
export const WHEN_OBJECT = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};
