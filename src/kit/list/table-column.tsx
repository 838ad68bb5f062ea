import type { TableColumnProps } from '@arco-design/web-react';
import { renderValue } from '../cells';
import type { ListColumn } from './types';
import '../styles';

/** A declared column as an Arco table column: the row field through its shared renderer. */
export function toTableColumn<Row>(column: ListColumn<Row>): TableColumnProps<Row> {
  const dataIndex = column.dataIndex ?? column.key;
  return {
    key: column.key,
    title: column.title,
    dataIndex,
    width: column.width,
    fixed: column.fixed,
    align: column.align,
    ellipsis: column.ellipsis,
    render: (_: unknown, row: Row) =>
      column.render ? column.render(row) : renderValue((row as Record<string, unknown>)[dataIndex], column),
  };
}
