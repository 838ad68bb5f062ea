/**
 * Money arithmetic: amounts are yuan with two decimals, added and rounded through whole fen so
 * that 0.1 + 0.2 adds up to 0.30. How an amount is shown is money.ts (apart, so that the pages
 * that only show amounts do not load the arithmetic).
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
