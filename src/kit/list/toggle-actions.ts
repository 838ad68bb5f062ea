import type { Action } from '@/access/actions';
import type { RowAction } from './types';

/** One side of a paired toggle: the button that moves a row into that state. */
export interface ToggleSide {
  label: string;
  /** Asked before sending (Popconfirm); omit for a toggle that needs no confirmation. */
  confirm?: string;
}

export interface ToggleSpec<Row> {
  /** Key prefix of the two actions, e.g. 'lock' → lock-on / lock-off. */
  key: string;
  perm?: Action;
  /** Whether the row is in the "on" state (locked, enabled, leader …). */
  isOn: (row: Row) => boolean;
  /** Shown on rows that are off: turns them on (锁定, 启用 …). */
  on: ToggleSide;
  /** Shown on rows that are on: turns them off (解锁, 停用 …). */
  off: ToggleSide;
  /** Sends the new state; the list reloads after it. */
  send: (row: Row, on: boolean) => Promise<unknown>;
}

/**
 * A paired toggle (锁定 / 解锁, 停用 / 启用) as two row actions of which each row shows
 * exactly one: the one that changes its current state, with its own confirmation.
 */
export function toggleActions<Row>({ key, perm, isOn, on, off, send }: ToggleSpec<Row>): RowAction<Row>[] {
  return [
    {
      key: `${key}-on`,
      label: on.label,
      perm,
      confirm: on.confirm,
      hidden: (row) => isOn(row),
      onClick: (row) => send(row, true),
    },
    {
      key: `${key}-off`,
      label: off.label,
      perm,
      confirm: off.confirm,
      hidden: (row) => !isOn(row),
      onClick: (row) => send(row, false),
    },
  ];
}
