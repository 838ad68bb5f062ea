/** How a ruled table's rows are cut into A4 sheets. */
export interface RowPaging {
  /** Rows that fit on a sheet under its heading. */
  perPage: number;
  /**
   * Rows that fit on the last sheet together with the block under the table (signatures, a tally);
   * default perPage. 0: the block needs a sheet of its own.
   */
  lastPage?: number;
}

/**
 * Rows cut into sheets: full sheets of `perPage`, and a last sheet with at most `lastPage` rows so
 * the block under the table stays on the sheet of the table's last rows (it is never left alone on
 * a sheet, unless lastPage is 0). No rows: one empty sheet (a blank form to fill in by hand).
 */
export function paginateRows<T>(rows: readonly T[], { perPage, lastPage = perPage }: RowPaging): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const last = Math.max(0, Math.min(size, Math.floor(lastPage)));
  const pages: T[][] = [];
  let start = 0;
  while (start < rows.length) {
    const rest = rows.length - start;
    // what is left fits on the last sheet with the block
    if (last > 0 && rest <= last) {
      pages.push(rows.slice(start));
      return pages;
    }
    // a full sheet, but at least one row carried on to the block's sheet
    const take = last > 0 ? Math.min(size, rest - 1) : Math.min(size, rest);
    pages.push(rows.slice(start, start + take));
    start += take;
  }
  // no rows at all, or the block on a sheet of its own
  if (!pages.length || last === 0) pages.push([]);
  return pages;
}
