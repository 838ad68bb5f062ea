/**
 * Turns a sheet (rows of cells) into request rows by the columns' plan: header
 * matched by title, cells converted (text, integer, number, option label →
 * value), duplicates found. Plain functions: they run in the import Web Worker,
 * or in yielding chunks on the page where there is no worker.
 */
import { unescapeCell, type SheetPlanColumn } from './sheet-columns';

export interface CellIssue {
  /** Row number in the workbook (the header is row 1). */
  row: number;
  column: string;
  value: string;
  message: string;
}

export interface CheckedRow {
  row: number;
  /** Request fields filled from the cells (blank cells left out). */
  values: Record<string, unknown>;
  /** The cells as read, by column title (for the results and the rejected-rows workbook). */
  cells: Record<string, string>;
  issues: CellIssue[];
}

export interface SheetCheck {
  rows: CheckedRow[];
  /** Problems with the file as a whole (no data, missing columns): nothing can be imported. */
  fileErrors: string[];
}

export const MAX_IMPORT_ROWS = 10_000;
export const CHECK_CHUNK = 500;

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${cell.getFullYear()}-${pad(cell.getMonth() + 1)}-${pad(cell.getDate())}`;
  }
  return unescapeCell(String(cell).trim());
}

function convert(text: string, column: SheetPlanColumn, options?: Map<string, string | number>) {
  if (options) {
    return options.has(text)
      ? { value: options.get(text) }
      : { message: `「${text}」不是可选的${column.title}` };
  }
  if (column.type === 'integer')
    return /^-?\d+$/.test(text) ? { value: Number(text) } : { message: `${column.title}应为整数` };
  if (column.type === 'number') {
    const value = Number(text);
    return Number.isFinite(value) ? { value } : { message: `${column.title}应为数字` };
  }
  return { value: text };
}

/**
 * Checks every data row; after each chunk of rows `pause` runs (report progress,
 * give the page a turn). The whole file is checked, so every problem shows at once.
 */
export async function checkSheet(
  data: unknown[][],
  plan: SheetPlanColumn[],
  pause: (done: number, total: number) => unknown = () => undefined,
): Promise<SheetCheck> {
  const header = (data[0] ?? []).map(cellText);
  const missing = plan
    .filter((column) => column.required && !header.includes(column.title))
    .map((c) => c.title);
  const total = data.length - 1;
  const fileErrors = [
    ...(missing.length ? [`缺少必填列：${missing.join('、')}（请使用导入模板的表头）`] : []),
    ...(total < 1 ? ['文件中没有数据行'] : []),
    ...(total > MAX_IMPORT_ROWS ? [`一次最多导入 ${MAX_IMPORT_ROWS} 行，本文件有 ${total} 行`] : []),
  ];
  if (fileErrors.length) return { rows: [], fileErrors };

  const columns = plan
    .map((column) => ({
      column,
      index: header.indexOf(column.title),
      options: column.options && new Map(column.options),
      seen: column.unique ? new Map<string, number>() : undefined,
    }))
    .filter((entry) => entry.index >= 0);
  const rows: CheckedRow[] = [];
  for (let start = 1; start <= total; start += CHECK_CHUNK) {
    for (let index = start; index < Math.min(start + CHECK_CHUNK, total + 1); index++) {
      const cells = data[index] ?? [];
      if (cells.every((cell) => cellText(cell) === '')) continue; // a blank line in the middle
      const row: CheckedRow = { row: index + 1, values: {}, cells: {}, issues: [] };
      for (const { column, index: at, options, seen } of columns) {
        const text = cellText(cells[at]);
        row.cells[column.title] = text;
        if (text === '') continue; // required-ness is the contract's: checked with its schema
        const { value, message } = convert(text, column, options);
        if (message) row.issues.push({ row: row.row, column: column.title, value: text, message });
        else row.values[column.field] = value;
        if (seen) {
          const first = seen.get(text);
          if (first === undefined) seen.set(text, row.row);
          else
            row.issues.push({
              row: row.row,
              column: column.title,
              value: text,
              message: `与第 ${first} 行的${column.title}重复`,
            });
        }
      }
      rows.push(row);
    }
    await pause(Math.min(start + CHECK_CHUNK - 1, total), total);
  }
  return { rows, fileErrors };
}
