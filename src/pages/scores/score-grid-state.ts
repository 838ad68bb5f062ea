/**
 * The score grid's state as one reducer (unit-tested): the rows as saved, the drafts with their
 * versions, undo / redo, the change log, the rows the server refused, the save under way and the
 * drafts an earlier visit left in the browser, offered back. Every action that changes cells goes
 * through `change`, so versions, history and log never disagree.
 */
import type { ScoreEntryPart, ScoreEntryRow } from '@/generated/model';
import {
  applyEdits,
  cellCount,
  draftAfterSave,
  editsFor,
  MARK_COLUMN,
  offerOf,
  overlay,
  savedRow,
  textOf,
  textsOf,
  type CellEdit,
  type DraftTexts,
  type Drafts,
  type SentRow,
  type StoredDrafts,
} from './score-drafts';
import {
  continues,
  EMPTY_HISTORY,
  logStep,
  record,
  redo,
  undo,
  type Change,
  type History,
  type How,
  type LogEntry,
} from './score-grid-history';
import type { Position } from './score-grid';

export interface GridState {
  parts: readonly ScoreEntryPart[];
  /** Part keys, then MARK_COLUMN: the editable columns in order. */
  columns: readonly string[];
  /** As the server has them. */
  rows: readonly ScoreEntryRow[];
  index: ReadonlyMap<string, number>;
  drafts: Drafts;
  version: number;
  history: History;
  step: number;
  log: readonly LogEntry[];
  /** Student uuid → the server's msg for the row it refused. */
  refused: Readonly<Record<string, string>>;
  save: SaveCycle;
  /** Drafts kept by an earlier visit, offered back until taken or given up. */
  offer: DraftOffer | undefined;
}

/** The saves: one under way, how the last one ended. */
export interface SaveCycle {
  saving: boolean;
  /** Why the last save failed (a server or network failure); cleared when the next one starts. */
  failure?: string;
  /** When the last save ended well, 14:40:05. */
  savedAt?: string;
  /** After a failure, autosave waits for the next change (Ctrl+S or 保存 retry at once). */
  autosavePaused: boolean;
}

const IDLE: SaveCycle = { saving: false, autosavePaused: false };

/** Autosave waits for a pause in typing while there are drafts, no save is under way and no failure paused it. */
export const autosaveDue = ({ save, drafts }: GridState): boolean =>
  !save.saving && !save.autosavePaused && Object.keys(drafts).length > 0;

/** Drafts the browser kept from an earlier visit that still differ from what is saved. */
export interface DraftOffer {
  texts: DraftTexts;
  /** Their cells. */
  count: number;
  /** When they were kept (ISO), '' when unknown. */
  at: string;
}

/** The sheet as loaded, with the drafts the browser kept for it (`kept`) offered back. */
export function initialState(
  parts: readonly ScoreEntryPart[],
  rows: readonly ScoreEntryRow[],
  kept?: StoredDrafts,
): GridState {
  const columns = [...parts.map((part) => part.key), MARK_COLUMN];
  const state: GridState = {
    parts,
    columns,
    rows,
    index: new Map(rows.map((row, position) => [row.student_uuid, position])),
    drafts: {},
    version: 0,
    history: EMPTY_HISTORY,
    step: 0,
    log: [],
    refused: {},
    save: IDLE,
    offer: undefined,
  };
  const texts = offerOf(kept?.texts ?? {}, rowOfState(state), columns);
  const count = cellCount(texts);
  return count ? { ...state, offer: { texts, count, at: kept?.at ?? '' } } : state;
}

export type GridAction =
  /** Typed into a cell (`extend`: typing on in the cell last typed into). */
  | { type: 'type'; row: number; col: number; text: string; extend: boolean; time: string }
  /** A block (lines of tab-separated cells) pasted from a cell down and right. */
  | { type: 'paste'; row: number; col: number; block: string[][]; time: string }
  /** Ctrl+D: the cell takes the text of the one above. */
  | { type: 'fill'; row: number; col: number; time: string }
  | { type: 'undo'; time: string }
  | { type: 'redo'; time: string }
  /** The drafts offered back taken as drafts again (cells changed since keep their new text). */
  | { type: 'offerRestored'; time: string }
  /** The drafts offered back given up: the browser forgets them. */
  | { type: 'offerGivenUp' }
  | { type: 'saveStarted' }
  /** The rows the server saved (their drafts go, but for what was typed since they were sent). */
  | { type: 'saved'; sent: readonly SentRow[] }
  /** Rows the server refused, each with its msg (kept until the row changes). */
  | { type: 'refused'; rows: readonly { sent: SentRow; msg: string }[] }
  | { type: 'saveFailed'; error: string }
  | { type: 'saveSucceeded'; time: string };

export const rowOfState = (state: GridState) => (uuid: string) => {
  const position = state.index.get(uuid);
  return position === undefined ? undefined : state.rows[position];
};

export function cellText(state: GridState, uuid: string, col: string): string {
  const row = rowOfState(state)(uuid);
  return row ? textOf(row, state.drafts[uuid], col) : '';
}

export const columnName = (state: GridState, col: string) =>
  col === MARK_COLUMN ? '特殊情况' : (state.parts.find((part) => part.key === col)?.name ?? col);

