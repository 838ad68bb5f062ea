/**
 * A row that opens a modal with its own fields and a second, query-loaded table:
 * classes → students, plans → enrolled students, thesis plans → groups.
 * - `rows`: the parent's rows in one response (`result` is an array), paged in the browser;
 * - `list`: a paged list of the parent (`result: {total, list}`) through ListPage, with its
 *   own search, actions and export; its URL keys carry the prefix `dd_` and are cleared on close.
 */
import { Button, Modal } from '@arco-design/web-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { RequestOptions } from '@/api/http';
import { ListPage, type ListSource } from '../list/list-page';
import type { BatchAction, ListColumn, RowAction, SearchField, ToolbarAction } from '../list/types';
import { DetailTable } from './detail-table';
import { DetailView, type DetailItem } from './detail-view';
import '../styles';

const PREFIX = 'dd_';
const REQUEST: RequestOptions = { silent: true, loading: false };

/** The parent's rows in one response. */
export interface DrillDownRows<Parent, Row> {
  queryKey: (parent: Parent) => QueryKey;
  fetcher: (parent: Parent, options: RequestOptions, signal?: AbortSignal) => Promise<{ result: Row[] }>;
}

export interface DrillDownModalProps<Parent, Row, Params> {
  /** From useRecordModal(): the parent row shown and how to close. */
  modal: { visible: boolean; record?: Parent; close: () => void };
  title: (parent: Parent) => string;
  /** The parent's fields above the table. */
  items?: DetailItem<Parent>[];
  column?: number;
  width?: number;
  columns: ListColumn<Row>[];
  rowKey: keyof Row & string;
  rows?: DrillDownRows<Parent, Row>;
  list?: (parent: Parent) => ListSource<Row, Params>;
  /** For `list`: the second list's search, actions and export. */
  search?: SearchField[];
  toolbar?: (parent: Parent) => ToolbarAction[];
  rowActions?: (parent: Parent) => RowAction<Row>[];
  batchActions?: (parent: Parent) => BatchAction<Row>[];
  exportFile?: (parent: Parent, params: Params, options: RequestOptions) => Promise<Blob>;
  exportName?: (parent: Parent) => string;
}

function ParentRows<Parent, Row extends object>({
  parent,
  source,
  columns,
  rowKey,
}: {
  parent: Parent;
  source: DrillDownRows<Parent, Row>;
  columns: ListColumn<Row>[];
  rowKey: keyof Row & string;
}) {
  const query = useQuery({
    queryKey: source.queryKey(parent),
    queryFn: ({ signal }) => source.fetcher(parent, REQUEST, signal),
  });
  return (
    <DetailTable<Row>
      columns={columns}
      rowKey={rowKey}
      rows={query.data?.result}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

export function DrillDownModal<Parent extends object, Row extends object, Params = Record<string, unknown>>(
  props: DrillDownModalProps<Parent, Row, Params>,
) {
  const { modal, items, column = 3, width = 1100 } = props;
  const parent = modal.record;
  const [, setParams] = useSearchParams();
  const clearKeys = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [...next.keys()]) if (key.startsWith(PREFIX)) next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Modal
      title={parent ? props.title(parent) : ''}
      visible={modal.visible}
      onCancel={modal.close}
      afterClose={clearKeys}
      footer={<Button onClick={modal.close}>关闭</Button>}
      style={{ width, maxWidth: 'calc(100vw - 32px)' }}
      unmountOnExit
    >
      {parent && (
        <>
          {items && <DetailView items={items} data={parent} column={column} />}
          {props.rows && (
            <ParentRows parent={parent} source={props.rows} columns={props.columns} rowKey={props.rowKey} />
          )}
          {props.list && (
            <ListPage<Row, Params>
              list={props.list(parent)}
              columns={props.columns}
              rowKey={props.rowKey}
              search={props.search}
              toolbar={props.toolbar?.(parent)}
              rowActions={props.rowActions?.(parent)}
              batchActions={props.batchActions?.(parent)}
              exportFile={
                props.exportFile && ((params, options) => props.exportFile!(parent, params, options))
              }
              exportName={props.exportName?.(parent)}
              urlPrefix={PREFIX}
              remember={false}
              tableHeight={360}
            />
          )}
        </>
      )}
    </Modal>
  );
}
