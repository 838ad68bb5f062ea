/** Saved as you go: a pause in typing saves the finished rows (not after a failure, until the next change). */
import { useEffect } from 'react';
import { selectDrafts, watchStore, type GridStore } from './score-grid-store';
import { autosaveDue, type GridState } from './score-grid-state';
import type { SaveScores } from './use-save-scores';

const AUTOSAVE_MS = 2500;
const selectSaving = (state: GridState) => state.save.saving;

export function useAutosave(store: GridStore, locked: boolean, save: SaveScores): void {
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      if (locked || !autosaveDue(store.get())) return;
      timer = window.setTimeout(() => void save(0, true), AUTOSAVE_MS);
    };
    // a change, and the end of a save (what was typed meanwhile is saved next)
    const unwatch = [watchStore(store, selectDrafts, arm), watchStore(store, selectSaving, arm)];
    arm();
    return () => {
      unwatch.forEach((stop) => stop());
      window.clearTimeout(timer);
    };
  }, [store, locked, save]);
}
