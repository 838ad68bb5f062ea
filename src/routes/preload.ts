/**
 * Screen chunks loaded ahead of need (menu hover, entering the shell on a deep
 * link) are remembered once loaded, so their tab renders the screen at once.
 * Going through React.lazy instead would suspend even for a loaded chunk, and
 * React holds a revealed Suspense boundary back for up to 300 ms after a
 * loading state was shown (measured: a menu click took ~430 ms, mostly idle).
 */
import type { ComponentType } from 'react';
import { queryClient } from '@/api/query-client';
import { inputPause } from '@/ui/idle';
import { screenLoader } from './screens';

const loaded = new Map<string, ComponentType>();

/** Starts loading a route's screen chunk, if it has one; resolves once it is there (never rejects). */
export function preloadScreen(name: string): Promise<void> {
  if (loaded.has(name)) return Promise.resolve();
  return screenLoader(name)
    .then((loader) => loader?.())
    .then(
      (module) => void (module && loaded.set(name, module.default)),
      () => undefined, // the tab's own load reports the failure
    );
}

/** Starts a screen's first data call for this address, if it says how (never rejects). */
export function prefetchScreen(name: string, search: URLSearchParams): void {
  screenLoader(name).then(
    (loader) => loader?.prefetch?.(search),
    () => undefined,
  );
}

/** The screen component of a route if its chunk has already loaded. */
export function loadedScreen(name: string): ComponentType | undefined {
  return loaded.get(name);
}

/** Records a screen loaded another way (the tab's own lazy load). */
export function rememberScreen(name: string, component: ComponentType): void {
  loaded.set(name, component);
}

/**
 * Resolves once no data call is in flight, or after `cap` ms. Screens loaded ahead of need wait for
 * the open screen's data: the browser is also idle while that data is on its way, and chunks loaded
 * and run then delayed the screen they were waiting beside (a marking workspace opened by address
 * drew its first answer ~250 ms after the answers had arrived).
 */
export function whenDataSettled(cap = 3000): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    const timer = setTimeout(done, cap);
  });
}

const idleQueue: string[] = [];
// each route once: a route without a screen yet must not be asked for again and again
const queuedOnce = new Set<string>();
let draining = false;

/** Chunks requested together per idle period: a long group (系统设置, 18 screens) loads in a few periods. */
const AT_ONCE = 4;

/** The route of the address: the screen open now. */
const openRoute = () => window.location.pathname.replace(/^\/+/, '').split('/')[0] ?? '';

async function drain(): Promise<void> {
  draining = true;
  // the open screen first: its chunk, then (once it has rendered and asked) its data, then its drawing
  await preloadScreen(openRoute());
  while (idleQueue.length) {
    await inputPause();
    await whenDataSettled();
    await inputPause();
    await Promise.all(idleQueue.splice(0, AT_ONCE).map(preloadScreen));
  }
  draining = false;
}

/**
 * Loads these screens' chunks while the browser is idle and the staff are not typing, a few at a time (the screens of the
 * open menu groups: the next click finds its screen loaded). Screens not queued before go
 * first, in menu order: they belong to the group just opened, where the next click will be.
 */
export function preloadWhenIdle(names: readonly string[]): void {
  const fresh = names.filter((name) => !loaded.has(name) && !queuedOnce.has(name));
  for (const name of fresh) queuedOnce.add(name);
  idleQueue.unshift(...fresh);
  if (!draining && idleQueue.length) void drain();
}
