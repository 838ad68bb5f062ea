/**
 * Writes a workbook (exports, rejected rows) with write-excel-file, loaded on
 * first use. Every cell is text (format @, so 18-digit ID numbers stay exact)
 * and escaped against formula injection.
 */
import { escapeCell } from './sheet-columns';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function writeSheet(titles: string[], rows: string[][], sheet = 'Sheet1'): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const header = titles.map((title) => ({ value: title, fontWeight: 'bold' as const }));
  const body = rows.map((cells) =>
    cells.map((text) => (text === '' ? null : { value: escapeCell(text), type: String, format: '@' })),
  );
  const blob = await writeExcelFile([header, ...body], {
    sheet,
    columns: titles.map((title) => ({ width: Math.max(12, title.length * 2 + 4) })),
    stickyRowsCount: 1,
  }).toBlob();
  return new Blob([blob], { type: XLSX_TYPE });
}
