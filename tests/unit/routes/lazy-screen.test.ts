import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadScreen, reloadOnce, withTimeout } from '@/routes/lazy-screen';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('screen chunk loading', () => {
  it('times out with a clear error', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toThrow('页面加载超时');
    vi.useRealTimers();
  });

  it('wraps a failed import as a ChunkLoadError', async () => {
    await expect(
      withTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 1000),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('reloads at most once within a minute (no reload loop)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload)).toBe(true);
    expect(reloadOnce(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads a screen module', async () => {
    const Screen = () => null;
    await expect(loadScreen(() => Promise.resolve({ default: Screen }))).resolves.toEqual({
      default: Screen,
    });
  });
});
