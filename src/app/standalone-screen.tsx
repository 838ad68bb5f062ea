import './shell/styles';
import { Spin } from '@arco-design/web-react';
import { createElement, Suspense } from 'react';
import { ScreenRouteProvider } from '@/access/access-context';
import { findRoute } from '@/routes/registry';
import { ScreenBoundary } from './shell/screen-boundary';
import { screenComponent } from './shell/tab-panes';

/** A screen outside the shell (print and record pages, esignH5): full page, own error boundary. */
export function StandaloneScreen({ name }: { name: string }) {
  return (
    <ScreenRouteProvider value={findRoute(name)}>
      <ScreenBoundary onRetry={() => window.location.reload()}>
        <Suspense
          fallback={
            <div style={{ paddingTop: 120, textAlign: 'center' }}>
              <Spin tip="页面加载中…" />
            </div>
          }
        >
          {createElement(screenComponent(name))}
        </Suspense>
      </ScreenBoundary>
    </ScreenRouteProvider>
  );
}
