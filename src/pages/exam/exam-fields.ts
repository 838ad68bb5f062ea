/** Options and status maps shared by the exam screens. */
import type { StatusMap } from '@/kit';

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
