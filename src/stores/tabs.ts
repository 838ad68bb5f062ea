/**
 * Open tabs (spec §2): visited pages become tabs; close, close others, close
 * all, refresh; the home tab is fixed. One tab per route name; its last query
 * string is kept so returning to it restores the page as it was. Persisted in
 * sessionStorage so a reload keeps the tabs. Tabs with unsaved input are
 * marked dirty by their screen, and closing them asks first (see tab-bar).
 */
import { useSyncExternalStore } from 'react';

export const HOME_TAB = 'home';
const STORAGE_KEY = 'jw-tabs';

export interface Tab {
  name: string;
  /** Query string of the tab's last visit, e.g. '?page=2'. */
  search: string;
  /** Bumped by refresh to remount the screen. */
  version: number;
  /** What the screen calls itself now, e.g. 编辑学生 on the 新增学生 route opened with `?uuid=`. */
  title?: string;
}

interface TabsState {
  tabs: Tab[];
  active: string;
  dirty: ReadonlySet<string>;
}

const homeTab: Tab = { name: HOME_TAB, search: '', version: 0 };

function load(): TabsState {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Pick<
      TabsState,
      'tabs' | 'active'
    > | null;
    if (saved?.tabs?.some((tab) => tab.name === HOME_TAB)) return { ...saved, dirty: new Set() };
  } catch {
    // a damaged entry starts fresh
  }
  return { tabs: [homeTab], active: HOME_TAB, dirty: new Set() };
}

let state: TabsState = load();
const listeners = new Set<() => void>();

function commit(next: TabsState): void {
  state = next;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ tabs: state.tabs, active: state.active }));
  for (const listener of listeners) listener();
}

export function getTabs(): TabsState {
  return state;
}

export function subscribeTabs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTabs(): TabsState {
  return useSyncExternalStore(subscribeTabs, getTabs, getTabs);
}

const getTabList = () => state.tabs;

/**
 * The open tabs alone, for the shell: a tab marked unsaved or saved leaves the list as it was, so
 * the shell (menu, header, every tab) does not render again for a screen's first keystroke.
 */
export function useTabList(): readonly Tab[] {
  return useSyncExternalStore(subscribeTabs, getTabList, getTabList);
}

/** Opens (or activates) the tab of a route and remembers its query string. */
export function openTab(name: string, search: string): void {
  const exists = state.tabs.some((tab) => tab.name === name);
  const tabs = exists
    ? state.tabs.map((tab) => (tab.name === name && tab.search !== search ? { ...tab, search } : tab))
    : [...state.tabs, { name, search, version: 0 }];
  if (exists && tabs.every((tab, i) => tab === state.tabs[i]) && state.active === name) return;
  commit({ ...state, tabs, active: name });
}

function without(names: (name: string) => boolean): Pick<TabsState, 'tabs' | 'dirty'> {
  const tabs = state.tabs.filter((tab) => tab.name === HOME_TAB || !names(tab.name));
  const dirty = new Set([...state.dirty].filter((name) => tabs.some((tab) => tab.name === name)));
  return { tabs, dirty };
}

/** Closes one tab; returns the tab to show next when it was the active one. */
export function closeTab(name: string): Tab | undefined {
  if (name === HOME_TAB) return undefined;
  const index = state.tabs.findIndex((tab) => tab.name === name);
  if (index < 0) return undefined;
  const next = without((n) => n === name);
  const wasActive = state.active === name;
  const neighbour = wasActive ? next.tabs[Math.min(index, next.tabs.length - 1)] : undefined;
  commit({ ...next, active: neighbour?.name ?? state.active });
  return neighbour;
}

export function closeOtherTabs(keep: string): void {
  commit({ ...without((name) => name !== keep), active: keep });
}

export function closeAllTabs(): void {
  commit({ ...without(() => true), active: HOME_TAB });
}

/** Keeps only the tabs a predicate accepts (e.g. the current line's routes after a switch). */
export function keepTabs(accept: (name: string) => boolean): void {
  const next = without((name) => !accept(name));
  const active = next.tabs.some((tab) => tab.name === state.active) ? state.active : HOME_TAB;
  commit({ ...next, active });
}

export function refreshTab(name: string): void {
  commit({
    ...state,
    tabs: state.tabs.map((tab) => (tab.name === name ? { ...tab, version: tab.version + 1 } : tab)),
  });
}

/** The screen's own title for its tab and breadcrumb (undefined: the route's). */
export function setTabTitle(name: string, title: string | undefined): void {
  const tab = state.tabs.find((candidate) => candidate.name === name);
  if (!tab || tab.title === title) return;
  commit({ ...state, tabs: state.tabs.map((t) => (t === tab ? { ...tab, title } : t)) });
}

export function setTabDirty(name: string, dirty: boolean): void {
  if (state.dirty.has(name) === dirty) return;
  const next = new Set(state.dirty);
  if (dirty) next.add(name);
  else next.delete(name);
  commit({ ...state, dirty: next });
}

/** Logout: back to only the home tab. */
export function resetTabs(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
  commit({ tabs: [homeTab], active: HOME_TAB, dirty: new Set() });
}
