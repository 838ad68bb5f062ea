/**
 * 冲突检查 of an exam timetable, as plain functions (no React, no requests) so that it runs the same
 * in a Web Worker, in the unit tests and in the bench.
 *
 * Rules (a session occupies [start, end): one that ends at 11:30 and one that starts at 11:30 do
 * not overlap):
 * - 时间冲突 (overlap): a student registered in two sessions whose times overlap.
 * - 一天超过两场 (crowded day): a student with more than MAX_PER_DAY (2) sessions starting on one
 *   date; exactly two is fine. One conflict per student and day, naming every session of that day.
 * - 连场异地 (back-to-back): a student's next session starts no later than BACK_TO_BACK_MINUTES (30)
 *   after the other ends (0 ≤ gap ≤ 30 min) at a different test site; at the same site it is fine,
 *   and online sessions (no site) never count.
 * - 考场占用 (room): one room used by two sessions whose times overlap.
 * - 监考冲突 (invigilator): one teacher invigilating two rooms (or two sessions) whose times overlap.
 * - 监考与授课冲突 (teaching): a teacher invigilating while one of their lessons runs.
 *
 * Speed: registrations are sorted once by student then start and swept, so 20,000 registrations
 * take a few milliseconds (npm run bench reports it); rooms and teachers the same way.
 */

export const BACK_TO_BACK_MINUTES = 30;
export const MAX_PER_DAY = 2;

export interface TimetableSession {
  /** Unique across kinds: offline-3, online-5. */
  key: string;
  /** What it is, for the messages: 马克思主义基本原理概论. */
  title: string;
  /** The date it starts on: 2026-04-11. */
  date: string;
  /** Minutes since 1970-01-01 00:00 in school time (see minuteOf), so sessions over midnight work. */
  start: number;
  end: number;
  /** The site every student of the session sits at, when the registrations do not say (online: ''). */
  site: string;
  rooms: readonly { id: number; name: string }[];
  invigilators: readonly { id: number; name: string; roomId: number }[];
}

export interface TimetableRegistration {
  /** TimetableSession.key */
  session: string;
  /** Student UUID. */
  student: string;
  /** 陈志强（260440100001）, for the messages. */
  name: string;
  /** The student's test site for this session; '' → the session's site. */
  site?: string;
}

export interface TimetableLesson {
  teacherId: number;
  teacherName: string;
  start: number;
  end: number;
  /** 管理学原理 · 2024级行政管理1班 */
  title: string;
}

export interface Timetable {
  sessions: readonly TimetableSession[];
  registrations: readonly TimetableRegistration[];
  lessons?: readonly TimetableLesson[];
}

export type ConflictKind = 'overlap' | 'crowded-day' | 'back-to-back' | 'room' | 'invigilator' | 'teaching';

export const CONFLICT_KINDS: Record<ConflictKind, string> = {
  overlap: '时间冲突',
  'crowded-day': '一天超过两场',
  'back-to-back': '连场异地',
  room: '考场占用',
  invigilator: '监考冲突',
  teaching: '监考与授课冲突',
};

export interface Conflict {
  kind: ConflictKind;
  /** Who or what: the student's name (and exam number), the room, the teacher. */
  subject: string;
  /** Keys of the sessions involved, in time order (two, or every session of a crowded day). */
  sessions: string[];
  /** The rest of the message: 2026-04-11 09:00–11:30 与 10:00–12:00 重叠. */
  detail: string;
}

