/**
 * Every open tab's screen stays mounted inside React's <Activity>: a hidden
 * tab keeps its state (search, page, scroll, half-filled form) and a switch
 * back shows it as it was. Each tab sees its own location (its last URL), so
 * a hidden screen never reacts to another tab's query string.
 */
import { Spin } from '@arco-design/web-react';
import { Activity, Suspense, useMemo, useState } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { AccessProvider, hasJurisdiction, ScreenRouteProvider, useAccess } from '@/access/access-context';
import { findRoute } from '@/routes/registry';
import { ScreenBoundary } from './screen-boundary';
import type { Tab } from '@/stores/tabs';
import { RouteScreen } from './route-screen';
import styles from './shell.module.css';

const LOADING = <Spin className={styles.screenLoading} tip="页面加载中…" />;

function TabScreen({ tab }: { tab: Tab }) {
  const route = findRoute(tab.name);
  const access = useAccess();
  const grantAll = hasJurisdiction(tab.search);
  const tabAccess = useMemo(() => (grantAll ? { ...access, grantAll } : access), [access, grantAll]);
  const location = useMemo(
    () => ({ pathname: `/${tab.name}`, search: tab.search, hash: '', state: null, key: tab.name }),
    [tab.name, tab.search],
  );
  if (!route) return null;
  return (
    <LocationContext.Provider value={{ location, navigationType: NavigationType.Pop }}>
      <AccessProvider value={tabAccess}>
        <ScreenRouteProvider value={route}>
          <ScreenBoundary key={tab.version}>
            {/* the Suspense is for what a screen itself loads lazily (a dialog, a chart) */}
            <Suspense fallback={LOADING}>
              <RouteScreen name={tab.name} loading={LOADING} />
            </Suspense>
          </ScreenBoundary>
        </ScreenRouteProvider>
      </AccessProvider>
    </LocationContext.Provider>
  );
}

/**
 * A tab renders its screen from the first time it is shown, then stays mounted.
 * Tabs never shown yet (the fixed home tab behind a deep link, tabs restored
 * after a reload) render nothing: hidden <Activity> content would still be
 * rendered, downloading and running screens nobody is looking at.
 */
export function TabPanes({ tabs, active }: { tabs: readonly Tab[]; active: string }) {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([active]));
  if (!shown.has(active)) setShown(new Set(shown).add(active));
  return tabs.map((tab) =>
    tab.name === active || shown.has(tab.name) ? (
      <Activity key={tab.name} mode={tab.name === active ? 'visible' : 'hidden'} name={tab.name}>
        <div className={styles.screen} data-screen={tab.name}>
          <TabScreen tab={tab} />
        </div>
      </Activity>
    ) : null,
  );
}
