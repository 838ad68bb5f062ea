import { useSyncExternalStore } from 'react';

/** Spec §9: table height = window height − 50 − 142 − 60 − 60, following resizes. */
export function tableHeightFor(windowHeight: number): number {
  return Math.max(240, windowHeight - 50 - 142 - 60 - 60);
}

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useTableHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => tableHeightFor(window.innerHeight),
    () => tableHeightFor(900),
  );
}
