/**
 * 排课 logic: the week, the grid of days × periods, and the clash check run before saving. The clash
 * check also counts invigilation duties (考务 监考安排): a teacher cannot be given a lesson while they
 * invigilate. The invigilator pool and the teaching staff are separate lists, so a duty is matched to
 * a lesson's teacher by name.
 */
import type { ScheduleLesson, ScheduleLessonInput, ScheduleSaveBody } from '@/generated/model';
import { addDays, toFlag } from '@/kit';

export const DAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
export const PERIODS = [
  { label: '第1–2节', time: '08:30–10:00' },
  { label: '第3–4节', time: '10:20–11:50' },
  { label: '第5–6节', time: '14:30–16:00' },
  { label: '第7–8节', time: '16:20–17:50' },
  { label: '第9–10节', time: '19:00–20:30' },
] as const;

export type ScheduleView = 'class' | 'teacher' | 'room';

/** A lesson of the editor: `key` tells lessons apart before they have an id (new ones have id null). */
export type DraftLesson = Omit<ScheduleLesson, 'id'> & { id: number | null; key: string };

export interface Resources {
  classes: readonly { id: number; name: string; student_count: number }[];
  rooms: readonly { id: number; name: string; capacity: number }[];
}

export type ClashKind = 'teacher' | 'room' | 'class' | 'capacity' | 'invigilation';

/** A teacher's invigilation in the week (from listExamInspectorDuties), placed on the grid's days. */
export interface Invigilation {
  teacherName: string;
  /** 1 = Monday of the week. */
  day: number;
  /** Minutes of the day. */
  start: number;
  end: number;
  /** 广州天河函授站 第1考场 · 英语（二） */
  what: string;
}

const minutesOf = (time: string) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

/** The duties of the week starting weekStart as Invigilations (days outside the week dropped). */
export function invigilationsInWeek(
  weekStart: string,
  duties: readonly {
    teacher_name: string;
    exam_date: string;
    start_time: string;
    end_time: string;
    venue_name: string;
    room_name: string;
    course_name: string;
  }[],
): Invigilation[] {
  const days = DAYS.map((_, index) => addDays(weekStart, index));
  return duties.flatMap((duty) => {
    const day = days.indexOf(duty.exam_date) + 1;
    if (!day) return [];
    return [
      {
        teacherName: duty.teacher_name,
        day,
        start: minutesOf(duty.start_time),
        end: minutesOf(duty.end_time),
        what: `${duty.venue_name} ${duty.room_name} · ${duty.course_name}`,
      },
    ];
  });
}

/** The clock of a period: 第3–4节 → [620, 710]. */
function periodMinutes(period: number): [number, number] {
  const [from = '', to = ''] = (PERIODS[period - 1]?.time ?? '').split('–');
  return [minutesOf(from), minutesOf(to)];
}

export interface Clash {
  kind: ClashKind;
  day: number;
  period: number;
  /** Keys of the lessons involved. */
  keys: string[];
  message: string;
}

/** 周一 03-09 … for the header of a week. */
export const dayTitles = (weekStart: string) =>
  DAYS.map((day, index) => `${day} ${addDays(weekStart, index).slice(5)}`);

export const slotName = (day: number, period: number) =>
  `${DAYS[day - 1]} ${PERIODS[period - 1]?.label ?? ''}`;

// ---- the grid

const viewKey: Record<ScheduleView, 'class_id' | 'teacher_id' | 'room_id'> = {
  class: 'class_id',
  teacher: 'teacher_id',
  room: 'room_id',
};

/** Lessons in one cell of the grid of a class, a teacher or a room. */
export function lessonsAt(
  lessons: readonly DraftLesson[],
  view: ScheduleView,
  id: number | undefined,
  day: number,
  period: number,
): DraftLesson[] {
  return lessons.filter(
    (lesson) => lesson.day === day && lesson.period === period && lesson[viewKey[view]] === id,
  );
}

// ---- clashes

