/**
 * 混编考场: the sessions of one period merged into one plan, seated together (neighbours of different
 * courses), split back into the save request, and restored with their rules from what the server
 * returns; the rooms' courses for the workspace and the sheets; sign-in rows that fit A4.
 */
import { describe, expect, it } from 'vitest';
import type {
  ExamOfflineSession,
  ExamSessionArrangement,
  SeatAssignmentSaveBody,
  SeatCandidate,
} from '@/generated/model';
import {
  combinedEntries,
  combinedPlan,
  courseList,
  mixedKey,
  reconcilePlan,
  roomCourses,
  samePeriod,
  samePeriodSessions,
  savedChoices,
  seatSaveBody,
  seatStudents,
  splitSeats,
  type MixedGroup,
  type SeatChoices,
} from '@/pages/exam-arrange/mixed-rooms';
import {
  metaLines,
  printedArrangements,
  roomRosters,
  SIGNIN_ROWS_PER_PAGE,
  signInRowsPerPage,
} from '@/pages/exam-arrange/print-layout';
import { adjacentSameClass, allocateSeats, checkPlan } from '@/pages/exam-arrange/seat-allocation';

function session(id: number, over: Partial<ExamOfflineSession> = {}): ExamOfflineSession {
  return {
    id,
    exam_id: 4,
    exam_name: '2026年春季学期期中考试',
    course_id: id,
    course_code: `0370${id}`,
    course_name: `课程${id}`,
    exam_date: '2026-04-11',
    start_time: '09:00',
    end_time: '11:30',
    venue_names: '广州天河函授站',
    room_count: 2,
    capacity_total: 60,
    candidate_count: 0,
    seated_count: 0,
    invigilator_count: 0,
    seat_status: 1,
    published_at: null,
    remark: '',
    ...over,
  };
}

function candidates(sessionId: number, count: number, perClass: number): SeatCandidate[] {
  return Array.from({ length: count }, (_, i) => ({
    student_uuid: `u${sessionId}-${i + 1}`,
    student_name: `考生${sessionId}-${i + 1}`,
    student_no: `2024${sessionId}${String(i + 1).padStart(4, '0')}`,
    exam_no: `2604401${sessionId}${String(i + 1).padStart(4, '0')}`,
    id_card: '440106198801011001',
    class_id: sessionId * 100 + Math.floor(i / perClass),
    class_name: `${sessionId}-${Math.floor(i / perClass)}班`,
    photo: null,
  }));
}

const ROOMS = [
  {
    room_id: 1,
    code: 'KC-1',
    name: '第1考场',
    venue_name: '广州天河函授站',
    location: 'A101',
    capacity: 30,
    seat_cols: 6,
    selected: 1 as const,
  },
  {
    room_id: 2,
    code: 'KC-2',
    name: '第2考场',
    venue_name: '广州天河函授站',
    location: 'A102',
    capacity: 30,
    seat_cols: 6,
    selected: 1 as const,
  },
];

function arrangement(over: Partial<ExamSessionArrangement> = {}): ExamSessionArrangement {
  return { session: session(1), rooms: ROOMS, candidates: candidates(1, 26, 13), seats: [], ...over };
}
const group = (id: number, count: number): MixedGroup => ({
  session: session(id),
  candidates: candidates(id, count, 10),
  seats: [],
});
const seatRooms = ROOMS.map((room) => ({ id: room.room_id, capacity: room.capacity, cols: room.seat_cols }));

describe('the sessions of one period', () => {
  it('are the other sessions of the same date whose times overlap', () => {
    const own = session(1);
    const list = [
      own,
      session(2, { start_time: '11:30', end_time: '13:00' }), // starts as this one ends
      session(3, { start_time: '10:00', end_time: '12:00' }),
      session(4, { exam_date: '2026-04-12' }),
      session(5, { start_time: '08:30', end_time: '09:30' }),
    ];
    expect(samePeriodSessions(own, list).map((item) => item.id)).toEqual([5, 3]);
    expect(samePeriod(own, session(6))).toBe(true);
  });
});

