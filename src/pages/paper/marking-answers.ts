/**
 * The answers a marking workspace opens on, and the question types it labels them with: one query
 * each for the page and for the address's early start (start-early.ts), so the workspace finds them
 * loading, or loaded, when its code arrives.
 */
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import { dictionaryQuery } from '@/kit';
import { getListMarkingAnswersQueryKey, listMarkingAnswers } from '@/generated/api/paper/paper';
import type { ListMarkingAnswersParams } from '@/generated/model';

/** The workspace's reads show their own loading and failure, not the overlay or a message. */
export const READ_OPTIONS = { silent: true, loading: false } as const;

/** The paper (0: none), sheet and topic the address names. */
export function answersRequest(search: URLSearchParams): ListMarkingAnswersParams {
  const sheetId = Number(search.get('sheet_id'));
  const topicId = Number(search.get('topic_id'));
  return {
    paper_id: Number(search.get('paper_id')) || 0,
    ...(sheetId ? { sheet_id: sheetId } : {}),
    ...(topicId ? { topic_id: topicId } : {}),
  };
}

export function answersQuery(request: ListMarkingAnswersParams) {
  return queryOptions({
    queryKey: getListMarkingAnswersQueryKey(request),
    queryFn: ({ signal }) => listMarkingAnswers(request, READ_OPTIONS, signal),
    enabled: !!request.paper_id,
    staleTime: Infinity,
  });
}

/** The dictionary of the answers' question types (the card's title shows the type's name). */
export const questionStyles = () => dictionaryQuery('QuestionStyle');

/** Starts the answers' and the types' calls for the address (nothing when it names no paper); the page reports a failure. */
export function prefetchMarkingAnswers(search: URLSearchParams): void {
  const request = answersRequest(search);
  if (!request.paper_id) return;
  void queryClient.prefetchQuery(answersQuery(request));
  void queryClient.prefetchQuery(questionStyles());
}
