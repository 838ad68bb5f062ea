/**
 * The first module the app runs. On a screen's address (a deep link, a reload, a print page opened
 * in a window of its own) it starts that screen's chunk, and for a page outside the shell its first
 * data call, at once: while React and the router are still starting, instead of from the route once
 * they have (React's and the router's start took ~75–130 ms before; tests/perf/certificate-batch-bench.ts).
 */
import { getToken } from '@/session/session';
import { ROUTES } from './catalogue';

const name = window.location.pathname.replace(/^\/+/, '').split('/')[0] ?? '';
const route = ROUTES.find((candidate) => candidate.name === name);
// a shell screen needs a session; the signature page (public) does not
const signedIn = Boolean(getToken());
if (route && (signedIn || route.placement === 'public')) {
  const search = new URLSearchParams(window.location.search);
  void import('./preload').then(
    ({ preloadScreen, prefetchScreen }) => {
      void preloadScreen(name);
      if (signedIn && route.placement === 'standalone') prefetchScreen(name, search);
    },
    () => undefined, // the route's own load reports the failure
  );
}
