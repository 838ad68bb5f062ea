import { Table } from '@arco-design/web-react';
import { renderValue } from '../cells';
import type { ListColumn } from '../list/types';
import { useKeyboardScroll } from '../list/keyboard-scroll';
import { alignOf, toTableColumn } from '../list/table-column';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../list/use-list-state';
import '../styles';
import { LoadFailed } from '../load-failed';

export interface DetailTableProps<Row> {
  columns: ListColumn<Row>[];
  rowKey: keyof Row & string;
  /** All rows of the record (not paged by the server); undefined while loading. */
  rows: Row[] | undefined;
  loading?: boolean;
  /** A failed load: shown with its message and a retry. */
  error?: Error | null;
  onRetry?: () => void;
  /** A 合计 row under the rows: the value of each column key that has one. */
  totals?: Partial<Record<string, string | number>>;
}

/**
 * The rows that belong to one record (a student's courses, a course's videos) in a
 * drill-down: the same column declarations and renderers as a list screen, read-only,
 * paged in the browser once there are more rows than one page.
 */
export function DetailTable<Row extends object>({
  columns,
  rowKey,
  rows,
  loading,
  error,
  onRetry,
  totals,
}: DetailTableProps<Row>) {
  const shownColumns = columns.filter((column) => !column.hiddenByDefault);
  const tableColumns = shownColumns.map(toTableColumn);
  const scroll = useKeyboardScroll<HTMLDivElement>();
  return (
    <>
      {error && <LoadFailed what="" error={error} onRetry={onRetry} style={{ marginBottom: 8 }} />}
      <div ref={scroll}>
        <Table<Row>
          rowKey={rowKey}
          columns={tableColumns}
          data={rows ?? []}
          loading={loading}
          tableLayoutFixed
          scroll={{ x: tableColumns.reduce((sum, column) => sum + (Number(column.width) || 120), 0) }}
          border={false}
          // no answer yet, or a failed one: not 暂无数据
          noDataElement={error || rows === undefined ? <span /> : undefined}
          summary={
            totals && rows?.length
              ? () => (
                  <Table.Summary.Row>
                    {shownColumns.map((column, index) => (
                      <Table.Summary.Cell key={column.key} style={{ textAlign: alignOf(column) }}>
                        {index === 0
                          ? '合计'
                          : column.key in totals
                            ? renderValue(totals[column.key], column)
                            : ''}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                )
              : undefined
          }
          pagination={
            (rows?.length ?? 0) > DEFAULT_PAGE_SIZE && {
              defaultPageSize: DEFAULT_PAGE_SIZE,
              sizeCanChange: true,
              sizeOptions: PAGE_SIZES,
              showTotal: true,
            }
          }
        />
      </div>
    </>
  );
}
