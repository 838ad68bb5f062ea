/**
 * The drafts live in the browser until saved: a reload, a crash or a closed tab loses nothing.
 * Written after a pause in typing, when the browser is idle (and at once when the page goes away),
 * never inside a keystroke's frame; drafts offered back and not yet taken are kept with them.
 */
import { useEffect, useRef } from 'react';
import { overlay, storeDrafts, textsOf } from './score-drafts';
import type { DraftOffer } from './score-draft-offer';
import { selectDrafts, watchStore, type GridStore } from './score-grid-store';

/** Drafts reach the browser's storage this soon after a change (then when the browser is idle). */
const STORE_MS = 150;

const idle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
};

export function useDraftStorage(store: GridStore, storageKey: string, offer: DraftOffer): void {
  const offerNow = useRef(offer);
  const keep = useRef<() => void>(undefined);
  useEffect(() => {
    let pending = false;
    let timer: number | undefined;
    let cancelIdle: (() => void) | undefined;
    const write = () => {
      pending = false;
      const texts = textsOf(store.get().drafts);
      const kept = offerNow.current;
      storeDrafts(
        window.localStorage,
        storageKey,
        kept.count ? overlay(kept.texts, texts) : texts,
        new Date(),
      );
    };
    const schedule = () => {
      pending = true;
      window.clearTimeout(timer);
      cancelIdle?.();
      cancelIdle = undefined;
      timer = window.setTimeout(() => (cancelIdle = idle(write)), STORE_MS);
    };
    const flush = () => {
      window.clearTimeout(timer);
      cancelIdle?.();
      if (pending) write();
    };
    keep.current = schedule;
    const unwatch = watchStore(store, selectDrafts, schedule);
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      unwatch();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      keep.current = undefined;
      flush();
    };
  }, [store, storageKey]);
  // an offer taken or given up changes what is kept
  useEffect(() => {
    offerNow.current = offer;
    keep.current?.();
  }, [offer]);
}
