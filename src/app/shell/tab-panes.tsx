/**
 * Every open tab's screen stays mounted inside React's <Activity>: a hidden
 * tab keeps its state (search, page, scroll, half-filled form) and a switch
 * back shows it as it was. Each tab sees its own location (its last URL), so
 * a hidden screen never reacts to another tab's query string.
 */
import { Spin } from '@arco-design/web-react';
import {
  Activity,
  createElement,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { AccessProvider, ScreenRouteProvider, useAccess } from '@/access/access-context';
import { loadScreen } from '@/routes/lazy-screen';
import { findRoute } from '@/routes/registry';
import { loadedScreen, rememberScreen } from '@/routes/preload';
import { screenLoader } from '@/routes/screens';
import { ScreenBoundary } from './screen-boundary';
import type { Tab } from '@/stores/tabs';
import { UnderConstruction } from './under-construction';
import styles from './shell.module.css';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The screen of a route, or 「功能建设中」: the component itself when its chunk
 * is already loaded (preload.ts), else its lazily loaded module (its domain's
 * registry first, then its chunk). Created once per route and kept, so a
 * mounted screen never changes component type.
 */
export function screenComponent(name: string): ComponentType {
  let component = lazyScreens.get(name) ?? loadedScreen(name);
  if (!component) {
    const lazyComponent = lazy(() =>
      loadScreen(async () => {
        const loader = await screenLoader(name);
        if (!loader) return { default: UnderConstruction };
        const module = await loader();
        rememberScreen(name, module.default);
        return module;
      }),
    );
    lazyScreens.set(name, lazyComponent);
    component = lazyComponent;
  }
  return component;
}

/** Query flag isJurisdiction=1 grants every action on that screen (spec §6). */
export function hasJurisdiction(search: string): boolean {
  return new URLSearchParams(search).get('isJurisdiction') === '1';
}

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
          <ScreenBoundary key={tab.version} onRetry={() => lazyScreens.delete(tab.name)}>
            <Suspense fallback={<Spin className={styles.screenLoading} tip="页面加载中…" />}>
              {createElement(screenComponent(tab.name))}
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
