import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { renderValue, type ValueFormat } from '../cells';
import '../styles';

export interface DetailItem<Row> extends ValueFormat {
  key: keyof Row & string;
  title: string;
}

/**
 * A record's fields with the same renderers as the table cells. Without `data` (still loading) the
 * labels stand with blank values, so the screen below does not move when the record arrives.
 */
export function DetailView<Row extends object>({
  items,
  data,
  column = 2,
}: {
  items: DetailItem<Row>[];
  data: Row | undefined;
  column?: number;
}) {
  return (
    <Descriptions
      column={column}
      labelStyle={{ width: 120 }}
      data={items.map((item) => ({
        label: item.title,
        value: data ? renderValue((data as Record<string, unknown>)[item.key], item) : '\u00a0',
      }))}
    />
  );
}
