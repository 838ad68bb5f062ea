/**
 * The room a list table's columns take, so that no data column lies under the fixed 操作 column
 * when the table could show them all: the 操作 column as wide as its buttons (more than three
 * fold into 更多 when the table would not fit as declared), the cells' padding halved and the
 * columns that truncate with an ellipsis narrowed to fit the window (to NARROWEST of their width).
 * Other columns keep their content's width: a 学号 or a certificate number broken over two lines
 * is misread, and so is a date.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** A mini text button: 12 px a character, 11 px padding and 1 px border each side. */
const buttonWidth = (label: string) => label.length * 12 + 24;
/** 更多 and its arrow. */
const MORE_WIDTH = buttonWidth('更多') + 16;
/** Between two buttons, and the cell's padding. */
const GAP = 4;
const CELL_PADDING = 32;
/** A row shows at most this many controls. */
export const ROW_CONTROLS = 3;
/** How narrow a column that truncates may get (of its width) before the table scrolls instead. */
export const NARROWEST = 0.5;

/**
 * A row's actions as shown: all of them, or, folded, up to three, else the first two and 更多 with
 * the rest.
 */
export function foldActions<Action>(
  actions: readonly Action[],
  fold = true,
): { shown: Action[]; more: Action[] } {
  return fold && actions.length > ROW_CONTROLS
    ? { shown: actions.slice(0, ROW_CONTROLS - 1), more: actions.slice(ROW_CONTROLS - 1) }
    : { shown: [...actions], more: [] };
}

/** The 操作 cell's width for a row's actions (their labels), folded or not as foldActions does. */
export function actionsWidth(labels: readonly string[], fold = true): number {
  const { shown, more } = foldActions(labels, fold);
  const widths = [...shown.map(buttonWidth), ...(more.length ? [MORE_WIDTH] : [])];
  return widths.reduce((sum, width) => sum + width, 0) + GAP * Math.max(0, widths.length - 1) + CELL_PADDING;
}

export interface DataColumn {
  width: number;
  /** It truncates with an ellipsis (the whole text in its tooltip): it may give up to half its width. */
  ellipsis?: boolean;
  /** A figure or a date: kept whole even if it truncates. */
  figure?: boolean;
}

const total = (widths: readonly number[]) => widths.reduce((sum, width) => sum + width, 0);

/** What a column gives without narrowing its content: its cell padding from 16 to 8 px a side. */
export const COMPACT_SAVING = 16;

/**
 * Data column widths for the room the table has beside its fixed parts (selection, 操作): as
 * declared when they fit. Else the cells first get compact padding (`compact`), then the columns
 * that truncate are narrowed by the same share, to NARROWEST at most. As declared when even that
 * is too little (the table then scrolls). Room 0: not measured yet.
 */
export function fitWidths(
  columns: readonly DataColumn[],
  fixed: number,
  room: number,
): { widths: number[]; compact: boolean } {
  const declared = columns.map((column) => column.width);
  const over = total(declared) + fixed - room;
  if (!room || over <= 0) return { widths: declared, compact: false };
  const padding = Math.min(COMPACT_SAVING, Math.ceil(over / columns.length));
  const content = columns.map((column) => ({ ...column, width: column.width - padding }));
  const rest = over - padding * columns.length;
  const truncates = (column: DataColumn) => !!column.ellipsis && !column.figure;
  const truncating = total(content.filter(truncates).map((column) => column.width));
  if (rest > (1 - NARROWEST) * truncating) return { widths: declared, compact: false };
  const share = rest > 0 ? rest / truncating : 0;
  const widths = content.map((column) =>
    truncates(column) ? Math.floor(column.width * (1 - share)) : column.width,
  );
  return { widths, compact: true };
}

/** The width inside an element, following resizes (0 until measured; a hidden tab keeps its last). */
export function useInnerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // a tab being hidden measures 0: its last width stays
    const measure = () => node.clientWidth && setWidth(node.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
