/** Number, date and class-name helpers for the home dashboard (money and calendar days come from the kit). */
import { addDays, formatNumber, today } from '@/kit';

export function formatCount(value: number): string {
  return formatNumber(value, { maxFraction: 0 });
}

/** Axis labels for money: 255200 → 25.5万. */
export function compactYuan(value: number): string {
  if (Math.abs(value) >= 10_000) return `${Number((value / 10_000).toFixed(1))}万`;
  return String(value);
}

/** The last 30 days, today included, as school calendar days. */
export function lastThirtyDays(now: Date): [string, string] {
  const end = today(now);
  return [addDays(end, -29), end];
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

/** 2026年11月27日 星期五 (the school's calendar day). */
export function longDate(now: Date): string {
  const [year, month, day] = today(now).split('-').map(Number) as [number, number, number];
  return `${year}年${month}月${day}日 ${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}`;
}

export function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
