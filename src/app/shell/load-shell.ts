/**
 * The shell (header, side menu, tabs and everything screens share) is its own
 * chunk, so the login page starts with the login form only. Opening any shell
 * route loads it (router.tsx); the login page asks for it early, while the
 * user is still typing, so signing in does not wait for it.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/api/query-client';
import { LINES } from '@/lines/line';
import { pageTypeOfSuffix } from '@/lines/page-type';
import { ROUTES } from '@/routes/catalogue';
import { loadScreen } from '@/routes/lazy-screen';
import { getPageType, getToken } from '@/session/session';
import { menuTreeQuery } from './menu-tree';

const importShell = () => import('./app-shell');

/** For the router: timeout and reload-once after a redeploy, like screen chunks. */
export function loadShell() {
  return loadScreen(importShell);
}

/** Starts the download and moves on; a failure here is retried when the shell is really needed. */
export function prefetchShell(): void {
  importShell().catch(() => undefined);
}

/**
 * Loader of the shell route, run when the shell is entered (after login, or a
 * deep link / reload): the permission tree and the screen's chunk start
 * downloading now, alongside the shell chunk, instead of one after another
 * once the shell has rendered. Never blocks the navigation.
 */
export function prefetchShellData({ request }: LoaderFunctionArgs): null {
  // Loaders run in parallel: without a session the login guard redirects; fetch nothing.
  if (!getToken()) return null;
  const name = new URL(request.url).pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  const line = ROUTES.find((route) => route.name === name)?.line;
  const pageType = line ? pageTypeOfSuffix(line) : getPageType();
  // A deep link into the other line switches the line first (AppShell); its tree is fetched then.
  if (pageType === getPageType()) void queryClient.prefetchQuery(menuTreeQuery(LINES[pageType]));
  import('@/routes/screens').then(({ SCREENS }) => SCREENS[name]?.()).catch(() => undefined);
  return null;
}
