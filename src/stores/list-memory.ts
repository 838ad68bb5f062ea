/**
 * The last search, page and page size of each list (spec §2: returning to a list restores them,
 * whichever way it is opened again), for this tab session: sessionStorage, under the signed-in
 * user (what the browser keeps belongs to that user), forgotten at logout. The page URL carries
 * the same state less what must not be in a URL (kit/list/use-list-state.ts); this copy is whole.
 */
import { useSyncExternalStore } from 'react';
import { currentOwner } from '@/session/user-storage';

export interface RememberedList {
  search: Record<string, string | number | undefined>;
  page: number;
  limit: number;
}

type Lists = Record<string, RememberedList>;

const PREFIX = 'jw-lists:';

/** Whose lists: the login account signed in (the per-user storage's owner; '' before anyone signs in). */
const storageKey = () => `${PREFIX}${encodeURIComponent(currentOwner() ?? '')}`;

/** The parsed entry, kept while its text is unchanged (a stable snapshot for React). */
let cache: { key: string; raw: string | null; lists: Lists } | undefined;
const listeners = new Set<() => void>();

function read(): Lists {
  const key = storageKey();
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    // storage disabled: nothing is remembered
  }
  if (cache?.key !== key || cache.raw !== raw) {
    let lists: Lists = {};
    try {
      lists = (JSON.parse(raw ?? '{}') as Lists | null) ?? {};
    } catch {
      // a damaged entry starts afresh
    }
    // a list whose state did not change keeps its object: it does not render again for another's
    const before = cache?.key === key ? cache.lists : {};
    for (const [list, state] of Object.entries(lists))
      if (before[list] && JSON.stringify(before[list]) === JSON.stringify(state)) lists[list] = before[list];
    cache = { key, raw, lists };
  }
  return cache.lists;
}

export function rememberedList(list: string): RememberedList | undefined {
  return read()[list];
}

export function rememberList(list: string, state: RememberedList): void {
  const lists = { ...read(), [list]: state };
  try {
    window.sessionStorage.setItem(storageKey(), JSON.stringify(lists));
  } catch {
    return; // storage full or disabled: the URL alone keeps the state
  }
  for (const listener of listeners) listener();
}

export function forgetList(list: string): void {
  const { [list]: _forgotten, ...lists } = read();
  try {
    window.sessionStorage.setItem(storageKey(), JSON.stringify(lists));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Logout: every list remembered in this tab is forgotten. */
export function forgetLists(): void {
  try {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
  cache = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A list's remembered state (undefined: none), re-rendering when it changes. */
export function useRememberedList(list: string): RememberedList | undefined {
  const snapshot = () => rememberedList(list);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
