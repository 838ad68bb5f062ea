/**
 * The score grid's state kept outside React (unit-tested): the reducer's state in a small store
 * that components read through `useSyncExternalStore`, each for the slice it shows. A keystroke
 * changes one row's drafts, so only that row (and the status line, when its text changes)
 * re-renders; the grid around them, the other rows, the storage of drafts and the autosave timer
 * never go through a React render for it.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ScoreEntryPart, ScoreEntryRow } from '@/generated/model';
import { evaluate, rowMessage, type RowDraft, type RowState } from './score-drafts';
import { gridReducer, type GridAction, type GridState, type SaveCycle } from './score-grid-state';
import { sameProblems, type Problem } from './score-grid-toolbar';

export interface GridStore {
  get: () => GridState;
  dispatch: (action: GridAction) => void;
  /** Called after every change of the state; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createGridStore(initial: GridState): GridStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = gridReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Calls `listener` whenever `select` gives another value (by `Object.is`), outside React: the
 * draft storage and the autosave follow the drafts this way. Returns the unsubscribe.
 */
export function watchStore<T>(store: GridStore, select: (state: GridState) => T, listener: () => void) {
  let last = select(store.get());
  return store.subscribe(() => {
    const now = select(store.get());
    if (Object.is(now, last)) return;
    last = now;
    listener();
  });
}

export const selectDrafts = (state: GridState) => state.drafts;
export const selectOffer = (state: GridState) => state.offer;
export const selectSave = (state: GridState) => state.save;

/**
 * A slice of the store, re-rendering only when `select` gives another value (by `Object.is`).
 * `select` is a stable function (declared once, outside the component) returning values the state
 * already holds (or primitives), never new objects.
 */
export function useGridSelector<T>(store: GridStore, select: (state: GridState) => T): T {
  const snapshot = useCallback(() => select(store.get()), [store, select]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/** A row's saved values, its drafts and the server's refusal: what one row of the grid shows. */
export interface RowSlice {
  row: ScoreEntryRow;
  draft: RowDraft | undefined;
  refused: string | undefined;
}

/** One row's slice, the same object while none of its three parts changes. */
export function useRowSlice(store: GridStore, index: number): RowSlice {
  const kept = useRef<RowSlice>(undefined);
  const snapshot = useCallback(() => {
    const state = store.get();
    const row = state.rows[index]!;
    const draft = state.drafts[row.student_uuid];
    const refused = state.refused[row.student_uuid];
    const last = kept.current;
    if (last && last.row === row && last.draft === draft && last.refused === refused) return last;
    return (kept.current = { row, draft, refused });
  }, [store, index]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/** Rows as evaluated, cached by their drafts: a draft untouched by a key is not evaluated again. */
const evaluated = new WeakMap<
  RowDraft,
  { row: ScoreEntryRow; parts: readonly ScoreEntryPart[]; state: RowState }
>();
const EMPTY: RowDraft = {};

/** `evaluate` remembered for the row and drafts it was given. */
export function evaluateCached(
  row: ScoreEntryRow,
  draft: RowDraft | undefined,
  parts: readonly ScoreEntryPart[],
): RowState {
  const key = draft ?? EMPTY;
  const known = evaluated.get(key);
  if (known && known.row === row && known.parts === parts) return known.state;
  const state = evaluate(row, draft, parts);
  if (draft) evaluated.set(key, { row, parts, state });
  return state;
}

export interface Summary {
  /** Rows with drafts. */
  dirty: number;
  /** Rows with an invalid cell. */
  invalid: number;
  /** Rows the server refused. */
  refused: number;
  problems: Problem[];
}

const summaries = new WeakMap<GridState, Summary>();

/** The rows with drafts, those with invalid cells, and each row's problem with the cell to jump to. */
export function summaryOf(state: GridState): Summary {
  const known = summaries.get(state);
  if (known) return known;
  const problems: Problem[] = [];
  let dirty = 0;
  let invalid = 0;
  const uuids = new Set([...Object.keys(state.drafts), ...Object.keys(state.refused)]);
  for (const uuid of uuids) {
    const row = state.index.get(uuid);
    if (row === undefined) continue;
    const draft = state.drafts[uuid];
    if (draft) dirty += 1;
    const { errors } = evaluateCached(state.rows[row]!, draft, state.parts);
    const bad = Object.keys(errors);
    if (bad.length) invalid += 1;
    const text = rowMessage(errors, state.refused[uuid], state.parts);
    if (!text) continue;
    const col = state.columns.indexOf(bad[0] ?? Object.keys(draft ?? {})[0] ?? state.columns[0]!);
    problems.push({ uuid, row, col: Math.max(0, col), text: `${state.rows[row]!.student_name} ${text}` });
  }
  problems.sort((a, b) => a.row - b.row);
  const summary = { dirty, invalid, refused: Object.keys(state.refused).length, problems };
  summaries.set(state, summary);
  return summary;
}

/** What the toolbar and the status line show: counts, problems, whether undo / redo can run, the save. */
export interface StatusSlice extends Summary {
  canUndo: boolean;
  canRedo: boolean;
  save: SaveCycle;
}

/** The status slice, the same object while nothing it shows changes (most keystrokes). */
export function useStatusSlice(store: GridStore): StatusSlice {
  const kept = useRef<StatusSlice>(undefined);
  const snapshot = useCallback(() => {
    const state = store.get();
    const { dirty, invalid, refused, problems } = summaryOf(state);
    const canUndo = state.history.undo.length > 0;
    const canRedo = state.history.redo.length > 0;
    const { save } = state;
    const last = kept.current;
    if (
      last &&
      last.save === save &&
      last.dirty === dirty &&
      last.invalid === invalid &&
      last.refused === refused &&
      last.canUndo === canUndo &&
      last.canRedo === canRedo &&
      sameProblems(last.problems, problems)
    )
      return last;
    return (kept.current = { dirty, invalid, refused, problems, canUndo, canRedo, save });
  }, [store]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
