/**
 * Query options shared by the dashboard cards. Each card shows its own loading
 * and error state: no global overlay, no global message (401 is still handled
 * by the request layer).
 */
import type { FetchStatus } from '@tanstack/react-query';
import type { RequestOptions } from '@/api/http';

const REQUEST: RequestOptions = { loading: false, silent: true };

/** Options for a query that runs at once. */
export const QUIET = { request: REQUEST };

/** Options for a query that waits for its input (`enabled`), plus any other query options. */
export function quietQuery<Query extends { enabled: boolean }>(query: Query) {
  return { query, request: REQUEST };
}

/** Options for a query that waits for a school. */
export function schoolQuery(schoolId: number | undefined) {
  return quietQuery({ enabled: schoolId !== undefined });
}

/** The part of a query result the cards need. */
export interface LoadState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: FetchStatus;
  error: Error | null;
  refetch: () => Promise<unknown>;
}
