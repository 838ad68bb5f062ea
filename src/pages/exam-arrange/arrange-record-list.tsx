/** The list of a pool the line keeps (监考老师, 考场): its search, 新增 opening the record form, and an export. */
import {
  addAction,
  lineExport,
  type LineType,
  type ListColumn,
  ListPage,
  type RowAction,
  type SearchField,
  useLineList,
} from '@/kit';
import { useArrangeLine } from './arrange-lines';

export interface ArrangeRecordListProps<Row, Params extends { type: LineType }> {
  /** What a record is called: the add button reads 新增 + noun. */
  noun: string;
  /** Opens the add form of the page (without a record). */
  onAdd: () => void;
  /** The generated list and export calls; the line's `type` is added to each request. */
  queryKey: Parameters<typeof useLineList<Row, Params>>[0];
  fetcher: Parameters<typeof useLineList<Row, Params>>[1];
  exporter: Parameters<typeof lineExport<Params>>[1];
  exportName: string;
  search: SearchField[];
  columns: ListColumn<Row>[];
  rowActions: RowAction<Row>[];
}

export function ArrangeRecordList<Row extends { id: number }, Params extends { type: LineType }>(
  props: ArrangeRecordListProps<Row, Params>,
) {
  const line = useArrangeLine();
  const list = useLineList(props.queryKey, props.fetcher);
  return (
    <ListPage<Row>
      list={list}
      rowKey="id"
      search={props.search}
      columns={props.columns}
      toolbar={[addAction(`新增${props.noun}`, props.onAdd)]}
      rowActions={props.rowActions}
      exportFile={lineExport(line.type, props.exporter)}
      exportName={props.exportName}
    />
  );
}
