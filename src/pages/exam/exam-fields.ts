/** Options and status maps shared by the exam screens. */
import type { StatusMap } from '@/kit';

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
