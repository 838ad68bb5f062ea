/** 报考申请: 学生一门课程的报考（正考、补考、重修），新增与编辑页共用字段。 */
import type { EnrollmentApplication } from '@/generated/model';
import {
  type FormField,
  type ListColumn,
  optionsOf,
  reviewSearch,
  type SearchField,
  type StatusMap,
} from '@/kit';
import { reviewedColumns } from './enrolment-fields';

export const APPLY_TYPE: StatusMap = {
  1: { text: '正考', color: 'arcoblue' },
  2: { text: '补考', color: 'orange' },
  3: { text: '重修', color: 'purple' },
};

const APPLY_TYPE_OPTIONS = optionsOf(APPLY_TYPE);

export const applicationSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '关键字', placeholder: '姓名、学号或身份证号' },
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'select', field: 'apply_type', label: '报考类型', options: APPLY_TYPE_OPTIONS },
  reviewSearch(),
];

export const applicationColumns: ListColumn<EnrollmentApplication>[] = [
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'name', title: '姓名', width: 90 },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard', hiddenByDefault: true },
  { key: 'school_name', title: '院校', width: 140, ellipsis: true, hiddenByDefault: true },
  { key: 'profession_name', title: '专业', width: 140, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80, hiddenByDefault: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'exam_name', title: '考试', width: 180, ellipsis: true },
  { key: 'course_name', title: '报考课程', width: 180, ellipsis: true },
  { key: 'apply_type', title: '报考类型', width: 90, valueType: 'status', statusMap: APPLY_TYPE },
  { key: 'fee', title: '报考费', width: 100, valueType: 'money' },
  ...reviewedColumns(180),
  { key: 'applied_at', title: '申请时间', width: 160, valueType: 'datetime' },
];

export const applicationFormFields: FormField[] = [
  { type: 'input', field: 'student_no', label: '学号', half: true, maxLength: 14, extra: '10 至 14 位数字' },
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage', half: true },
  { type: 'filter', field: 'course_id', label: '报考课程', kind: 'course', half: true },
  { type: 'radio', field: 'apply_type', label: '报考类型', options: APPLY_TYPE_OPTIONS, half: true },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
