/** 冲突检查 of an exam timetable: students, rooms, invigilators and their lessons. */
import { describe, expect, it } from 'vitest';
import {
  BACK_TO_BACK_MINUTES,
  clock,
  conflictCounts,
  conflictsOf,
  findConflicts,
  minuteOf,
  minuteOfStamp,
  type TimetableRegistration,
  type TimetableSession,
} from '@/pages/exam-arrange/exam-conflicts';
import { runConflictCheck } from '@/pages/exam-arrange/run-conflict-check';

function session(
  key: string,
  date: string,
  start: string,
  end: string,
  more: Partial<TimetableSession> = {},
) {
  return {
    key,
    title: `课程${key}`,
    date,
    start: minuteOf(date, start),
    end: minuteOf(date, end),
    site: '广州天河函授站',
    rooms: [],
    invigilators: [],
    ...more,
  } satisfies TimetableSession;
}

const reg = (sessionKey: string, student = 's1', site?: string): TimetableRegistration => ({
  session: sessionKey,
  student,
  name: student === 's1' ? '陈志强（260440100001）' : student,
  site,
});

const kinds = (sessions: TimetableSession[], registrations: TimetableRegistration[]) =>
  findConflicts({ sessions, registrations }).map((conflict) => conflict.kind);

describe('minutes', () => {
  it('counts minutes from the date and clock, across midnight', () => {
    expect(minuteOf('2026-04-12', '00:10') - minuteOf('2026-04-11', '23:50')).toBe(20);
    expect(minuteOfStamp('2026-04-18 09:30:00')).toBe(minuteOf('2026-04-18', '09:30'));
    expect(clock(minuteOf('2026-04-18', '14:05'))).toBe('14:05');
    expect(minuteOf('2026-04-18', 'x')).toBeNaN();
  });
});

describe('student conflicts', () => {
  it('finds two overlapping sessions of one student and names both', () => {
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:30'),
      session('b', '2026-04-11', '10:00', '12:00'),
    ];
    const conflicts = findConflicts({ sessions, registrations: [reg('b'), reg('a'), reg('a', 's2')] });
    expect(conflicts).toEqual([
      {
        kind: 'overlap',
        subject: '陈志强（260440100001）',
        sessions: ['a', 'b'],
        detail: '2026-04-11 09:00–11:30 与 10:00–12:00 时间重叠',
      },
    ]);
  });

  it('does not count touching sessions as overlapping', () => {
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:30'),
      session('b', '2026-04-11', '11:30', '13:00'),
    ];
    expect(kinds(sessions, [reg('a'), reg('b')])).toEqual([]);
  });

  it('finds a long session overlapping a later one past a shorter one in between', () => {
    const sessions = [
      session('long', '2026-04-11', '08:00', '17:00', { site: '' }),
      session('short', '2026-04-11', '09:00', '10:00', { site: '' }),
      session('late', '2026-04-11', '15:00', '16:00', { site: '' }),
    ];
    const found = findConflicts({ sessions, registrations: ['long', 'short', 'late'].map((k) => reg(k)) });
    expect(found.filter((c) => c.kind === 'overlap').map((c) => c.sessions)).toEqual([
      ['long', 'short'],
      ['long', 'late'],
    ]);
  });

  it('allows exactly two sessions a day and flags three', () => {
    const two = [session('a', '2026-04-11', '08:00', '09:00'), session('b', '2026-04-11', '14:00', '15:00')];
    expect(kinds(two, [reg('a'), reg('b')])).toEqual([]);
    const three = [
      ...two,
      session('c', '2026-04-11', '18:00', '19:00'),
      session('d', '2026-04-12', '08:00', '09:00'),
    ];
    const conflicts = findConflicts({
      sessions: three,
      registrations: ['a', 'b', 'c', 'd'].map((k) => reg(k)),
    });
    expect(conflicts).toEqual([
      {
        kind: 'crowded-day',
        subject: '陈志强（260440100001）',
        sessions: ['a', 'b', 'c'],
        detail: '2026-04-11 共 3 场考试（每天最多 2 场）',
      },
    ]);
  });

  it('flags back-to-back sessions at different sites, not at the same site', () => {
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:00'),
      session('b', '2026-04-11', '11:30', '13:00'),
    ];
    expect(kinds(sessions, [reg('a'), reg('b')])).toEqual([]);
    const conflicts = findConflicts({
      sessions,
      registrations: [reg('a'), reg('b', 's1', '深圳福田函授站')],
    });
    expect(conflicts.map((c) => [c.kind, c.sessions, c.detail])).toEqual([
      [
        'back-to-back',
        ['a', 'b'],
        '2026-04-11 09:00–11:00 与 11:30–13:00，间隔 30 分钟，考点不同（广州天河函授站 → 深圳福田函授站）',
      ],
    ]);
  });

  it('leaves a gap of more than 30 minutes, and online sessions, alone', () => {
    expect(BACK_TO_BACK_MINUTES).toBe(30);
    const far = [
      session('a', '2026-04-11', '09:00', '11:00'),
      session('b', '2026-04-11', '11:31', '13:00', { site: '深圳福田函授站' }),
    ];
    expect(kinds(far, [reg('a'), reg('b')])).toEqual([]);
    const online = [
      session('a', '2026-04-11', '09:00', '11:00'),
      session('b', '2026-04-11', '11:00', '13:00', { site: '' }),
    ];
    expect(kinds(online, [reg('a'), reg('b')])).toEqual([]);
  });

  it('ignores a duplicated registration and registrations of unknown sessions', () => {
    const sessions = [session('a', '2026-04-11', '09:00', '11:00')];
    expect(kinds(sessions, [reg('a'), reg('a'), reg('zz')])).toEqual([]);
  });
});

