import { describe, expect, it } from 'vitest';
import { DbfError, readDbf } from '@/kit/dbf/read-dbf';

/** A dBase III file with fields ZKZH (C 12), XM (C 6, GBK), CJ (N 5.1), KSRQ (D 8) and the given records. */
function dbf(records: { deleted?: boolean; cells: number[][] }[], { cut = 0 } = {}) {
  const fields = [
    ['ZKZH', 'C', 12, 0],
    ['XM', 'C', 6, 0],
    ['CJ', 'N', 5, 1],
    ['KSRQ', 'D', 8, 0],
  ] as const;
  const headerLength = 32 + fields.length * 32 + 1;
  const recordLength = 1 + fields.reduce((total, f) => total + f[2], 0);
  const bytes = new Uint8Array(headerLength + records.length * recordLength + 1);
  const view = new DataView(bytes.buffer);
  bytes.set([0x03, 126, 4, 20]); // dBase III, updated 2026-04-20
  view.setUint32(4, records.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  fields.forEach(([name, type, length, decimals], index) => {
    const at = 32 + index * 32;
    bytes.set(
      [...name].map((char) => char.charCodeAt(0)),
      at,
    );
    bytes[at + 11] = type.charCodeAt(0);
    bytes[at + 16] = length;
    bytes[at + 17] = decimals;
  });
  bytes[headerLength - 1] = 0x0d;
  records.forEach((record, index) => {
    const at = headerLength + index * recordLength;
    bytes[at] = record.deleted ? 0x2a : 0x20;
    let offset = at + 1;
    record.cells.forEach((cell, column) => {
      const padded = [...cell, ...Array(fields[column]![2] - cell.length).fill(0x20)];
      bytes.set(padded, offset);
      offset += fields[column]![2];
    });
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes.buffer.slice(0, bytes.length - cut);
}
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const GBK_CHEN_HAO_RAN = [0xb3, 0xc2, 0xba, 0xc6, 0xc8, 0xbb]; // 陈浩然

describe('readDbf', () => {
  it('reads fields and records, GBK text, numbers and dates, and leaves out deleted records', () => {
    const table = readDbf(
      dbf([
        { cells: [ascii('260411030101'), GBK_CHEN_HAO_RAN, ascii(' 78.5'), ascii('20260411')] },
        { deleted: true, cells: [ascii('260411030102'), ascii('XX'), ascii(' 12.0'), ascii('20260411')] },
        { cells: [ascii('260411030103'), GBK_CHEN_HAO_RAN, ascii('     '), ascii('        ')] },
      ]),
    );
    expect(table.fields.map((field) => `${field.name}:${field.type}${field.length}`)).toEqual([
      'ZKZH:C12',
      'XM:C6',
      'CJ:N5',
      'KSRQ:D8',
    ]);
    expect(table.updated).toBe('2026-04-20');
    expect(table.declared).toBe(3);
    expect(table.records).toEqual([
      { ZKZH: '260411030101', XM: '陈浩然', CJ: 78.5, KSRQ: '2026-04-11' },
      { ZKZH: '260411030103', XM: '陈浩然', CJ: null, KSRQ: null },
    ]);
  });

  it('keeps the records that are there when the file is cut short', () => {
    const buffer = dbf(
      [
        { cells: [ascii('1'), ascii('A'), ascii('1'), ascii('20260101')] },
        { cells: [ascii('2'), ascii('B'), ascii('2'), ascii('20260101')] },
      ],
      { cut: 20 },
    );
    expect(readDbf(buffer).records.map((record) => record.ZKZH)).toEqual(['1']);
  });

  it('refuses what is not a dBase III file, in Chinese', () => {
    expect(() => readDbf(new ArrayBuffer(10))).toThrow(new DbfError('文件太短，不是有效的 DBF 文件'));
    const excel = new Uint8Array(64);
    excel.set([0x50, 0x4b, 0x03, 0x04]); // a zip (xlsx)
    expect(() => readDbf(excel.buffer)).toThrow('不是 dBase III 格式的 DBF 文件');
  });
});
