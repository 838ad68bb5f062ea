import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ExamSessionArrangement, ExamSessionArrangementResponse } from '@/generated/model';
import type { LineType } from '@/kit';
import { samePeriodSessions, type MixedGroup } from './mixed-rooms';
import { savedGroups } from './seat-plans';
import { arrangementQuery, sessionsQuery } from './session-queries';

/**
 * The arrangements loaded, one per query; the query layer shares the combined value structurally, so
 * `arrangements` stays the same array while they do (the groups below are memoised on it).
 */
const combineArrangements = (queries: UseQueryResult<ExamSessionArrangementResponse>[]) => ({
  arrangements: queries.map((query) => query.data?.result),
  loading: queries.some((query) => query.isLoading),
  error: queries.find((query) => query.error)?.error,
  refetches: queries.map((query) => query.refetch),
});

/**
 * 混编: the other sessions of the period (loaded when switched on) and the arrangements of those
 * combined (saved ones come with the session; one combined now is loaded).
 */
export function useMixedSessions(
  arrangement: ExamSessionArrangement,
  type: LineType,
  mixed: boolean,
  mixedIds: number[],
) {
  const { session } = arrangement;
  const params = { type, start_date: session.exam_date, end_date: session.exam_date, page: 1, limit: 100 };
  const period = useQuery({ ...sessionsQuery(params), enabled: mixed });
  const saved = useMemo(() => savedGroups(arrangement), [arrangement]);
  const toLoad = mixed ? mixedIds.filter((id) => !saved.some((group) => group.session.id === id)) : [];
  const loaded = useQueries({
    queries: toLoad.map(arrangementQuery),
    combine: combineArrangements,
  });
  const { arrangements } = loaded;
  const groups = useMemo<MixedGroup[]>(() => {
    if (!mixed) return [];
    return mixedIds.flatMap((id) => {
      const kept = saved.find((group) => group.session.id === id);
      if (kept) return [kept];
      const result = arrangements.find((data) => data?.session.id === id);
      // newly combined: its candidates start without a seat in these rooms
      return result ? [{ session: result.session, candidates: result.candidates, seats: [] }] : [];
    });
  }, [mixed, mixedIds, saved, arrangements]);
  const others = useMemo(
    () => samePeriodSessions(session, period.data?.result.list ?? []),
    [session, period.data],
  );
  return {
    period,
    others,
    groups,
    loading: loaded.loading,
    error: loaded.error,
    retry: () => loaded.refetches.forEach((refetch) => void refetch()),
  };
}
