import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@/api/query-client';
import { onSessionEnded } from '@/session/session-channel';
import { LoadingOverlay } from './loading-overlay';
import { router } from './router';
import { sessionEndedElsewhere } from './session-actions';

/** Pages without a login session, left as they are when another tab ends one. */
const OUTSIDE_SESSION = new Set(['/', '/esignH5']);

export function App() {
  // a logout or a 401 in another tab (or print window) ends the session here too: to the login page
  useEffect(
    () =>
      onSessionEnded((reason) => {
        const from = router.state.location;
        if (OUTSIDE_SESSION.has(from.pathname)) return;
        void router.navigate(sessionEndedElsewhere(reason, from), { replace: true });
      }),
    [],
  );
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <LoadingOverlay />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
