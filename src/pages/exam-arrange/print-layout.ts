/**
 * What the printed sheets of an offline session hold, per room (one room never shares a
 * page with another): the seat chart as rows of seats, the door sheet's list and the
 * sign-in sheet's rows, each cut into A4 pages.
 */
import type {
  ExamOfflineSession,
  ExamSessionArrangement,
  ExamSessionRoom,
  SeatCandidate,
} from '@/generated/model';
import { countCourse, type RoomCourse } from './mixed-rooms';
import { seatPosition } from './seat-allocation';

export type SheetKind = 'seat' | 'door' | 'signin';

export const SHEET_KINDS: { value: SheetKind; label: string }[] = [
  { value: 'seat', label: '座位表' },
  { value: 'door', label: '门贴' },
  { value: 'signin', label: '签到表' },
];

/** Rows of a seat chart on one page, entries of a door sheet. */
export const SEAT_ROWS_PER_PAGE = 10;
export const DOOR_ENTRIES_PER_PAGE = 60;
/** A 混编考场's door sheet: two columns of 25 (each entry with its course code). */
export const DOOR_MIXED_ENTRIES_PER_PAGE = 50;

/**
 * The sign-in sheet on A4 (mm): the kit's sheet pads 18 mm top and bottom; the heading is its title
 * (12 with the gap under it) and meta lines of 10 pt (5.6 each, 1 apart), then 5 to the table; the
 * table's header row 8 and each candidate's row 19 (a 17 mm photo); the 签到统计 block 22 with its gap;
 * 3 to spare (a line wrapped differently than estimated).
 */
export const SIGNIN_LAYOUT = {
  paper: 297,
  padding: 18,
  width: 178,
  title: 12,
  metaLine: 5.6,
  metaGap: 1,
  headingGap: 5,
  header: 8,
  row: 19,
  footer: 22,
  spare: 3,
} as const;
/** Rows of a sign-in sheet when its heading's meta takes two lines (the usual). */
export const SIGNIN_ROWS_PER_PAGE = signInRowsPerPage(2);

/** Rough width in mm of text at a size in pt: CJK and full-width characters 1 em, others 0.55 em. */
export function textWidth(text: string, pt: number): number {
  const em = (pt * 25.4) / 72;
  let width = 0;
  for (const char of text) width += /[\u1100-\uffff]/.test(char) ? em : em * 0.55;
  return width;
}

/** Lines the heading's meta items take side by side (6 mm apart), wrapping at the sheet's width. */
export function metaLines(items: readonly string[], width: number = SIGNIN_LAYOUT.width, pt = 10): number {
  let lines = 0;
  let used = 0;
  for (const item of items) {
    const need = Math.min(width, textWidth(item, pt));
    if (lines && used + 6 + need <= width) used += 6 + need;
    else {
      // a long item wraps over lines of its own
      lines += Math.max(1, Math.ceil(textWidth(item, pt) / width));
      used = need;
    }
  }
  return Math.max(1, lines);
}

/** Candidates' rows that fit on a sign-in sheet with its heading (of `lines` meta lines) and block. */
export function signInRowsPerPage(lines: number): number {
  const l = SIGNIN_LAYOUT;
  const heading = l.title + lines * l.metaLine + (lines - 1) * l.metaGap + l.headingGap;
  const room = l.paper - 2 * l.padding - heading - l.header - l.footer - l.spare;
  return Math.max(1, Math.floor(room / l.row));
}

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
  /** The session (course) the candidate sits: in a 混编考场 not always the session printed. */
  session: ExamOfflineSession;
}

export interface RoomRoster {
  room: ExamSessionRoom;
  /** Seated candidates in seat order (of every session combined into the room). */
  entries: RosterEntry[];
  /** The courses seated in the room, in order of their first seat. */
  courses: RoomCourse[];
  /** More than one course in the room (混编考场): the sheets name the course per seat. */
  mixed: boolean;
}

/**
 * The selected rooms of a session (in the order given) with their seated candidates: the
 * session's own and, in a 混编考场, those of the sessions combined into its rooms.
 */
export function roomRosters(arrangement: ExamSessionArrangement): RoomRoster[] {
  const sources = [
    arrangement,
    ...(arrangement.mixed_sessions ?? []).filter((group) => group.session.id !== arrangement.session.id),
  ];
  return arrangement.rooms
    .filter((room) => room.selected === 1)
    .map((room) => {
      const entries = sources
        .flatMap(({ session, candidates, seats }) => {
          const byUuid = new Map(candidates.map((candidate) => [candidate.student_uuid, candidate]));
          return seats
            .filter((seat) => seat.room_id === room.room_id && byUuid.has(seat.student_uuid))
            .map((seat) => ({ seatNo: seat.seat_no, candidate: byUuid.get(seat.student_uuid)!, session }));
        })
        .sort((a, b) => a.seatNo - b.seatNo);
      const courses: RoomCourse[] = [];
      for (const { session } of entries) countCourse(courses, session);
      return { room, entries, courses, mixed: courses.length > 1 };
    });
}

export interface SeatCell {
  seatNo: number;
  candidate?: SeatCandidate;
  /** The candidate's session (course). */
  session?: ExamOfflineSession;
}

/**
 * A room's seats as rows (row 1 nearest the 讲台), `cols` to a row, cut into pages of
 * `rowsPerPage` rows; an empty seat is a cell without a candidate.
 */
export function seatChartPages(roster: RoomRoster, rowsPerPage = SEAT_ROWS_PER_PAGE): SeatCell[][][] {
  const { capacity, seat_cols: cols } = roster.room;
  const bySeat = new Map(roster.entries.map((entry) => [entry.seatNo, entry]));
  const rows: SeatCell[][] = [];
  for (let seatNo = 1; seatNo <= capacity; seatNo += 1) {
    const { row } = seatPosition(seatNo, cols);
    const entry = bySeat.get(seatNo);
    (rows[row - 1] ??= []).push({ seatNo, candidate: entry?.candidate, session: entry?.session });
  }
  return chunk(rows, rowsPerPage);
}

/** 第 1 排 第 3 列 */
export function seatPlace(seatNo: number, cols: number): string {
  const { row, col } = seatPosition(seatNo, cols);
  return `第 ${row} 排 第 ${col} 列`;
}

/**
 * The arrangements to print, in order: those with seats, less a session combined (混编) with one
 * printed before it (its candidates are on that one's sheets of the rooms they share).
 */
export function printedArrangements(loaded: readonly ExamSessionArrangement[]): ExamSessionArrangement[] {
  return loaded.filter(
    (arrangement, at) =>
      arrangement.seats.length > 0 &&
      !loaded
        .slice(0, at)
        .some((earlier) =>
          earlier.mixed_sessions?.some((mixed) => mixed.session.id === arrangement.session.id),
        ),
  );
}
