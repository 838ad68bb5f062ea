import type { TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { Action } from '@/access/actions';
import type { ValueFormat } from '../cells';
import type { DictionaryName, FilterKind } from '../fields/lookups';

/** A search-area field, declared as data. Values live in the URL query under `field`. */
export type SearchField =
  | { type: 'input'; field: string; label: string; placeholder?: string }
  | { type: 'select'; field: string; label: string; options: { label: string; value: string | number }[] }
  | { type: 'dict'; field: string; label: string; dict: DictionaryName }
  | { type: 'filter'; field: string; label: string; kind: FilterKind }
  | { type: 'date'; field: string; label: string }
  /** Two query keys, e.g. ['startDate', 'endDate']. */
  | { type: 'dateRange'; fields: [string, string]; label: string }
  | { type: 'cascader'; field: string; label: string; options: CascaderOption[] };

export interface CascaderOption {
  label: string;
  value: string | number;
  children?: CascaderOption[];
}

/** A table column, declared as data with a shared renderer (valueType) unless it renders itself. */
export interface ListColumn<Row> extends ValueFormat {
  key: string;
  title: string;
  /** Row field shown (defaults to key). */
  dataIndex?: keyof Row & string;
  width?: number;
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  /** Hidden until the user shows it in the column settings. */
  hiddenByDefault?: boolean;
  render?: (row: Row) => ReactNode;
  /**
   * Its value in a 合计 row: counts and money are summed by default; a rate or an average
   * gives its own (from the summed counts); false leaves the cell blank.
   */
  total?: false | ((rows: readonly Row[]) => number | null);
  /** Figures (number, money, percent, duration) are right-aligned without saying so. */
  align?: TableColumnProps['align'];
}

/** A button of the operation bar, shown only when the current screen allows `perm`. */
export interface ToolbarAction {
  key: string;
  label: string;
  perm?: Action;
  primary?: boolean;
  icon?: ReactNode;
  onClick: () => void;
}

/** A per-row action; destructive ones ask with `confirm` first. */
export interface RowAction<Row> {
  key: string;
  label: string;
  perm?: Action;
  danger?: boolean;
  /** Asked before onClick; a function to name the row, e.g. (row) => `确定删除「${row.name}」吗？`. */
  confirm?: string | ((row: Row) => string);
  hidden?: (row: Row) => boolean;
  /** Return the mutation's promise to have the list reload after it; return nothing for UI-only actions. */
  onClick: (row: Row) => unknown;
}

/** Which rows a batch action acts on. */
export interface BatchScope {
  /** Every row the current search finds (「选择全部 N 条结果」), not only the selected ones. */
  all: boolean;
  /** How many rows the action acts on. */
  count: number;
  /** The current search conditions (without page and limit), for an action on all results. */
  filters: Record<string, string | number | undefined>;
}

/** An action on the selected rows (status bar: 「已选 N 项」). */
export interface BatchAction<Row> {
  key: string;
  label: string;
  perm?: Action;
  danger?: boolean;
  /** Asked before onClick; a function to say how many rows, e.g. (count) => `确定为 ${count} 名学生报名吗？`. */
  confirm?: string | ((count: number) => string);
  /**
   * Offers 「选择全部 N 条结果」 once the whole page is selected; onClick then receives
   * scope.all = true and the search's filters, and acts on every result on the server.
   */
  allResults?: boolean;
  onClick: (rows: Row[], scope: BatchScope) => unknown;
}
