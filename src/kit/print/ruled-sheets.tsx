/**
 * A ruled table across A4 sheets: its rows cut into sheets (rows per sheet), each sheet with the
 * heading and the table's header row, and the block under the table (signatures, a tally) on the
 * sheet of the last rows — or on every sheet.
 */
import type { Key, ReactNode } from 'react';
import { paginateRows } from './paginate-rows';
import { PrintSheet } from './print-sheet';
import { RuledTable, type RuledTableProps } from './ruled-table';

/** Where a sheet is in its document. */
export interface SheetPage<T> {
  /** 1-based. */
  number: number;
  count: number;
  rows: T[];
  last: boolean;
}

export interface RuledSheetsProps<T> extends Omit<RuledTableProps<T>, 'rows' | 'minRows'> {
  rows: readonly T[];
  /** Rows that fit on a sheet under its heading. */
  rowsPerPage: number;
  /** Rows that fit on the last sheet together with the footer (default rowsPerPage; 0: a sheet of its own). */
  lastPageRows?: number;
  /** Blank ruled rows fill each sheet to rowsPerPage (a list to add names to by hand). */
  fillPages?: boolean;
  /** Above the table on each sheet. */
  head?: (page: SheetPage<T>) => ReactNode;
  /** Under the table: on the last sheet, or on each when footerOnEvery. */
  footer?: (page: SheetPage<T>) => ReactNode;
  footerOnEvery?: boolean;
  /** Each sheet's accessible name, e.g. 签到表 · 第1考场. */
  sheetLabel: string | ((page: SheetPage<T>) => string);
  landscape?: boolean;
  /** Key prefix of the sheets (several documents side by side). */
  sheetKey?: Key;
}

export function RuledSheets<T>({
  rows,
  rowsPerPage,
  lastPageRows,
  fillPages,
  head,
  footer,
  footerOnEvery,
  sheetLabel,
  landscape,
  sheetKey = 'sheet',
  ...table
}: RuledSheetsProps<T>) {
  const pages = paginateRows(rows, { perPage: rowsPerPage, lastPage: lastPageRows });
  return pages.map((pageRows, index) => {
    const page: SheetPage<T> = {
      number: index + 1,
      count: pages.length,
      rows: pageRows,
      last: index === pages.length - 1,
    };
    return (
      <PrintSheet
        key={`${sheetKey}-${index}`}
        landscape={landscape}
        label={typeof sheetLabel === 'function' ? sheetLabel(page) : sheetLabel}
      >
        {head?.(page)}
        <RuledTable<T> {...table} rows={pageRows} minRows={fillPages ? rowsPerPage : 0} />
        {(page.last || footerOnEvery) && footer?.(page)}
      </PrintSheet>
    );
  });
}
