/**
 * The one way to write a list screen (spec §1, §9): search area, operation bar,
 * status bar, table and pagination, from data. Search and page are remembered and in the URL;
 * columns are configurable per screen; every action is gated by permission.
 */
import { Button, Dropdown, Menu, Message, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDown, IconDownload } from '@arco-design/web-react/icon';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePermission, useScreenRoute } from '@/access/access-context';
import { isApiError } from '@/api/errors';
import type { RequestOptions } from '@/api/http';
import { confirm } from '@/ui/confirm';
import { useSingleFlight } from '@/ui/use-single-flight';
import { PAGINATION_REPAIRS, useAriaRepair } from '@/ui/aria-repair';
import { saveFile } from '../download';
import { LoadFailed } from '../load-failed';
import { ColumnSettings, useColumnState } from './column-settings';
import { actionsWidth, fitWidths, foldActions, useInnerWidth } from './column-widths';
import { ConfirmPopup } from './confirm-popup';
import { useKeyboardScroll } from './keyboard-scroll';
import { SearchForm } from './search-form';
import { toTableColumn } from './table-column';
import type { BatchAction, BatchScope, ListColumn, RowAction, SearchField, ToolbarAction } from './types';
import { PAGE_SIZES, useListState, type SearchValues } from './use-list-state';
import { useTableHeight } from './use-table-height';
import styles from './list-page.module.css';
import '../styles';

export interface ListEnvelope<Row> {
  result: { total: number; list: Row[] };
}

export type ListParams = SearchValues & { page: number; limit: number };

/** The generated list call of a screen: its query key and fetcher. */
export interface ListSource<Row, Params> {
  queryKey: (params: Params) => QueryKey;
  fetcher: (params: Params, options?: RequestOptions, signal?: AbortSignal) => Promise<ListEnvelope<Row>>;
}

export interface ListPageProps<Row, Params> {
  list: ListSource<Row, Params>;
  columns: ListColumn<Row>[];
  rowKey: keyof Row & string;
  search?: SearchField[];
  toolbar?: ToolbarAction[];
  rowActions?: RowAction<Row>[];
  batchActions?: BatchAction<Row>[];
  /** A useReview() of the rows: its 通过 / 驳回 join the row and batch actions, its dialog comes along. */
  review?: { rowActions: RowAction<Row>[]; batchActions: BatchAction<Row>[]; modal: ReactNode };
  /** Export of everything the current search finds; shown as 导出 (permission 'export'). */
  exportFile?: (params: Params, options: RequestOptions) => Promise<Blob>;
  /** File name when the server sends none, e.g. 函授站列表.xlsx. */
  exportName?: string;
  /** Extra figures for the status bar. */
  summary?: (envelope: ListEnvelope<Row>) => ReactNode;
  /** Shows a 关闭 button beside the pagination (detail lists). */
  onClose?: () => void;
  /** A second list on the same screen: prefix of its URL keys and its column settings, e.g. 'rc_'. */
  urlPrefix?: string;
  /** Its search and page are remembered for the way back (default); false starts afresh each time (a drill-down). */
  remember?: boolean;
  /** Height of the table body in pixels (default: what the window leaves, spec §9), e.g. in a modal. */
  tableHeight?: number;
}

const NO_SEARCH: SearchField[] = [];

/** Value types never narrowed to fit (besides figures): a date split over two lines is misread. */
const KEPT_WHOLE = new Set(['date', 'datetime']);

