import { Spin } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/routes/catalogue';
import { loadScreen } from '@/routes/lazy-screen';
import { opensInShell } from '@/routes/start-early';
import { requireLogin, skipLoginWhenSignedIn } from './guards';
import { installUi } from './install-ui';
import { LoginPage } from './login/login-page';
import { ShellFrame } from './shell-frame';
import { loadShell, prefetchShellData, shellDataOnNewScreen } from './shell/load-shell';
import { VersionGate, versionLoader } from './version-gate';

// The start-up chunk holds the login page only. The shell (menu, tabs, header)
// and everything else load on demand — the login page prefetches the shell
// while the user types (see load-shell.ts) — with the same timeout and
// reload-once-after-a-redeploy handling as screen chunks.
const shellRoute = async () => ({ Component: (await loadShell()).AppShell });
// (start-early.ts has already started the screen's chunk and, from the address, its first data call)
const standalone = (name: string) => async () => {
  const { StandaloneScreen } = await loadScreen(() => import('./standalone-screen'));
  return { Component: () => <StandaloneScreen name={name} /> };
};
const notFound = async () => ({ Component: (await import('./status-pages')).NotFound });
const LazyRouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteError })));
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

/** Shell routes render through the shell's tabs (kept alive), not through an <Outlet />. */
const RenderedByShell = () => null;
const shellRoutes: RouteObject[] = ROUTES.filter((route) => route.placement === 'shell').map((route) => ({
  path: `/${route.name}`,
  Component: RenderedByShell,
}));

const standaloneRoutes: RouteObject[] = ROUTES.filter((route) => route.placement === 'standalone').map(
  (route) => ({ path: `/${route.name}`, lazy: standalone(route.name) }),
);

// Before the router exists: its first navigation already runs the guards, which may show a message.
installUi(() => router);

export const router = createBrowserRouter([
  // The signature page opened on a phone: no login and no version check.
  { path: '/esignH5', lazy: standalone('esignH5'), errorElement: routeError },
  {
    id: 'root',
    loader: versionLoader,
    shouldRevalidate: () => false,
    element: <VersionGate />,
    // Padding, not margin: a top margin would collapse through #root into <body> and shift the whole page.
    hydrateFallbackElement: opensInShell ? (
      <ShellFrame />
    ) : (
      <div style={{ paddingTop: 160, textAlign: 'center' }}>
        <Spin tip="加载中…" />
      </div>
    ),
    errorElement: routeError,
    children: [
      { path: '/', loader: skipLoginWhenSignedIn, element: <LoginPage /> },
      {
        loader: requireLogin,
        // Check the token on every navigation, not only when this branch is entered.
        shouldRevalidate: () => true,
        errorElement: routeError,
        children: [
          {
            loader: prefetchShellData,
            shouldRevalidate: shellDataOnNewScreen,
            lazy: shellRoute,
            children: shellRoutes,
          },
          ...standaloneRoutes,
        ],
      },
      // the spec names the home page the /home child `index`: both spellings open it
      { path: '/index', loader: () => redirect('/home') },
      { path: '/home/index', loader: () => redirect('/home') },
      { path: '*', lazy: notFound },
    ],
  },
]);
