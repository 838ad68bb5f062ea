/** Money as staff read it: one formatter for every amount (yuan; arithmetic in fen.ts). */
import { formatNumber } from './numbers';

/** 12793 → ¥12,793.00; `{ symbol: false }` → 12,793.00 (where the column or axis says 元). */
export function formatMoney(yuan: number, { symbol = true }: { symbol?: boolean } = {}): string {
  const text = formatNumber(yuan, { minFraction: 2, maxFraction: 2 });
  return symbol ? `¥${text}` : text;
}