const names = (lessons: readonly DraftLesson[], pick: (lesson: DraftLesson) => string) =>
  [...new Set(lessons.map(pick))].map((name) => `「${name}」`).join('');

/** Lessons sharing a teacher, room or class in one slot; for teachers and rooms only across classes (one class twice is the class clash). */
function duplicates(
  slot: readonly DraftLesson[],
  key: 'teacher_id' | 'room_id' | 'class_id',
): DraftLesson[][] {
  const by = new Map<number, DraftLesson[]>();
  for (const lesson of slot) by.set(lesson[key], [...(by.get(lesson[key]) ?? []), lesson]);
  return [...by.values()].filter(
    (group) => group.length > 1 && (key === 'class_id' || new Set(group.map((l) => l.class_id)).size > 1),
  );
}

/**
 * Every clash of the week: one teacher, room or class twice in the same period, and rooms smaller than
 * the class in them. Teacher, room and class clashes cannot be saved; a small room can, once confirmed.
 */
export function findClashes(
  lessons: readonly DraftLesson[],
  resources: Resources,
  invigilations: readonly Invigilation[] = [],
): Clash[] {
  const clashes: Clash[] = [];
  const slots = new Map<string, DraftLesson[]>();
  for (const lesson of lessons) {
    const slot = `${lesson.day}-${lesson.period}`;
    slots.set(slot, [...(slots.get(slot) ?? []), lesson]);
  }
  const sorted = [...slots.values()].sort((a, b) => a[0].day - b[0].day || a[0].period - b[0].period);
  for (const slot of sorted) {
    const { day, period } = slot[0];
    const at = slotName(day, period);
    const clash = (kind: ClashKind, group: DraftLesson[], message: string) =>
      clashes.push({
        kind,
        day,
        period,
        keys: group.map((lesson) => lesson.key),
        message: `${at}：${message}`,
      });
    for (const group of duplicates(slot, 'teacher_id'))
      clash('teacher', group, `教师${group[0].teacher_name}同时给${names(group, (l) => l.class_name)}上课`);
    for (const group of duplicates(slot, 'room_id'))
      clash('room', group, `教室${group[0].room_name}同时安排了${names(group, (l) => l.class_name)}`);
    for (const group of duplicates(slot, 'class_id'))
      clash(
        'class',
        group,
        `「${group[0].class_name}」同时有${names(group, (l) => l.course_name)}${group.length}门课`,
      );
    const [from, to] = periodMinutes(period);
    for (const lesson of slot)
      for (const duty of invigilations)
        if (
          duty.teacherName === lesson.teacher_name &&
          duty.day === day &&
          duty.start < to &&
          from < duty.end
        )
          clash('invigilation', [lesson], `教师${lesson.teacher_name}此时在监考（${duty.what}）`);
    for (const lesson of slot) {
      const size = resources.classes.find((item) => item.id === lesson.class_id)?.student_count;
      const seats = resources.rooms.find((item) => item.id === lesson.room_id)?.capacity;
      if (size !== undefined && seats !== undefined && seats < size)
        clash(
          'capacity',
          [lesson],
          `「${lesson.class_name}」${size} 人，教室${lesson.room_name}只有 ${seats} 座`,
        );
    }
  }
  return clashes;
}

export const isBlocking = (clash: Clash) => clash.kind !== 'capacity';

/** The clashes a lesson takes part in. */
export const clashesOf = (key: string, clashes: readonly Clash[]) =>
  clashes.filter((clash) => clash.keys.includes(key));

/** The body of schedule-save. */
export function toSaveBody(
  weekStart: string,
  lessons: readonly DraftLesson[],
  confirmed: boolean,
): ScheduleSaveBody {
  return {
    week_start: weekStart,
    lessons: lessons.map(
      ({ id, day, period, class_id, course_id, teacher_id, room_id }): ScheduleLessonInput => ({
        id,
        day,
        period,
        class_id,
        course_id,
        teacher_id,
        room_id,
      }),
    ),
    capacity_confirmed: toFlag(confirmed),
  };
}
