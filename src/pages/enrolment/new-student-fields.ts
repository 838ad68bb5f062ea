/** 新生审核（自学考试）: 新生提交的身份与原学历信息。 */
import type { NewStudentReview } from '@/generated/model';
import { type ListColumn, reviewSearch, type SearchField } from '@/kit';
import { reviewedColumns } from './enrolment-fields';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.ST.nouns.station;

export const NEW_STUDENT_REASONS = [
  '身份证照片模糊，请重新上传',
  '原学历不符合报读层次要求',
  '姓名与身份证不一致',
] as const;

export const newStudentSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '关键字', placeholder: '姓名或身份证号' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'open_profession' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  reviewSearch(),
];

export const newStudentColumns: ListColumn<NewStudentReview>[] = [
  { key: 'name', title: '姓名', width: 90 },
  { key: 'sex', title: '性别', width: 70, valueType: 'dict', dict: 'Sex' },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'phone', title: '手机号', width: 130, valueType: 'phone' },
  { key: 'center_name', title: station, width: 150, ellipsis: true },
  { key: 'profession_name', title: '报读专业', width: 180, ellipsis: true },
  { key: 'level_name', title: '层次', width: 70 },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'prior_education', title: '原学历', width: 80 },
  { key: 'submitted_at', title: '提交时间', width: 160, valueType: 'datetime' },
  ...reviewedColumns(),
];
