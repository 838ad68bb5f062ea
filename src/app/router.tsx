import { Spin } from '@arco-design/web-react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/routes/registry';
import { requireLogin, skipLoginWhenSignedIn } from './guards';
import { installUi } from './install-ui';
import { LoginPage } from './login/login-page';
import { RouteError } from './route-error';
import { NotFound } from './status-pages';
import { AppShell } from './shell/app-shell';
import { StandaloneScreen } from './standalone-screen';
import { VersionGate, versionLoader } from './version-gate';

/** Shell routes render through the shell's tabs (kept alive), not through an <Outlet />. */
const RenderedByShell = () => null;
const shellRoutes: RouteObject[] = ROUTES.filter((route) => route.placement === 'shell').map((route) => ({
  path: `/${route.name}`,
  Component: RenderedByShell,
}));

const standaloneRoutes: RouteObject[] = ROUTES.filter((route) => route.placement === 'standalone').map(
  (route) => ({ path: `/${route.name}`, element: <StandaloneScreen name={route.name} /> }),
);

// Before the router exists: its first navigation already runs the guards, which may show a message.
installUi(() => router);

export const router = createBrowserRouter([
  // The signature page opened on a phone: no login and no version check.
  { path: '/esignH5', element: <StandaloneScreen name="esignH5" />, errorElement: <RouteError /> },
  {
    id: 'root',
    loader: versionLoader,
    shouldRevalidate: () => false,
    element: <VersionGate />,
    hydrateFallbackElement: <Spin style={{ display: 'block', marginTop: 160 }} tip="加载中…" />,
    errorElement: <RouteError />,
    children: [
      { path: '/', loader: skipLoginWhenSignedIn, element: <LoginPage /> },
      {
        loader: requireLogin,
        // Check the token on every navigation, not only when this branch is entered.
        shouldRevalidate: () => true,
        errorElement: <RouteError />,
        children: [{ element: <AppShell />, children: shellRoutes }, ...standaloneRoutes],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
