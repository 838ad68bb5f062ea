/** 专业课程时间表 (self-taught): when and where each course of a major is examined in an exam session. */
import type { ProfessionalTimetable } from '@/generated/model';
import type { FormField, ListColumn, SearchField } from '@/kit';
import { TIME_SLOT_OPTIONS, labelOf } from './course-options';

export const timetableSearch: SearchField[] = [
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
];

export const timetableColumns: ListColumn<ProfessionalTimetable>[] = [
  { key: 'exam_name', title: '考试', width: 170 },
  { key: 'profession_name', title: '专业', width: 150 },
  { key: 'exam_date', title: '考试日期', width: 110, valueType: 'date' },
  {
    key: 'time_slot',
    title: '考试时段',
    width: 150,
    render: (row) => labelOf(TIME_SLOT_OPTIONS, row.time_slot),
  },
  { key: 'course_code', title: '课程代码', width: 90 },
  { key: 'course_name', title: '课程名称', width: 180, ellipsis: true },
  { key: 'exam_site', title: '考点', width: 180, ellipsis: true },
];

export const timetableFormFields: FormField[] = [
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage', half: true },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession', half: true },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'date', field: 'exam_date', label: '考试日期', half: true },
  { type: 'select', field: 'time_slot', label: '考试时段', half: true, options: TIME_SLOT_OPTIONS },
  { type: 'input', field: 'exam_site', label: '考点', maxLength: 60, placeholder: '如 华南师范大学石牌校区' },
];
