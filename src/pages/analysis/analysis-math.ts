/** The sums and rates of the analysis screens: computed from the server's counts, so figures, charts and tables agree. */
import { sumYuan } from '@/kit';

/** Sum of a numeric field over the rows. */
export function sum<Row>(rows: readonly Row[], field: keyof Row): number {
  return rows.reduce((total, row) => total + (Number(row[field]) || 0), 0);
}

/** part / whole as a percentage with one decimal; null when there is no whole. */
export function rate(part: number, whole: number): number | null {
  if (!whole) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** An average of `field` weighted by `weight` (the average score of all students, not of courses); one decimal. */
export function weightedAverage<Row>(
  rows: readonly Row[],
  field: keyof Row,
  weight: keyof Row,
): number | null {
  const weights = sum(rows, weight);
  if (!weights) return null;
  const total = rows.reduce((acc, row) => acc + (Number(row[field]) || 0) * (Number(row[weight]) || 0), 0);
  return Math.round((total / weights) * 10) / 10;
}

/** Money of a field summed to the fen (the kit's sumYuan: 0.1 + 0.2 is 0.3). */
export function sumMoney<Row>(rows: readonly Row[], field: keyof Row): number {
  return sumYuan(rows.map((row) => Number(row[field]) || 0));
}

/** total / count with one decimal (人均学习时长); null without a count. */
export function perHead(total: number, count: number): number | null {
  if (!count) return null;
  return Math.round((total / count) * 10) / 10;
}
