/** The chart's first drawing is not animated (the finished picture at once); later changes are. */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chart, type ChartOption } from '@/kit/chart/chart';

const drawn: Record<string, unknown>[] = [];
const settings: unknown[] = [];
let created = 0;
vi.mock('echarts/core', () => ({
  use: () => undefined,
  init: () => {
    created += 1;
    return {
      setOption: (option: Record<string, unknown>, how: unknown) => {
        drawn.push(option);
        settings.push(how);
      },
      on: () => undefined,
      dispose: () => undefined,
      isDisposed: () => false,
      getWidth: () => 0,
      getHeight: () => 0,
    };
  },
}));

afterEach(() => {
  vi.useRealTimers();
  drawn.length = 0;
  settings.length = 0;
  created = 0;
});

const bars = (values: number[]): ChartOption => ({
  xAxis: { type: 'category', data: ['一月', '二月'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: '人数', data: values }],
});

describe('Chart', () => {
  it('draws the first picture without animation and animates what changes after', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Chart option={bars([3, 5])} />);
    act(() => vi.runAllTimers());
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ animation: false, series: [{ data: [3, 5] }] });
    rerender(<Chart option={bars([4, 6])} />);
    expect(drawn).toHaveLength(2);
    expect(drawn[1]).not.toHaveProperty('animation');
    expect(drawn[1]).toMatchObject({ series: [{ data: [4, 6] }] });
  });

  it('creates the chart and lays out its first picture in two turns, painted in the next frame', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Chart option={bars([3, 5])} />);
    act(() => void vi.advanceTimersToNextTimer());
    expect([created, drawn.length]).toEqual([1, 0]);
    act(() => void vi.advanceTimersToNextTimer());
    expect(drawn).toHaveLength(1);
    expect(settings[0]).toEqual({ notMerge: true, lazyUpdate: true });
    rerender(<Chart option={bars([4, 6])} />);
    expect(settings[1]).toEqual({ notMerge: true, lazyUpdate: false });
  });

  it('draws once, the newest option, when the option changes before the first picture', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Chart option={bars([3, 5])} />);
    act(() => void vi.advanceTimersToNextTimer());
    expect(created).toBe(1);
    rerender(<Chart option={bars([4, 6])} />);
    act(() => vi.runAllTimers());
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ animation: false, series: [{ data: [4, 6] }] });
  });

  it('keeps an animation the option asks for', () => {
    vi.useFakeTimers();
    render(<Chart option={{ ...bars([1, 2]), animation: true }} />);
    act(() => vi.runAllTimers());
    expect(drawn[0]).toMatchObject({ animation: true });
  });
});
