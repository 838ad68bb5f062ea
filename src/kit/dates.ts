/**
 * Dates as staff read them: the school's calendar day (Beijing time, whatever the
 * computer's time zone), written 2026-11-23 or 2026-11-23 14:40.
 */

export const SCHOOL_TIME_ZONE = 'Asia/Shanghai';

/** An instant in the school's time zone as 2026-11-27 07:30:00 (Swedish dates are ISO-ordered). */
const schoolTime = (date: Date) => date.toLocaleString('sv-SE', { timeZone: SCHOOL_TIME_ZONE });

/** The school's calendar day of an instant: 2026-11-26T23:30:00Z → 2026-11-27. */
export const schoolDate = (date: Date): string => schoolTime(date).slice(0, 10);

/** Today in the school's time zone, 2026-11-27 (not UTC: before 08:00 Beijing time UTC is yesterday). */
export const today = (now: Date = new Date()): string => schoolDate(now);

/** Beijing time's offset from UTC: China keeps no daylight saving time. */
const SCHOOL_UTC_OFFSET_MS = 8 * 3_600_000;
const two = (value: number) => String(value).padStart(2, '0');

/**
 * The school's clock, 14:40:05 (Beijing time, whatever the computer's time zone). Arithmetic, not a
 * date formatter: a score grid stamps every keystroke with it, and a formatter costs about 1 ms a call.
 */
export function schoolClock(now: Date = new Date()): string {
  const beijing = new Date(now.getTime() + SCHOOL_UTC_OFFSET_MS);
  return `${two(beijing.getUTCHours())}:${two(beijing.getUTCMinutes())}:${two(beijing.getUTCSeconds())}`;
}

/** The school's month of an instant: 2026-11. */
export const schoolMonth = (date: Date = new Date()): string => schoolDate(date).slice(0, 7);

/**
 * A date or a time stamp as staff read it: '2026-03-18 14:40:00', an ISO string or a Date
 * → '2026-03-18' (or '2026-03-18 14:40' with the time). Text that is no date is shown as it is.
 */
export function formatDate(value: string | Date, withTime = false): string {
  if (value instanceof Date) return schoolTime(value).slice(0, withTime ? 16 : 10);
  const match = value.match(/^(\d{4}-\d{2}-\d{2})[T ]?(\d{2}:\d{2})?/);
  if (!match) return value;
  return withTime && match[2] ? `${match[1]} ${match[2]}` : match[1];
}

/** A calendar day moved by whole days: addDays('2026-11-30', 1) → '2026-12-01'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week a calendar day falls in. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}
