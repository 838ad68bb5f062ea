/**
 * The shell around every in-app screen: header (line switch, menu search,
 * user), side menu from the permission tree, tabs, breadcrumbs, and the open
 * tabs' screens kept alive. Routes are generated once per line from
 * /v1-basis-auth-routing (session isGenerateRoutes); a reload on any deep
 * route regenerates them from the session.
 */
import './styles';
import { Button, Layout, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessProvider, canOpen } from '@/access/access-context';
import { buildAccess } from '@/access/permission-tree';
import { LINES } from '@/lines/line';
import { pageTypeOfSuffix, setPageType, usePageType } from '@/lines/page-type';
import { findRoute, placeOf, routeNameFromPath } from '@/routes/registry';
import { setSession } from '@/session/session';
import { repairSelectSearchBoxes } from '@/ui/aria-repair';
import { siteTitle } from '../page-title';
import { StatusResult } from '@/ui/status-result';
import { AppHeader } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { ForcedPasswordChange } from './forced-password-change';
import { MarkingReminder } from './marking-reminder';
import { menuTreeQuery } from './menu-tree';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { TabPanes } from './tab-panes';
import { openTab, useTabList } from '@/stores/tabs';
import styles from './shell.module.css';

// Rarely shown: loaded when needed, with its picture.
const Forbidden = lazy(() => import('../status-pages').then((m) => ({ default: m.Forbidden })));

export function AppShell() {
  const location = useLocation();
  const pageType = usePageType();
  const line = LINES[pageType];
  const [collapsed, setCollapsed] = useState(false);
  const tree = useQuery(menuTreeQuery(line));
  const access = useMemo(() => buildAccess(tree.data?.result ?? [], line), [tree.data, line]);
  const name = routeNameFromPath(location.pathname);
  const route = findRoute(name);
  const routeLine = route?.line;
  const permitted = canOpen(access, name, location.search);
  const tabs = useTabList();
  const tab = tabs.find((candidate) => candidate.name === name);
  const title = tab?.title ?? route?.title ?? '';

  useEffect(() => repairSelectSearchBoxes(), []);

  // A deep link into the other line switches the page type first.
  useEffect(() => {
    if (routeLine && pageTypeOfSuffix(routeLine) !== pageType) setPageType(pageTypeOfSuffix(routeLine));
  }, [routeLine, pageType]);

  useEffect(() => {
    if (tree.data) setSession('isGenerateRoutes', true);
  }, [tree.data]);

  const ready = tree.isSuccess && (!routeLine || pageTypeOfSuffix(routeLine) === pageType);
  useEffect(() => {
    if (ready && permitted) openTab(name, location.search);
  }, [ready, permitted, name, location.search]);

  useEffect(() => {
    if (title) document.title = `${title} - ${siteTitle()}`;
  }, [title]);

  let content;
  if (tree.isError) {
    content = (
      <StatusResult
        status="error"
        title="菜单加载失败"
        subTitle="无法获取当前账号的权限菜单"
        extra={<Button onClick={() => void tree.refetch()}>重试</Button>}
      />
    );
  } else if (!ready) {
    content = <Spin className={styles.screenLoading} tip="正在加载菜单…" />;
  } else if (!permitted) {
    content = (
      <Suspense fallback={null}>
        <Forbidden />
      </Suspense>
    );
  } else {
    // The route, not the store: the store still names the previous tab until openTab() (an effect) runs.
    content = <TabPanes tabs={tabs} active={name} />;
  }

  return (
    <AccessProvider value={access}>
      <Layout className={styles.shell}>
        <AppHeader menus={access.menus} />
        {/* hasSider: row layout from the first frame (otherwise Arco finds the Sider after mount and the content jumps). */}
        <Layout className={styles.body} hasSider>
          <Layout.Sider
            className={styles.sider}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            width={220}
            breakpoint="lg"
          >
            <SideMenu
              menus={access.menus}
              selected={route ? placeOf(route).name : ''}
              collapsed={collapsed}
            />
          </Layout.Sider>
          <Layout.Content className={styles.content}>
            <TabBar />
            {route && <Breadcrumbs route={route} title={title} />}
            <main className={styles.main}>{content}</main>
          </Layout.Content>
        </Layout>
      </Layout>
      <ForcedPasswordChange />
      {ready && <MarkingReminder />}
    </AccessProvider>
  );
}
