import { Message } from '@arco-design/web-react';
import type { createBrowserRouter } from 'react-router-dom';
import { installApiUi } from '@/api/notify';
import { resetTabs } from '@/stores/tabs';

/** Connects the API layer's error messages and 401 redirect to Arco and the router. */
export function installUi(getRouter: () => ReturnType<typeof createBrowserRouter>): void {
  installApiUi({
    showError: (message) => Message.error({ content: message, duration: 4000 }),
    goToLogin: () => {
      resetTabs();
      void getRouter().navigate('/', { replace: true });
    },
  });
}
