/** Months as the screens write them, 'YYYY-MM', and the weeks of a month (Monday first). */
import { addDays, weekStartOf } from '../dates';

const pad = (value: number) => String(value).padStart(2, '0');

export const isMonth = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** 2026-04 → { start_date: 2026-04-01, end_date: 2026-04-30 } */
export function monthRange(month: string): { start_date: string; end_date: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { start_date: `${month}-01`, end_date: `${month}-${pad(days)}` };
}

/** 2026-04 ± n months → 2026-05 */
export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** 2026-04 → 2026年4月 */
export function monthTitle(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${year}年${mon}月`;
}

/** 周一 … 周日 */
export const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/**
 * The weeks a month's calendar shows, Monday first: from the Monday on or before the 1st to the
 * Sunday on or after the last day (4 to 6 weeks of 'YYYY-MM-DD').
 */
export function monthWeeks(month: string): string[][] {
  const { start_date: first, end_date: last } = monthRange(month);
  const weeks: string[][] = [];
  let day = weekStartOf(first);
  while (day <= last) {
    const week: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** 2026-04-11 → 2026年4月11日 星期六 */
export function dayTitle(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${year}年${month}月${date}日 星期${'日一二三四五六'[weekday]}`;
}
