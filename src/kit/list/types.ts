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
  confirm?: string;
  hidden?: (row: Row) => boolean;
  /** Return the mutation's promise to have the list reload after it; return nothing for UI-only actions. */
  onClick: (row: Row) => unknown;
}

/** An action on the selected rows (status bar: 「已选 N 项」). */
export interface BatchAction<Row> {
  key: string;
  label: string;
  perm?: Action;
  danger?: boolean;
  confirm?: string;
  onClick: (rows: Row[]) => unknown;
}
