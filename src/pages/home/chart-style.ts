/** The shared look of the dashboard charts: palette, axes, legend, tooltip formatters. */
import { formatCount } from './format';

// Arco palette (echarts needs literal colours).
export const COLOR = {
  blue: '#165DFF',
  lightBlue: '#94BFFF',
  cyan: '#14C9C9',
  gold: '#F7BA1E',
  axis: '#E5E6EB',
  split: '#F2F3F5',
  text2: '#4E5969',
  text3: '#86909C',
};

export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** Tooltip values: 1,234 人 and 56.7%. */
export const people = (value: unknown) => `${formatCount(numberOf(value) ?? 0)} 人`;
export const percent = (value: unknown) => `${numberOf(value) ?? 0}%`;

export const axisTooltip = () => ({ trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } });

export const topLegend = () => ({
  top: 0,
  left: 'center',
  itemWidth: 12,
  itemHeight: 12,
  textStyle: { color: COLOR.text2 },
});

const categoryAxisLabel = { color: COLOR.text3, interval: 0, hideOverlap: true };

export function categoryAxis(
  data: string[],
  axisLabel: { width: number; rotate?: number; lineHeight?: number; formatter?: (name: string) => string },
) {
  return {
    type: 'category' as const,
    data,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: COLOR.axis } },
    axisLabel: { ...categoryAxisLabel, ...axisLabel, overflow: 'truncate' as const },
  };
}

export const valueAxisBase = {
  type: 'value' as const,
  axisLabel: { color: COLOR.text3 },
  nameTextStyle: { color: COLOR.text3, align: 'left' as const },
  splitLine: { lineStyle: { color: COLOR.split, type: 'dashed' as const } },
};

export const peopleAxis = () => ({ ...valueAxisBase, name: '人数', minInterval: 1 });

/** A second value axis on the right, without grid lines. */
export function rightAxis(name: string, formatter: string | ((value: number) => string)) {
  return {
    ...valueAxisBase,
    name,
    nameTextStyle: { color: COLOR.text3, align: 'right' as const },
    splitLine: { show: false },
    axisLabel: { color: COLOR.text3, formatter },
  };
}
