/**
 * A learning-record screen: the list with its search and export (for one student when a profile
 * opened it, ./student-filter), 关闭 back to the student list it was opened from, and a row action
 * that opens the record — its fields (DetailModal), or its fields and the rows under it, a
 * student's courses or a course's videos (DrillDownModal).
 */
import { useScreenRoute } from '@/access/access-context';
import {
  DetailModal,
  DrillDownModal,
  ListPage,
  useRecordModal,
  useScreenNavigation,
  type DetailItem,
  type DrillDownRows,
  type ListColumn,
  type ListPageProps,
} from '@/kit';
import type { StudentRow } from './learning-fields';
import { useStudentFilter, type StudentScoped } from './student-filter';

interface RecordView<Row> {
  /** The row action, 详情 unless said. */
  label?: string;
  title: string | ((row: Row) => string);
  items: DetailItem<Row>[];
}

interface RecordDrillDown<Row, Item> extends RecordView<Row> {
  title: (row: Row) => string;
  rows: DrillDownRows<Row, Item>;
  columns: ListColumn<Item>[];
  rowKey: keyof Item & string;
}

type RecordListProps<Row, Params, Item> = Pick<
  ListPageProps<Row, Params>,
  'list' | 'search' | 'columns' | 'exportFile' | 'exportName' | 'summary'
> & {
  /** `id` unless said. */
  rowKey?: keyof Row & string;
  detail?: RecordView<Row>;
  drillDown?: RecordDrillDown<Row, Item>;
};

/** 关闭 for a record screen reached from a student list: back to that list's search and page. */
function useBackToParent(): (() => void) | undefined {
  const parent = useScreenRoute()?.parent;
  const { backTo } = useScreenNavigation();
  return parent ? () => backTo(parent) : undefined;
}

export function RecordList<
  Row extends StudentRow,
  Params extends StudentScoped,
  Item extends object = object,
>({ rowKey = 'id' as keyof Row & string, detail, drillDown, ...screen }: RecordListProps<Row, Params, Item>) {
  // the list, export and status bar of one student when the address names one
  const list = { ...screen, ...useStudentFilter<Row, Params>(screen) };
  const modal = useRecordModal<Row>();
  const close = useBackToParent();
  const view = drillDown ?? detail;
  return (
    <>
      <ListPage<Row, Params>
        {...list}
        rowKey={rowKey}
        rowActions={view && [{ key: 'view', label: view.label ?? '详情', onClick: (row) => modal.open(row) }]}
        onClose={close}
      />
      {drillDown && (
        <DrillDownModal<Row, Item>
          modal={modal}
          title={drillDown.title}
          items={drillDown.items}
          rows={drillDown.rows}
          columns={drillDown.columns}
          rowKey={drillDown.rowKey}
        />
      )}
      {detail && <DetailModal<Row> modal={modal} title={detail.title} items={detail.items} />}
    </>
  );
}
