/**
 * 混编考场: several offline sessions of one period (same date, overlapping times) seated together
 * into the rooms of one of them, neighbours differing in course as well as in class. This module
 * merges the sessions' candidates and saved seats into one plan for the workspace (./seat-allocation
 * does the seating), splits a plan back into the save request, restores the saved rules, and says
 * which courses each room holds.
 *
 * Keys: a candidate of the session being seated is keyed by its student UUID (as without 混编); a
 * candidate of a combined session by `sessionId:uuid` (one student may sit two sessions' exams).
 */
import type {
  ExamOfflineSession,
  ExamSessionArrangement,
  MixedSeatAssignment,
  SeatAssignment,
  SeatAssignmentSaveBody,
  SeatCandidate,
  SeatRules as SavedSeatRules,
} from '@/generated/model';
import { DEFAULT_SEAT_RULES, type SeatPlan, type SeatRules, type SeatStudent } from './seat-allocation';

/** A session combined into the rooms: its candidates and their seats there. */
export interface MixedGroup {
  session: ExamOfflineSession;
  candidates: SeatCandidate[];
  seats: SeatAssignment[];
}

/** One candidate of the workspace, with the session (course) they sit. */
export interface SeatEntry {
  key: string;
  candidate: SeatCandidate;
  session: ExamOfflineSession;
}

export const mixedKey = (sessionId: number, uuid: string) => `${sessionId}:${uuid}`;

/** Same date and overlapping times (a session ending at 11:30 does not overlap one starting then). */
export function samePeriod(a: ExamOfflineSession, b: ExamOfflineSession): boolean {
  return a.exam_date === b.exam_date && a.start_time < b.end_time && b.start_time < a.end_time;
}

/** The other sessions of the session's period, by start time and course. */
export function samePeriodSessions(
  session: ExamOfflineSession,
  sessions: readonly ExamOfflineSession[],
): ExamOfflineSession[] {
  return sessions
    .filter((other) => other.id !== session.id && samePeriod(session, other))
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.course_code.localeCompare(b.course_code));
}

/** The session's candidates (keyed by UUID), then each combined session's (keyed session:uuid). */
export function combinedEntries(
  own: Pick<ExamSessionArrangement, 'session' | 'candidates'>,
  groups: readonly MixedGroup[],
): SeatEntry[] {
  const entries: SeatEntry[] = own.candidates.map((candidate) => ({
    key: candidate.student_uuid,
    candidate,
    session: own.session,
  }));
  for (const group of groups) {
    if (group.session.id === own.session.id) continue;
    for (const candidate of group.candidates)
      entries.push({
        key: mixedKey(group.session.id, candidate.student_uuid),
        candidate,
        session: group.session,
      });
  }
  return entries;
}

/** Students for the allocation: class, and the session as course when more than one is combined. */
export function seatStudents(entries: readonly SeatEntry[]): SeatStudent[] {
  const mixed = new Set(entries.map((entry) => entry.session.id)).size > 1;
  return entries.map((entry) => ({
    id: entry.key,
    classId: entry.candidate.class_id,
    ...(mixed ? { courseId: entry.session.id } : {}),
  }));
}

/** The saved seats of the session and of the combined sessions as one plan; the rest unplaced. */
export function combinedPlan(
  own: Pick<ExamSessionArrangement, 'session' | 'seats'>,
  groups: readonly MixedGroup[],
  entries: readonly SeatEntry[],
): SeatPlan {
  const known = new Set(entries.map((entry) => entry.key));
  const seats = [
    ...own.seats.map((seat) => ({
      studentId: seat.student_uuid,
      roomId: seat.room_id,
      seatNo: seat.seat_no,
    })),
    ...groups
      .filter((group) => group.session.id !== own.session.id)
      .flatMap((group) =>
        group.seats.map((seat) => ({
          studentId: mixedKey(group.session.id, seat.student_uuid),
          roomId: seat.room_id,
          seatNo: seat.seat_no,
        })),
      ),
  ].filter((seat) => known.has(seat.studentId));
  const seated = new Set(seats.map((seat) => seat.studentId));
  return { seats, unplaced: entries.map((entry) => entry.key).filter((key) => !seated.has(key)) };
}

/**
 * The plan over the candidates there are now: seats of candidates no longer there (a session taken
 * out of the rooms) are dropped, candidates new to it (a session combined in) are unplaced.
 */
