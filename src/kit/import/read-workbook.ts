/**
 * Reads the first sheet of a workbook on the current thread. read-excel-file
 * would inflate large parts (a few thousand rows) in blob: workers, which the
 * app's CSP (worker-src 'self') forbids and which would never answer; so the
 * archive is inflated here first and handed over stored.
 */
import { unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';

const XML_PART = /\.(xml|rels)$/;

export async function readWorkbook(file: ArrayBuffer) {
  const parts = unzipSync(new Uint8Array(file), { filter: (part) => XML_PART.test(part.name) });
  return readSheet(zipSync(parts, { level: 0 }).buffer as ArrayBuffer);
}
