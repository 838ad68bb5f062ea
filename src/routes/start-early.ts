/**
 * The first module the app runs. On a screen's address (a deep link, a reload, a print page opened
 * in a window of its own) it starts that screen's chunk and, where its registry entry says how (print
 * pages, the marking workspace, the score grid), its first data calls, at once: while React and the
 * router are still starting, instead of from the route once they have
 * (tests/perf/certificate-batch-bench.ts). It also tells the router whether the app opens in its shell.
 */
import { getToken } from '@/session/session';
import { ROUTES } from './catalogue';
import type { ScreenRegistry } from './screens';

/**
 * The registries of the domains with pages outside the shell (start-early.test.ts checks the list
 * against the catalogue): such a page asks for its registry beside the app's own registry chunk,
 * not after it. Only these few: each costs the start-up chunk a few bytes.
 */
export const OUTSIDE_SHELL_REGISTRIES = import.meta.glob<{ SCREENS: ScreenRegistry }>(
  '/src/pages/{esign,graduation,scores,thesis}/screens.ts',
);

const name = window.location.pathname.replace(/^\/+/, '').split('/')[0] ?? '';
const route = ROUTES.find((candidate) => candidate.name === name);
// a shell screen needs a session; the signature page (public) does not
const signedIn = Boolean(getToken());

/** A signed-in address of a shell screen: the app opens in its shell (router.tsx draws its frame meanwhile). */
export const opensInShell = route?.placement === 'shell' && signedIn;

const search = new URLSearchParams(window.location.search);
if (route && route.placement !== 'shell') {
  const registry = OUTSIDE_SHELL_REGISTRIES[`/src/pages/${route.domain}/screens.ts`];
  void registry?.().then(
    ({ SCREENS }) => {
      const screen = Object.hasOwn(SCREENS, name) ? SCREENS[name] : undefined;
      void screen?.().catch(() => undefined); // the page's own load reports a failure
      if (signedIn) screen?.prefetch?.(search);
    },
    () => undefined,
  );
} else if (route && signedIn) {
  void import('./preload').then(
    ({ preloadScreen, prefetchScreen }) => {
      void preloadScreen(name);
      prefetchScreen(name, search);
    },
    () => undefined, // the route's own load reports the failure
  );
}
