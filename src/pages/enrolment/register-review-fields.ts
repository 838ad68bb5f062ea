/** 注册审核（自学考试）: 学生的学期注册申请与学费缴纳情况。 */
import type { RegisterReview } from '@/generated/model';
import { type ListColumn, optionsOf, reviewSearch, type SearchField, type StatusMap } from '@/kit';
import { reviewedColumns } from './enrolment-fields';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.ST.nouns.station;

export const FEE_STATUS: StatusMap = {
  1: { text: '已缴清', color: 'green' },
  0: { text: '未缴清', color: 'red' },
};

export const FEE_UNPAID = 0;

export const REGISTER_REASONS = ['学费未缴清，缴清后再注册', `学籍状态异常，请联系${station}`] as const;

export const registerSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '关键字', placeholder: '姓名、学号或身份证号' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'select', field: 'fee_status', label: '学费', options: optionsOf(FEE_STATUS) },
  reviewSearch(),
];

export const registerColumns: ListColumn<RegisterReview>[] = [
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'name', title: '姓名', width: 90 },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'center_name', title: station, width: 150, ellipsis: true },
  { key: 'profession_name', title: '专业', width: 180, ellipsis: true },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'term', title: '注册学期', width: 140 },
  { key: 'fee_status', title: '学费', width: 90, valueType: 'status', statusMap: FEE_STATUS },
  { key: 'submitted_at', title: '提交时间', width: 160, valueType: 'datetime' },
  ...reviewedColumns(),
];
