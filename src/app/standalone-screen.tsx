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
          {/* present once the screen's chunk has loaded and rendered (tests wait for it); no box of its own */}
          <div data-screen={name} style={{ display: 'contents' }}>
            {createElement(screenComponent(name))}
          </div>
        </Suspense>
      </ScreenBoundary>
    </ScreenRouteProvider>
  );
}
