import { createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '@/pages/login/login-page';
import { RouteError } from './route-error';

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage />, errorElement: <RouteError /> },
  {
    path: '/home',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./shell/home-shell')).HomeShell }),
  },
  {
    path: '*',
    element: <RouteError />,
    loader: () => {
      throw new Response('', { status: 404 });
    },
  },
]);
