/**
 * Undo / redo and the change log of the score grid (unit-tested). A step is what one action
 * changed (a cell typed into, a block pasted, a fill-down), each cell with the text it showed before
 * and after; typing on in the same cell extends its step, so Ctrl+Z takes the whole value back.
 */

export interface Change {
  uuid: string;
  col: string;
  before: string;
  after: string;
}

export type How = '输入' | '粘贴' | '向下填充' | '撤销' | '重做' | '恢复';

export interface Step {
  changes: Change[];
  how: How;
  /** `uuid:col` of the cell typed into: the step typing on there extends. */
  typing?: string;
}

export interface History {
  undo: readonly Step[];
  redo: readonly Step[];
}

export const EMPTY_HISTORY: History = { undo: [], redo: [] };

const LIMIT = 500;

/** Changes of one cell merged: the first before, the last after. */
function merge(earlier: readonly Change[], later: readonly Change[]): Change[] {
  const merged = earlier.map((change) => ({ ...change }));
  for (const change of later) {
    const same = merged.find((item) => item.uuid === change.uuid && item.col === change.col);
    if (same) same.after = change.after;
    else merged.push({ ...change });
  }
  return merged.filter((change) => change.before !== change.after);
}

/** Whether `step` continues the last step (typing on in the same cell). */
export function continues(history: History, step: Step): boolean {
  const last = history.undo.at(-1);
  return !!step.typing && last?.typing === step.typing;
}

/** The history after a new step; a new step empties redo. */
export function record(history: History, step: Step, extend: boolean): History {
  const changes = step.changes.filter((change) => change.before !== change.after);
  if (extend && continues(history, step)) {
    const last = history.undo.at(-1)!;
    const merged = { ...last, changes: merge(last.changes, changes) };
    const undo = merged.changes.length ? [...history.undo.slice(0, -1), merged] : history.undo.slice(0, -1);
    return { undo, redo: [] };
  }
  if (!changes.length) return history;
  return { undo: [...history.undo, { ...step, changes }].slice(-LIMIT), redo: [] };
}

/** The step to take back (its changes reversed), and the history after it. */
export function undo(history: History): { history: History; changes?: Change[] } {
  const step = history.undo.at(-1);
  if (!step) return { history };
  return {
    history: { undo: history.undo.slice(0, -1), redo: [...history.redo, { ...step, typing: undefined }] },
    changes: step.changes.map((change) => ({ ...change, before: change.after, after: change.before })),
  };
}

export function redo(history: History): { history: History; changes?: Change[] } {
  const step = history.redo.at(-1);
  if (!step) return { history };
  return {
    history: { undo: [...history.undo, step], redo: history.redo.slice(0, -1) },
    changes: step.changes,
  };
}

/** One line of the session's change log. */
export interface LogEntry {
  id: number;
  /** HH:mm:ss */
  time: string;
  student_no: string;
  student_name: string;
  column: string;
  before: string;
  after: string;
  how: How;
  /** The step it belongs to, and its cell (`uuid:col`): typing on updates the line. */
  step: number;
  cell: string;
}

export interface Who {
  student_no: string;
  student_name: string;
}

/**
 * The log after a step: one line per cell changed; typing on in the same cell (the same step)
 * updates its line (after and time) instead of adding one per key, and drops it when the cell is
 * back where it started.
 */
export function logStep(
  log: readonly LogEntry[],
  changes: readonly Change[],
  how: How,
  time: string,
  step: number,
  who: (uuid: string) => Who,
  columnName: (col: string) => string,
): LogEntry[] {
  let next = [...log];
  let id = next.at(-1)?.id ?? 0;
  for (const change of changes) {
    const cell = `${change.uuid}:${change.col}`;
    const open = next.findIndex((entry) => entry.step === step && entry.cell === cell);
    if (open >= 0) {
      const entry = next[open]!;
      if (entry.before === change.after) next = next.filter((_, index) => index !== open);
      else next[open] = { ...entry, after: change.after, time };
      continue;
    }
    if (change.before === change.after) continue;
    next.push({
      id: (id += 1),
      time,
      ...who(change.uuid),
      column: columnName(change.col),
      before: change.before,
      after: change.after,
      how,
      step,
      cell,
    });
  }
  return next;
}
