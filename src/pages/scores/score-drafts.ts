/**
 * What has been typed into the score grid and not yet saved (unit-tested): each cell's text with
 * the version of its last change, so a save's answer clears only the cells it actually sent; what a
 * row means with its drafts applied; what a save sends; and the copy kept in the browser for the
 * user signed in, so a reload, a crash, a closed tab or an expired session loses nothing.
 */
import type { OfflineScoreInputBodyRowsItem, ScoreEntryPart, ScoreEntryRow } from '@/generated/model';
import type { KeptEntry } from '@/session/user-storage';
import {
  MARKS,
  markIn,
  parseMark,
  parseScore,
  scoresOf,
  valuesOf,
  type Mark,
  type Values,
} from './score-grid';

/** The 特殊情况 column's key beside the part keys. */
export const MARK_COLUMN = '__mark';

export interface DraftCell {
  text: string;
  /** Raised by every change; a save clears the cell only while it still has the version it sent. */
  version: number;
}
export type RowDraft = Readonly<Record<string, DraftCell>>;
/** Student uuid → that row's changed cells. */
export type Drafts = Readonly<Record<string, RowDraft>>;

/** A cell set to a text: `col` is a part key or MARK_COLUMN. */
export interface CellEdit {
  uuid: string;
  col: string;
  text: string;
}

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The text a cell shows when it has no draft: what the server has. */
export function savedText(row: ScoreEntryRow, col: string): string {
  if (col === MARK_COLUMN) return row.mark ?? '';
  return shown(row.scores.find((item) => item.key === col)?.score);
}

export function textOf(row: ScoreEntryRow, draft: RowDraft | undefined, col: string): string {
  return draft?.[col]?.text ?? savedText(row, col);
}

/**
 * What typing or pasting a text into a cell changes: 缺考 / 缓考 / 作弊 (or 缺 / 缓 / 作) in a score
 * column sets the row's mark and empties that score; anything else is the cell's text.
 * The first character makes the mark whole at once (缺 → 缺考), so the rest of the word typed after
 * it — an input method that sends one character at a time types 缺, then 考 — is not a second word:
 * 缺考考 in 特殊情况 is 缺考, and 考 typed into the score cell just emptied by 缺 (`rowMark`: the row's
 * mark as it stands) changes nothing.
 */
export function editsFor(uuid: string, col: string, text: string, rowMark?: string): CellEdit[] {
  if (col === MARK_COLUMN) {
    const typedOn = MARKS.find(
      (mark) =>
        text.length > mark.length &&
        text.startsWith(mark) &&
        mark.slice(1).startsWith(text.slice(mark.length)),
    );
    return [{ uuid, col, text: markIn(text) ?? typedOn ?? text }];
  }
  const mark = markIn(text);
  if (mark)
    return [
      { uuid, col, text: '' },
      { uuid, col: MARK_COLUMN, text: mark },
    ];
  if (text && rowMark && rowMark !== text && rowMark.slice(1).startsWith(text)) return [];
  return [{ uuid, col, text }];
}

/**
 * The drafts with the edits applied, each changed cell with a new version from `version` up;
 * a cell set back to what the server has is no longer a draft. Untouched rows keep their identity.
 */
export function applyEdits(
  drafts: Drafts,
  edits: readonly CellEdit[],
  rowOf: (uuid: string) => ScoreEntryRow | undefined,
  version: number,
): { drafts: Drafts; version: number } {
  const next: Record<string, RowDraft> = { ...drafts };
  let current = version;
  for (const edit of edits) {
    const row = rowOf(edit.uuid);
    if (!row) continue;
    const cells: Record<string, DraftCell> = { ...next[edit.uuid] };
    if (edit.text === savedText(row, edit.col)) delete cells[edit.col];
    else cells[edit.col] = { text: edit.text, version: (current += 1) };
    if (Object.keys(cells).length) next[edit.uuid] = cells;
    else delete next[edit.uuid];
  }
  return { drafts: next, version: current };
}

export interface RowState {
  values: Values;
  mark: Mark | null;
  /** Column → what is wrong with its text. */
  errors: Record<string, string>;
}

/** A row as its drafts make it. */
export function evaluate(
  row: ScoreEntryRow,
  draft: RowDraft | undefined,
  parts: readonly ScoreEntryPart[],
): RowState {
  const values = valuesOf(row.scores);
  const errors: Record<string, string> = {};
  let mark = (row.mark ?? null) as Mark | null;
  if (draft) {
    for (const part of parts) {
      const cell = draft[part.key];
      if (!cell) continue;
      const parsed = parseScore(cell.text);
      if (parsed.error) errors[part.key] = parsed.error;
      else values[part.key] = parsed.value;
    }
    const cell = draft[MARK_COLUMN];
    if (cell) {
      const parsed = parseMark(cell.text);
      if (parsed.error) errors[MARK_COLUMN] = parsed.error;
      else mark = parsed.mark;
    }
  }
  return { values, mark, errors };
}

