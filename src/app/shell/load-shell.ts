/**
 * The shell (header, side menu, tabs and everything screens share) is its own
 * chunk, so the login page starts with the login form only. Opening any shell
 * route loads it (router.tsx); the login page asks for it early, while the
 * user is still typing, so signing in does not wait for it.
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
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

/** How long a navigation may wait for its screen's chunk before the tab shows a loading state instead. */
const SCREEN_WAIT_MS = 300;
// Imported once; later navigations to a loaded screen then resolve without waiting for a task.
let preload: Promise<typeof import('@/routes/preload')> | undefined;

/**
 * Loader of the shell route, run when the shell is entered (after login, a
 * deep link, a reload) and on every move to another screen. The permission
 * tree and the screen's chunk start downloading at once, alongside the shell
 * chunk; the navigation then waits up to 300 ms for the screen's chunk, so its
 * tab renders the screen directly. (A tab that has to show a loading state
 * pays more: React holds the loaded screen back for up to 300 ms after it.)
 */
export async function prefetchShellData({ request }: LoaderFunctionArgs): Promise<null> {
  // Loaders run in parallel: without a session the login guard redirects; fetch nothing.
  if (!getToken()) return null;
  const name = new URL(request.url).pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  const line = ROUTES.find((route) => route.name === name)?.line;
  const pageType = line ? pageTypeOfSuffix(line) : getPageType();
  // A deep link into the other line switches the line first (AppShell); its tree is fetched then.
  if (pageType === getPageType()) void queryClient.prefetchQuery(menuTreeQuery(LINES[pageType]));
  preload ??= import('@/routes/preload').catch((error: unknown) => {
    preload = undefined; // try again on the next navigation
    throw error;
  });
  const screen = preload.then(({ preloadScreen }) => preloadScreen(name)).catch(() => undefined);
  await Promise.race([screen, new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]);
  return null;
}

/** Re-run the loader when the screen changes (not for a query-string change on the same screen). */
export function shellDataOnNewScreen({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