/** Edits applied as one step of the history and the log. */
function change(
  state: GridState,
  edits: readonly CellEdit[],
  how: How,
  time: string,
  options: { typing?: string; extend?: boolean; history?: History } = {},
): GridState {
  const changes: Change[] = [];
  for (const edit of edits) {
    const before = cellText(state, edit.uuid, edit.col);
    const known = changes.find((item) => item.uuid === edit.uuid && item.col === edit.col);
    if (known) known.after = edit.text;
    else changes.push({ uuid: edit.uuid, col: edit.col, before, after: edit.text });
  }
  const effective = changes.filter((item) => item.before !== item.after);
  if (!effective.length) return state;
  const applied = applyEdits(
    state.drafts,
    effective.map(({ uuid, col, after }) => ({ uuid, col, text: after })),
    rowOfState(state),
    state.version,
  );
  const step = { changes: effective, how, typing: options.typing };
  const extend = !!options.extend && continues(state.history, step);
  const stepId = extend ? state.step : state.step + 1;
  const refused = { ...state.refused };
  for (const item of effective) delete refused[item.uuid];
  const rowOf = rowOfState(state);
  return {
    ...state,
    drafts: applied.drafts,
    version: applied.version,
    history: options.history ?? record(state.history, step, extend),
    step: stepId,
    log: logStep(
      state.log,
      effective,
      how,
      time,
      stepId,
      (uuid) => {
        const row = rowOf(uuid);
        return { student_no: row?.student_no ?? '', student_name: row?.student_name ?? '' };
      },
      (col) => columnName(state, col),
    ),
    refused: Object.keys(refused).length === Object.keys(state.refused).length ? state.refused : refused,
    // a change after a failed save: autosave runs again
    save: state.save.autosavePaused ? { ...state.save, autosavePaused: false } : state.save,
  };
}

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'type': {
      const row = state.rows[action.row];
      const col = state.columns[action.col];
      if (!row || !col) return state;
      const typing = `${row.student_uuid}:${col}`;
      const mark = cellText(state, row.student_uuid, MARK_COLUMN);
      return change(state, editsFor(row.student_uuid, col, action.text, mark), '输入', action.time, {
        typing,
        extend: action.extend,
      });
    }
    case 'paste': {
      const edits = action.block.flatMap((line, down) =>
        line.flatMap((text, right) => {
          const row = state.rows[action.row + down];
          const col = state.columns[action.col + right];
          return row && col ? editsFor(row.student_uuid, col, text.trim()) : [];
        }),
      );
      return change(state, edits, '粘贴', action.time);
    }
    case 'fill': {
      const above = state.rows[action.row - 1];
      const row = state.rows[action.row];
      const col = state.columns[action.col];
      if (!above || !row || !col) return state;
      const text = cellText(state, above.student_uuid, col);
      return change(state, editsFor(row.student_uuid, col, text), '向下填充', action.time);
    }
    case 'undo':
    case 'redo': {
      const taken = action.type === 'undo' ? undo(state.history) : redo(state.history);
      if (!taken.changes) return state;
      const edits = taken.changes.map(({ uuid, col, after }) => ({ uuid, col, text: after }));
      return change(state, edits, action.type === 'undo' ? '撤销' : '重做', action.time, {
        history: taken.history,
      });
    }
    case 'offerRestored': {
      if (!state.offer) return state;
      const edits = Object.entries(state.offer.texts).flatMap(([uuid, cells]) =>
        Object.entries(cells)
          .filter(([col]) => !state.drafts[uuid]?.[col])
          .map(([col, text]) => ({ uuid, col, text })),
      );
      return { ...change(state, edits, '恢复', action.time), offer: undefined };
    }
    case 'offerGivenUp':
      return state.offer ? { ...state, offer: undefined } : state;
    case 'saved': {
      if (!action.sent.length) return state;
      const rows = [...state.rows];
      const drafts: Record<string, Drafts[string]> = { ...state.drafts };
      const refused = { ...state.refused };
      for (const sent of action.sent) {
        const position = state.index.get(sent.uuid);
        if (position === undefined) continue;
        const saved = savedRow(rows[position]!, sent);
        rows[position] = saved;
        const left = draftAfterSave(saved, drafts[sent.uuid], sent);
        if (left) drafts[sent.uuid] = left;
        else delete drafts[sent.uuid];
        delete refused[sent.uuid];
      }
      return { ...state, rows, drafts, refused };
    }
    case 'saveStarted':
      return { ...state, save: { ...state.save, saving: true, failure: undefined } };
    case 'saveFailed':
      return {
        ...state,
        save: { ...state.save, saving: false, failure: action.error, autosavePaused: true },
      };
    case 'saveSucceeded':
      return { ...state, save: { saving: false, savedAt: action.time, autosavePaused: false } };
    case 'refused': {
      const refused = { ...state.refused };
      for (const { sent, msg } of action.rows) {
        // a row changed since it was sent is sent again with its new values: the old answer is moot
        const draft = state.drafts[sent.uuid] ?? {};
        const unchanged =
          Object.keys(draft).length === Object.keys(sent.versions).length &&
          Object.entries(sent.versions).every(([col, version]) => draft[col]?.version === version);
        if (unchanged) refused[sent.uuid] = msg;
      }
      return { ...state, refused };
    }
  }
}

/** What the browser keeps: the drafts, laid over the drafts still on offer (neither taken nor given up). */
export function keptTexts(state: GridState): DraftTexts {
  const texts = textsOf(state.drafts);
  return state.offer ? overlay(state.offer.texts, texts) : texts;
}

/** The cell undo (or redo) will change first, for the focus to follow it. */
export function stepTarget(state: GridState, kind: 'undo' | 'redo'): Position | undefined {
  const first = (kind === 'undo' ? state.history.undo : state.history.redo).at(-1)?.changes[0];
  const row = first && state.index.get(first.uuid);
  if (!first || row === undefined) return undefined;
  return { row, col: state.columns.indexOf(first.col) };
}