describe('merging combined sessions into one plan', () => {
  it('keys the session’s candidates by UUID and the others by session:UUID, one course per session', () => {
    const entries = combinedEntries(arrangement(), [group(4, 4)]);
    expect(entries).toHaveLength(30);
    expect(entries[0]!.key).toBe('u1-1');
    expect(entries[26]!.key).toBe(mixedKey(4, 'u4-1'));
    const students = seatStudents(entries);
    expect(students[0]).toEqual({ id: 'u1-1', classId: 100, courseId: 1 });
    expect(students[26]).toEqual({ id: '4:u4-1', classId: 400, courseId: 4 });
    // one session alone: no course (the allocation is not mixed)
    expect(seatStudents(combinedEntries(arrangement(), []))[0]).toEqual({ id: 'u1-1', classId: 100 });
  });

  it('seats two courses together with no neighbours of one course, and every candidate placed', () => {
    const entries = combinedEntries(arrangement(), [group(4, 26)]);
    const students = seatStudents(entries);
    const plan = allocateSeats(students, seatRooms, { rules: { beside: true, behind: true } });
    expect(
      checkPlan(
        plan,
        seatRooms,
        entries.map((entry) => entry.key),
      ),
    ).toEqual([]);
    expect(plan.unplaced).toEqual([]);
    expect(adjacentSameClass(plan, students, seatRooms, {}, 'course')).toEqual([]);
    const courses = roomCourses(plan, entries);
    expect(
      courses
        .get(1)!
        .map((course) => course.sessionId)
        .sort(),
    ).toEqual([1, 4]);
    expect(courses.get(1)!.reduce((total, course) => total + course.count, 0)).toBe(30);
  });

  it('reads the saved seats of both sessions and lists the rest as unplaced', () => {
    const own = arrangement({ seats: [{ student_uuid: 'u1-1', room_id: 1, seat_no: 1 }] });
    const mixed = { ...group(4, 2), seats: [{ student_uuid: 'u4-2', room_id: 1, seat_no: 2 }] };
    const entries = combinedEntries(own, [mixed]);
    const plan = combinedPlan(own, [mixed], entries);
    expect(plan.seats).toEqual([
      { studentId: 'u1-1', roomId: 1, seatNo: 1 },
      { studentId: '4:u4-2', roomId: 1, seatNo: 2 },
    ]);
    expect(plan.unplaced).toHaveLength(26);
    expect(plan.unplaced).toContain('4:u4-1');
  });

  it('adds a session combined later as unplaced, and drops one taken out', () => {
    const own = arrangement({ seats: [{ student_uuid: 'u1-1', room_id: 1, seat_no: 1 }] });
    const alone = combinedEntries(own, []);
    const plan = combinedPlan(own, [], alone);
    const withFour = combinedEntries(own, [group(4, 3)]);
    const joined = reconcilePlan(plan, withFour);
    expect(joined.unplaced.slice(-3)).toEqual(['4:u4-1', '4:u4-2', '4:u4-3']);
    const seated = { ...joined, seats: [...joined.seats, { studentId: '4:u4-1', roomId: 2, seatNo: 1 }] };
    const back = reconcilePlan(seated, alone);
    expect(back.seats).toEqual([{ studentId: 'u1-1', roomId: 1, seatNo: 1 }]);
    expect(back.unplaced).toHaveLength(25);
    expect(reconcilePlan(plan, alone)).toBe(plan); // nothing changed: the same plan
  });

  it('splits a plan into the session’s seats and the combined sessions’ seats', () => {
    const entries = combinedEntries(arrangement(), [group(4, 2)]);
    const split = splitSeats(
      {
        seats: [
          { studentId: 'u1-1', roomId: 1, seatNo: 1 },
          { studentId: '4:u4-2', roomId: 1, seatNo: 2 },
        ],
        unplaced: [],
      },
      1,
      entries,
    );
    expect(split).toEqual({
      seats: [{ student_uuid: 'u1-1', room_id: 1, seat_no: 1 }],
      mixed_seats: [{ session_id: 4, student_uuid: 'u4-2', room_id: 1, seat_no: 2 }],
    });
  });
});

