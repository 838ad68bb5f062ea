/** Money of the fee screens, added in fen so the totals are exact (unit-tested). */

const fen = (yuan: number) => Math.round(yuan * 100);
export const yuan = (fen: number) => (fen / 100).toFixed(2);

type Money<Key extends string> = Record<Key, number>;

/** Sums of the given money fields over the rows, in yuan with two decimals. */
export function moneyTotals<Key extends string>(rows: readonly Money<Key>[], keys: readonly Key[]) {
  return Object.fromEntries(
    keys.map((key) => [key, yuan(rows.reduce((total, row) => total + fen(row[key]), 0))]),
  ) as Record<Key, string>;
}

/** 应收 = 实收 + 减免 + 欠费, or what does not add up. */
export function balanceIssue(row: { receivable: number; paid: number; reduced: number; owed: number }) {
  const gap = fen(row.receivable) - fen(row.paid) - fen(row.reduced) - fen(row.owed);
  return gap === 0 ? undefined : `应收与实收、减免、欠费之和相差 ${yuan(Math.abs(gap))} 元`;
}

/** A payment recorded by hand: more than 0, at most what is owed (for tuition). */
export function amountIssue(amount: number | undefined, owed: number | undefined): string | undefined {
  if (amount === undefined || owed === undefined) return undefined;
  if (fen(amount) > fen(owed)) return `不能超过欠费 ${yuan(fen(owed))} 元`;
  return undefined;
}

/** 本页应收 109,200.00 元，实收 93,600.00 元 … with thousands separators. */
export const money = (value: string) =>
  Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
