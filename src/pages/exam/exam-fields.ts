/** Columns, options and status maps shared by the exam screens. */
import type { ListColumn, StatusMap } from '@/kit';

export const REVIEW_OPTIONS = [
  { label: '待审核', value: 0 },
  { label: '已通过', value: 1 },
  { label: '已驳回', value: 2 },
];
export const REVIEW_STATUS: StatusMap = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};
export const ENABLED_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];
export const ENABLED_STATUS: StatusMap = {
  1: { text: '启用', color: 'green' },
  0: { text: '停用', color: 'gray' },
};
export const MODE_OPTIONS = [
  { label: '线上', value: 1 },
  { label: '线下', value: 2 },
];
export const MODE_STATUS: StatusMap = {
  1: { text: '线上', color: 'arcoblue' },
  2: { text: '线下', color: 'purple' },
};
export const PAY_OPTIONS = [
  { label: '未缴费', value: 0 },
  { label: '已缴费', value: 1 },
  { label: '免缴', value: 2 },
];
export const PAY_STATUS: StatusMap = {
  0: { text: '未缴费', color: 'red' },
  1: { text: '已缴费', color: 'green' },
  2: { text: '免缴', color: 'gray' },
};

interface StudentRow {
  student_name: string;
  student_no: string;
  id_card: string;
  station_name: string;
  profession_name: string;
}
interface CourseRow {
  course_code: string;
  course_name: string;
}

/** 姓名 · 学号 · 身份证号（脱敏）· 函授站/学习中心 · 专业 */
export function studentColumns<Row extends StudentRow>(stationNoun: string): ListColumn<Row>[] {
  return [
    { key: 'student_name', title: '姓名', width: 90 },
    { key: 'student_no', title: '学号', width: 140 },
    { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard' },
    { key: 'station_name', title: stationNoun, width: 150, ellipsis: true },
    { key: 'profession_name', title: '专业', width: 140, ellipsis: true },
  ];
}

/** 课程（代码） */
export function courseColumn<Row extends CourseRow>(title = '课程'): ListColumn<Row> {
  return {
    key: 'course_name',
    title,
    width: 200,
    ellipsis: true,
    render: (row) => `${row.course_name}（${row.course_code}）`,
  };
}

/** The search for a student and a course, as most exam lists have it. */
export const STUDENT_SEARCH = {
  type: 'input',
  field: 'keyword',
  label: '学生',
  placeholder: '姓名、学号或身份证号',
} as const;
export const COURSE_SEARCH = { type: 'filter', field: 'course_id', label: '课程', kind: 'course' } as const;
