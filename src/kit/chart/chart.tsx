/**
 * A small echarts wrapper (the dashboard, the analysis screens). Only the pieces
 * drawn are registered (modular imports): echarts is a chunk of its own, loaded
 * by the screens that draw charts, never by the others.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { init, use as registerEcharts } from 'echarts/core';
import type { ComposeOption, ECElementEvent, EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

registerEcharts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

/** What a click on a bar, point or pie sector reports. */
export interface ChartItemClick {
  /** Category (x-axis) or sector name. */
  name: string;
  dataIndex: number;
  seriesName?: string;
}

export interface ChartProps {
  option: ChartOption;
  /** Height in pixels (the width follows the container). */
  height?: number;
  /** Accessible description of the chart. */
  ariaLabel?: string;
  onItemClick?: (item: ChartItemClick) => void;
  /** Receives the image of the chart's current drawing (a PNG), e.g. for 导出图片. */
  imageRef?: { current: (() => Promise<Blob | undefined>) | null };
}

/** Charts wait here to be drawn, one per task: several mounted together never make one long task. */
const waiting: (() => void)[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length) schedule();
  }, 0);
}

/** Draws in a task of its own, after the charts already waiting; the returned function cancels it. */
export function drawInTurn(draw: () => void): () => void {
  waiting.push(draw);
  schedule();
  return () => {
    const index = waiting.indexOf(draw);
    if (index >= 0) waiting.splice(index, 1);
  };
}

export function Chart({ option, height = 300, ariaLabel, onItemClick, imageRef }: ChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  // what the chart shows and does when it is drawn, which is a task after it mounted
  const optionRef = useRef(option);
  const clickRef = useRef(onItemClick);
  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  // One instance per mount: created in its turn, resized with the window and the container (menu
  // collapse, grid reflow), disposed on unmount.
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelFirst: (() => void) | undefined;
    const cancel = drawInTurn(() => {
      let chart: EChartsType;
      try {
        chart = init(element, undefined, { renderer: 'canvas' });
      } catch (error) {
        // No canvas (very old browser, blocked canvas): leave the area blank, keep the page.
        console.error('图表初始化失败', error);
        return;
      }
      // The first drawing is the finished picture: echarts' opening animation kept the screen
      // changing for a second after it loaded, drawing frame after frame. Later changes animate.
      // It is laid out in a turn of its own and painted in the next frame: creating, laying out and
      // painting a chart in one go was one task of 100–180 ms.
      // Until it is drawn, a new option only replaces the one it will draw (never drawn twice).
      cancelFirst = drawInTurn(() => {
        chartRef.current = chart;
        draw(chart, { animation: false, ...optionRef.current }, true);
      });
      chart.on('click', (event: ECElementEvent) =>
        clickRef.current?.({ name: event.name, dataIndex: event.dataIndex, seriesName: event.seriesName }),
      );
      if (imageRef) imageRef.current = () => pngOf(chart);
      // Only when the drawn size really changes: a screen in a hidden tab (display: none) reports
      // 0 × 0 and then its old size again, and redrawing for that cost every menu click 20–40 ms.
      const resize = () => {
        const { clientWidth: width, clientHeight: height } = element;
        if (chart.isDisposed() || !width || !height) return;
        if (width !== chart.getWidth() || height !== chart.getHeight()) chart.resize();
      };
      window.addEventListener('resize', resize);
      const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
      observer?.observe(element);
      stop = () => {
        window.removeEventListener('resize', resize);
        observer?.disconnect();
        chart.dispose();
      };
    });
    return () => {
      cancel();
      cancelFirst?.();
      stop?.();
      chartRef.current = null;
      if (imageRef) imageRef.current = null;
    };
    // one instance per mount; the ref object is the caller's and stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    optionRef.current = option;
    if (chartRef.current) draw(chartRef.current, option);
  }, [option]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={ariaLabel}
      style={{ width: '100%', height, cursor: onItemClick ? 'pointer' : undefined }}
    />
  );
}

/**
 * The chart drawn at twice its size on white, as a PNG straight from the canvas: never a data URL
 * to fetch (the production CSP's connect-src refuses `data:`).
 */
function pngOf(chart: EChartsType): Promise<Blob | undefined> {
  if (chart.isDisposed()) return Promise.resolve(undefined);
  const canvas = chart.renderToCanvas({ pixelRatio: 2, backgroundColor: '#fff' });
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'));
}

/** Sets the chart's option; `lazy`: echarts paints it in the next animation frame, not in this task. */
function draw(chart: EChartsType, option: ChartOption, lazy = false): void {
  try {
    chart.setOption(option, { notMerge: true, lazyUpdate: lazy });
  } catch (error) {
    console.error('图表绘制失败', error);
  }
}
