/** The body of a bulk call on the selected rows, or on every result of the search (「选择全部 N 条结果」). */
import type { ExamSelectionFilters } from '@/generated/model';
import type { BatchScope } from '@/kit';
import { asNumber } from '@/kit';

export function selection(rows: readonly { id: number }[], scope: BatchScope) {
  const { filters } = scope;
  const all: ExamSelectionFilters = {
    plan_id: asNumber(filters.plan_id) ?? null,
    keyword: filters.keyword ? String(filters.keyword) : null,
    course_id: asNumber(filters.course_id) ?? null,
    status: (asNumber(filters.status) as 0 | 1 | undefined) ?? null,
  };
  return scope.all
    ? { ids: [], all: 1 as const, filters: all }
    : { ids: rows.map((row) => row.id), all: 0 as const, filters: all };
}

/** 「已为 3 条报名，跳过 1 条（已处理过或不符合条件）」 */
export const bulkReport = (verb: string, done: number, skipped: number) =>
  `已${verb} ${done} 条${skipped ? `，跳过 ${skipped} 条（已处理过或不符合条件）` : ''}`;
