/**
 * 考场使用情况: a month of room usage as a calendar — which sessions hold which rooms on each
 * day, how full they are, and any room booked twice at the same time.
 */
import type { ExamRoomUsage } from '@/generated/model';
import { toMinutes } from './invigilation-clash';
import { LINES } from '@/lines/line';

const byTime = (a: ExamRoomUsage, b: ExamRoomUsage) =>
  a.exam_date.localeCompare(b.exam_date) ||
  toMinutes(a.start_time) - toMinutes(b.start_time) ||
  a.venue_name.localeCompare(b.venue_name) ||
  a.room_name.localeCompare(b.room_name);

/** The usages of one month, in date and time order. */
export function usagesInMonth(usages: readonly ExamRoomUsage[], month: string): ExamRoomUsage[] {
  return usages.filter((usage) => usage.exam_date.startsWith(`${month}-`)).sort(byTime);
}

/** Usages per day (2026-04-11 → its usages in time order). */
export function usagesByDay(usages: readonly ExamRoomUsage[]): Map<string, ExamRoomUsage[]> {
  const days = new Map<string, ExamRoomUsage[]>();
  for (const usage of [...usages].sort(byTime)) {
    const list = days.get(usage.exam_date);
    if (list) list.push(usage);
    else days.set(usage.exam_date, [usage]);
  }
  return days;
}

/** 广州天河函授站 → 广州天河, 华南师范大学石牌校区考点 → 华南师范大学石牌校区 (for a calendar chip). */
const VENUE_ENDING = new RegExp(
  `(${[...new Set(Object.values(LINES).flatMap((line) => [line.nouns.station, line.nouns.examVenue]))].join('|')})$`,
);
export const shortVenue = (name: string) => name.replace(VENUE_ENDING, '') || name;

/** Seated share of the room's seats, 0–100 with one decimal; null while not yet seated. */
export function occupancy(usage: Pick<ExamRoomUsage, 'seated_count' | 'capacity'>): number | null {
  if (!usage.seated_count || !usage.capacity) return null;
  return Math.round((usage.seated_count / usage.capacity) * 1000) / 10;
}

export type Fill = 'pending' | 'low' | 'normal' | 'full';

/** How full a room is: 待排座, under half, normal, full. */
export function fillOf(usage: Pick<ExamRoomUsage, 'seated_count' | 'capacity'>): Fill {
  const rate = occupancy(usage);
  if (rate === null) return 'pending';
  if (rate >= 100) return 'full';
  return rate < 50 ? 'low' : 'normal';
}

export interface DoubleBooking {
  roomId: number;
  place: string;
  date: string;
  first: ExamRoomUsage;
  second: ExamRoomUsage;
}

/** A room held by two sessions at overlapping times on one day. */
export function doubleBookings(usages: readonly ExamRoomUsage[]): DoubleBooking[] {
  const found: DoubleBooking[] = [];
  const sorted = [...usages].sort(byTime);
  for (let i = 0; i < sorted.length; i += 1)
    for (let j = i + 1; j < sorted.length; j += 1) {
      const [a, b] = [sorted[i]!, sorted[j]!];
      if (a.room_id !== b.room_id || a.exam_date !== b.exam_date || a.session_id === b.session_id) continue;
      if (toMinutes(a.start_time) < toMinutes(b.end_time) && toMinutes(b.start_time) < toMinutes(a.end_time))
        found.push({
          roomId: a.room_id,
          place: `${a.venue_name} ${a.room_name}`,
          date: a.exam_date,
          first: a,
          second: b,
        });
    }
  return found;
}

export interface UsageFigures {
  sessions: number;
  rooms: number;
  days: number;
  /** Room × session uses. */
  uses: number;
  seated: number;
  /** Seats of all uses (the 合计 of the table's 座位数). */
  seats: number;
  /** seated / seats, one decimal; null without uses. */
  rate: number | null;
  /** Uses not yet seated. */
  pending: number;
}

export function usageFigures(usages: readonly ExamRoomUsage[]): UsageFigures {
  const seated = usages.reduce((total, usage) => total + usage.seated_count, 0);
  const seats = usages.reduce((total, usage) => total + usage.capacity, 0);
  return {
    sessions: new Set(usages.map((usage) => usage.session_id)).size,
    rooms: new Set(usages.map((usage) => usage.room_id)).size,
    days: new Set(usages.map((usage) => usage.exam_date)).size,
    uses: usages.length,
    seated,
    seats,
    rate: seats ? Math.round((seated / seats) * 1000) / 10 : null,
    pending: usages.filter((usage) => usage.seated_count === 0).length,
  };
}