/** The first problem of a row, as read out and shown beside it. */
export function rowMessage(
  errors: Record<string, string>,
  refused: string | undefined,
  parts: readonly ScoreEntryPart[],
): string | undefined {
  for (const part of parts) if (errors[part.key]) return `${part.name}：${errors[part.key]}`;
  if (errors[MARK_COLUMN]) return `特殊情况：${errors[MARK_COLUMN]}`;
  return refused ? `未保存：${refused}` : undefined;
}

export const hasErrors = (state: RowState) => Object.keys(state.errors).length > 0;

/** A row as the contract takes it: a row with a mark carries no score (the server refuses both). */
export function bodyOf(state: RowState, uuid: string, parts: readonly ScoreEntryPart[]) {
  return {
    student_uuid: uuid,
    scores: state.mark
      ? parts.map((part) => ({ key: part.key, score: null }))
      : scoresOf(state.values, parts),
    mark: state.mark,
  } satisfies OfflineScoreInputBodyRowsItem;
}

/** A row on its way to the server, with the versions of the cells it carries. */
export interface SentRow {
  uuid: string;
  body: OfflineScoreInputBodyRowsItem;
  versions: Readonly<Record<string, number>>;
}

export function sentRow(
  row: ScoreEntryRow,
  draft: RowDraft | undefined,
  parts: readonly ScoreEntryPart[],
): SentRow | undefined {
  const state = evaluate(row, draft, parts);
  if (hasErrors(state)) return undefined;
  const versions = Object.fromEntries(Object.entries(draft ?? {}).map(([col, cell]) => [col, cell.version]));
  return { uuid: row.student_uuid, body: bodyOf(state, row.student_uuid, parts), versions };
}

/** The saved row after the server took `sent`. */
export function savedRow(row: ScoreEntryRow, sent: SentRow): ScoreEntryRow {
  return { ...row, scores: sent.body.scores, mark: sent.body.mark };
}

/**
 * A row's drafts once `sent` is saved: a cell still at the version sent is saved; a cell changed
 * after the save went out stays a draft (unless it now equals what was saved).
 */
export function draftAfterSave(
  saved: ScoreEntryRow,
  draft: RowDraft | undefined,
  sent: SentRow,
): RowDraft | undefined {
  if (!draft) return undefined;
  const left = Object.entries(draft).filter(
    ([col, cell]) => cell.version !== sent.versions[col] && cell.text !== savedText(saved, col),
  );
  return left.length ? Object.fromEntries(left) : undefined;
}

/** Only the texts: what the browser keeps (versions start again after a reload). */
export type DraftTexts = Record<string, Record<string, string>>;

export function textsOf(drafts: Drafts): DraftTexts {
  return Object.fromEntries(
    Object.entries(drafts).map(([uuid, cells]) => [
      uuid,
      Object.fromEntries(Object.entries(cells).map(([col, cell]) => [col, cell.text])),
    ]),
  );
}

export const cellCount = (texts: DraftTexts) =>
  Object.values(texts).reduce((count, cells) => count + Object.keys(cells).length, 0);

/** The entry a class and course's drafts are kept under, for the user signed in (user-storage.ts). */
export const draftName = (classId: number, courseId: number) => `score-drafts:${classId}:${courseId}`;

export interface StoredDrafts {
  texts: DraftTexts;
  /** When they were last written (ISO). */
  at: string;
}

/** Keeps the drafts for their owner (`label`: what they are called when logging out), or forgets them. */
export function storeDrafts(entry: KeptEntry<DraftTexts>, texts: DraftTexts, label: string): void {
  if (!cellCount(texts)) entry.remove();
  else entry.write(texts, label);
}

/** The owner's kept drafts, as far as they are texts by student and column. */
export function loadDrafts(entry: KeptEntry<DraftTexts>): StoredDrafts | undefined {
  const kept = entry.read();
  if (!kept?.value || typeof kept.value !== 'object') return undefined;
  const texts: DraftTexts = {};
  for (const [uuid, cells] of Object.entries(kept.value)) {
    if (!cells || typeof cells !== 'object') continue;
    const strings = Object.entries(cells).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (strings.length) texts[uuid] = Object.fromEntries(strings);
  }
  return { texts, at: kept.at };
}

/**
 * Kept drafts worth offering back: students still in the class, columns still in the sheet,
 * texts that differ from what the server has now.
 */
export function offerOf(
  texts: DraftTexts,
  rowOf: (uuid: string) => ScoreEntryRow | undefined,
  columns: readonly string[],
): DraftTexts {
  const offer: DraftTexts = {};
  for (const [uuid, cells] of Object.entries(texts)) {
    const row = rowOf(uuid);
    if (!row) continue;
    const kept = Object.entries(cells).filter(
      ([col, text]) => columns.includes(col) && text !== savedText(row, col),
    );
    if (kept.length) offer[uuid] = Object.fromEntries(kept);
  }
  return offer;
}

/** `over` laid on `under`: what is kept while an offer is still open and the user types on. */
export function overlay(under: DraftTexts, over: DraftTexts): DraftTexts {
  const merged: DraftTexts = { ...under };
  for (const [uuid, cells] of Object.entries(over)) merged[uuid] = { ...merged[uuid], ...cells };
  return merged;
}
