/**
 * The Excel round trip is declared on the list's own columns: a column with a
 * `sheet` rule is a column of the export, the import template and the import
 * check, under the same title. Nothing here loads a spreadsheet library.
 */
import type { DictionaryName, FilterKind } from '../fields/lookups';
import type { ListColumn } from '../list/types';

/** Where a column's options come from: a dictionary or a filter of the kit. */
export type SheetLookup = { dict: DictionaryName } | { filter: FilterKind };

export interface SheetRule {
  /**
   * The request field the cell fills (defaults to the column key): a column
   * showing `school_name` fills `school_id` from the school filter.
   */
  field?: string;
  /** How the cell becomes a value (default text). */
  type?: 'text' | 'integer' | 'number';
  /** The cell holds an option's label; the request carries its value. */
  lookup?: SheetLookup;
  /** Each row must have a different value (考生号, 身份证号). */
  unique?: boolean;
}

export type SheetColumn<Row> = ListColumn<Row> & { sheet?: SheetRule };

/** A column as the import check sees it: plain data, so it can go to a Web Worker. */
export interface SheetPlanColumn {
  title: string;
  field: string;
  type: 'text' | 'integer' | 'number';
  required: boolean;
  unique: boolean;
  /** label → value, for lookup columns. */
  options?: [string, string | number][];
}

export const sheetColumnsOf = <Row>(columns: readonly SheetColumn<Row>[]) =>
  columns.filter((column): column is SheetColumn<Row> & { sheet: SheetRule } => !!column.sheet);

export const fieldOf = (column: { key: string; sheet: SheetRule }) => column.sheet.field ?? column.key;

/** The extra column of a rejected-rows workbook; ignored when the fixed file comes back. */
export const MESSAGE_COLUMN = '错误信息';

/**
 * Formula injection (OWASP CSV injection): a text cell starting with = + - @,
 * tab or carriage return is written with a leading ' so a spreadsheet never runs it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const escapeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The inverse on import, so an exported file comes back unchanged. */
export const unescapeCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
