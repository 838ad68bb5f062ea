/**
 * The drafts live in the browser until saved, for the user signed in (user-storage.ts): a reload, a
 * crash, a closed tab or an expired session loses nothing.
 * Written after a pause in typing, when the browser is idle (and at once when the page goes away),
 * never inside a keystroke's frame; drafts offered back and not yet taken are kept with them.
 */
import { useEffect } from 'react';
import { whenIdle } from '@/ui/idle';
import type { KeptEntry } from '@/session/user-storage';
import { cellCount, storeDrafts, type DraftTexts } from './score-drafts';
import { keptTexts } from './score-grid-state';
import { selectDrafts, selectOffer, watchStore, type GridStore } from './score-grid-store';

/** Drafts reach the browser's storage this soon after a change (then when the browser is idle). */
const STORE_MS = 150;

/** `label(count)`: what `count` kept scores are called when the user logs out. */
export function useDraftStorage(
  store: GridStore,
  entry: KeptEntry<DraftTexts>,
  label: (count: number) => string,
): void {
  useEffect(() => {
    let pending = false;
    let timer: number | undefined;
    let cancelIdle: (() => void) | undefined;
    const write = () => {
      pending = false;
      const texts = keptTexts(store.get());
      storeDrafts(entry, texts, label(cellCount(texts)));
    };
    const schedule = () => {
      pending = true;
      window.clearTimeout(timer);
      cancelIdle?.();
      cancelIdle = undefined;
      timer = window.setTimeout(() => (cancelIdle = whenIdle(write, 1000)), STORE_MS);
    };
    const flush = () => {
      window.clearTimeout(timer);
      cancelIdle?.();
      if (pending) write();
    };
    // a change, and the offer taken or given up (what is kept changes with it)
    const unwatch = [watchStore(store, selectDrafts, schedule), watchStore(store, selectOffer, schedule)];
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      unwatch.forEach((stop) => stop());
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, [store, entry, label]);
}
