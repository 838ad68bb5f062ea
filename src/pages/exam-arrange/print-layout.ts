/**
 * What the printed sheets of an offline session hold, per room (one room never shares a
 * page with another): the seat chart as rows of seats, the door sheet's list and the
 * sign-in sheet's rows, each cut into A4 pages.
 */
import type { ExamSessionArrangement, ExamSessionRoom, SeatCandidate } from '@/generated/model';
import { seatPosition } from './seat-allocation';

export type SheetKind = 'seat' | 'door' | 'signin';

export const SHEET_KINDS: { value: SheetKind; label: string }[] = [
  { value: 'seat', label: '座位表' },
  { value: 'door', label: '门贴' },
  { value: 'signin', label: '签到表' },
];

/** Rows of a seat chart on one page, entries of a door sheet, rows of a sign-in sheet. */
export const SEAT_ROWS_PER_PAGE = 10;
export const DOOR_ENTRIES_PER_PAGE = 60;
export const SIGNIN_ROWS_PER_PAGE = 10;

/** `?print=seat,door` → the kinds named (unknown names ignored); empty → none. */
export function parseSheetKinds(value: string | null): SheetKind[] {
  const known = new Set(SHEET_KINDS.map((kind) => kind.value));
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is SheetKind => known.has(part as SheetKind));
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

export interface RosterEntry {
  seatNo: number;
  candidate: SeatCandidate;
}

export interface RoomRoster {
  room: ExamSessionRoom;
  /** Seated candidates in seat order. */
  entries: RosterEntry[];
}

/** The selected rooms of a session (in the order given) with their seated candidates. */
export function roomRosters(arrangement: ExamSessionArrangement): RoomRoster[] {
  const byUuid = new Map(arrangement.candidates.map((candidate) => [candidate.student_uuid, candidate]));
  return arrangement.rooms
    .filter((room) => room.selected === 1)
    .map((room) => ({
      room,
      entries: arrangement.seats
        .filter((seat) => seat.room_id === room.room_id && byUuid.has(seat.student_uuid))
        .map((seat) => ({ seatNo: seat.seat_no, candidate: byUuid.get(seat.student_uuid)! }))
        .sort((a, b) => a.seatNo - b.seatNo),
    }));
}

export interface SeatCell {
  seatNo: number;
  candidate?: SeatCandidate;
}

/**
 * A room's seats as rows (row 1 nearest the 讲台), `cols` to a row, cut into pages of
 * `rowsPerPage` rows; an empty seat is a cell without a candidate.
 */
export function seatChartPages(roster: RoomRoster, rowsPerPage = SEAT_ROWS_PER_PAGE): SeatCell[][][] {
  const { capacity, seat_cols: cols } = roster.room;
  const bySeat = new Map(roster.entries.map((entry) => [entry.seatNo, entry.candidate]));
  const rows: SeatCell[][] = [];
  for (let seatNo = 1; seatNo <= capacity; seatNo += 1) {
    const { row } = seatPosition(seatNo, cols);
    (rows[row - 1] ??= []).push({ seatNo, candidate: bySeat.get(seatNo) });
  }
  return chunk(rows, rowsPerPage);
}

/** 第 1 排 第 3 列 */
export function seatPlace(seatNo: number, cols: number): string {
  const { row, col } = seatPosition(seatNo, cols);
  return `第 ${row} 排 第 ${col} 列`;
}
