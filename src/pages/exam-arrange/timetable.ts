/**
 * The exam timetable of the 冲突检查: the offline and online timetables of the contract turned into
 * the plain sessions and registrations of findConflicts, with each session's record kept so that a
 * conflict can open it.
 */
import type {
  ExamOfflineSession,
  ExamOfflineTimetable,
  ExamOnlineArrangement,
  ExamOnlineTimetable,
} from '@/generated/model';
import {
  minuteOf,
  minuteOfStamp,
  type Timetable,
  type TimetableRegistration,
  type TimetableSession,
} from './exam-conflicts';

export type TimetableEntry =
  | { kind: 'offline'; key: string; label: string; record: ExamOfflineSession }
  | { kind: 'online'; key: string; label: string; record: ExamOnlineArrangement };

export interface LoadedTimetable {
  timetable: Timetable;
  entries: Map<string, TimetableEntry>;
}

export const offlineKey = (id: number) => `offline-${id}`;
export const onlineKey = (id: number) => `online-${id}`;

/** 马克思主义基本原理概论 · 2026-04-11 09:00–11:30 · 广州天河函授站 / 英语（二）· 线上 2026-03-28 09:00–17:00 */
export const offlineLabel = (row: ExamOfflineSession) =>
  `${row.course_name} · ${row.exam_date} ${row.start_time}–${row.end_time}${row.venue_names ? ` · ${row.venue_names}` : ''}`;
export const onlineLabel = (row: ExamOnlineArrangement) => {
  const [startDate, startTime] = [row.start_at.slice(0, 10), row.start_at.slice(11, 16)];
  const end = row.end_at.slice(0, 10) === startDate ? row.end_at.slice(11, 16) : row.end_at.slice(0, 16);
  return `${row.course_name} · 线上 ${startDate} ${startTime}–${end}`;
};

/** Both timetables as one: sessions of either kind, registrations, the invigilators' lessons. */
export function buildTimetable(
  offline: ExamOfflineTimetable | undefined,
  online: ExamOnlineTimetable | undefined,
): LoadedTimetable {
  const sessions: TimetableSession[] = [];
  const registrations: TimetableRegistration[] = [];
  const entries = new Map<string, TimetableEntry>();
  const name = (student_name: string, exam_no: string) => `${student_name}（${exam_no}）`;

  if (offline) {
    const slotsOf = new Map<number, ExamOfflineTimetable['slots']>();
    for (const slot of offline.slots)
      slotsOf.set(slot.session_id, [...(slotsOf.get(slot.session_id) ?? []), slot]);
    for (const row of offline.sessions) {
      const key = offlineKey(row.id);
      const slots = slotsOf.get(row.id) ?? [];
      sessions.push({
        key,
        title: row.course_name,
        date: row.exam_date,
        start: minuteOf(row.exam_date, row.start_time),
        end: minuteOf(row.exam_date, row.end_time),
        // several places: the registrations say where each student sits
        site: row.venue_names.includes('、') ? '' : row.venue_names,
        rooms: slots.map((slot) => ({ id: slot.room_id, name: `${slot.venue_name} ${slot.room_name}` })),
        invigilators: slots.flatMap((slot) =>
          slot.teachers.map((teacher) => ({
            id: teacher.teacher_id,
            name: teacher.name,
            roomId: slot.room_id,
          })),
        ),
      });
      entries.set(key, { kind: 'offline', key, label: offlineLabel(row), record: row });
    }
    for (const item of offline.registrations)
      registrations.push({
        session: offlineKey(item.session_id),
        student: item.student_uuid,
        name: name(item.student_name, item.exam_no),
        site: item.site_name,
      });
  }
  if (online) {
    for (const row of online.sessions) {
      const key = onlineKey(row.id);
      sessions.push({
        key,
        title: `${row.course_name}（线上）`,
        date: row.start_at.slice(0, 10),
        start: minuteOfStamp(row.start_at),
        end: minuteOfStamp(row.end_at),
        site: '',
        rooms: [],
        invigilators: [],
      });
      entries.set(key, { kind: 'online', key, label: onlineLabel(row), record: row });
    }
    for (const item of online.registrations)
      registrations.push({
        session: onlineKey(item.session_id),
        student: item.student_uuid,
        name: name(item.student_name, item.exam_no),
        site: '',
      });
  }
  const lessons = (offline?.lessons ?? []).map((lesson) => ({
    teacherId: lesson.teacher_id,
    teacherName: lesson.teacher_name,
    start: minuteOf(lesson.lesson_date, lesson.start_time),
    end: minuteOf(lesson.lesson_date, lesson.end_time),
    title: `${lesson.course_name} · ${lesson.class_name}`,
  }));
  return { timetable: { sessions, registrations, lessons }, entries };
}

/** The dates a check of these sessions needs: from the first day to the last. */
export function dateRange(dates: readonly string[]): { start_date?: string; end_date?: string } {
  if (!dates.length) return {};
  const sorted = [...dates].sort();
  return { start_date: sorted[0], end_date: sorted[sorted.length - 1] };
}
