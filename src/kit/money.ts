/** Money as staff read it: one formatter for every amount (yuan; arithmetic in fen.ts). */

const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12793 → ¥12,793.00; `{ symbol: false }` → 12,793.00 (where the column or axis says 元). */
export function formatMoney(yuan: number, { symbol = true }: { symbol?: boolean } = {}): string {
  const text = YUAN.format(yuan);
  return symbol ? `¥${text}` : text;
}
