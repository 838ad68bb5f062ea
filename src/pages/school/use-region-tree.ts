/**
 * The province–city–district tree (/v1-basis-region-tree) as cascader options.
 * Line-independent and rarely changed: cached for 30 minutes, no overlay,
 * a failure leaves the cascader empty rather than popping an error.
 */
import { useMemo } from 'react';
import { useGetBasisRegionTree } from '@/generated/api/school/school';
import type { RegionTreeProvince } from '@/generated/model';

const EMPTY: RegionTreeProvince[] = [];

export function useRegionTree() {
  const query = useGetBasisRegionTree({
    query: { staleTime: 30 * 60_000 },
    request: { loading: false, silent: true },
  });
  const tree = query.data?.result ?? EMPTY;
  /** Top level only, for a province select. */
  const provinces = useMemo(() => tree.map(({ value, label }) => ({ value, label })), [tree]);
  return { ...query, tree, provinces };
}
