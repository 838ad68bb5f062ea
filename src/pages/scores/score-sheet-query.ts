/**
 * What the entry grid reads on opening — the sheet of the class and course the address names, and
 * the classes to choose from — for the page and for the address's early start (start-early.ts), so
 * the grid finds them loading, or loaded, when its code arrives.
 */
import { queryClient } from '@/api/query-client';
import {
  getGetAdultScoreEntryQueryOptions,
  getListAdultClassScoresQueryOptions,
} from '@/generated/api/scores/scores';
import type { GetAdultScoreEntryParams } from '@/generated/model';

/** The class and course the address names (0: not chosen). */
export function sheetParams(search: URLSearchParams): GetAdultScoreEntryParams {
  return {
    class_id: Number(search.get('class_id')) || 0,
    course_id: Number(search.get('course_id')) || 0,
  };
}

/** The sheet is read once both are chosen; the page shows its own loading and failure. */
export function sheetOptions(params: GetAdultScoreEntryParams) {
  return {
    query: { enabled: params.class_id > 0 && params.course_id > 0 },
    request: { silent: true },
  } as const;
}

/** The class choice lists the first hundred classes. */
export const CLASS_CHOICES = { page: 1, limit: 100 } as const;

/** Starts the classes' call and, when the address names a class and course, the sheet's. */
export function prefetchScoreSheet(search: URLSearchParams): void {
  const params = sheetParams(search);
  const options = sheetOptions(params);
  if (options.query.enabled)
    void queryClient.prefetchQuery(getGetAdultScoreEntryQueryOptions(params, options));
  void queryClient.prefetchQuery(getListAdultClassScoresQueryOptions(CLASS_CHOICES));
}
