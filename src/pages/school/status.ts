/** 启用 / 停用, shared by the college, faculty and unit screens. */
import type { StatusMap } from '@/kit';

export const STATUS_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];

export const STATUS_MAP: StatusMap = {
  1: { text: '启用', color: 'green' },
  0: { text: '停用', color: 'gray' },
};
