/** The milestones of a thesis plan, in order, and the rule that their dates follow that order. */
import type { FieldIssue, StatusMap } from '@/kit';

export const MILESTONES = [
  { value: 1, label: '选题', field: 'topic_at' },
  { value: 2, label: '开题', field: 'proposal_at' },
  { value: 3, label: '中期检查', field: 'midterm_at' },
  { value: 4, label: '定稿', field: 'final_at' },
  { value: 5, label: '答辩', field: 'defence_at' },
] as const;

export const MILESTONE_OPTIONS = MILESTONES.map(({ value, label }) => ({ value, label }));
export const MILESTONE_STATUS: StatusMap = Object.fromEntries(
  MILESTONES.map(({ value, label }) => [value, { text: label, color: 'arcoblue' }]),
);
export const milestoneLabel = (value: number) => MILESTONES.find((m) => m.value === value)?.label ?? '—';

/** Each milestone's date must not be before the previous one's (dates as 2026-03-15 compare as text). */
export function milestoneIssues(values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (let i = 1; i < MILESTONES.length; i += 1) {
    const before = MILESTONES[i - 1]!;
    const current = MILESTONES[i]!;
    const a = values[before.field];
    const b = values[current.field];
    if (typeof a === 'string' && typeof b === 'string' && a && b && b < a)
      issues.push({
        path: current.field,
        message: `${current.label}日期不能早于${before.label}日期（${a}）`,
      });
  }
  return issues;
}

/** A period's end must not be before its start. */
export function periodIssues(values: Record<string, unknown>): FieldIssue[] {
  const { start_date: start, end_date: end } = values;
  return typeof start === 'string' && typeof end === 'string' && start && end && end < start
    ? [{ path: 'end_date', message: `截止日期不能早于开始日期（${start}）` }]
    : [];
}
