/** The plain logic behind the exam-arrangement screens: seat allocation, invigilation clashes, print layout. */
import { describe, expect, it } from 'vitest';
import type { ExamRoomUsage, ExamSessionArrangement } from '@/generated/model';
import {
  autoAssign,
  clashesFor,
  clashingSlots,
  describeClash,
  dutiesClash,
  findClashes,
  toMinutes,
  type Duty,
} from '@/pages/exam-arrange/invigilation-clash';
import {
  antiCheatText,
  normalizeAntiCheat,
  onlineRuleIssues,
  submittedText,
  windowMinutes,
  windowText,
} from '@/pages/exam-arrange/online-rules';
import { isMonth, monthRange, monthTitle, shiftMonth } from '@/kit/calendar';
import {
  doubleBookings,
  fillOf,
  occupancy,
  usageFigures,
  usagesByDay,
  usagesInMonth,
} from '@/pages/exam-arrange/room-usage';
import {
  chunk,
  parseSheetKinds,
  roomRosters,
  seatChartPages,
  seatPlace,
} from '@/pages/exam-arrange/print-layout';
import {
  adjacentSameClass,
  allocateSeats,
  checkPlan,
  freeSeats,
  moveStudent,
  neighbourSeats,
  roomCounts,
  seatLabel,
  seatPosition,
  unseatStudent,
  type SeatRoom,
  type SeatStudent,
} from '@/pages/exam-arrange/seat-allocation';

/** n students of the given classes, in turn: ['a','b'] → a1 b1 a2 b2 … or in blocks. */
function students(counts: Record<string, number>): SeatStudent[] {
  return Object.entries(counts).flatMap(([classId, count]) =>
    Array.from({ length: count }, (_, index) => ({ id: `${classId}${index + 1}`, classId })),
  );
}

const room = (id: number, capacity: number, cols = 6): SeatRoom => ({ id, capacity, cols });

