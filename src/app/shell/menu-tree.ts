import { getGetAuthRoutingQueryOptions } from '@/generated/api/account/account';
import type { Line } from '@/lines/line';

/** The permission tree of a line (menus, routes, buttons): fetched once per line and kept. */
export function menuTreeQuery(line: Line) {
  return getGetAuthRoutingQueryOptions(
    { type: line.requestType },
    { query: { staleTime: Infinity, gcTime: Infinity }, request: { loading: false } },
  );
}
