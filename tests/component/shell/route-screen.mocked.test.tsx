/**
 * A route's screen in its tab or window (RouteScreen): the loading state until its chunk is there,
 * then the screen at once — not held back the way React holds a Suspense boundary's reveal (a timer
 * of 300 ms after the fallback showed, frozen here); a chunk that fails reaches the error boundary.
 */
import { render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenLoader } from '@/routes/lazy-screen';
import { ScreenBoundary } from '@/app/shell/screen-boundary';
import { RouteScreen } from '@/app/shell/route-screen';
import { expectConsoleError } from '../../support/console-errors';

const chunks = new Map<
  string,
  { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void }
>();
function pending(name: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  chunks.set(name, { promise, resolve, reject });
}

vi.mock('@/routes/screens', () => ({
  screenLoader: (name: string): Promise<ScreenLoader | undefined> =>
    Promise.resolve(
      Object.assign(
        () =>
          chunks.get(name)!.promise.then(() => ({
            default: () => <p>{name} 的内容</p>,
          })),
        {},
      ),
    ),
}));

/** Lets promises and React's scheduler (setImmediate in Node) run, while setTimeout stays frozen. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  chunks.clear();
});

describe('RouteScreen', () => {
  it('shows the loading state, then the screen as soon as its chunk is there', async () => {
    // outside act(), as the browser runs it: act() would skip React's reveal throttle
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      pending('stationAE');
      flushSync(() => root.render(<RouteScreen name="stationAE" loading={<p>页面加载中…</p>} />));
      await settle();
      expect(host.textContent).toBe('页面加载中…');
      chunks.get('stationAE')!.resolve();
      await settle();
      expect(host.textContent).toBe('stationAE 的内容');
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('draws a screen whose chunk has loaded without a loading state', async () => {
    pending('classAE');
    chunks.get('classAE')!.resolve();
    const first = render(<RouteScreen name="classAE" loading={<p>页面加载中…</p>} />);
    expect(await screen.findByText('classAE 的内容')).toBeTruthy();
    first.unmount();
    render(<RouteScreen name="classAE" loading={<p>页面加载中…</p>} />);
    expect(screen.getByText('classAE 的内容')).toBeTruthy();
  });

  it('puts a chunk that failed to load into the error boundary, with 重试', async () => {
    // React's report of the error and the screen boundary's log, both naming it
    expectConsoleError(/ChunkLoadError: 页面加载失败/);
    pending('majorAE');
    chunks.get('majorAE')!.reject(new Error('Failed to fetch dynamically imported module'));
    vi.spyOn(window.sessionStorage, 'getItem').mockReturnValue(String(Date.now())); // reloaded a moment ago
    render(
      <ScreenBoundary>
        <RouteScreen name="majorAE" loading={<p>页面加载中…</p>} />
      </ScreenBoundary>,
    );
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