export function ListPage<Row extends object, Params = ListParams>(props: ListPageProps<Row, Params>) {
  const { list, columns, rowKey, search = NO_SEARCH, toolbar = [], review } = props;
  const rowActions = review ? [...(props.rowActions ?? []), ...review.rowActions] : (props.rowActions ?? []);
  const batchActions = review
    ? [...(props.batchActions ?? []), ...review.batchActions]
    : (props.batchActions ?? []);
  const { can } = usePermission();
  const screen = useScreenRoute()?.name ?? 'screen';
  const state = useListState(search, { prefix: props.urlPrefix, remember: props.remember });
  const params = useMemo(
    () => ({ ...state.search, page: state.page, limit: state.limit }) as Params,
    [state.search, state.page, state.limit],
  );
  const query = useQuery({
    queryKey: list.queryKey(params),
    queryFn: ({ signal }) => list.fetcher(params, { silent: true, loading: false }, signal),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<Row[]>([]);
  const { page: _page, limit: _limit, ...filters } = params as ListParams;
  const filtersKey = JSON.stringify(filters);
  // 「选择全部 N 条结果」: every row the current search finds (reset by a new search)
  const [allResultsOf, setAllResultsOf] = useState<string>();
  const allResults = allResultsOf === filtersKey;
  const select = (rows: Row[]) => {
    setSelected(rows);
    setAllResultsOf(undefined);
  };
  // one submission at a time per kind: an export is never dropped because a row action is refreshing
  const onceRow = useSingleFlight();
  const onceExport = useSingleFlight();
  const windowTableHeight = useTableHeight();
  const tableHeight = props.tableHeight ?? windowTableHeight;
  const panel = useKeyboardScroll<HTMLDivElement>();
  useAriaRepair(panel, PAGINATION_REPAIRS);
  // Arco's select-all checkbox takes no props
  useEffect(() =>
    panel.current?.querySelector('thead input[type=checkbox]')?.setAttribute('aria-label', '选择本页'),
  );
  const firstField = (columns[0]?.dataIndex ?? columns[0]?.key) as keyof Row;
  const columnKeys = columns.map((column) => column.key);
  const columnState = useColumnState(
    props.urlPrefix ? `${screen}:${props.urlPrefix}` : screen,
    columnKeys,
    columns.filter((column) => column.hiddenByDefault).map((column) => column.key),
  );

  /** A row action that returns a promise changed data: wait for it, then reload the page of rows. */
  const runRowAction = (action: RowAction<Row>, row: Row) =>
    onceRow(async () => {
      const result = action.onClick(row);
      if (!(result instanceof Promise)) return; // e.g. opened a drawer
      await result;
      await query.refetch();
    }).catch(() => undefined); // the API layer has shown the error

  const total = query.data?.result.total ?? 0;
  const scope: BatchScope = { all: allResults, count: allResults ? total : selected.length, filters };
  const runBatch = (action: BatchAction<Row>) =>
    onceRow(async () => {
      await action.onClick(selected, scope);
      select([]);
      await query.refetch();
    }).catch(() => undefined);

  const runExport = () =>
    onceExport(async () => {
      // One message from start to end: progress, then the file's name or why it failed.
      const id = 'list-export';
      const progress = (content: string) => Message.loading({ id, content, duration: 0 });
      let closeProgress = progress('正在导出…');
      try {
        const file = await props.exportFile!(filters as Params, {
          loading: false,
          silent: true,
          onDownloadProgress: (loaded, total) => {
            closeProgress = progress(
              total
                ? `正在导出… ${Math.round((loaded / total) * 100)}%`
                : `正在导出… ${Math.round(loaded / 1024)} KB`,
            );
          },
        });
        const name = saveFile(file, props.exportName ?? '导出数据.xlsx');
        Message.success({ id, content: `已导出「${name}」` });
      } catch (error) {
        // a 401 has its own message and leads to login; a cancelled export says nothing
        if (!isApiError(error) || error.kind === 'unauthorized' || error.kind === 'canceled') closeProgress();
        else {
          const reason = error.message.startsWith('导出') ? error.message : `导出失败：${error.message}`;
          Message.error({ id, content: reason, duration: 4000 });
        }
      }
    });

  const tableBox = useRef<HTMLDivElement>(null);
  // the table's own width, less a vertical scrollbar's
  const room = Math.max(0, useInnerWidth(tableBox) - 17);
  const selectable = batchActions.some((action) => !action.perm || can(action.perm));

  const table = useMemo(() => {
    const byKey = new Map(columns.map((column) => [column.key, column]));
    const shown: TableColumnProps<Row>[] = columnState.state.order
      .filter((key) => !columnState.state.hidden.includes(key))
      .flatMap((key) => {
        const column = byKey.get(key);
        return column ? [toTableColumn(column)] : [];
      });
    const allowed = rowActions.filter((action) => !action.perm || can(action.perm));
    const rows = query.data?.result.list ?? [];
    const shownFor = (row: Row) => allowed.filter((action) => !action.hidden?.(row));
    // as wide as the widest set of buttons a row shows (停用 / 启用 pairs never show together);
    // before the rows are there, as wide as all of them
    const data = shown.map((column) => ({
      width: Number(column.width) || 120,
      ellipsis: !!column.ellipsis,
      // a figure, or a date: both read wrong broken over two lines (2026-04 / -11)
      figure: column.align === 'right' || KEPT_WHOLE.has(byKey.get(String(column.key))?.valueType ?? ''),
    }));
    const fixedLeft = selectable ? 40 : 0;
    // as wide as the widest set of buttons a row shows (停用 / 启用 pairs never show together),
    // before the rows are there as wide as all of them; more than three fold into 更多 when the
    // table would not fit as declared
    const actionsFor = (fold: boolean) =>
      allowed.length
        ? Math.max(
            80,
            ...(rows.length ? rows.map(shownFor) : [allowed]).map((actions) =>
              actionsWidth(
                actions.map((action) => action.label),
                fold,
              ),
            ),
          )
        : 0;
    const fold =
      !!room && data.reduce((sum, column) => sum + column.width, fixedLeft + actionsFor(false)) > room;
    const actionsColumn = actionsFor(fold);
    // the data columns fitted beside the fixed parts: nothing under the 操作 column when they can fit
    const { widths, compact } = fitWidths(data, actionsColumn + fixedLeft, room);
    const fitted = shown.map((column, index) => ({ ...column, width: widths[index] }));
    const button = (action: RowAction<Row>) => (
      <Button key={action.key} type="text" size="mini" status={action.danger ? 'danger' : undefined}>
        {action.label}
      </Button>
    );
    if (allowed.length) {
      fitted.push({
        key: '__actions',
        title: '操作',
        fixed: 'right',
        width: actionsColumn,
        render: (_: unknown, row: Row) => {
          const { shown: buttons, more } = foldActions(shownFor(row), fold);
          return (
            <Space size={4}>
              {buttons.map((action) =>
                action.confirm ? (
                  <ConfirmPopup
                    key={action.key}
                    title={typeof action.confirm === 'function' ? action.confirm(row) : action.confirm}
                    onOk={() => runRowAction(action, row)}
                  >
                    {button(action)}
                  </ConfirmPopup>
                ) : (
                  <span key={action.key} onClick={() => void runRowAction(action, row)}>
                    {button(action)}
                  </span>
                ),
              )}
              {more.length > 0 && (
                <Dropdown
                  trigger="click"
                  position="br"
                  droplist={
                    <Menu
                      onClickMenuItem={(key) => {
                        const action = more.find((candidate) => candidate.key === key);
                        if (!action) return;
                        if (!action.confirm) return void runRowAction(action, row);
                        void confirm({
                          title: action.label,
                          content:
                            typeof action.confirm === 'function' ? action.confirm(row) : action.confirm,
                          onOk: () => runRowAction(action, row),
                        });
                      }}
                    >
                      {more.map((action) => (
                        <Menu.Item key={action.key}>{action.label}</Menu.Item>
                      ))}
                    </Menu>
                  }
                >
                  <Button
                    type="text"
                    size="mini"
                    aria-label={`更多操作：${more.map((action) => action.label).join('、')}`}
                  >
                    更多 <IconDown />
                  </Button>
                </Dropdown>
              )}
            </Space>
          );
        },
      });
    }
    return { columns: fitted, compact };
    // runRowAction only closes over stable values and the current query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, columnState.state, rowActions, can, query.data, room, selectable]);

  const allowedToolbar = toolbar.filter((action) => !action.perm || can(action.perm));
  // acting on all results, only the actions that can do so are offered
  const allowedBatch = batchActions.filter(
    (action) => (!action.perm || can(action.perm)) && (!allResults || action.allResults),
  );
  const pageRows = query.data?.result.list ?? [];
  const offerAllResults =
    !allResults &&
    allowedBatch.some((action) => action.allResults) &&
    pageRows.length > 0 &&
    selected.length >= pageRows.length &&
    total > selected.length;
  const envelope = query.data;

  return (
    <div className={styles.page}>
      {search.length > 0 && (
        <SearchForm
          fields={search}
          urlPrefix={props.urlPrefix}
          values={state.search}
          onSearch={state.applySearch}
          onReset={state.resetSearch}
        />
      )}
      <div className={styles.panel} ref={panel}>
        <div className={styles.toolbar} role="toolbar" aria-label="操作栏">
          <Space wrap>
            {allowedToolbar.map((action) => (
              <Button
                key={action.key}
                type={action.primary ? 'primary' : 'secondary'}
                icon={action.icon}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))}
            {props.exportFile && can('export') && (
              <Button icon={<IconDownload />} onClick={() => void runExport()}>
                导出
              </Button>
            )}
          </Space>
          <ColumnSettings
            titles={Object.fromEntries(columns.map((column) => [column.key, column.title]))}
            state={columnState.state}
            onChange={columnState.save}
            onReset={columnState.reset}
          />
        </div>
        <div className={styles.statusBar} role="status" aria-busy={query.isFetching}>
          <span>{envelope ? `共 ${envelope.result.total} 条` : query.isFetching ? '加载中…' : ''}</span>
          {envelope && props.summary?.(envelope)}
          {selected.length > 0 && (
            <Space>
              <span>{allResults ? `已选全部 ${total} 条结果` : `已选 ${selected.length} 项`}</span>
              {offerAllResults && (
                <Button size="mini" type="text" onClick={() => setAllResultsOf(filtersKey)}>
                  选择全部 {total} 条结果
                </Button>
              )}
              {allowedBatch.map((action) =>
                action.confirm ? (
                  <ConfirmPopup
                    key={action.key}
                    title={
                      typeof action.confirm === 'function' ? action.confirm(scope.count) : action.confirm
                    }
                    onOk={() => runBatch(action)}
                  >
                    <Button size="mini" status={action.danger ? 'danger' : undefined}>
                      {action.label}
                    </Button>
                  </ConfirmPopup>
                ) : (
                  <Button key={action.key} size="mini" onClick={() => void runBatch(action)}>
                    {action.label}
                  </Button>
                ),
              )}
              <Button size="mini" type="text" onClick={() => select([])}>
                清空选择
              </Button>
            </Space>
          )}
        </div>
        {query.isError && (
          <LoadFailed what="列表" error={query.error} onRetry={query.refetch} className={styles.error} />
        )}
        <div ref={tableBox}>
          <Table<Row>
            rowKey={rowKey}
            className={table.compact ? styles.compact : undefined}
            columns={table.columns}
            data={envelope?.result.list ?? []}
            loading={query.isFetching}
            // fixed layout from the fitted widths, so ellipsis truncates and headers stay aligned
            tableLayoutFixed
            scroll={{
              x: table.columns.reduce((sum, column) => sum + Number(column.width), selectable ? 40 : 0),
              y: tableHeight,
            }}
            style={{ minHeight: tableHeight + 40 }}
            border={false}
            // 暂无数据 only for a list that came back empty: never while loading (a retried 502) or after a failure
            noDataElement={envelope ? undefined : <span />}
            rowSelection={
              allowedBatch.length
                ? {
                    type: 'checkbox',
                    selectedRowKeys: selected.map((row) => row[rowKey] as string | number),
                    onChange: (_, rows) => select(rows),
                    // named for screen readers (WCAG 4.1.2): 选择此行 and the row's first column; the header's 选择本页 is set above
                    checkboxProps: (row) => ({
                      children: (
                        <span className="visually-hidden">{`选择此行 ${String(row[firstField] ?? '')}`}</span>
                      ),
                    }),
                  }
                : undefined
            }
            pagination={{
              total: envelope?.result.total ?? 0,
              current: state.page,
              pageSize: state.limit,
              sizeCanChange: true,
              sizeOptions: PAGE_SIZES,
              // 共 N 条 from an answer only, never 共 0 条 while loading or after a failure
              showTotal: envelope ? true : () => null,
              showJumper: true,
              onChange: state.changePage,
            }}
            renderPagination={(pagination) => (
              <div className={styles.pagination}>
                {props.onClose && <Button onClick={props.onClose}>关闭</Button>}
                {pagination}
              </div>
            )}
          />
        </div>
      </div>
      {review?.modal}
    </div>
  );
}
