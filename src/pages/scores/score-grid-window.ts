/**
 * The rows of the score grid that are rendered (unit-tested): only those in view and a few beyond,
 * so a class of 1,000 costs what a class of 20 does; and where the grid scrolls to show a cell.
 */

export const ROW_HEIGHT = 37;
/** The header row's height: the first student's row starts under it. */
const HEAD_HEIGHT = 40;
const VIEWPORT = 540;
/**
 * Rows rendered beyond those in view, each way, when the rendered window moves: few, since every
 * frame paints and commits all the rendered rows, and a move then mounts only a few rows.
 */
const OVERSCAN = 4;
/** The window moves only once fewer than this many rendered rows are left beyond the view. */
const SLACK = 1;

/** The rendered rows, `first` up to (not including) `last`. */
export interface Range {
  first: number;
  last: number;
}

/**
 * The rows to render for a scroll position: the same window while it still covers the rows in view
 * with some to spare, so moving through the grid one row at a time re-renders nothing but the rows
 * that change; a new, wider window only when the view comes near its edge.
 */
export function rangeFor(scrollTop: number, count: number, current?: Range): Range {
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));
  const end = Math.min(count, Math.ceil((scrollTop + VIEWPORT) / ROW_HEIGHT));
  if (current && current.first <= Math.max(0, start - SLACK) && current.last >= Math.min(count, end + SLACK))
    return current;
  return { first: Math.max(0, start - OVERSCAN), last: Math.min(count, end + OVERSCAN) };
}

/**
 * The scroll position that shows a row under the header with the next row in view too (the same
 * position when it is shown already).
 */
export function scrollTopFor(row: number, scrollTop: number, height: number): number {
  const top = row * ROW_HEIGHT;
  if (top < scrollTop) return top;
  const bottom = HEAD_HEIGHT + top + ROW_HEIGHT * 2;
  return bottom > scrollTop + height ? bottom - height : scrollTop;
}
