// Charts and analysis screens. The Chart component itself loads lazily (echarts is ~190 KiB gz).
export type { ChartItemClick, ChartOption, ChartProps } from './chart';
export { CategoryReport, type CategoryReportProps } from './category-report';
export { categoryChart, shareChart, PALETTE, type CategoryChartSpec, type SeriesSpec } from './options';
export {
  ReportPage,
  type ReportEnvelope,
  type ReportFigure,
  type ReportPageProps,
  type ReportPanel,
  type ReportSource,
} from './report-page';
