/** 监考安排: slot columns (a session in one room) and the duties the clash check reads. */
import type { InvigilationDuty, InvigilationSlot } from '@/generated/model';
import type { ListColumn, SearchField, StatusMap } from '@/kit';
import type { Duty } from './invigilation-clash';

export const SLOT_STATUS_OPTIONS = [
  { label: '未安排', value: 0 },
  { label: '未配齐', value: 1 },
  { label: '已配齐', value: 2 },
];

export const SLOT_STATUS_MAP: StatusMap = {
  0: { text: '未安排', color: 'red' },
  1: { text: '未配齐', color: 'orange' },
  2: { text: '已配齐', color: 'green' },
};

/** 主 陈志明 · 副 李晓红 */
export function teachersText(slot: Pick<InvigilationSlot, 'teachers'>): string {
  if (!slot.teachers.length) return '—';
  return slot.teachers.map((teacher) => `${teacher.role === 1 ? '主' : '副'} ${teacher.name}`).join(' · ');
}

export const slotPlace = (slot: Pick<InvigilationSlot, 'venue_name' | 'room_name'>) =>
  `${slot.venue_name} ${slot.room_name}`;

/** The duties the rows show (one per teacher per slot), for the clash check. */
export function slotDuties(slots: readonly InvigilationSlot[]): Duty[] {
  return slots.flatMap((slot) =>
    slot.teachers.map((teacher) => ({
      teacherId: teacher.teacher_id,
      teacherName: teacher.name,
      slotId: slot.id,
      date: slot.exam_date,
      start: slot.start_time,
      end: slot.end_time,
      place: slotPlace(slot),
    })),
  );
}

export function toDuty(duty: InvigilationDuty): Duty {
  return {
    teacherId: duty.teacher_id,
    teacherName: duty.teacher_name,
    slotId: duty.slot_id,
    date: duty.exam_date,
    start: duty.start_time,
    end: duty.end_time,
    place: `${duty.venue_name} ${duty.room_name}`,
  };
}

/** One duty per teacher per slot (a duty seen twice, e.g. by overlapping date queries, counts once). */
export function uniqueDuties(duties: readonly Duty[]): Duty[] {
  const seen = new Set<string>();
  return duties.filter((duty) => {
    const key = `${duty.slotId}:${duty.teacherId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const slotSearch: SearchField[] = [
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'date', field: 'exam_date', label: '考试日期' },
  { type: 'filter', field: 'teacher_id', label: '监考老师', kind: 'teacher' },
  { type: 'select', field: 'status', label: '安排状态', options: SLOT_STATUS_OPTIONS },
];

/** 主 陈志明 · 副 李晓红（2/2）, or 未安排（0/2） */
export const slotTeachersText = (slot: Pick<InvigilationSlot, 'teachers' | 'required_count'>) =>
  `${slot.teachers.length ? teachersText(slot) : '未安排'}（${slot.teachers.length}/${slot.required_count}）`;

export const slotColumns = (
  venueNoun: string,
  clashing: (slot: InvigilationSlot) => boolean,
): ListColumn<InvigilationSlot>[] => [
  { key: 'exam_date', title: '考试日期', width: 110, valueType: 'date' },
  { key: 'time', title: '时间', width: 110, render: (row) => `${row.start_time}–${row.end_time}` },
  { key: 'venue_name', title: venueNoun, width: 140, ellipsis: true },
  { key: 'room_name', title: '考场', width: 90 },
  { key: 'seated_count', title: '考生', width: 70, valueType: 'number' },
  { key: 'teachers', title: '监考老师', width: 240, render: slotTeachersText },
  { key: 'status', title: '安排状态', width: 100, valueType: 'status', statusMap: SLOT_STATUS_MAP },
  { key: 'clash', title: '冲突', width: 110, render: (row) => (clashing(row) ? '⚠ 时间冲突' : '无') },
  { key: 'course_name', title: '课程', width: 170, ellipsis: true },
  { key: 'exam_name', title: '考试', width: 180, ellipsis: true, hiddenByDefault: true },
];
