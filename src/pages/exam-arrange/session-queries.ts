/**
 * The two reads that 排座 (混编) and the printed sheets share: a line's sessions, and one session's
 * arrangement. Quiet: the screen shows its own loading and failure.
 */
import type { ListExamOfflineSessionsParams } from '@/generated/model';
import {
  getExamSessionArrangement,
  getGetExamSessionArrangementQueryKey,
  getListExamOfflineSessionsQueryKey,
  listExamOfflineSessions,
} from '@/generated/api/exam-arrange/exam-arrange';

const QUIET = { silent: true, loading: false };

export const sessionsQuery = (params: ListExamOfflineSessionsParams) => ({
  queryKey: getListExamOfflineSessionsQueryKey(params),
  queryFn: ({ signal }: { signal: AbortSignal }) => listExamOfflineSessions(params, QUIET, signal),
});

export const arrangementQuery = (id: number) => ({
  queryKey: getGetExamSessionArrangementQueryKey(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getExamSessionArrangement(id, QUIET, signal),
});
