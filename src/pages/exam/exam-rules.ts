/**
 * The rules of the exam screens as plain functions (unit-tested): the order of a plan's
 * dates, the weights of an assessment method, the pass mark of a setting, and what a
 * student's eligibility reasons add up to.
 */
import type { FieldIssue } from '@/kit';

interface PlanDates {
  register_start?: string | null;
  register_end?: string | null;
  exam_start?: string | null;
  exam_end?: string | null;
}

/** 报名开始 ≤ 报名截止 < 考试开始 ≤ 考试结束 (ISO dates compare as text). */
export function planDateIssues(dates: PlanDates): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { register_start: rs, register_end: re, exam_start: es, exam_end: ee } = dates;
  if (rs && re && re < rs) issues.push({ path: 'register_end', message: '不能早于报名开始日期' });
  if (re && es && es <= re) issues.push({ path: 'exam_start', message: '须晚于报名截止日期' });
  if (es && ee && ee < es) issues.push({ path: 'exam_end', message: '不能早于考试开始日期' });
  return issues;
}

export interface WeightedPart {
  name?: string | null;
  weight?: number | null;
}

/** Sum of the weights (empty weights count 0). */
export const weightTotal = (parts: readonly WeightedPart[]) =>
  parts.reduce((total, part) => total + (Number(part.weight) || 0), 0);

/** 「权重合计 90%，须为 100%」, a repeated part name, or undefined when the parts are fine. */
export function weightIssue(parts: readonly WeightedPart[]): string | undefined {
  if (!parts.length) return '至少需要一个组成部分';
  const names = parts.map((part) => (part.name ?? '').trim()).filter(Boolean);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) return `组成部分「${repeated}」重复`;
  const total = weightTotal(parts);
  return total === 100 ? undefined : `权重合计 ${total}%，须为 100%`;
}

/** 平时成绩 30% + 期末考试 70% */
export const partsText = (parts: readonly WeightedPart[]) =>
  parts.map((part) => `${part.name ?? ''} ${part.weight ?? 0}%`).join(' + ');

/** A pass mark above the full marks, or an online exam without a paper. */
export function settingIssues(values: {
  mode?: number | null;
  paper_id?: number | null;
  full_score?: number | null;
  pass_score?: number | null;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (values.mode === 1 && !values.paper_id) issues.push({ path: 'paper_id', message: '线上考试须选择试卷' });
  if (values.full_score != null && values.pass_score != null && values.pass_score > values.full_score)
    issues.push({ path: 'pass_score', message: '不能高于满分' });
  return issues;
}

export const REASON_LABELS: Record<string, string> = {
  fees_owed: '欠费',
  progress_low: '学习进度不足',
  photo_unapproved: '照片未审核通过',
};

interface Checked {
  reasons: readonly { code: string; detail: string }[];
}

/** 「欠费、学习进度不足」 for the rows' reasons, most frequent first; '' when none. */
export function reasonSummary(rows: readonly Checked[]): string {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const reason of row.reasons) counts.set(reason.code, (counts.get(reason.code) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([code]) => REASON_LABELS[code] ?? code)
    .join('、');
}

/** The reason to start a rejection from: the details of the rows' failed checks. */
export function suggestedRejection(rows: readonly Checked[]): string {
  if (rows.length === 1) return rows[0]!.reasons.map((reason) => reason.detail).join('；');
  const summary = reasonSummary(rows);
  return summary ? `不符合考试条件：${summary}` : '';
}
