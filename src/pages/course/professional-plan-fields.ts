/** 专业考试计划 (self-taught): the courses of each major's exam plan. */
import type { ProfessionalPlan } from '@/generated/model';
import type { FormField, ListColumn, SearchField } from '@/kit';
import { NATURE_OPTIONS, examSemesterOptions } from './course-options';

export const planSearch: SearchField[] = [
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'select', field: 'nature', label: '课程性质', options: NATURE_OPTIONS },
];

const NATURE_COLORS: Record<number, string> = { 1: 'arcoblue', 2: 'green', 3: 'orange' };

export const planColumns: ListColumn<ProfessionalPlan>[] = [
  { key: 'profession_name', title: '专业', width: 150 },
  { key: 'course_code', title: '课程代码', width: 100 },
  { key: 'course_name', title: '课程名称', width: 200, ellipsis: true },
  { key: 'credit', title: '学分', width: 80, valueType: 'number' },
  {
    key: 'nature',
    title: '课程性质',
    width: 100,
    valueType: 'status',
    statusMap: Object.fromEntries(
      NATURE_OPTIONS.map((o) => [o.value, { text: o.label, color: NATURE_COLORS[o.value] }]),
    ),
  },
  { key: 'exam_semester', title: '计划考试时间', width: 130 },
  { key: 'remark', title: '备注', width: 220, ellipsis: true },
];

export const planFormFields: FormField[] = [
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course', extra: '学分取课程设置中的学分' },
  { type: 'radio', field: 'nature', label: '课程性质', options: NATURE_OPTIONS },
  { type: 'select', field: 'exam_semester', label: '计划考试时间', options: examSemesterOptions() },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
