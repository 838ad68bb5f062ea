/** Status maps, nouns and shared columns of the graduation screens. */
import type { ListColumn, SearchField, StatusMap } from '@/kit';
import { useLine } from '@/lines/page-type';

export const REVIEW_STATUS: StatusMap = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};
export const REVIEW_OPTIONS = [
  { label: '待审核', value: 0 },
  { label: '已通过', value: 1 },
  { label: '已驳回', value: 2 },
];
export const YES_NO_OPTIONS = (yes: string, no: string) => [
  { label: yes, value: 1 },
  { label: no, value: 0 },
];
export const REGISTERED: StatusMap = {
  0: { text: '未登记', color: 'gray' },
  1: { text: '已登记', color: 'green' },
};
export const LEVEL: StatusMap = {
  5: { text: '本科', color: 'arcoblue' },
  6: { text: '专科', color: 'cyan' },
};
export const CONCLUSION: StatusMap = {
  1: { text: '毕业', color: 'green' },
  2: { text: '结业', color: 'orange' },
};

export interface GraduationLine {
  /** Where students study: 函授站 / 学习中心. */
  stationNoun: string;
}

export const GRADUATION_LINES: Record<'AE' | 'ST', GraduationLine> = {
  AE: { stationNoun: '函授站' },
  ST: { stationNoun: '学习中心' },
};

export function useGraduationLine(): GraduationLine {
  return GRADUATION_LINES[useLine().suffix];
}

export const STUDENT_SEARCH: SearchField = {
  type: 'input',
  field: 'keyword',
  label: '学生',
  placeholder: '姓名、学号或身份证号',
};
export const PROFESSION_SEARCH: SearchField = {
  type: 'filter',
  field: 'profession_id',
  label: '专业',
  kind: 'profession',
};

interface StudentRow {
  student_name: string;
  student_no: string;
  id_card: string;
  station_name: string;
  profession_name: string;
}

/** 姓名、学号、站点、专业 (+ 身份证号, masked, hidden by default). */
export function studentColumns<Row extends StudentRow>(stationNoun: string): ListColumn<Row>[] {
  return [
    { key: 'student_name', title: '姓名', width: 90, fixed: 'left' },
    { key: 'student_no', title: '学号', width: 140 },
    { key: 'station_name', title: stationNoun, width: 150, ellipsis: true },
    { key: 'profession_name', title: '专业', width: 150, ellipsis: true },
    { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard', hiddenByDefault: true },
  ];
}