describe('rooms and invigilators', () => {
  const room1 = { id: 1, name: '第1考场' };
  const room2 = { id: 2, name: '第2考场' };

  it('finds a room used by two sessions at once, not one after the other', () => {
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:30', { rooms: [room1, room2] }),
      session('b', '2026-04-11', '11:00', '12:00', { rooms: [room2] }),
      session('c', '2026-04-11', '12:00', '13:00', { rooms: [room2] }),
    ];
    expect(findConflicts({ sessions, registrations: [] })).toEqual([
      {
        kind: 'room',
        subject: '第2考场',
        sessions: ['a', 'b'],
        detail: '2026-04-11 09:00–11:30 与 11:00–12:00 同时使用该考场',
      },
    ]);
  });

  it('finds an invigilator in two rooms at once, in one session or two', () => {
    const teacher = (roomId: number) => ({ id: 6, name: '林婷', roomId });
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:30', {
        rooms: [room1, room2],
        invigilators: [teacher(1), teacher(2)],
      }),
      session('b', '2026-04-11', '11:30', '13:00', { rooms: [room1], invigilators: [teacher(1)] }),
    ];
    expect(findConflicts({ sessions, registrations: [] })).toEqual([
      {
        kind: 'invigilator',
        subject: '林婷',
        sessions: ['a'],
        detail: '2026-04-11 09:00–11:30 同时在「第1考场」与「第2考场」监考',
      },
    ]);
  });

  it('finds an invigilator who teaches meanwhile', () => {
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:30', {
        rooms: [room1],
        invigilators: [{ id: 6, name: '林婷', roomId: 1 }],
      }),
    ];
    const lesson = (start: string, end: string) => ({
      teacherId: 6,
      teacherName: '林婷',
      start: minuteOf('2026-04-11', start),
      end: minuteOf('2026-04-11', end),
      title: '管理学原理 · 2024级行政管理1班',
    });
    expect(findConflicts({ sessions, registrations: [], lessons: [lesson('11:30', '13:00')] })).toEqual([]);
    expect(findConflicts({ sessions, registrations: [], lessons: [lesson('10:20', '11:50')] })).toEqual([
      {
        kind: 'teaching',
        subject: '林婷',
        sessions: ['a'],
        detail: '2026-04-11 09:00–11:30 监考时有授课：管理学原理 · 2024级行政管理1班 10:20–11:50',
      },
    ]);
  });
});

describe('summaries', () => {
  it('filters the conflicts of some sessions and counts them by kind', () => {
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:30', { rooms: [{ id: 1, name: '第1考场' }] }),
      session('b', '2026-04-11', '10:00', '12:00', { rooms: [{ id: 1, name: '第1考场' }] }),
      session('c', '2026-04-12', '10:00', '12:00'),
    ];
    const all = findConflicts({
      sessions,
      registrations: [reg('a'), reg('b'), reg('a', 's2'), reg('b', 's2')],
    });
    expect(conflictCounts(all)).toBe('时间冲突 2 项、考场占用 1 项');
    expect(conflictsOf(all, ['c'])).toEqual([]);
    expect(conflictsOf(all, ['b'])).toHaveLength(3);
  });

  it('runs on the page where there is no worker', async () => {
    const sessions = [
      session('a', '2026-04-11', '09:00', '11:30'),
      session('b', '2026-04-11', '10:00', '12:00'),
    ];
    const registrations = Array.from({ length: 2_500 }, (_, i) => reg(i % 2 ? 'a' : 'b', `s${i >> 1}`));
    const conflicts = await runConflictCheck({ sessions, registrations });
    expect(conflicts).toHaveLength(1_250);
  });
});
