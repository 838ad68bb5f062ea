import { Message } from '@arco-design/web-react';
import type { createBrowserRouter } from 'react-router-dom';
import { installApiUi } from '@/api/notify';
import { resetTabs } from '@/stores/tabs';
import { loginPath } from './login-redirect';

/** Connects the API layer's error messages and 401 redirect (back to this page after login) to Arco and the router. */
export function installUi(getRouter: () => ReturnType<typeof createBrowserRouter>): void {
  installApiUi({
    showError: (message) => Message.error({ content: message, duration: 4000 }),
    goToLogin: () => {
      resetTabs();
      const router = getRouter();
      void router.navigate(loginPath(router.state.location), { replace: true });
    },
  });
}
