/** Money of the fee screens: totals and checks in fen (the kit's money), so they are exact (unit-tested). */
import { formatMoney, sumYuan, toFen } from '@/kit';

type Money<Key extends string> = Record<Key, number>;

/** Sums of the given money fields over the rows, in yuan, exact to the fen. */
export function moneyTotals<Key extends string>(rows: readonly Money<Key>[], keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, sumYuan(rows.map((row) => row[key]))])) as Record<
    Key,
    number
  >;
}

/** 109,200.00 (the unit 元 follows in the text). */
export const yuanText = (yuan: number) => formatMoney(yuan, { symbol: false });

/** 应收 = 实收 + 减免 + 欠费, or what does not add up. */
export function balanceIssue(row: { receivable: number; paid: number; reduced: number; owed: number }) {
  const gap = toFen(row.receivable) - toFen(row.paid) - toFen(row.reduced) - toFen(row.owed);
  return gap === 0 ? undefined : `应收与实收、减免、欠费之和相差 ${yuanText(Math.abs(gap) / 100)} 元`;
}

/** A payment recorded by hand: more than 0, at most what is owed (for tuition). */
export function amountIssue(amount: number | undefined, owed: number | undefined): string | undefined {
  if (amount === undefined || owed === undefined) return undefined;
  if (toFen(amount) > toFen(owed)) return `不能超过欠费 ${yuanText(owed)} 元`;
  return undefined;
}