export function reconcilePlan(plan: SeatPlan, entries: readonly SeatEntry[]): SeatPlan {
  const known = new Set(entries.map((entry) => entry.key));
  const seats = plan.seats.filter((seat) => known.has(seat.studentId));
  const unplaced = plan.unplaced.filter((key) => known.has(key));
  if (seats.length === plan.seats.length && unplaced.length === plan.unplaced.length) {
    if (seats.length + unplaced.length === entries.length) return plan;
  }
  const listed = new Set([...seats.map((seat) => seat.studentId), ...unplaced]);
  return {
    seats,
    unplaced: [...unplaced, ...entries.map((entry) => entry.key).filter((key) => !listed.has(key))],
  };
}

/** The plan's seats: the session's own, and the combined sessions' with their session. */
export function splitSeats(
  plan: SeatPlan,
  ownId: number,
  entries: readonly SeatEntry[],
): { seats: SeatAssignment[]; mixed_seats: MixedSeatAssignment[] } {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const seats: SeatAssignment[] = [];
  const mixedSeats: MixedSeatAssignment[] = [];
  for (const seat of plan.seats) {
    const entry = byKey.get(seat.studentId);
    if (!entry) continue;
    const assignment = {
      student_uuid: entry.candidate.student_uuid,
      room_id: seat.roomId,
      seat_no: seat.seatNo,
    };
    if (entry.session.id === ownId) seats.push(assignment);
    else mixedSeats.push({ session_id: entry.session.id, ...assignment });
  }
  return { seats, mixed_seats: mixedSeats };
}

/** What the workspace keeps of a session's seating choices. */
export interface SeatChoices {
  rules: SeatRules;
  /** 混编考场 switched on. */
  mixed: boolean;
  /** The sessions combined (without the session itself). */
  mixedIds: number[];
}

/** The rules saved with the session (the defaults when it never saved any) and its combined sessions. */
export function savedChoices(arrangement: ExamSessionArrangement): SeatChoices {
  const saved = arrangement.seat_rules;
  const mixedIds = (arrangement.mixed_sessions ?? [])
    .map((group) => group.session.id)
    .filter((id) => id !== arrangement.session.id);
  const rules: SeatRules = saved
    ? { beside: saved.beside, behind: saved.behind, diagonal: saved.diagonal, alternate: saved.alternate }
    : { ...DEFAULT_SEAT_RULES };
  return { rules, mixed: saved ? saved.mixed || mixedIds.length > 0 : mixedIds.length > 0, mixedIds };
}

/** The save request: rooms, the plan split by session, the rules and the combined sessions. */
export function seatSaveBody(
  sessionId: number,
  roomIds: number[],
  plan: SeatPlan,
  entries: readonly SeatEntry[],
  choices: SeatChoices,
): SeatAssignmentSaveBody {
  const { seats, mixed_seats } = splitSeats(plan, sessionId, entries);
  const mixedIds = choices.mixed ? choices.mixedIds.filter((id) => id !== sessionId) : [];
  const rules: SavedSeatRules = { ...choices.rules, mixed: choices.mixed };
  return {
    session_id: sessionId,
    room_ids: roomIds,
    seats,
    seat_rules: rules,
    mixed_session_ids: mixedIds,
    ...(mixedIds.length ? { mixed_seats } : {}),
  };
}

/** A course seated in a room and how many of its candidates sit there. */
export interface RoomCourse {
  sessionId: number;
  courseName: string;
  courseCode: string;
  count: number;
}

/** Counts one more candidate of the session's course in a room's list (added at its first candidate). */
export function countCourse(courses: RoomCourse[], session: ExamOfflineSession): RoomCourse[] {
  const course = courses.find((item) => item.sessionId === session.id);
  if (course) course.count += 1;
  else
    courses.push({
      sessionId: session.id,
      courseName: session.course_name,
      courseCode: session.course_code,
      count: 1,
    });
  return courses;
}

/** The courses (sessions) each room holds, in order of their first seat. */
export function roomCourses(plan: SeatPlan, entries: readonly SeatEntry[]): Map<number, RoomCourse[]> {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const rooms = new Map<number, RoomCourse[]>();
  const seats = [...plan.seats].sort((a, b) => a.roomId - b.roomId || a.seatNo - b.seatNo);
  for (const seat of seats) {
    const session = byKey.get(seat.studentId)?.session;
    if (!session) continue;
    rooms.set(seat.roomId, countCourse(rooms.get(seat.roomId) ?? [], session));
  }
  return rooms;
}

/** 马克思主义基本原理概论（03709）26 人、中国近现代史纲要（03708）4 人 */
export const courseList = (courses: readonly RoomCourse[]) =>
  courses.map((course) => `${course.courseName}（${course.courseCode}）${course.count} 人`).join('、');
