/** Status maps, nouns and searches of the graduation screens. */
import type { SearchField, StatusMap } from '@/kit';
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
