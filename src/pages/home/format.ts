/** Number, money, date and class-name helpers for the home dashboard. */

const integerFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const moneyFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCount(value: number): string {
  return integerFormat.format(value);
}

export function formatMoney(value: number): string {
  return moneyFormat.format(value);
}

/** Axis labels for money: 255200 → 25.5万. */
export function compactYuan(value: number): string {
  if (Math.abs(value) >= 10_000) return `${Number((value / 10_000).toFixed(1))}万`;
  return String(value);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Local date as YYYY-MM-DD. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last 30 days, today included. */
export function lastThirtyDays(today: Date): [string, string] {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return [formatDate(start), formatDate(today)];
}

export function greetingFor(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

export function longDate(date: Date): string {
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日 ${WEEKDAYS[date.getDay()]}`;
}

export function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
