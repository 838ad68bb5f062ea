/** Workbooks for the import tests: written and read with the same library the app uses. */
import { readSheet } from 'read-excel-file/universal';
import writeExcelFile from 'write-excel-file/universal';
import { vi } from 'vitest';
import { ADMISSION_HEADER } from '../../support/admission-template';

export { ADMISSION_HEADER };

/** A filled template row (values as staff type them). */
export const admissionRow = (examNo: string, name: string, idCard: string, level = '专升本') => [
  examNo,
  name,
  '女',
  idCard,
  '13926015873',
  '2026',
  '华南师范大学',
  '会计学',
  level,
  '函授',
  '2026年春季',
  '汉族',
  '共青团员',
  '236',
  '',
];

export async function workbook(rows: (string | number | null)[][], name = '录取名单.xlsx'): Promise<File> {
  const blob = await writeExcelFile(
    rows.map((cells) => cells.map((cell) => (cell === '' ? null : cell))),
  ).toBlob();
  return new File([await blob.arrayBuffer()], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

export const readCells = async (file: Blob) => readSheet(await file.arrayBuffer());

/** Files the app saves (saveFile → object URL), newest last. */
export function captureSavedFiles() {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return `blob:saved-${saved.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // happy-dom would follow the download link and navigate away, failing later requests
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return saved;
}
