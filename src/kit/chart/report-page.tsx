/**
 * The one way to write an analysis screen: the list's search area (filters in the URL),
 * a row of figures, then panels — each a chart over the rows with a table of the same
 * numbers under it, 导出图片 and 导出表格. Loading, empty and failed states; ECharts
 * loads with the first chart (never with the screen's own chunk).
 */
import { Button, Empty, Space, Spin } from '@arco-design/web-react';
import { IconDownload, IconImage } from '@arco-design/web-react/icon';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { usePermission } from '@/access/access-context';
import type { RequestOptions } from '@/api/http';
import { renderValue } from '../cells';
import { formatNumber } from '../numbers';
import { DetailTable } from '../detail/detail-table';
import { saveFile } from '../download';
import { LoadFailed } from '../load-failed';
import { SearchForm } from '../list/search-form';
import { columnTotals } from '../list/totals';
import type { ListColumn, SearchField } from '../list/types';
import { useListState } from '../list/use-list-state';
import type { ChartOption } from './chart';
import styles from './report-page.module.css';
import '../styles';

const Chart = lazy(() => import('./chart').then((module) => ({ default: module.Chart })));

export interface ReportEnvelope<Row> {
  result: { updated_at: string; rows: Row[] };
}

export interface ReportSource<Row, Params> {
  queryKey: (params: Params) => QueryKey;
  fetcher: (params: Params, options?: RequestOptions, signal?: AbortSignal) => Promise<ReportEnvelope<Row>>;
  /** The fetcher reads queries that retry by themselves: the page does not retry it again. */
  retriesItself?: boolean;
}

/** A figure above the panels: 在读学生 12,345 人. */
export interface ReportFigure {
  label: string;
  value: number | null;
  /** 人, 门, 元 …; '%' for rates. */
  unit?: string;
  /** money: two decimals and ¥. */
  money?: boolean;
  hint?: string;
}

export interface ReportPanel<Row> {
  title: string;
  chart: (rows: Row[]) => ChartOption;
  /** The table under the chart: the same numbers. */
  columns: ListColumn<Row>[];
  rowKey: keyof Row & string;
  /** The 合计 row: by default each column's total (see `ListColumn.total`); false for none. */
  totals?: false | ((rows: Row[]) => Partial<Record<string, number>>);
  height?: number;
}

export interface ReportPageProps<Row, Params, Shown = Row> {
  source: ReportSource<Row, Params>;
  search: SearchField[];
  /** The rows as shown: with the rates and totals computed from the server's counts. */
  prepare?: (rows: Row[]) => Shown[];
  figures: (rows: Shown[]) => ReportFigure[];
  panels: ReportPanel<Shown>[];
  /** File names: 学习情况分析 → 学习情况分析-各专业学习进度.xlsx / .png. */
  name: string;
}

function formatFigure(figure: ReportFigure): string {
  if (figure.value === null || Number.isNaN(figure.value)) return '—';
  if (figure.money) return String(renderValue(figure.value, { valueType: 'money' }));
  const digits = figure.unit === '%' || !Number.isInteger(figure.value) ? 1 : 0;
  return formatNumber(figure.value, { minFraction: digits, maxFraction: digits });
}

/** A column's value as the table shows it, for the exported sheet. */
function cellText<Row>(row: Row, column: ListColumn<Row>): string {
  const value = (row as Record<string, unknown>)[column.dataIndex ?? column.key];
  if (value === null || value === undefined) return '';
  return typeof value === 'number' || typeof value === 'string' ? String(value) : JSON.stringify(value);
}