describe('rules and combined sessions saved and restored', () => {
  /** What the server returns after a save: the body's seats, rules and combined sessions. */
  function reopened(body: SeatAssignmentSaveBody, groups: MixedGroup[]): ExamSessionArrangement {
    return arrangement({
      rooms: ROOMS.map((room) => ({ ...room, selected: body.room_ids.includes(room.room_id) ? 1 : 0 })),
      seats: body.seats,
      seat_rules: body.seat_rules,
      mixed_sessions: (body.mixed_session_ids ?? []).map((id) => {
        const { session: s, candidates: c } = groups.find((item) => item.session.id === id)!;
        return {
          session: s,
          candidates: c,
          seats: (body.mixed_seats ?? [])
            .filter((seat) => seat.session_id === id)
            .map(({ student_uuid, room_id, seat_no }) => ({ student_uuid, room_id, seat_no })),
        };
      }),
    });
  }

  it('restores the switches, 隔位, 混编, the sessions combined and the mixed seats', () => {
    const groups = [group(4, 5), group(5, 3)];
    const choices: SeatChoices = {
      rules: { beside: true, behind: false, diagonal: true, alternate: true },
      mixed: true,
      mixedIds: [4, 5],
    };
    const entries = combinedEntries(arrangement(), groups);
    const plan = allocateSeats(seatStudents(entries), seatRooms, { rules: choices.rules });
    const body = seatSaveBody(1, [1, 2], plan, entries, choices);
    expect(body.seat_rules).toEqual({
      beside: true,
      behind: false,
      diagonal: true,
      alternate: true,
      mixed: true,
    });
    expect(body.mixed_session_ids).toEqual([4, 5]);
    expect(body.seats.length + body.mixed_seats!.length).toBe(plan.seats.length);

    const again = reopened(body, groups);
    const restored = savedChoices(again);
    expect(restored).toEqual(choices);
    const restoredEntries = combinedEntries(again, again.mixed_sessions!);
    const restoredPlan = combinedPlan(again, again.mixed_sessions!, restoredEntries);
    const sorted = (seats: typeof plan.seats) =>
      [...seats].sort((a, b) => a.roomId - b.roomId || a.seatNo - b.seatNo);
    expect(sorted(restoredPlan.seats)).toEqual(sorted(plan.seats));
    expect([...restoredPlan.unplaced].sort()).toEqual([...plan.unplaced].sort());
  });

  it('sends no combined sessions when 混编 is off, and defaults the rules of a session never saved', () => {
    const entries = combinedEntries(arrangement(), []);
    const body = seatSaveBody(1, [1], { seats: [], unplaced: [] }, entries, {
      rules: { beside: true, behind: true, diagonal: false, alternate: false },
      mixed: false,
      mixedIds: [4],
    });
    expect(body.mixed_session_ids).toEqual([]);
    expect(body).not.toHaveProperty('mixed_seats');
    expect(body.seat_rules!.mixed).toBe(false);
    expect(savedChoices(arrangement())).toEqual({
      rules: { beside: true, behind: true, diagonal: false, alternate: false },
      mixed: false,
      mixedIds: [],
    });
  });
});

describe('sheets of a mixed room', () => {
  it('puts every session’s candidates in the room, in seat order, with their course', () => {
    const own = arrangement({ seats: [{ student_uuid: 'u1-1', room_id: 2, seat_no: 3 }] });
    own.mixed_sessions = [{ ...group(4, 2), seats: [{ student_uuid: 'u4-1', room_id: 2, seat_no: 1 }] }];
    const [first, second] = roomRosters(own);
    expect(first!.mixed).toBe(false);
    expect(second!.mixed).toBe(true);
    expect(second!.entries.map((entry) => [entry.seatNo, entry.session.id])).toEqual([
      [1, 4],
      [3, 1],
    ]);
    expect(courseList(second!.courses)).toBe('课程4（03704）1 人、课程1（03701）1 人');
  });
});

describe('sign-in rows on A4', () => {
  it('fits 10 rows under a heading of two meta lines, fewer under a longer heading', () => {
    expect(SIGNIN_ROWS_PER_PAGE).toBe(10);
    expect(signInRowsPerPage(2)).toBe(10);
    expect(signInRowsPerPage(5)).toBe(9);
    expect(signInRowsPerPage(7)).toBeLessThan(9);
  });

  it('estimates the meta lines of a heading as the sheet wraps them', () => {
    const meta = [
      '课程：马克思主义基本原理概论（03709）',
      '时间：2026-04-11 09:00–11:30',
      '考场：广州天河函授站 第1考场（教学楼A栋101）',
      '考生 30 人',
      '第 99/99 页',
    ];
    expect(metaLines(meta)).toBe(2);
    expect(metaLines(['考场：' + '很长的考场位置说明'.repeat(6)])).toBe(2);
  });
});

describe('printing combined sessions together', () => {
  it('prints a session combined with one printed before it once, on that one’s sheets', () => {
    const seated = (id: number, mixedWith: number[] = []) =>
      arrangement({
        session: session(id),
        seats: [{ room_id: 1, seat_no: 1, student_uuid: `u${id}-1` }],
        mixed_sessions: mixedWith.map((other) => ({ ...group(other, 1), seats: [] })),
      });
    const ids = (list: ExamSessionArrangement[]) => printedArrangements(list).map((a) => a.session.id);
    expect(ids([seated(1, [4]), seated(4, [1]), seated(7)])).toEqual([1, 7]);
    expect(ids([seated(4, [1]), seated(1, [4])])).toEqual([4]);
    expect(ids([seated(1), arrangement({ session: session(2) })])).toEqual([1]); // no seats: nothing to print
  });
});
