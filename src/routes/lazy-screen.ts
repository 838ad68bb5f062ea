/**
 * Loading a screen's chunk on demand (spec §2, §8, §9): a load that fails or
 * takes over 120 s becomes a clear error; after a redeploy (old chunks gone)
 * the page reloads once to pick up the new build, never in a loop.
 */
import type { ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_MARK = 'jw-chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

export type ScreenModule = { default: ComponentType };
export interface ScreenLoader {
  (): Promise<ScreenModule>;
  /**
   * Starts the screen's first data call from its address, beside its chunk's download (a print
   * page opened cold in a window of its own); the screen then finds the answer in the query cache.
   */
  prefetch?: (search: URLSearchParams) => void;
}

export class ChunkLoadError extends Error {
  constructor(reason: 'timeout' | 'failed', cause?: unknown) {
    super(reason === 'timeout' ? '页面加载超时' : '页面加载失败', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Reloads the page once per minute at most; returns false when it already did. */
export function reloadOnce(
  storage: Storage = window.sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_MARK, String(Date.now()));
  reload();
  return true;
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('failed', error));
      },
    );
  });
}

/** Loads a screen chunk (or the shell's); on a stale deployment reloads once, otherwise rejects with ChunkLoadError. */
export async function loadScreen<M = ScreenModule>(
  loader: () => Promise<M>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<M> {
  try {
    return await withTimeout(loader(), timeoutMs);
  } catch (error) {
    if (!(error instanceof ChunkLoadError && error.message === '页面加载超时') && reloadOnce()) {
      return new Promise<M>(() => undefined); // the page is reloading
    }
    throw error;
  }
}
