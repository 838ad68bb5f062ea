// Charts: import lazily from screens (echarts is ~190 KiB gz), e.g. lazy(() => import('@/kit/chart/chart')).
export type { ChartItemClick, ChartOption, ChartProps } from './chart';