/** A tiny deterministic generator for the property checks. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % max;
  };
}

describe('seat allocation', () => {
  it('numbers seats row by row from the front left', () => {
    expect(seatPosition(1, 6)).toEqual({ row: 1, col: 1 });
    expect(seatPosition(6, 6)).toEqual({ row: 1, col: 6 });
    expect(seatPosition(7, 6)).toEqual({ row: 2, col: 1 });
    expect(seatLabel(7)).toBe('07');
    expect(seatPlace(14, 6)).toBe('第 3 排 第 2 列');
    // beside and behind, never across the row's end or outside the room
    expect(neighbourSeats(6, room(1, 30)).sort((a, b) => a - b)).toEqual([5, 12]);
    expect(neighbourSeats(7, room(1, 30)).sort((a, b) => a - b)).toEqual([1, 8, 13]);
    expect(neighbourSeats(28, room(1, 30)).sort((a, b) => a - b)).toEqual([22, 27, 29]);
  });

  it('fills the rooms in order by capacity and seats everyone when there is room', () => {
    const pool = students({ a: 20, b: 20, c: 16 });
    const rooms = [room(1, 30), room(2, 30)];
    const plan = allocateSeats(pool, rooms);
    expect(plan.seats).toHaveLength(56);
    expect(plan.unplaced).toEqual([]);
    expect(
      checkPlan(
        plan,
        rooms,
        pool.map((s) => s.id),
      ),
    ).toEqual([]);
    const counts = roomCounts(plan);
    expect(counts.get(1)).toBeLessThanOrEqual(30);
    expect(counts.get(2)).toBeLessThanOrEqual(30);
  });

  it('never exceeds a room and reports the students left over, in the order given', () => {
    const pool = students({ a: 25, b: 20 });
    const rooms = [room(1, 24), room(2, 12, 4)];
    const plan = allocateSeats(pool, rooms);
    expect(plan.seats).toHaveLength(36);
    expect(plan.unplaced).toEqual(pool.slice(36).map((s) => s.id));
    for (const seat of plan.seats) {
      const { capacity } = rooms.find((r) => r.id === seat.roomId)!;
      expect(seat.seatNo).toBeGreaterThanOrEqual(1);
      expect(seat.seatNo).toBeLessThanOrEqual(capacity);
    }
    expect(
      checkPlan(
        plan,
        rooms,
        pool.map((s) => s.id),
      ),
    ).toEqual([]);
  });

  it('keeps one class apart when the classes allow it (two classes: a checkerboard)', () => {
    const pool = students({ a: 15, b: 15 });
    const rooms = [room(1, 30)];
    const plan = allocateSeats(pool, rooms);
    expect(adjacentSameClass(plan, pool, rooms)).toEqual([]);
    // the same students in the order given would sit side by side
    const plain = allocateSeats(pool, rooms, { separateClasses: false });
    expect(adjacentSameClass(plain, pool, rooms).length).toBeGreaterThan(0);
    expect(plain.seats.map((s) => s.studentId)).toEqual(pool.map((s) => s.id));
  });

  it('uses spare seats as gaps when one class is most of the room', () => {
    const pool = students({ a: 12, b: 3 });
    const rooms = [room(1, 30)];
    const plan = allocateSeats(pool, rooms);
    expect(plan.seats).toHaveLength(15);
    expect(adjacentSameClass(plan, pool, rooms)).toEqual([]);
  });

  it('seats one class side by side when the room is full and nothing else can be done, and says so', () => {
    const pool = students({ a: 6 });
    const rooms = [room(1, 6, 3)];
    const plan = allocateSeats(pool, rooms);
    expect(plan.seats).toHaveLength(6);
    expect(plan.unplaced).toEqual([]);
    expect(adjacentSameClass(plan, pool, rooms).length).toBeGreaterThan(0);
  });

  it('handles no rooms, empty rooms and no students', () => {
    const pool = students({ a: 3 });
    expect(allocateSeats(pool, [])).toEqual({ seats: [], unplaced: ['a1', 'a2', 'a3'] });
    expect(allocateSeats(pool, [room(1, 0)]).unplaced).toHaveLength(3);
    expect(allocateSeats([], [room(1, 30)])).toEqual({ seats: [], unplaced: [] });
  });

  it('holds its guarantees for any mix of classes and rooms', () => {
    const next = random(20260411);
    for (let run = 0; run < 150; run += 1) {
      const classes: Record<string, number> = {};
      const classCount = 1 + next(5);
      for (let c = 0; c < classCount; c += 1) classes[`k${c}-`] = next(40);
      const pool = students(classes);
      const rooms = Array.from({ length: next(4) }, (_, index) => room(index + 1, next(45), 1 + next(8)));
      const plan = allocateSeats(pool, rooms);
      const capacity = rooms.reduce((total, r) => total + r.capacity, 0);
      expect(
        checkPlan(
          plan,
          rooms,
          pool.map((s) => s.id),
        ),
      ).toEqual([]);
      expect(plan.seats.length).toBe(Math.min(pool.length, capacity));
      expect(plan.seats.length + plan.unplaced.length).toBe(pool.length);
    }
  });

  it('keeps every class apart whenever the rooms have a checkerboard to spare', () => {
    // cases built to have the room: full rows of an even width, at most half the seats taken,
    // and no class bigger than half the smallest room
    const next = random(20261205);
    for (let run = 0; run < 150; run += 1) {
      const rooms = Array.from({ length: 1 + next(3) }, (_, index) => {
        const cols = 2 * (1 + next(4));
        return room(index + 1, cols * (2 + next(7)), cols);
      });
      const half = Math.floor(rooms.reduce((total, r) => total + r.capacity, 0) / 2);
      const biggest = Math.floor(Math.min(...rooms.map((r) => r.capacity)) / 2);
      const classes: Record<string, number> = {};
      let left = half;
      for (let c = 0, count = 2 + next(4); c < count && left > 0; c += 1) {
        const size = Math.min(left, 1 + next(biggest));
        classes[`k${c}-`] = size;
        left -= size;
      }
      const pool = students(classes);
      const plan = allocateSeats(pool, rooms);
      expect(plan.unplaced).toEqual([]);
      expect(adjacentSameClass(plan, pool, rooms), JSON.stringify({ rooms, classes })).toEqual([]);
    }
  });

  it('finds every breach in a plan', () => {
    const rooms = [room(1, 4, 2)];
    const plan = {
      seats: [
        { studentId: 'a1', roomId: 1, seatNo: 1 },
        { studentId: 'a2', roomId: 1, seatNo: 1 },
        { studentId: 'a3', roomId: 1, seatNo: 5 },
        { studentId: 'a1', roomId: 9, seatNo: 2 },
      ],
      unplaced: ['a2'],
    };
    const problems = checkPlan(plan, rooms, ['a1', 'a2', 'a3', 'a4']);
    expect(problems).toEqual([
      '座位 1-1 安排了两名考生',
      '考生 a3 的座位号 5 超出考场容量 4',
      '考生 a1 安排在未选用的考场',
      '考生 a1 有两个座位',
      '考生 a2 既有座位又在未安排名单中',
      '1 名考生既没有座位也不在未安排名单中',
    ]);
  });

  it('moves, swaps and unseats by hand without breaking the rules', () => {
    const pool = students({ a: 3, b: 2 });
    const rooms = [room(1, 4, 2)];
    let plan = allocateSeats(pool, rooms);
    expect(plan.unplaced).toHaveLength(1);
    const [left] = plan.unplaced;
    const free = freeSeats(plan, rooms[0]!);
    expect(free).toEqual([]);
    // an unplaced student onto a taken seat: the occupant becomes unplaced
    const occupant = plan.seats.find((s) => s.seatNo === 2)!.studentId;
    plan = moveStudent(plan, left!, { roomId: 1, seatNo: 2 }, rooms);
    expect(plan.unplaced).toEqual([occupant]);
    expect(plan.seats.find((s) => s.seatNo === 2)!.studentId).toBe(left);
    // two seated students swap
    const one = plan.seats.find((s) => s.seatNo === 1)!.studentId;
    const four = plan.seats.find((s) => s.seatNo === 4)!.studentId;
    plan = moveStudent(plan, one, { roomId: 1, seatNo: 4 }, rooms);
    expect(plan.seats.find((s) => s.seatNo === 4)!.studentId).toBe(one);
    expect(plan.seats.find((s) => s.seatNo === 1)!.studentId).toBe(four);
    // off a seat, then onto the free one
    plan = unseatStudent(plan, four);
    expect(freeSeats(plan, rooms[0]!)).toEqual([1]);
    plan = moveStudent(plan, occupant, { roomId: 1, seatNo: 1 }, rooms);
    expect(plan.unplaced).toEqual([four]);
    expect(
      checkPlan(
        plan,
        rooms,
        pool.map((s) => s.id),
      ),
    ).toEqual([]);
    // never beyond the room
    expect(() => moveStudent(plan, four, { roomId: 1, seatNo: 5 }, rooms)).toThrow('超出该考场容量');
    expect(unseatStudent(plan, 'nobody')).toBe(plan);
  });
});

const duty = (
  teacherId: number,
  slotId: number,
  date: string,
  start: string,
  end: string,
  place = '广州天河函授站 第1考场',
): Duty => ({
  teacherId,
  teacherName: ['', '陈志明', '李晓红', '张伟'][teacherId] ?? `老师${teacherId}`,
  slotId,
  date,
  start,
  end,
  place,
});

describe('invigilation clash check', () => {
  it('reads times and finds overlaps of one teacher on one day', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(Number.isNaN(toMinutes('上午'))).toBe(true);
    const a = duty(1, 101, '2026-04-11', '09:00', '11:30');
    expect(dutiesClash(a, duty(1, 102, '2026-04-11', '09:00', '11:30', '广州天河函授站 第2考场'))).toBe(true);
    expect(dutiesClash(a, duty(1, 103, '2026-04-11', '11:00', '12:00'))).toBe(true);
    // back to back, another day, the same room are no clash
    expect(dutiesClash(a, duty(1, 104, '2026-04-11', '11:30', '13:00'))).toBe(false);
    expect(dutiesClash(a, duty(1, 105, '2026-04-12', '09:00', '11:30'))).toBe(false);
    expect(dutiesClash(a, { ...a })).toBe(false);
    // travel time between places
    const elsewhere = duty(1, 106, '2026-04-11', '12:00', '14:00', '深圳福田函授站 第1考场');
    expect(dutiesClash(a, elsewhere)).toBe(false);
    expect(dutiesClash(a, elsewhere, { travelMinutes: 60 })).toBe(true);
    expect(
      dutiesClash(a, duty(1, 107, '2026-04-11', '12:00', '14:00', '广州天河函授站 第3考场'), {
        travelMinutes: 60,
      }),
    ).toBe(false);
  });

  it('lists each clash once, per teacher, in time order, and names it', () => {
    const duties = [
      duty(2, 103, '2026-04-11', '14:30', '17:00'),
      duty(1, 101, '2026-04-11', '09:00', '11:30'),
      duty(1, 106, '2026-04-11', '09:00', '11:30', '深圳福田函授站 第1考场'),
      duty(2, 104, '2026-04-11', '14:30', '17:00', '广州天河函授站 第2考场'),
      duty(3, 105, '2026-04-11', '14:30', '17:00'),
    ];
    const clashes = findClashes(duties);
    expect(clashes.map((c) => [c.teacherId, c.first.slotId, c.second.slotId])).toEqual([
      [1, 101, 106],
      [2, 103, 104],
    ]);
    expect(describeClash(clashes[0]!)).toBe(
      '陈志明：2026-04-11 09:00–11:30 同时在「广州天河函授站 第1考场」与「深圳福田函授站 第1考场」监考',
    );
    expect(
      describeClash({ ...clashes[0]!, second: { ...clashes[0]!.second, start: '10:00', end: '12:00' } }),
    ).toContain('09:00–11:30 与 10:00–12:00');
    expect([...clashingSlots(clashes)].sort()).toEqual([101, 103, 104, 106]);
    expect(findClashes([])).toEqual([]);
  });

  it('says which duties a proposed assignment would clash with', () => {
    const duties = [
      duty(1, 101, '2026-04-11', '09:00', '11:30'),
      duty(2, 102, '2026-04-11', '09:00', '11:30'),
    ];
    const slot = {
      slotId: 106,
      date: '2026-04-11',
      start: '10:00',
      end: '12:00',
      place: '深圳福田函授站 第1考场',
    };
    expect(clashesFor(1, slot, duties).map((d) => d.slotId)).toEqual([101]);
    expect(clashesFor(3, slot, duties)).toEqual([]);
    // re-saving the same slot is no clash with itself
    expect(clashesFor(1, { ...slot, slotId: 101 }, duties)).toEqual([]);
  });

  it('fills rooms automatically without a clash, fewest duties first, and reports what is missing', () => {
    const duties = [duty(1, 101, '2026-04-11', '09:00', '11:30')];
    const slots = [
      {
        slotId: 102,
        date: '2026-04-11',
        start: '09:00',
        end: '11:30',
        place: '广州天河函授站 第2考场',
        missing: 2,
      },
      {
        slotId: 103,
        date: '2026-04-11',
        start: '14:30',
        end: '17:00',
        place: '广州天河函授站 第1考场',
        missing: 2,
      },
      {
        slotId: 104,
        date: '2026-04-11',
        start: '14:30',
        end: '17:00',
        place: '广州天河函授站 第2考场',
        missing: 2,
      },
    ];
    const teachers = [
      { id: 1, name: '陈志明' },
      { id: 2, name: '李晓红' },
      { id: 3, name: '张伟' },
    ];
    const { added, unfilled } = autoAssign(slots, teachers, duties);
    expect(findClashes([...duties, ...added])).toEqual([]);
    // 陈志明 is busy in the morning: 102 gets the two free teachers
    expect(
      added
        .filter((d) => d.slotId === 102)
        .map((d) => d.teacherId)
        .sort(),
    ).toEqual([2, 3]);
    // the afternoon: three teachers for four places
    const afternoon = added.filter((d) => d.slotId !== 102);
    expect(afternoon).toHaveLength(3);
    expect(unfilled).toEqual([{ slotId: 104, missing: 1 }]);
    expect(autoAssign([], teachers, duties)).toEqual({ added: [], unfilled: [] });
  });
});

describe('print layout', () => {
  const arrangement = {
    session: {} as ExamSessionArrangement['session'],
    rooms: [
      {
        room_id: 1,
        code: 'KC-1',
        name: '第1考场',
        venue_name: '广州天河函授站',
        location: 'A101',
        capacity: 7,
        seat_cols: 3,
        selected: 1,
      },
      {
        room_id: 2,
        code: 'KC-2',
        name: '第2考场',
        venue_name: '广州天河函授站',
        location: 'A102',
        capacity: 30,
        seat_cols: 6,
        selected: 0,
      },
      {
        room_id: 3,
        code: 'KC-3',
        name: '第3考场',
        venue_name: '广州天河函授站',
        location: 'A103',
        capacity: 4,
        seat_cols: 2,
        selected: 1,
      },
    ],
    candidates: ['u1', 'u2', 'u3'].map((uuid, index) => ({
      student_uuid: uuid,
      student_name: `考生${index + 1}`,
      student_no: `2024${index}`,
      exam_no: `26044010000${index}`,
      id_card: '440106198801011001',
      class_id: 301,
      class_name: '1班',
      photo: null,
    })),
    seats: [
      { student_uuid: 'u2', room_id: 1, seat_no: 5 },
      { student_uuid: 'u1', room_id: 1, seat_no: 1 },
      { student_uuid: 'u3', room_id: 3, seat_no: 2 },
      { student_uuid: 'gone', room_id: 1, seat_no: 2 },
    ],
  } satisfies ExamSessionArrangement;

  it('lists the chosen rooms with their seated candidates in seat order', () => {
    const rosters = roomRosters(arrangement);
    expect(rosters.map((r) => r.room.room_id)).toEqual([1, 3]);
    expect(rosters[0]!.entries.map((e) => [e.seatNo, e.candidate.student_uuid])).toEqual([
      [1, 'u1'],
      [5, 'u2'],
    ]);
  });

  it('draws every seat of a room as rows, empty ones included, cut into pages', () => {
    const [roster] = roomRosters(arrangement);
    const pages = seatChartPages(roster!);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.map((row) => row.map((cell) => cell.seatNo))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pages[0]![1]![1]!.candidate?.student_name).toBe('考生2');
    expect(pages[0]![0]![1]!.candidate).toBeUndefined();
    expect(seatChartPages(roster!, 2)).toHaveLength(2);
  });

  it('reads the sheets asked for in the URL and cuts lists into pages', () => {
    expect(parseSheetKinds('seat,door, signin,poster')).toEqual(['seat', 'door', 'signin']);
    expect(parseSheetKinds(null)).toEqual([]);
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
  });
});

describe('online exam rules', () => {
  it('writes the window, the anti-cheating settings and the submissions for staff', () => {
    expect(windowText({ start_at: '2026-04-18 09:00:00', end_at: '2026-04-18 11:30:00' })).toBe(
      '2026-04-18 09:00–11:30',
    );
    expect(windowText({ start_at: '2026-01-08 09:00:00', end_at: '2026-01-09 21:00:00' })).toBe(
      '2026-01-08 09:00 至 2026-01-09 21:00',
    );
    expect(windowMinutes({ start_at: '2026-01-08 09:00:00', end_at: '2026-01-09 21:00:00' })).toBe(36 * 60);
    const all = {
      face_check: 1,
      face_check_times: 3,
      leave_page_check: 1,
      leave_limit: 3,
      shuffle: 1,
    } as const;
    expect(antiCheatText(all)).toBe('人脸核验 3 次 · 切屏 ≤ 3 次 · 乱序');
    expect(antiCheatText({ ...all, face_check: 0, leave_page_check: 0, shuffle: 0 })).toBe('未开启防作弊');
    expect(submittedText({ submitted_count: 39, candidate_count: 320 })).toBe('39/320（12.2%）');
    expect(submittedText({ submitted_count: 0, candidate_count: 0 })).toBe('0/0');
  });

  it('refuses a window that ends first, a duration longer than the window, and checks switched on without a count', () => {
    const base = { start_at: '2026-04-18 09:00:00', end_at: '2026-04-18 11:30:00', duration_minutes: 120 };
    expect(
      onlineRuleIssues({ ...base, face_check: 1, face_check_times: 2, leave_page_check: 0, leave_limit: 0 }),
    ).toEqual([]);
    expect(onlineRuleIssues({ ...base, end_at: '2026-04-18 09:00:00' })).toEqual([
      { path: 'end_at', message: '须晚于开考时间' },
    ]);
    expect(onlineRuleIssues({ ...base, duration_minutes: 180 })).toEqual([
      { path: 'duration_minutes', message: '不能超过考试时间段（150 分钟）' },
    ]);
    expect(
      onlineRuleIssues({ face_check: 1, face_check_times: 0, leave_page_check: 1 }).map((i) => i.path),
    ).toEqual(['face_check_times', 'leave_limit']);
    // incomplete values: nothing to say yet
    expect(onlineRuleIssues({})).toEqual([]);
  });

  it('sends a count of 0 for a check switched off', () => {
    expect(
      normalizeAntiCheat({ face_check: 0, face_check_times: 3, leave_page_check: 1, leave_limit: 2 }),
    ).toEqual({
      face_check: 0,
      face_check_times: 0,
      leave_page_check: 1,
      leave_limit: 2,
    });
  });
});

describe('room usage calendar', () => {
  const use = (over: Partial<ExamRoomUsage>): ExamRoomUsage => ({
    session_id: 1,
    room_id: 1,
    room_name: '第1考场',
    venue_name: '广州天河函授站',
    exam_date: '2026-04-11',
    start_time: '09:00',
    end_time: '11:30',
    exam_name: '2026年春季学期期中考试',
    course_name: '马克思主义基本原理概论',
    seated_count: 30,
    capacity: 30,
    ...over,
  });

  it('knows its months', () => {
    expect(monthRange('2026-02')).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(monthRange('2028-02').end_date).toBe('2028-02-29');
    expect(monthRange('2026-12').end_date).toBe('2026-12-31');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-04', -13)).toBe('2025-03');
    expect(monthTitle('2026-04')).toBe('2026年4月');
    expect(isMonth('2026-04')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('groups a month by day in time order and says how full each room is', () => {
    const usages = [
      use({ session_id: 2, exam_date: '2026-04-11', start_time: '14:30', end_time: '17:00' }),
      use({ session_id: 1, exam_date: '2026-04-11', room_id: 2, room_name: '第2考场', seated_count: 12 }),
      use({ session_id: 9, exam_date: '2026-05-02' }),
      use({ session_id: 3, exam_date: '2026-04-12', seated_count: 0 }),
    ];
    const april = usagesInMonth(usages, '2026-04');
    expect(april.map((u) => u.session_id)).toEqual([1, 2, 3]);
    expect([...usagesByDay(april).keys()]).toEqual(['2026-04-11', '2026-04-12']);
    expect(occupancy(april[0]!)).toBe(40);
    expect(occupancy(april[2]!)).toBeNull();
    expect(april.map(fillOf)).toEqual(['low', 'full', 'pending']);
    expect(fillOf(use({ seated_count: 26 }))).toBe('normal');
    expect(usageFigures(april)).toEqual({
      sessions: 3,
      rooms: 2,
      days: 2,
      uses: 3,
      seated: 42,
      seats: 90,
      rate: 46.7,
      pending: 1,
    });
    expect(usageFigures([]).rate).toBeNull();
  });

  it('calls out a room held by two sessions at once', () => {
    const usages = [
      use({ session_id: 1 }),
      use({ session_id: 1, room_id: 2, room_name: '第2考场' }),
      use({ session_id: 5, start_time: '11:00', end_time: '12:00', course_name: '管理学原理' }),
      use({ session_id: 6, start_time: '11:30', end_time: '13:00', room_id: 2, room_name: '第2考场' }),
      use({ session_id: 7, exam_date: '2026-04-12' }),
    ];
    const found = doubleBookings(usages);
    expect(found.map((d) => [d.place, d.first.session_id, d.second.session_id])).toEqual([
      ['广州天河函授站 第1考场', 1, 5],
    ]);
  });
});
