/**
 * Reads a dBase III file (.dbf) — the score and registration files exchanged with the exam
 * authority — in the browser: the header, the field descriptors and the records, text in GBK
 * (the authority's encoding) unless the file says otherwise. Deleted records are left out.
 */

export interface DbfField {
  name: string;
  /** C text, N / F number, D date (YYYYMMDD), L logical, M memo (not read). */
  type: string;
  length: number;
  decimals: number;
}

export type DbfValue = string | number | boolean | null;

export interface DbfTable {
  fields: DbfField[];
  records: Record<string, DbfValue>[];
  /** Records the header announces (deleted ones included). */
  declared: number;
  /** 2026-04-11 from the header's YYMMDD, when the file carries one. */
  updated: string | null;
}

export class DbfError extends Error {}

const FIELD_SIZE = 32;
const TERMINATOR = 0x0d;

function field(bytes: Uint8Array, offset: number): DbfField {
  const raw = bytes.subarray(offset, offset + 11);
  const end = raw.indexOf(0);
  const name = new TextDecoder('ascii').decode(end === -1 ? raw : raw.subarray(0, end)).trim();
  return {
    name,
    type: String.fromCharCode(bytes[offset + 11]!),
    length: bytes[offset + 16]!,
    decimals: bytes[offset + 17]!,
  };
}

function value(text: string, type: string): DbfValue {
  const trimmed = text.trim();
  switch (type) {
    case 'N':
    case 'F': {
      if (!trimmed || /^\*+$/.test(trimmed)) return null;
      const number = Number(trimmed);
      return Number.isNaN(number) ? null : number;
    }
    case 'D':
      return /^\d{8}$/.test(trimmed)
        ? `${trimmed.slice(0, 4)}-${trimmed.slice(4, 6)}-${trimmed.slice(6, 8)}`
        : null;
    case 'L':
      return /^[YyTt]$/.test(trimmed) ? true : /^[NnFf]$/.test(trimmed) ? false : null;
    default:
      return trimmed;
  }
}

export function readDbf(buffer: ArrayBuffer, encoding = 'gbk'): DbfTable {
  const bytes = new Uint8Array(buffer);
  if (bytes.length < FIELD_SIZE + 1) throw new DbfError('文件太短，不是有效的 DBF 文件');
  const view = new DataView(buffer);
  const version = bytes[0]! & 0x07;
  if (version !== 3) throw new DbfError('不是 dBase III 格式的 DBF 文件');
  const declared = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  if (headerLength > bytes.length || recordLength < 1) throw new DbfError('DBF 文件头已损坏');
  const [yy, mm, dd] = [bytes[1]!, bytes[2]!, bytes[3]!];
  const updated =
    mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31
      ? `${1900 + yy}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`
      : null;

  const fields: DbfField[] = [];
  for (
    let offset = FIELD_SIZE;
    offset + FIELD_SIZE <= headerLength && bytes[offset] !== TERMINATOR;
    offset += FIELD_SIZE
  )
    fields.push(field(bytes, offset));
  if (!fields.length) throw new DbfError('DBF 文件没有字段');
  const width = 1 + fields.reduce((total, item) => total + item.length, 0);
  if (width !== recordLength) throw new DbfError('DBF 字段长度与记录长度不符');

  const decoder = new TextDecoder(encoding);
  const records: DbfTable['records'] = [];
  for (let index = 0; index < declared; index += 1) {
    const start = headerLength + index * recordLength;
    if (start + recordLength > bytes.length) break; // a file cut short: the records that are there
    if (bytes[start] === 0x2a) continue; // '*' deleted
    let offset = start + 1;
    const record: Record<string, DbfValue> = {};
    for (const item of fields) {
      record[item.name] =
        item.type === 'M'
          ? null
          : value(decoder.decode(bytes.subarray(offset, offset + item.length)), item.type);
      offset += item.length;
    }
    records.push(record);
  }
  return { fields, records, declared, updated };
}
