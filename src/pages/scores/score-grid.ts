/**
 * The score entry grid's rules as plain functions (unit-tested): what a typed cell means, the
 * total from the assessment weights, a column pasted from Excel, what is still empty, where
 * the arrow keys, Tab and Enter move, and which Ctrl keys are the grid's commands.
 */
import type { ScoreEntryPart, ScoreEntryRowScoresItem } from '@/generated/model';

export const MARKS = ['缺考', '缓考', '作弊'] as const;
export type Mark = (typeof MARKS)[number];
/** A student's scores by part key (the contract sends them as a list in the order of the parts). */
export type Values = Record<string, number | null>;

export function valuesOf(scores: readonly ScoreEntryRowScoresItem[]): Values {
  return Object.fromEntries(scores.map((item) => [item.key, item.score]));
}

export function scoresOf(values: Values, parts: readonly ScoreEntryPart[]): ScoreEntryRowScoresItem[] {
  return parts.map((part) => ({ key: part.key, score: values[part.key] ?? null }));
}

export interface ParsedCell {
  value: number | null;
  error?: string;
}

/** A typed score: empty, or 0–100 with at most one decimal. */
export function parseScore(text: string): ParsedCell {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return { value: null, error: '请输入 0–100 的分数，最多一位小数' };
  const value = Number(trimmed);
  return value > 100 ? { value: null, error: '分数不能超过 100' } : { value };
}

/** A typed special case: 缺考 / 缓考 / 作弊 (also their first character), or empty for none. */
export function parseMark(text: string): { mark: Mark | null; error?: string } {
  const trimmed = text.trim();
  if (!trimmed) return { mark: null };
  const mark = MARKS.find((candidate) => candidate === trimmed || candidate[0] === trimmed);
  return mark ? { mark } : { mark: null, error: '只能填 缺考、缓考 或 作弊' };
}

/** The special case a text names (缺考 / 缓考 / 作弊 or their first character), if it names one. */
export function markIn(text: string): Mark | undefined {
  const parsed = parseMark(text);
  return parsed.error ? undefined : (parsed.mark ?? undefined);
}

/** The weighted total to one decimal; null while a part is empty or the student has a mark. */
export function totalOf(values: Values, parts: readonly ScoreEntryPart[], mark: Mark | null): number | null {
  if (mark) return null;
  let tenths = 0;
  for (const part of parts) {
    const value = values[part.key];
    if (value === null || value === undefined) return null;
    tenths += value * part.weight;
  }
  return Math.round(tenths / 10) / 10;
}

/** Cells still empty (students with a mark need none). */
export function emptyCount(
  rows: readonly { values: Values; mark: Mark | null }[],
  parts: readonly ScoreEntryPart[],
) {
  return rows.reduce(
    (count, row) =>
      row.mark
        ? count
        : count +
          parts.filter((part) => row.values[part.key] === null || row.values[part.key] === undefined).length,
    0,
  );
}

/** Lines of a column copied from Excel, as texts from the given row down (blank trailing line dropped). */
export function pastedLines(text: string): string[] {
  const lines = text.replace(/\r/g, '').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t')[0] ?? '');
}

/** A block copied from Excel: lines of tab-separated cells (blank trailing line dropped). */
export function pastedBlock(text: string): string[][] {
  const lines = text.replace(/\r/g, '').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

export interface Position {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus in a grid of rows × cols; undefined when the key is not a move. Tab
 * goes across the row and on to the next; from the last cell (Shift+Tab: the first) it is not a move,
 * so the browser takes the focus out of the grid to the toolbar or on (no keyboard trap).
 * Ctrl+Home / Ctrl+End go to the first and the last cell (from there Shift+Tab / Tab leave the grid).
 */
export function moveFrom(
  position: Position,
  key: string,
  shift: boolean,
  rows: number,
  cols: number,
  ctrl = false,
): Position | undefined {
  const clamp = (row: number, col: number) => ({
    row: Math.min(rows - 1, Math.max(0, row)),
    col: Math.min(cols - 1, Math.max(0, col)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(position.row - 1, position.col);
    case 'ArrowDown':
    case 'Enter':
      return clamp(position.row + (key === 'Enter' && shift ? -1 : 1), position.col);
    case 'ArrowLeft':
      return clamp(position.row, position.col - 1);
    case 'ArrowRight':
      return clamp(position.row, position.col + 1);
    case 'Tab': {
      // across the row, then on to the next (or previous) row; past either end, out of the grid
      const index = position.row * cols + position.col + (shift ? -1 : 1);
      if (index < 0 || index > rows * cols - 1) return undefined;
      return { row: Math.floor(index / cols), col: index % cols };
    }
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : undefined; // Home alone: the caret in the cell
    case 'End':
      return ctrl ? clamp(rows - 1, cols - 1) : undefined;
    default:
      return undefined;
  }
}

/** A key as the grid reads it (a React or a DOM keyboard event). */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Where a key leads from a cell (`moveFrom`). With Ctrl (or ⌘) only Home / End move, to the first
 * or the last cell; Ctrl with a letter is a command (`commandOf`) or the browser's.
 */
export function moveOnKey(position: Position, press: KeyPress, rows: number, cols: number) {
  const ctrl = press.ctrlKey || press.metaKey;
  if (ctrl && press.key !== 'Home' && press.key !== 'End') return undefined;
  return moveFrom(position, press.key, !ctrl && press.shiftKey, rows, cols, ctrl);
}

export type GridCommand = 'save' | 'undo' | 'redo' | 'fill';

const COMMANDS = new Map<string, GridCommand>([
  ['s', 'save'],
  ['z', 'undo'],
  ['y', 'redo'],
  ['d', 'fill'],
]);

/**
 * The grid's commands, as in a spreadsheet: Ctrl+S 保存, Ctrl+Z 撤销 (with Shift 重做), Ctrl+Y 重做,
 * Ctrl+D 向下填充 (⌘ for Ctrl on a Mac). Any other key is not a command.
 */
export function commandOf(press: KeyPress): GridCommand | undefined {
  if (!press.ctrlKey && !press.metaKey) return undefined;
  const command = COMMANDS.get(press.key.toLowerCase());
  return command === 'undo' && press.shiftKey ? 'redo' : command;
}
