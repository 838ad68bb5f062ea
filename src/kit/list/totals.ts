import { sumYuan } from '../fen';
import type { ListColumn } from './types';

const figure = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * The 合计 row of a table: each count (valueType number) summed, each amount (money) summed
 * to the fen, and any column with its own `total` (a rate from the summed counts, say) computed
 * by it. Columns with `total: false`, and other value types, stay blank.
 */
export function columnTotals<Row>(columns: readonly ListColumn<Row>[], rows: readonly Row[]) {
  const totals: Partial<Record<string, number>> = {};
  for (const column of columns) {
    if (column.total === false) continue;
    const values = () =>
      rows.map((row) => figure((row as Record<string, unknown>)[column.dataIndex ?? column.key]));
    if (typeof column.total === 'function') {
      const value = column.total(rows);
      if (value !== null) totals[column.key] = value;
    } else if (column.valueType === 'number')
      totals[column.key] = values().reduce((sum, value) => sum + value, 0);
    else if (column.valueType === 'money') totals[column.key] = sumYuan(values());
  }
  return totals;
}
