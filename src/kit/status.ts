/**
 * The statuses many screens share, declared once: a status column renders them
 * (valueType 'status'), a search or form select offers them (optionsOf). The review
 * statuses are in review/review-status.ts, with the reviewed screens' code.
 */
import type { StatusMap } from './cells';
import type { ListColumn } from './list/types';

/** 启用 / 停用 (status 1 / 0) of stations, courses, rooms, accounts, settings … */
export const ENABLED_STATUS: StatusMap = {
  1: { text: '启用', color: 'green' },
  0: { text: '停用', color: 'gray' },
};
export const ENABLED_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];

/** The 状态 column of a record that is enabled or disabled. */
export const enabledStatusColumn = <Row>(width = 90): ListColumn<Row> => ({
  key: 'status',
  title: '状态',
  width,
  valueType: 'status',
  statusMap: ENABLED_STATUS,
});
