import './shell/styles';
import { Spin } from '@arco-design/web-react';
import { Suspense, type ReactElement } from 'react';
import { ScreenRouteProvider } from '@/access/access-context';
import { findRoute } from '@/routes/registry';
import { ScreenBoundary } from './shell/screen-boundary';
import { RouteScreen } from './shell/route-screen';

const LOADING = (
  <div style={{ paddingTop: 120, textAlign: 'center' }}>
    <Spin tip="页面加载中…" />
  </div>
);

/** Present once the screen's chunk has loaded and rendered (tests wait for it); no box of its own. */
const framed = (name: string) => (screen: ReactElement) => (
  <div data-screen={name} style={{ display: 'contents' }}>
    {screen}
  </div>
);

/** A screen outside the shell (print and record pages, esignH5): full page, own error boundary. */
export function StandaloneScreen({ name }: { name: string }) {
  return (
    <ScreenRouteProvider value={findRoute(name)}>
      <ScreenBoundary onRetry={() => window.location.reload()}>
        <Suspense fallback={LOADING}>
          <RouteScreen name={name} loading={LOADING} frame={framed(name)} />
        </Suspense>
      </ScreenBoundary>
    </ScreenRouteProvider>
  );
}
