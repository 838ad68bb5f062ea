/**
 * The statuses many screens share, declared once: a status column renders them
 * (valueType 'status'), a search or form select offers them (optionsOf). The review
 * statuses are in review/review-status.ts, with the reviewed screens' code.
 */
import type { StatusMap } from './cells';
import type { ListColumn } from './list/types';

/** A yes / no flag as the server writes it (启用, 置顶, 锁定, 发布 …): 1 or 0. */
export type Flag = 0 | 1;
export const toFlag = (on: boolean): Flag => (on ? 1 : 0);
/** Whether a record with a 启用 / 停用 status (1 / 0) is enabled. */
export const isEnabled = (row: { status: number }) => row.status === 1;

/**
 * 停用 / 启用 of a record whose status is 1 / 0, as crudActions' `status` takes it: which rows are
 * enabled, and the call sending the new status (the list adds its own words and questions).
 */
export function enabledToggle<Row extends { status: number }>(
  setStatus: (row: Row, status: Flag) => Promise<unknown>,
): { isEnabled: (row: Row) => boolean; send: (row: Row, enabled: boolean) => Promise<unknown> } {
  return { isEnabled, send: (row, enabled) => setStatus(row, toFlag(enabled)) };
}

/** The options of a yes / no field (1 first), in the screen's own words: 已领取 / 未领取, 开放 / 关闭. */
export const yesNoOptions = (yes = '是', no = '否') => [
  { label: yes, value: 1 },
  { label: no, value: 0 },
];

/** 启用 / 停用 (status 1 / 0) of stations, courses, rooms, accounts, settings … */
export const ENABLED_STATUS: StatusMap = {
  1: { text: '启用', color: 'green' },
  0: { text: '停用', color: 'gray' },
};
export const ENABLED_OPTIONS = yesNoOptions('启用', '停用');

/** The 状态 column of a record that is enabled or disabled. */
export const enabledStatusColumn = <Row>(width = 90): ListColumn<Row> => ({
  key: 'status',
  title: '状态',
  width,
  valueType: 'status',
  statusMap: ENABLED_STATUS,
});
