import type { TableColumnProps } from '@arco-design/web-react';
import { renderValue, type ValueType } from '../cells';
import type { ListColumn } from './types';
import '../styles';

/** Value types that are figures: right-aligned so digits line up, unless the column says otherwise. */
const FIGURES = new Set<ValueType | undefined>(['number', 'money', 'percent', 'duration']);

export const alignOf = <Row,>(column: ListColumn<Row>): TableColumnProps<Row>['align'] =>
  column.align ?? (FIGURES.has(column.valueType) ? 'right' : undefined);

/** A declared column as an Arco table column: the row field through its shared renderer. */
export function toTableColumn<Row>(column: ListColumn<Row>): TableColumnProps<Row> {
  const dataIndex = column.dataIndex ?? column.key;
  return {
    key: column.key,
    title: column.title,
    dataIndex,
    width: column.width,
    fixed: column.fixed,
    align: alignOf(column),
    ellipsis: column.ellipsis,
    render: (_: unknown, row: Row) =>
      column.render ? column.render(row) : renderValue((row as Record<string, unknown>)[dataIndex], column),
  };
}
