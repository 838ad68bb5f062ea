import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// the module remembers the last input, and each test starts the fake clock at 0: a fresh copy each
let idle: typeof import('@/ui/idle');

const key = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: '5' }));

describe('work in the background', () => {
  beforeEach(async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestIdleCallback', 'cancelIdleCallback'],
    });
    vi.resetModules();
    idle = await import('@/ui/idle');
  });
  afterEach(() => vi.useRealTimers());

  it('runs at the next idle moment, and not once cancelled', () => {
    const ran = vi.fn();
    idle.whenIdle(ran, 1000);
    const cancelled = vi.fn();
    idle.whenIdle(cancelled, 1000)();
    vi.advanceTimersByTime(1000);
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits while the staff keep typing, then runs once they pause', () => {
    const ran = vi.fn();
    idle.afterInputPause(ran);
    // a key every 300 ms for 3 s: never a pause long enough
    for (let index = 0; index < 10; index += 1) {
      key();
      vi.advanceTimersByTime(300);
    }
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(idle.INPUT_PAUSE_MS + 2000);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('a pointer press or a scroll counts as input too; cancelled, it never runs', () => {
    const ran = vi.fn();
    const cancel = idle.afterInputPause(ran);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(idle.INPUT_PAUSE_MS / 2);
    window.dispatchEvent(new Event('wheel'));
    // a pause since the press, not since the scroll
    vi.advanceTimersByTime(idle.INPUT_PAUSE_MS * 0.9);
    expect(ran).not.toHaveBeenCalled();
    cancel();
    vi.advanceTimersByTime(idle.INPUT_PAUSE_MS * 5);
    expect(ran).not.toHaveBeenCalled();
  });

  it('runs soon when nobody is typing', () => {
    vi.advanceTimersByTime(idle.INPUT_PAUSE_MS * 2);
    const ran = vi.fn();
    idle.afterInputPause(ran);
    vi.advanceTimersByTime(100);
    expect(ran).toHaveBeenCalledOnce();
  });
});