function Panel<Row extends object>({
  panel,
  rows,
  name,
}: {
  panel: ReportPanel<Row>;
  rows: Row[];
  name: string;
}) {
  const image = useRef<(() => Promise<Blob | undefined>) | null>(null);
  const option = useMemo(() => panel.chart(rows), [panel, rows]);
  const totals = useMemo(() => {
    if (panel.totals === false) return undefined;
    const row = panel.totals ? panel.totals(rows) : columnTotals(panel.columns, rows);
    return Object.keys(row).length ? row : undefined;
  }, [panel, rows]);
  const fileName = `${name}-${panel.title}`;
  const { can } = usePermission();

  const exportImage = async () => {
    const png = await image.current?.();
    if (png) saveFile(png, `${fileName}.png`);
  };
  const exportTable = async () => {
    const { writeSheet } = await import('../import/write-sheet');
    const columns = panel.columns.filter((column) => !column.hiddenByDefault);
    const body = rows.map((row) => columns.map((column) => cellText(row, column)));
    if (totals)
      body.push(columns.map((column, index) => (index === 0 ? '合计' : String(totals[column.key] ?? ''))));
    saveFile(
      await writeSheet(
        columns.map((column) => column.title),
        body,
        panel.title.slice(0, 31),
      ),
      `${fileName}.xlsx`,
    );
  };

  return (
    <section className={styles.panel} aria-label={panel.title}>
      <header className={styles.panelHead}>
        <h3>{panel.title}</h3>
        {/* the screen's 导出 action (spec §6) */}
        {can('export') && (
          <Space>
            <Button size="small" icon={<IconImage />} onClick={() => void exportImage()}>
              导出图片
            </Button>
            <Button size="small" icon={<IconDownload />} onClick={() => void exportTable()}>
              导出表格
            </Button>
          </Space>
        )}
      </header>
      <Suspense fallback={<Spin className={styles.chartLoading} style={{ height: panel.height ?? 300 }} />}>
        <Chart option={option} height={panel.height ?? 300} ariaLabel={panel.title} imageRef={image} />
      </Suspense>
      <DetailTable<Row> columns={panel.columns} rowKey={panel.rowKey} rows={rows} totals={totals} />
    </section>
  );
}

export function ReportPage<Row extends object, Params = Record<string, unknown>, Shown extends object = Row>(
  props: ReportPageProps<Row, Params, Shown>,
) {
  const state = useListState(props.search);
  const params = state.search as Params;
  const query = useQuery({
    queryKey: props.source.queryKey(params),
    queryFn: ({ signal }) => props.source.fetcher(params, { silent: true, loading: false }, signal),
    ...(props.source.retriesItself && { retry: false }),
  });
  const { prepare } = props;
  const data = query.data?.result.rows;
  const rows = useMemo(
    () => (data ? (prepare ? prepare(data) : (data as unknown as Shown[])) : undefined),
    [data, prepare],
  );

  let body: ReactNode;
  if (query.isError)
    body = (
      <LoadFailed what="统计数据" error={query.error} onRetry={query.refetch} className={styles.state} />
    );
  else if (!rows) body = <Spin className={styles.state} tip="统计中…" />;
  else if (!rows.length) body = <Empty className={styles.state} description="所选条件下暂无统计数据" />;
  else
    body = (
      <>
        <div className={styles.figures} role="list" aria-label="统计指标">
          {props.figures(rows).map((figure) => (
            <div key={figure.label} className={styles.figure} role="listitem" title={figure.hint}>
              <span className={styles.figureLabel}>{figure.label}</span>
              <span className={styles.figureValue}>
                {formatFigure(figure)}
                {figure.unit && !figure.money && <small>{figure.unit}</small>}
              </span>
            </div>
          ))}
        </div>
        {props.panels.map((panel) => (
          <Panel<Shown> key={panel.title} panel={panel} rows={rows} name={props.name} />
        ))}
        <p className={styles.updated}>数据统计时间：{query.data?.result.updated_at}</p>
      </>
    );

  return (
    <div className={styles.page}>
      <SearchForm
        fields={props.search}
        values={state.search}
        onSearch={state.applySearch}
        onReset={state.resetSearch}
      />
      <Spin loading={query.isFetching && !!rows} block>
        <div className={styles.body}>{body}</div>
      </Spin>
    </div>
  );
}
