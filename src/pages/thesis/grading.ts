/**
 * Thesis grade evaluation: the total is the weighted sum of the supervision, review and defence
 * scores (weights in %, summing to 100), mapped to 优秀 / 良好 / 中等 / 及格 / 不及格.
 */
export interface Weights {
  supervision: number;
  review: number;
  defence: number;
}

export const DEFAULT_WEIGHTS: Weights = { supervision: 30, review: 30, defence: 40 };

export const GRADES = [
  { value: 1, label: '优秀', min: 90, color: 'green' },
  { value: 2, label: '良好', min: 80, color: 'arcoblue' },
  { value: 3, label: '中等', min: 70, color: 'cyan' },
  { value: 4, label: '及格', min: 60, color: 'orange' },
  { value: 5, label: '不及格', min: 0, color: 'red' },
] as const;

export type GradeValue = (typeof GRADES)[number]['value'];

export const GRADE_STATUS = Object.fromEntries(
  GRADES.map((grade) => [grade.value, { text: grade.label, color: grade.color }]),
);

const round = (value: number, digits: number) => Math.round(value * 10 ** digits + 1e-9) / 10 ** digits;

export function weightsProblem(weights: Weights): string | undefined {
  const parts = [weights.supervision, weights.review, weights.defence];
  if (parts.some((part) => !Number.isInteger(part) || part < 0 || part > 100)) return '权重须为 0–100 的整数';
  const sum = parts.reduce((a, b) => a + b, 0);
  return sum === 100 ? undefined : `三项权重合计须为 100%，现在是 ${sum}%`;
}

export function gradeOf(total: number): GradeValue {
  return GRADES.find((grade) => total >= grade.min)!.value;
}

export interface Parts {
  supervision_score: number | null;
  review_score: number | null;
  defence_score: number | null;
}

/** The total (one decimal) and grade, or the parts still missing. */
export function evaluate(
  parts: Parts,
  weights: Weights,
): { total: number; grade: GradeValue } | { missing: string[] } {
  const missing = [
    parts.supervision_score === null && '指导成绩',
    parts.review_score === null && '评阅成绩',
    parts.defence_score === null && '答辩成绩',
  ].filter((name): name is string => !!name);
  if (missing.length) return { missing };
  const total = round(
    (parts.supervision_score! * weights.supervision +
      parts.review_score! * weights.review +
      parts.defence_score! * weights.defence) /
      100,
    1,
  );
  return { total, grade: gradeOf(total) };
}

/** The rule in words, shown on screen. */
export function describeRule(weights: Weights): string {
  return (
    `总评 = 指导成绩 × ${weights.supervision}% + 评阅成绩 × ${weights.review}% + 答辩成绩 × ${weights.defence}%（保留一位小数）；` +
    '90 分及以上优秀，80–89.9 良好，70–79.9 中等，60–69.9 及格，60 分以下不及格'
  );
}

/** The defence score: the panel's average (two decimals), null until every member has scored. */
export function panelAverage(scores: readonly (number | null)[]): number | null {
  if (!scores.length || scores.some((score) => score === null)) return null;
  return round((scores as number[]).reduce((a, b) => a + b, 0) / scores.length, 2);
}
