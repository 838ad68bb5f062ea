/**
 * Mounts a registered screen as the shell would: query client, router at a
 * URL, the screen's route and an access fixture (all actions by default).
 */
import { ConfigProvider } from '@arco-design/web-react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AccessProvider, ScreenRouteProvider } from '@/access/access-context';
import { actionId, type Action } from '@/access/actions';
import { EMPTY_ACCESS, type Access } from '@/access/permission-tree';
import { createQueryClient } from '@/api/query-client';
import { setSessionValues } from '@/session/session';
import { findRoute, navRouteOf } from '@/routes/registry';
import { screenLoader } from '@/routes/screens';

/** Access where the screen's nav page allows exactly these actions (menu id 9999). */
export function accessWith(name: string, actions: Action[]): Access {
  const nav = navRouteOf(findRoute(name)!).name;
  return {
    ...EMPTY_ACCESS,
    menuIds: new Map([[nav, 9999]]),
    actions: new Map([[nav, new Set(actions.map((action) => actionId(9999, action)))]]),
  };
}

interface InApp {
  access?: Access;
  /** A fresh one unless given (the app's own, to see what its start-up put there). */
  queryClient?: QueryClient;
}

/**
 * Mounts an element as the app does: Arco's provider, a query client and a router at `url`,
 * under an access fixture (all actions by default).
 */
export function renderInApp(
  element: ReactNode,
  { url = '/', access, queryClient = createQueryClient() }: InApp & { url?: string } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AccessProvider value={access ?? { ...EMPTY_ACCESS, grantAll: true }}>{element}</AccessProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ConfigProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...view, router, queryClient };
}

export async function renderScreen(
  name: string,
  { search = '', ...inApp }: InApp & { search?: string } = {},
) {
  const route = findRoute(name);
  const loader = await screenLoader(name);
  if (!route || !loader) throw new Error(`${name} has no screen`);
  setSessionValues({ token: 'test-token', pageType: route.line === 'ST' ? 'selfTaught' : 'adultEducation' });
  const { default: Screen } = await loader();
  return renderInApp(<ScreenRouteProvider value={route}>{createElement(Screen)}</ScreenRouteProvider>, {
    url: `/${name}${search}`,
    ...inApp,
  });
}
