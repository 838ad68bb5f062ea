/**
 * Chart options declared from rows, in one look (Arco's palette, axes, legend and tooltip):
 * the analysis screens say which field is the category and which fields are the series.
 */
import type { ChartOption } from './chart';

// Arco palette (echarts needs literal colours).
export const PALETTE = [
  '#165DFF',
  '#14C9C9',
  '#F7BA1E',
  '#722ED1',
  '#F77234',
  '#33D1C9',
  '#9FDB1D',
  '#F5319D',
];
const AXIS = '#E5E6EB';
const SPLIT = '#F2F3F5';
const TEXT_2 = '#4E5969';
const TEXT_3 = '#86909C';

export interface SeriesSpec<Row> {
  field: keyof Row & string;
  name: string;
  /** Bars of one stack (score bands, paid / unpaid). */
  stack?: string;
  /** Drawn against the right axis, e.g. a rate beside counts. */
  rightAxis?: boolean;
  /** A line over bars. */
  line?: boolean;
}

export interface CategoryChartSpec<Row> {
  rows: readonly Row[];
  category: keyof Row & string;
  series: SeriesSpec<Row>[];
  /** Left axis name, e.g. 人数 / 元. */
  unit?: string;
  /** Right axis name and label format, e.g. 完成率 with '{value}%'. */
  rightUnit?: string;
  rightFormat?: string;
  /** Lines instead of bars (a trend over terms). */
  lines?: boolean;
  /** Horizontal bars: long category names. */
  horizontal?: boolean;
}

const valueAxis = (name?: string, format?: string) => ({
  type: 'value' as const,
  name,
  axisLabel: { color: TEXT_3, ...(format ? { formatter: format } : {}) },
  nameTextStyle: { color: TEXT_3 },
  splitLine: { lineStyle: { color: SPLIT, type: 'dashed' as const } },
});

/** Bars (or lines) per category, one series per declared field. */
export function categoryChart<Row>(spec: CategoryChartSpec<Row>): ChartOption {
  const categories = spec.rows.map((row) => String(row[spec.category]));
  const categoryAxis = {
    type: 'category' as const,
    data: categories,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: AXIS } },
    axisLabel: {
      color: TEXT_3,
      interval: 0,
      hideOverlap: true,
      width: spec.horizontal ? 140 : 96,
      overflow: 'truncate' as const,
    },
  };
  const hasRight = spec.series.some((series) => series.rightAxis);
  const values = [
    valueAxis(spec.unit),
    ...(hasRight ? [{ ...valueAxis(spec.rightUnit, spec.rightFormat), splitLine: { show: false } }] : []),
  ];
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis', axisPointer: { type: spec.lines ? 'line' : 'shadow' } },
    legend: { top: 0, itemWidth: 12, itemHeight: 12, textStyle: { color: TEXT_2 } },
    grid: { top: 40, left: 8, right: 16, bottom: 8, containLabel: true },
    xAxis: spec.horizontal ? values[0] : categoryAxis,
    yAxis: spec.horizontal ? categoryAxis : values,
    series: spec.series.map((series) => ({
      type: spec.lines || series.line ? ('line' as const) : ('bar' as const),
      name: series.name,
      stack: series.stack,
      yAxisIndex: series.rightAxis && !spec.horizontal ? 1 : 0,
      barMaxWidth: 28,
      smooth: spec.lines || series.line ? true : undefined,
      data: spec.rows.map((row) => Number(row[series.field]) || 0),
    })),
  } as ChartOption;
}

/** Shares of a whole (grade distribution): a ring with its figures in the legend. */
export function shareChart(items: { name: string; value: number }[]): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { orient: 'vertical', right: 8, top: 'middle', textStyle: { color: TEXT_2 } },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['40%', '50%'],
        percentPrecision: 1,
        label: { formatter: '{b} {d}%' },
        data: items,
      },
    ],
  } as ChartOption;
}
