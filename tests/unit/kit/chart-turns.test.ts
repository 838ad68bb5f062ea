import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawInTurn } from '@/kit/chart/chart';

afterEach(() => vi.useRealTimers());

describe('drawInTurn (charts mounted together)', () => {
  it('draws them one per task, in the order they came; one unmounted meanwhile not at all', () => {
    vi.useFakeTimers();
    const drawn: string[] = [];
    drawInTurn(() => drawn.push('人数'));
    const cancel = drawInTurn(() => drawn.push('参与率'));
    drawInTurn(() => drawn.push('进度'));
    expect(drawn).toEqual([]);
    cancel();
    vi.advanceTimersToNextTimer();
    expect(drawn).toEqual(['人数']);
    vi.advanceTimersToNextTimer();
    expect(drawn).toEqual(['人数', '进度']);
    vi.runAllTimers();
    expect(drawn).toEqual(['人数', '进度']);
  });
});
