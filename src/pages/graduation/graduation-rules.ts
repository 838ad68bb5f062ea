/**
 * Graduation conditions (毕业条件): what the review of a graduation application checks for each
 * applicant — credits complete, fees cleared, thesis passed, graduation photo approved — as plain
 * functions so the list, the review dialog and the unit tests agree.
 */
import { formatMoney, roundYuan } from '@/kit';

export type ConditionKey = 'credits' | 'fees' | 'thesis' | 'photo';

export interface ConditionCheck {
  key: string;
  /** Short name of the condition (学分、缴费 …). */
  label: string;
  ok: boolean;
  /** What the system found, e.g. 「已获 74 学分，尚差 6 学分」. */
  detail: string;
}

export interface GraduationFacts {
  credits_earned: number;
  credits_required: number;
  owed: number;
  /** 0 未答辩，1 通过，2 未通过，3 无论文要求. */
  thesis_status: number;
  thesis_score: string | null;
  /** 0 未上传，1 待审核，2 已通过，3 未通过. */
  photo_status: number;
}

/** Credits are whole or half points: compare at a tenth so 79.99999 is not short of 80. */
const round1 = (value: number) => Math.round(value * 10) / 10;

export const formatCredits = (value: number) => String(round1(value));

const THESIS_TEXT: Record<number, string> = {
  0: '毕业论文未答辩',
  1: '毕业论文已通过',
  2: '毕业论文未通过',
  3: '本层次无论文要求',
};
const PHOTO_TEXT: Record<number, string> = {
  0: '毕业照片未上传',
  1: '毕业照片待审核',
  2: '毕业照片已通过',
  3: '毕业照片未通过',
};

export const CONDITION_LABELS: Record<ConditionKey, string> = {
  credits: '学分',
  fees: '缴费',
  thesis: '论文',
  photo: '照片',
};

/** Each graduation condition with what was found, in a fixed order. */
export function graduationChecks(facts: GraduationFacts): ConditionCheck[] {
  const earned = round1(facts.credits_earned);
  const required = round1(facts.credits_required);
  const short = round1(required - earned);
  const owed = roundYuan(facts.owed);
  return [
    {
      key: 'credits',
      label: CONDITION_LABELS.credits,
      ok: short <= 0,
      detail:
        short <= 0
          ? `已获 ${formatCredits(earned)} 学分，满足 ${formatCredits(required)} 学分要求`
          : `已获 ${formatCredits(earned)} 学分，尚差 ${formatCredits(short)} 学分`,
    },
    {
      key: 'fees',
      label: CONDITION_LABELS.fees,
      ok: owed <= 0,
      detail: owed <= 0 ? '学费已缴清' : `欠费 ${formatMoney(owed, { symbol: false })} 元`,
    },
    {
      key: 'thesis',
      label: CONDITION_LABELS.thesis,
      ok: facts.thesis_status === 1 || facts.thesis_status === 3,
      detail:
        (THESIS_TEXT[facts.thesis_status] ?? '毕业论文状态未知') +
        (facts.thesis_score ? `（${facts.thesis_score}）` : ''),
    },
    {
      key: 'photo',
      label: CONDITION_LABELS.photo,
      ok: facts.photo_status === 2,
      detail: PHOTO_TEXT[facts.photo_status] ?? '毕业照片状态未知',
    },
  ];
}

export const meetsAll = (facts: GraduationFacts) => graduationChecks(facts).every((check) => check.ok);

/** The conditions the rows fail, counted: 「学分 2 人、缴费 1 人」 ('' when every row meets them). */
export function failedSummary<Row>(
  rows: readonly Row[],
  checks: (row: Row) => ConditionCheck[] = graduationChecks as never,
): string {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const check of checks(row))
      if (!check.ok) counts.set(check.label, (counts.get(check.label) ?? 0) + 1);
  return [...counts].map(([label, count]) => `${label}不符 ${count} 人`).join('、');
}

/**
 * A rejection reason to start from: the failed conditions of one applicant in words, or for several
 * the conditions any of them fail.
 */
export function suggestedRejection<Row>(
  rows: readonly Row[],
  checks: (row: Row) => ConditionCheck[] = graduationChecks as never,
): string {
  if (rows.length === 1)
    return checks(rows[0]!)
      .filter((check) => !check.ok)
      .map((check) => check.detail)
      .join('；');
  const failed = new Set<string>();
  for (const row of rows) for (const check of checks(row)) if (!check.ok) failed.add(check.label);
  return failed.size ? `未满足毕业条件（${[...failed].join('、')}）` : '';
}

/** Splits a selection into those who meet every condition and those who do not. */
export function splitEligible<Row>(
  rows: readonly Row[],
  checks: (row: Row) => ConditionCheck[] = graduationChecks as never,
) {
  const eligible: Row[] = [];
  const blocked: Row[] = [];
  for (const row of rows) (checks(row).every((check) => check.ok) ? eligible : blocked).push(row);
  return { eligible, blocked };
}

/** The server keeps the newest two certificate scans (updateDiplomaByAdmin). */
export const KEPT_SCANS = 2;

/** The scans after adding one: the new one first, the newest two kept. */
export const withScan = (scans: readonly string[], url: string) => [url, ...scans].slice(0, KEPT_SCANS);
