import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { getPageType } from '@/session/session';
import { isTransient } from './errors';
import { isLineScopedPath } from './line-path';

/**
 * Generated keys start with the client path (`['/fs-year', params]`). The same
 * `fs-` key means different data on each line, so its hash carries the page type:
 * the two lines never share a cache entry.
 */
export function lineScopedHash(queryKey: QueryKey): string {
  return hashKey(isLineScopedPath(queryKey[0]) ? [getPageType(), ...queryKey] : queryKey);
}

/** Only transient failures (network, timeout, 502/503/504) are retried, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isTransient(error) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn: lineScopedHash,
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
