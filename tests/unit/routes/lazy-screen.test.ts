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

  it('keeps a script error apart from a failed load (an old browser missing an API is no network problem)', async () => {
    const scriptError = new TypeError('Object.hasOwn is not a function');
    await expect(withTimeout(Promise.reject(scriptError), 1000)).rejects.toBe(scriptError);
    for (const message of [
      'Failed to fetch dynamically imported module: /assets/a.js', // Chrome
      'error loading dynamically imported module: /assets/a.js', // Firefox
      'Importing a module script failed.', // Safari
      'Unable to preload CSS for /assets/a.css', // Vite
    ])
      await expect(withTimeout(Promise.reject(new TypeError(message)), 1000)).rejects.toBeInstanceOf(
        ChunkLoadError,
      );
  });

  it('does not reload the page for a script error', async () => {
    const reload = vi.spyOn(window.sessionStorage, 'setItem');
    await expect(loadScreen(() => Promise.reject(new TypeError('x.at is not a function')))).rejects.toThrow(
      'x.at is not a function',
    );
    expect(reload).not.toHaveBeenCalled();
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
