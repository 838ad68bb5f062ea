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

/**
 * A module the browser could not fetch (Chrome, Firefox, Safari words; Vite's CSS preload), as
 * opposed to a script error while it ran — a TypeError too, but no network problem, and reloading
 * does not help.
 */
const FAILED_FETCH =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

export const isFailedFetch = (error: unknown): boolean =>
  error instanceof ChunkLoadError || (error instanceof Error && FAILED_FETCH.test(error.message));

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
        // a script error stays what it is: the screen boundary says the page failed, not the network
        reject(
          isFailedFetch(error) && !(error instanceof ChunkLoadError)
            ? new ChunkLoadError('failed', error)
            : error,
        );
      },
    );
  });
}

/**
 * Loads a screen chunk (or the shell's); on a stale deployment reloads once, otherwise rejects with
 * ChunkLoadError (a failed fetch, a timeout) or the script's own error.
 */
export async function loadScreen<M = ScreenModule>(
  loader: () => Promise<M>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<M> {
  try {
    return await withTimeout(loader(), timeoutMs);
  } catch (error) {
    // only a fetch that failed may be a new deployment (its old chunks gone); a timeout or a
    // script error is not cured by a reload
    if (error instanceof ChunkLoadError && error.message !== '页面加载超时' && reloadOnce()) {
      return new Promise<M>(() => undefined); // the page is reloading
    }
    throw error;
  }
}
