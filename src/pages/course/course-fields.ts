/** 开设课程 (AE) / 开考课程 (ST): one screen, the noun is data. */
import type { Course } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';
import type { RouteLine } from '@/routes/types';
import { COURSE_TYPE_OPTIONS, EXAM_FORM_OPTIONS, labelOf } from './course-options';

export const COURSE_NOUN: Record<RouteLine, string> = { AE: '开设课程', ST: '开考课程' };

export const courseSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '课程', placeholder: '课程代码或名称' },
  { type: 'select', field: 'type', label: '课程类型', options: COURSE_TYPE_OPTIONS },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const courseColumns: ListColumn<Course>[] = [
  { key: 'code', title: '课程代码', width: 90 },
  { key: 'name', title: '课程名称', width: 160, ellipsis: true },
  { key: 'type', title: '课程类型', width: 110, render: (row) => labelOf(COURSE_TYPE_OPTIONS, row.type) },
  { key: 'credit', title: '学分', width: 60, valueType: 'number' },
  { key: 'hours', title: '学时', width: 60, valueType: 'number' },
  {
    key: 'exam_form',
    title: '考核方式',
    width: 90,
    render: (row) => labelOf(EXAM_FORM_OPTIONS, row.exam_form),
  },
  { key: 'teacher_name', title: '任课教师', width: 90 },
  { key: 'syllabus', title: '课程大纲', width: 240, ellipsis: true, hiddenByDefault: true },
  enabledStatusColumn(80),
  { key: 'textbook_name', title: '指定教材', width: 240, ellipsis: true },
  { key: 'created_at', title: '创建时间', width: 160, valueType: 'datetime', hiddenByDefault: true },
];

export const courseFormFields: FormField[] = [
  {
    type: 'input',
    field: 'code',
    label: '课程代码',
    half: true,
    maxLength: 10,
    extra: '5–10 位数字或大写字母，如 00015',
  },
  { type: 'input', field: 'name', label: '课程名称', half: true, maxLength: 50 },
  { type: 'select', field: 'type', label: '课程类型', half: true, options: COURSE_TYPE_OPTIONS },
  { type: 'select', field: 'exam_form', label: '考核方式', half: true, options: EXAM_FORM_OPTIONS },
  {
    type: 'number',
    field: 'credit',
    label: '学分',
    half: true,
    min: 0.5,
    max: 20,
    precision: 1,
    extra: '0.5–20，保留 1 位小数',
  },
  { type: 'number', field: 'hours', label: '学时', half: true, min: 1, max: 1000, precision: 0 },
  { type: 'filter', field: 'textbook_id', label: '指定教材', kind: 'material', half: true },
  { type: 'filter', field: 'teacher_id', label: '任课教师', kind: 'course_teacher', half: true },
  { type: 'textarea', field: 'syllabus', label: '课程大纲', maxLength: 1000 },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];
