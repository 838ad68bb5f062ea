/**
 * The usual analysis screen written flat: a ReportPage with one panel, whose chart is a
 * category chart of the rows (bars or lines per category, one series per field).
 */
import type { ListColumn } from '../list/types';
import { categoryChart, type CategoryChartSpec } from './options';
import { ReportPage, type ReportPageProps, type ReportPanel } from './report-page';

export interface CategoryReportProps<Row, Params, Shown> extends Omit<
  ReportPageProps<Row, Params, Shown>,
  'panels'
> {
  /** The panel's title (and the exported files' names): 各课程报考与缴费. */
  title: string;
  rowKey: keyof Shown & string;
  /** The chart of the rows: which field is the category, which fields are the series. */
  chart: Omit<CategoryChartSpec<Shown>, 'rows'>;
  /** The table under the chart: the same numbers. */
  columns: ListColumn<Shown>[];
  totals?: ReportPanel<Shown>['totals'];
  height?: number;
}

export function CategoryReport<
  Row extends object,
  Params = Record<string, unknown>,
  Shown extends object = Row,
>({ title, rowKey, chart, columns, totals, height, ...report }: CategoryReportProps<Row, Params, Shown>) {
  const panel: ReportPanel<Shown> = {
    title,
    rowKey,
    chart: (rows) => categoryChart({ ...chart, rows }),
    columns,
    ...(totals !== undefined && { totals }),
    ...(height && { height }),
  };
  return <ReportPage<Row, Params, Shown> {...report} panels={[panel]} />;
}