/** 2026-04-11 + 09:30 → minutes since 1970-01-01 00:00 (the clock of the school, no time zone). */
export function minuteOf(date: string, time: string): number {
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? day / 60_000 + Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** 2026-04-18 09:00:00 → minuteOf('2026-04-18', '09:00'). */
export const minuteOfStamp = (stamp: string) => minuteOf(stamp.slice(0, 10), stamp.slice(11, 16));

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes of the day as 09:30. */
export function clock(minute: number): string {
  const inDay = ((minute % 1440) + 1440) % 1440;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** 2026-04-11 09:00–11:30 */
export const whenText = (session: Pick<TimetableSession, 'date' | 'start' | 'end'>) =>
  `${session.date} ${clock(session.start)}–${clock(session.end)}`;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

interface Occupancy {
  session: number;
  start: number;
  end: number;
  /** Room or place, to tell two duties in one session apart. */
  room: number;
}

/** Pairs of occupancies of one resource that overlap in time; sorted by start, swept. */
function overlappingPairs(
  items: Occupancy[],
  same: (a: Occupancy, b: Occupancy) => boolean,
  found: (a: Occupancy, b: Occupancy) => void,
) {
  items.sort((a, b) => a.start - b.start || a.session - b.session || a.room - b.room);
  for (let i = 0; i < items.length; i += 1) {
    const a = items[i]!;
    for (let j = i + 1; j < items.length && items[j]!.start < a.end; j += 1) {
      const b = items[j]!;
      if (!same(a, b)) found(a, b);
    }
  }
}

function groupBy<Item>(items: Iterable<Item>, key: (item: Item) => number): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return groups;
}

/** Every conflict of the timetable (see the rules above), students first, then rooms and teachers. */
export function findConflicts(timetable: Timetable): Conflict[] {
  const { sessions, registrations, lessons = [] } = timetable;
  const conflicts: Conflict[] = [];
  const index = new Map<string, number>();
  sessions.forEach((session, position) => index.set(session.key, position));
  const keyOf = (position: number) => sessions[position]!.key;
  const pair = (a: number, b: number) => {
    const [first, second] =
      sessions[a]!.start < sessions[b]!.start || (sessions[a]!.start === sessions[b]!.start && a < b)
        ? [a, b]
        : [b, a];
    return [first, second] as const;
  };
  const twoTimes = (a: number, b: number) => {
    const [first, second] = [sessions[a]!, sessions[b]!];
    if (a === b) return whenText(first);
    return first.date === second.date
      ? `${whenText(first)} 与 ${clock(second.start)}–${clock(second.end)}`
      : `${whenText(first)} 与 ${whenText(second)}`;
  };

  // ---- students: sort registrations by student, then start; sweep each student's sessions
  const studentIds = new Map<string, number>();
  const count = registrations.length;
  const student = new Int32Array(count);
  const session = new Int32Array(count);
  // the registration behind each packed row (names and sites), only read when a conflict is found
  const registrationOf = new Int32Array(count);
  let kept = 0;
  for (let r = 0; r < count; r += 1) {
    const registration = registrations[r]!;
    const position = index.get(registration.session);
    if (position === undefined) continue;
    let id = studentIds.get(registration.student);
    if (id === undefined) {
      id = studentIds.size;
      studentIds.set(registration.student, id);
    }
    student[kept] = id;
    session[kept] = position;
    registrationOf[kept] = r;
    kept += 1;
  }
  const order = Array.from({ length: kept }, (_, i) => i);
  order.sort(
    (a, b) =>
      student[a]! - student[b]! ||
      sessions[session[a]!]!.start - sessions[session[b]!]!.start ||
      session[a]! - session[b]!,
  );
  const site = (row: number) => registrations[registrationOf[row]!]!.site || sessions[session[row]!]!.site;
  const nameOf = (row: number) => registrations[registrationOf[row]!]!.name;

  for (let from = 0; from < kept;) {
    let to = from;
    while (to < kept && student[order[to]!] === student[order[from]!]) to += 1;
    if (to - from > 1) {
      let dayStart = from;
      for (let i = from; i < to; i += 1) {
        const a = order[i]!;
        const first = sessions[session[a]!]!;
        for (let j = i + 1; j < to; j += 1) {
          const b = order[j]!;
          const second = sessions[session[b]!]!;
          if (second.start > first.end + BACK_TO_BACK_MINUTES) break;
          if (session[a] === session[b]) continue; // registered twice in one session
          if (second.start < first.end)
            conflicts.push({
              kind: 'overlap',
              subject: nameOf(a),
              sessions: [first.key, second.key],
              detail: `${twoTimes(session[a]!, session[b]!)} 时间重叠`,
            });
          else {
            const [here, there] = [site(a), site(b)];
            if (here && there && here !== there)
              conflicts.push({
                kind: 'back-to-back',
                subject: nameOf(a),
                sessions: [first.key, second.key],
                detail: `${twoTimes(session[a]!, session[b]!)}，间隔 ${second.start - first.end} 分钟，考点不同（${here} → ${there}）`,
              });
          }
        }
        // a day ends at the next row on another date (rows are in time order)
        const next = i + 1 < to ? sessions[session[order[i + 1]!]!]! : undefined;
        if (!next || next.date !== first.date) {
          const day = new Set<number>();
          for (let k = dayStart; k <= i; k += 1) day.add(session[order[k]!]!);
          if (day.size > MAX_PER_DAY)
            conflicts.push({
              kind: 'crowded-day',
              subject: nameOf(a),
              sessions: [...day].map(keyOf),
              detail: `${first.date} 共 ${day.size} 场考试（每天最多 ${MAX_PER_DAY} 场）`,
            });
          dayStart = i + 1;
        }
      }
    }
    from = to;
  }

  // ---- rooms: one room, two sessions at once
  const roomUses: (Occupancy & { name: string })[] = [];
  sessions.forEach((item, position) => {
    for (const room of item.rooms)
      roomUses.push({ session: position, start: item.start, end: item.end, room: room.id, name: room.name });
  });
  for (const uses of groupBy(roomUses, (use) => use.room).values())
    overlappingPairs(
      uses,
      (a, b) => a.session === b.session,
      (a, b) => {
        const [first, second] = pair(a.session, b.session);
        conflicts.push({
          kind: 'room',
          subject: (a as (typeof uses)[number]).name,
          sessions: [keyOf(first), keyOf(second)],
          detail: `${twoTimes(first, second)} 同时使用该考场`,
        });
      },
    );

  // ---- invigilators: two rooms at once, or teaching meanwhile
  const duties: (Occupancy & { teacher: number; name: string })[] = [];
  sessions.forEach((item, position) => {
    for (const teacher of item.invigilators)
      duties.push({
        session: position,
        start: item.start,
        end: item.end,
        room: teacher.roomId,
        teacher: teacher.id,
        name: teacher.name,
      });
  });
  const roomName = (position: number, room: number) =>
    sessions[position]!.rooms.find((item) => item.id === room)?.name ?? '';
  const lessonsOf = groupBy(lessons, (lesson) => lesson.teacherId);
  for (const [teacher, list] of groupBy(duties, (duty) => duty.teacher)) {
    const name = list[0]!.name;
    overlappingPairs(
      list,
      (a, b) => a.session === b.session && a.room === b.room,
      (a, b) => {
        const [first, second] = pair(a.session, b.session);
        const [roomA, roomB] = first === a.session ? [a.room, b.room] : [b.room, a.room];
        conflicts.push({
          kind: 'invigilator',
          subject: name,
          sessions: first === second ? [keyOf(first)] : [keyOf(first), keyOf(second)],
          detail: `${twoTimes(first, second)} 同时在「${roomName(first, roomA)}」与「${roomName(second, roomB)}」监考`,
        });
      },
    );
    const own = lessonsOf.get(teacher);
    if (!own) continue;
    const seen = new Set<number>();
    for (const duty of list) {
      if (seen.has(duty.session)) continue;
      for (const lesson of own)
        if (overlaps(duty, lesson)) {
          seen.add(duty.session);
          conflicts.push({
            kind: 'teaching',
            subject: name,
            sessions: [keyOf(duty.session)],
            detail: `${whenText(sessions[duty.session]!)} 监考时有授课：${lesson.title} ${clock(lesson.start)}–${clock(lesson.end)}`,
          });
          break;
        }
    }
  }
  return conflicts;
}

/** The conflicts that involve any of the sessions (those about to be published). */
export function conflictsOf(conflicts: readonly Conflict[], keys: Iterable<string>): Conflict[] {
  const wanted = new Set(keys);
  return conflicts.filter((conflict) => conflict.sessions.some((key) => wanted.has(key)));
}

/** 时间冲突 3 项、一天超过两场 1 项 */
export function conflictCounts(conflicts: readonly Conflict[]): string {
  const counts = new Map<ConflictKind, number>();
  for (const conflict of conflicts) counts.set(conflict.kind, (counts.get(conflict.kind) ?? 0) + 1);
  return (Object.keys(CONFLICT_KINDS) as ConflictKind[])
    .filter((kind) => counts.has(kind))
    .map((kind) => `${CONFLICT_KINDS[kind]} ${counts.get(kind)} 项`)
    .join('、');
}
