/**
 * Money: amounts are yuan with two decimals. Arithmetic goes through whole fen so that
 * 0.1 + 0.2 adds up to 0.30, and every amount is shown by one formatter.
 */

/** 12.345 → 1235 (yuan to whole fen, rounded half up). */
export const toFen = (yuan: number): number => Math.round(yuan * 100);

/** 1235 → 12.35 */
export const fromFen = (fen: number): number => fen / 100;

/** The sum of yuan amounts, exact to the fen: sumYuan([0.1, 0.2]) → 0.3. */
export function sumYuan(amounts: Iterable<number>): number {
  let fen = 0;
  for (const amount of amounts) fen += toFen(amount);
  return fromFen(fen);
}

/** A yuan amount rounded to the fen: 12.345 → 12.35. */
export const roundYuan = (yuan: number): number => fromFen(toFen(yuan));

const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12793 → ¥12,793.00; `{ symbol: false }` → 12,793.00 (where the column or axis says 元). */
export function formatMoney(yuan: number, { symbol = true }: { symbol?: boolean } = {}): string {
  const text = YUAN.format(yuan);
  return symbol ? `¥${text}` : text;
}
