/**
 * The statuses many screens share, declared once: a status column renders them
 * (valueType 'status'), a search or form select offers them (optionsOf).
 */
import type { StatusMap } from './cells';
import { optionsOf } from './options';

/** 启用 / 停用 (status 1 / 0) of stations, courses, rooms, accounts, settings … */
export const ENABLED_STATUS: StatusMap = {
  1: { text: '启用', color: 'green' },
  0: { text: '停用', color: 'gray' },
};
export const ENABLED_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];

/** A review's state as the server sends it: 0 待审核, 1 已通过, 2 已驳回. */
export const REVIEW_STATUS: StatusMap = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};
export const REVIEW_OPTIONS = optionsOf(REVIEW_STATUS);
/** The review state that still waits for a decision. */
export const PENDING_REVIEW = 0;
