/** Year options (fs-year lookup of the current line) for batch selects. */
import { useMemo } from 'react';
import { useListFsYears } from '@/generated/api/basics/basics';

const LOOKUP_STALE_MS = 30 * 60_000;

export function useYearOptions(): { label: string; value: number }[] {
  const years = useListFsYears({
    query: { staleTime: LOOKUP_STALE_MS },
    request: { loading: false, silent: true },
  });
  return useMemo(
    () => (years.data?.result ?? []).map((year) => ({ label: year.name, value: year.id })),
    [years.data],
  );
}
