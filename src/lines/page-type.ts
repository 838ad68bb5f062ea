/** The current page type (session cookie `pageType`) as a subscribable store. */
import { useSyncExternalStore } from 'react';
import { getPageType, setSession } from '@/session/session';
import { LINES, type Line, type PageType } from './line';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPageType(pageType: PageType): void {
  if (getPageType() === pageType && document.cookie.includes('pageType=')) return;
  setSession('pageType', pageType);
  for (const listener of listeners) listener();
}

export function usePageType(): PageType {
  return useSyncExternalStore(subscribe, getPageType, getPageType);
}

/** The current line (AE or ST) for screens and lookups. */
export function useLine(): Line {
  return LINES[usePageType()];
}

/** The line a route suffix belongs to. */
export function pageTypeOfSuffix(suffix: 'AE' | 'ST'): PageType {
  return suffix === 'ST' ? 'selfTaught' : 'adultEducation';
}
