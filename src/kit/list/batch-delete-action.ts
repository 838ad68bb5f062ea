import type { BatchAction } from './types';

/**
 * The batch bar's 批量删除 (permission delete): asks `confirm(count)` first, then sends the chosen
 * rows; the list reloads after it.
 */
export const batchDeleteAction = <Row>(
  confirm: (count: number) => string,
  remove: (rows: Row[]) => Promise<unknown>,
): BatchAction<Row> => ({
  key: 'delete',
  label: '批量删除',
  perm: 'delete',
  danger: true,
  confirm,
  onClick: remove,
});
