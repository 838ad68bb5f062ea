/** Classes (班级): one screen per line pair; the station noun (函授站 / 学习中心) is data. */
import type { ClassCandidate, ClassGroup, ClassStudent } from '@/generated/model';
import { optionsOf, type FormField, type ListColumn, type SearchField, type StatusMap } from '@/kit';
import type { RouteLine } from '@/routes/types';

/** The routes of the class screens of a line. */
export const classRoutes = (suffix: RouteLine) => ({
  list: `class${suffix}`,
  form: `addGrade${suffix}`,
  students: `gradeStudentManagement${suffix}`,
  scores: `viewResultsClass${suffix}`,
  /** 班级执行计划: the adult line only. */
  carryPlan: CLASS_CARRY_PLAN_ROUTE[suffix],
});

const CLASS_CARRY_PLAN_ROUTE: Record<RouteLine, string | undefined> = {
  AE: 'classImplementPlanAE',
  ST: undefined,
};

export const CLASS_STATUS: StatusMap = {
  1: { text: '在读', color: 'green' },
  2: { text: '已结业', color: 'gray' },
};

export const STUDY_STATUS: StatusMap = {
  1: { text: '在读', color: 'green' },
  2: { text: '休学', color: 'orange' },
  3: { text: '退学', color: 'red' },
  4: { text: '已毕业', color: 'gray' },
};

export const classSearch = (noun: string): SearchField[] => [
  { type: 'input', field: 'name', label: '班级', placeholder: '班级名称或编号' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'level' },
  { type: 'filter', field: 'station_id', label: noun, kind: 'station' },
  { type: 'filter', field: 'head_teacher_id', label: '班主任', kind: 'head_teacher' },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(CLASS_STATUS) },
];

/** 46 / 60, red when the class is full. */
export const occupancy = (row: Pick<ClassGroup, 'student_count' | 'capacity'>) =>
  `${row.student_count} / ${row.capacity}`;

export const classColumns = (noun: string): ListColumn<ClassGroup>[] => [
  { key: 'code', title: '班级编号', width: 120 },
  { key: 'name', title: '班级名称', width: 220, ellipsis: true },
  { key: 'student_count', title: '学生数 / 上限', width: 120, align: 'right', render: occupancy },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'profession_name', title: '专业', width: 150, ellipsis: true },
  { key: 'level_name', title: '层次', width: 90 },
  { key: 'station_name', title: noun, width: 150, ellipsis: true },
  {
    key: 'head_teacher_name',
    title: '班主任',
    width: 90,
    render: (row) => row.head_teacher_name || '未指定',
  },
  {
    key: 'carry_plan_id',
    title: '执行计划',
    width: 100,
    render: (row) => (row.carry_plan_id ? '已生成' : '未生成'),
  },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: CLASS_STATUS },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, hiddenByDefault: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

export const classFormFields = (noun: string): FormField[] => [
  {
    type: 'input',
    field: 'code',
    label: '班级编号',
    half: true,
    maxLength: 20,
    extra: '字母、数字或短横线，如 BJ2026-0101',
  },
  { type: 'input', field: 'name', label: '班级名称', half: true, maxLength: 50 },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch', half: true },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession', half: true },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'level', half: true },
  { type: 'filter', field: 'station_id', label: noun, kind: 'station', half: true },
  {
    type: 'filter',
    field: 'head_teacher_id',
    label: '班主任',
    kind: 'head_teacher',
    half: true,
    extra: '可稍后指定',
  },
  {
    type: 'number',
    field: 'capacity',
    label: '人数上限',
    half: true,
    min: 1,
    max: 200,
    precision: 0,
    suffix: '人',
  },
  { type: 'radio', field: 'status', label: '状态', options: optionsOf(CLASS_STATUS) },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

export const classStudentColumns: ListColumn<ClassStudent>[] = [
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'name', title: '姓名', width: 100 },
  { key: 'sex', title: '性别', width: 70, valueType: 'dict', dict: 'Sex' },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'phone', title: '手机号', width: 130, valueType: 'phone' },
  { key: 'role', title: '班级职务', width: 100, render: (row) => row.role || '—' },
  { key: 'study_status', title: '学习状态', width: 90, valueType: 'status', statusMap: STUDY_STATUS },
  { key: 'joined_at', title: '入班时间', width: 170, valueType: 'datetime' },
];

export const candidateColumns = (noun: string): ListColumn<ClassCandidate>[] => [
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'name', title: '姓名', width: 90 },
  { key: 'sex', title: '性别', width: 70, valueType: 'dict', dict: 'Sex' },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'profession_name', title: '专业', width: 130, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'station_name', title: noun, width: 140, ellipsis: true },
  {
    key: 'class_name',
    title: '现在班级',
    width: 180,
    ellipsis: true,
    render: (row) => row.class_name || '未分班',
  },
];
