import { useCallback, useRef } from 'react';

/**
 * Runs at most one submission at a time: a second click while the first is
 * in flight is ignored (React state such as isPending updates too late for
 * two fast clicks).
 */
export function useSingleFlight(): <T>(task: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return useCallback(async <T>(task: () => Promise<T>) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await task();
    } finally {
      busy.current = false;
    }
  }, []);
}
