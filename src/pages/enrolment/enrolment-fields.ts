/** Declarations shared by the enrolment screens: the admission filters and states. */
import { type ListColumn, optionsOf, reviewStatusColumn, type SearchField, type StatusMap } from '@/kit';

/** 院校 · 专业 · 层次 · 批次 · 招生年份, as on every admission-based list. */
export const ADMISSION_FILTERS: SearchField[] = [
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'ss_level' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'year', label: '招生年份', kind: 'year' },
];

export const ADMISSION_STATUS: StatusMap = {
  1: { text: '已录取', color: 'arcoblue' },
  2: { text: '已报到', color: 'green' },
  3: { text: '放弃入学', color: 'gray' },
};

export const ADMISSION_STATUS_OPTIONS = optionsOf(ADMISSION_STATUS);

export const KEYWORD: SearchField = {
  type: 'input',
  field: 'keyword',
  label: '关键字',
  placeholder: '姓名、考生号或身份证号',
};

/** 审核状态 and 驳回原因 of a reviewed enrolment record (the reason is kept as `reason`). */
export const reviewedColumns = <Row>(reasonWidth = 200): ListColumn<Row>[] => [
  reviewStatusColumn(),
  { key: 'reason', title: '驳回原因', width: reasonWidth, ellipsis: true },
];
