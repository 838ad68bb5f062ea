import './shell/styles';
import { Button, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessProvider, canOpen, hasJurisdiction, ScreenRouteProvider } from '@/access/access-context';
import { buildAccess } from '@/access/permission-tree';
import { LINE_OF_SUFFIX, LINES } from '@/lines/line';
import { usePageType } from '@/lines/page-type';
import { findRoute } from '@/routes/registry';
import { StatusResult } from '@/ui/status-result';
import { menuTreeQuery } from './shell/menu-tree';
import { ScreenBoundary } from './shell/screen-boundary';
import { RouteScreen } from './shell/route-screen';

const Forbidden = lazy(() => import('./status-pages').then((m) => ({ default: m.Forbidden })));

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

/**
 * The account's permission tree of the page's line (the current line for a page both lines share),
 * and the page only when `canOpen` allows it at this address: the 403 page otherwise.
 */
function Permitted({ name, children }: { name: string; children: ReactNode }) {
  const routeLine = findRoute(name)?.line;
  const pageType = usePageType();
  const line = routeLine ? LINE_OF_SUFFIX[routeLine] : LINES[pageType];
  const { search } = useLocation();
  const tree = useQuery(menuTreeQuery(line));
  const access = useMemo(
    () => buildAccess(tree.data?.result ?? [], line, hasJurisdiction(search)),
    [tree.data, line, search],
  );
  if (tree.isError)
    return (
      <StatusResult
        status="error"
        title="权限加载失败"
        subTitle="无法获取当前账号的权限，页面未打开"
        extra={<Button onClick={() => void tree.refetch()}>重试</Button>}
      />
    );
  if (tree.isPending) return LOADING;
  return (
    <AccessProvider value={access}>{canOpen(access, name, search) ? children : <Forbidden />}</AccessProvider>
  );
}

/** A screen outside the shell (print and record pages, esignH5): full page, own error boundary. */
export function StandaloneScreen({ name }: { name: string }) {
  const route = findRoute(name);
  const screen = <RouteScreen name={name} loading={LOADING} frame={framed(name)} />;
  return (
    <ScreenRouteProvider value={route}>
      <ScreenBoundary onRetry={() => window.location.reload()}>
        <Suspense fallback={LOADING}>
          {/* the signature page needs no login, so no permission either */}
          {route?.placement === 'public' ? screen : <Permitted name={name}>{screen}</Permitted>}
        </Suspense>
      </ScreenBoundary>
    </ScreenRouteProvider>
  );
}
