/**
 * The certificate-number rule (毕业证书编号, 17 digits): 学校代码 5 位 + 办学类型 1 位 + 毕业年份 4 位 +
 * 培养层次 1 位 (5 本科, 6 专科) + 顺序号 6 位. Numbers are assigned in order per prefix, continuing after
 * the highest number already saved this year; before saving, duplicates (within the batch or with a
 * number another student already holds) block the save, gaps in a prefix's sequence are reported.
 */

export interface CertificateRule {
  school_code: string;
  type_code: string;
  year: number;
}

export interface SavedNumber {
  id: number;
  student_name: string;
  certificate_no: string;
}

export interface AssignedNumber {
  id: number;
  student_name: string;
  certificate_no: string;
}

export const SEQUENCE_DIGITS = 6;
const NUMBER = /^\d{17}$/;

export const certificatePrefix = (rule: CertificateRule, level: number) =>
  `${rule.school_code}${rule.type_code}${rule.year}${level}`;

export const formatCertificate = (prefix: string, sequence: number) =>
  `${prefix}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;

/** The prefix (first 11 digits) and sequence of a well-formed number; undefined otherwise. */
export function parseCertificate(number: string): { prefix: string; sequence: number } | undefined {
  if (!NUMBER.test(number)) return undefined;
  const sequence = Number(number.slice(-SEQUENCE_DIGITS));
  return sequence > 0 ? { prefix: number.slice(0, -SEQUENCE_DIGITS), sequence } : undefined;
}

/** The first sequence after the highest saved one of the prefix (1 when none). */
export function nextSequence(saved: readonly { certificate_no: string }[], prefix: string): number {
  let highest = 0;
  for (const item of saved) {
    const parsed = parseCertificate(item.certificate_no);
    if (parsed?.prefix === prefix) highest = Math.max(highest, parsed.sequence);
  }
  return highest + 1;
}

/**
 * Numbers for the rows in the order given, consecutive per prefix (level), each prefix continuing
 * after its highest saved number or from `start` when the operator set one. Numbers saved for the
 * same rows are replaced, so they are not counted as taken.
 */
export function assignNumbers(
  rows: readonly { id: number; student_name: string; level: number }[],
  rule: CertificateRule,
  saved: readonly SavedNumber[],
  start?: number,
): AssignedNumber[] {
  const ids = new Set(rows.map((row) => row.id));
  const others = saved.filter((item) => !ids.has(item.id));
  const next = new Map<string, number>();
  return rows.map((row) => {
    const prefix = certificatePrefix(rule, row.level);
    const sequence = next.get(prefix) ?? start ?? nextSequence(others, prefix);
    next.set(prefix, sequence + 1);
    return {
      id: row.id,
      student_name: row.student_name,
      certificate_no: formatCertificate(prefix, sequence),
    };
  });
}

export interface CertificateCheck {
  /** Problems that block the save: malformed, out of rule, duplicated numbers. */
  errors: string[];
  /** Missing sequences of a prefix between its lowest and highest number (a warning). */
  gaps: string[];
}

/** 3 → 000003; 3..5 → 000003–000005. */
const range = (from: number, to: number) => {
  const text = (value: number) => String(value).padStart(SEQUENCE_DIGITS, '0');
  return from === to ? text(from) : `${text(from)}–${text(to)}`;
};

/** Missing runs of a sorted list of distinct sequences. */
export function missingRuns(sequences: readonly number[]): [number, number][] {
  const sorted = [...new Set(sequences)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (let index = 1; index < sorted.length; index++)
    if (sorted[index]! - sorted[index - 1]! > 1) runs.push([sorted[index - 1]! + 1, sorted[index]! - 1]);
  return runs;
}

/**
 * Checks a batch of numbers before it is saved, against the rule and every number already saved
 * this year for other students.
 */
export function checkNumbers(
  items: readonly AssignedNumber[],
  rule: CertificateRule,
  saved: readonly SavedNumber[],
): CertificateCheck {
  const errors: string[] = [];
  const ids = new Set(items.map((item) => item.id));
  const others = saved.filter((item) => !ids.has(item.id));
  const holder = new Map(others.map((item) => [item.certificate_no, item.student_name]));
  const seen = new Map<string, string>();
  const rulePrefix = `${rule.school_code}${rule.type_code}${rule.year}`;
  for (const item of items) {
    const parsed = parseCertificate(item.certificate_no);
    if (!parsed) {
      errors.push(`${item.student_name}：证书编号「${item.certificate_no}」应为 17 位数字且顺序号不为 0`);
      continue;
    }
    if (!item.certificate_no.startsWith(rulePrefix) || !['5', '6'].includes(parsed.prefix.slice(-1)))
      errors.push(
        `${item.student_name}：证书编号「${item.certificate_no}」不符合本年度编号规则（${rulePrefix} + 层次 + 顺序号）`,
      );
    const twin = seen.get(item.certificate_no);
    if (twin) errors.push(`证书编号「${item.certificate_no}」重复：${twin}、${item.student_name}`);
    else seen.set(item.certificate_no, item.student_name);
    const other = holder.get(item.certificate_no);
    if (other) errors.push(`证书编号「${item.certificate_no}」已分配给${other}`);
  }
  const byPrefix = new Map<string, number[]>();
  for (const item of [...others, ...items]) {
    const parsed = parseCertificate(item.certificate_no);
    if (!parsed || parsed.prefix.slice(0, rulePrefix.length) !== rulePrefix) continue;
    byPrefix.set(parsed.prefix, [...(byPrefix.get(parsed.prefix) ?? []), parsed.sequence]);
  }
  const gaps = [...byPrefix]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([prefix, sequences]) => {
      const runs = missingRuns(sequences);
      if (!runs.length) return [];
      const missing = runs.reduce((count, [from, to]) => count + to - from + 1, 0);
      const shown = runs.slice(0, 5).map(([from, to]) => range(from, to));
      return [`${prefix} 段缺 ${missing} 个号：${shown.join('、')}${runs.length > 5 ? ' 等' : ''}`];
    });
  return { errors, gaps };
}
