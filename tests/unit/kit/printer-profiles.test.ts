/** Printer profiles: storage, the one-time move of the old per-template offsets, the file round trip, the rulers. */
import { describe, expect, it } from 'vitest';
import { rulerTicks } from '@/kit/print/calibration-ruler';
import { mergePrinters, printerFile, readPrinterFile } from '@/kit/print/printer-file';
import {
  activePrinter,
  addPrinter,
  choosePrinter,
  DEFAULT_PRINTER,
  loadPrinters,
  offsetFor,
  PRINTERS_KEY,
  printerNameProblem,
  removePrinter,
  renamePrinter,
  savePrinters,
  setOffset,
  type PrinterBook,
} from '@/kit/print/printer-profiles';

/** A Storage of its own; `refuse` makes every write fail (a full or blocked storage). */
class MemoryStorage implements Storage {
  items = new Map<string, string>();
  refuse = false;
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    if (this.refuse) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  };
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const DIPLOMA = 'diploma-2026';
const DEGREE = 'degree-2026';
const OFFICE = '教务处 HP M1136';

/** 本机打印机 with no offset, and 教务处 HP M1136 chosen for the diploma at 3 / -2. */
function officeBook(): PrinterBook {
  return setOffset(addPrinter(loadPrinters(new MemoryStorage()), OFFICE, DIPLOMA), DIPLOMA, { x: 3, y: -2 });
}

describe('printer profiles on this computer', () => {
  it('starts with 本机打印机 and no offset, writing nothing until something changes', () => {
    const local = new MemoryStorage();
    const book = loadPrinters(local);
    expect(book).toEqual({ profiles: [{ name: DEFAULT_PRINTER, offsets: {} }], chosen: {} });
    expect(offsetFor(book, DIPLOMA)).toEqual({ x: 0, y: 0 });
    expect(local.items.size).toBe(0);
  });

  it('moves the old per-template offsets into 本机打印机 once', () => {
    const local = new MemoryStorage();
    local.setItem('jw.print.calibration.diploma-2026', '{"x":1.5,"y":-2}');
    local.setItem('jw.print.calibration.degree-2026', '{"x":30,"y":"1"}');
    local.setItem('jw.print.calibration.proof-2026', '{broken');
    local.setItem('jw.session.tab', 'kept');
    const book = loadPrinters(local);
    expect(book.profiles).toEqual([
      { name: DEFAULT_PRINTER, offsets: { [DIPLOMA]: { x: 1.5, y: -2 }, [DEGREE]: { x: 15, y: 1 } } },
    ]);
    expect(book.chosen).toEqual({ [DIPLOMA]: DEFAULT_PRINTER, [DEGREE]: DEFAULT_PRINTER });
    expect([...local.items.keys()].sort()).toEqual(['jw.print.printers', 'jw.session.tab']);
    expect(loadPrinters(local)).toEqual(book);
    // an old key written again later (a page still open from before) is not moved a second time
    local.setItem('jw.print.calibration.diploma-2026', '{"x":9,"y":9}');
    expect(offsetFor(loadPrinters(local), DIPLOMA)).toEqual({ x: 1.5, y: -2 });
  });

  it('keeps the old offsets where they are when the move cannot be saved', () => {
    const local = new MemoryStorage();
    local.setItem('jw.print.calibration.diploma-2026', '{"x":1,"y":2}');
    local.refuse = true;
    expect(offsetFor(loadPrinters(local), DIPLOMA)).toEqual({ x: 1, y: 2 });
    expect(local.items.get('jw.print.calibration.diploma-2026')).toBe('{"x":1,"y":2}');
    local.refuse = false;
    expect(offsetFor(loadPrinters(local), DIPLOMA)).toEqual({ x: 1, y: 2 });
  });

  it('starts afresh from a stored book it cannot read', () => {
    const local = new MemoryStorage();
    for (const raw of ['{broken', '{"profiles":[],"chosen":{}}', '{"profiles":[{"name":""}]}', 'null']) {
      local.setItem(PRINTERS_KEY, raw);
      expect(loadPrinters(local).profiles.map((profile) => profile.name)).toEqual([DEFAULT_PRINTER]);
    }
  });

  it('saves an offset to the printer chosen for the template, per template, and reads it back', () => {
    const local = new MemoryStorage();
    const book = officeBook();
    expect(activePrinter(book, DIPLOMA).name).toBe(OFFICE);
    expect(offsetFor(book, DIPLOMA)).toEqual({ x: 3, y: -2 });
    // another template prints with the first printer until one is chosen for it
    expect(activePrinter(book, DEGREE).name).toBe(DEFAULT_PRINTER);
    expect(offsetFor(book, DEGREE)).toEqual({ x: 0, y: 0 });
    const both = setOffset(book, DEGREE, { x: 1.26, y: -40 });
    expect(offsetFor(both, DEGREE)).toEqual({ x: 1.3, y: -15 });
    expect(both.profiles.find((profile) => profile.name === DEFAULT_PRINTER)!.offsets).toEqual({
      [DEGREE]: { x: 1.3, y: -15 },
    });
    // choosing the other printer for the diploma: its own (no) offset
    expect(offsetFor(choosePrinter(both, DIPLOMA, DEFAULT_PRINTER), DIPLOMA)).toEqual({ x: 0, y: 0 });
    expect(savePrinters(both, local)).toBe(true);
    expect(loadPrinters(local)).toEqual(both);
    local.refuse = true;
    expect(savePrinters(both, local)).toBe(false);
  });

  it('checks a printer’s name: not empty, not over 30 characters, not taken', () => {
    const book = officeBook();
    expect(printerNameProblem(book, '   ')).toBe('请输入打印机名称');
    expect(printerNameProblem(book, '打'.repeat(31))).toBe('打印机名称不能超过 30 个字');
    expect(printerNameProblem(book, '打'.repeat(30))).toBeUndefined();
    expect(printerNameProblem(book, ` ${OFFICE} `)).toBe(`已有名为「${OFFICE}」的打印机`);
    expect(printerNameProblem(book, OFFICE, OFFICE)).toBeUndefined();
    expect(printerNameProblem(book, DEFAULT_PRINTER, OFFICE)).toBe(`已有名为「${DEFAULT_PRINTER}」的打印机`);
  });

  it('renames a printer with its templates, and removes one but never the last', () => {
    const renamed = renamePrinter(officeBook(), OFFICE, '  二楼 Canon LBP2900 ');
    expect(renamed.chosen).toEqual({ [DIPLOMA]: '二楼 Canon LBP2900' });
    expect(offsetFor(renamed, DIPLOMA)).toEqual({ x: 3, y: -2 });
    const removed = removePrinter(renamed, '二楼 Canon LBP2900');
    expect(removed).toEqual({ profiles: [{ name: DEFAULT_PRINTER, offsets: {} }], chosen: {} });
    expect(removePrinter(removed, DEFAULT_PRINTER)).toBe(removed);
  });
});

describe('printer profiles as a file', () => {
  it('exports every printer with its offsets, named by the school’s date', () => {
    const file = printerFile(officeBook(), new Date('2026-11-26T23:30:00Z'));
    expect(file.name).toBe('打印机校准-2026-11-27.json');
    expect(JSON.parse(file.text)).toEqual({
      kind: 'jw-printer-calibration',
      version: 1,
      exported_at: '2026-11-27',
      profiles: [
        { name: DEFAULT_PRINTER, offsets: {} },
        { name: OFFICE, offsets: { [DIPLOMA]: { x: 3, y: -2 } } },
      ],
    });
    expect(readPrinterFile(file.text)).toEqual({ profiles: officeBook().profiles });
  });

  it('refuses a broken or wrong file with a reason', () => {
    const file = (profiles: unknown, extra: object = {}) =>
      JSON.stringify({ kind: 'jw-printer-calibration', version: 1, profiles, ...extra });
    const cases: [string, string][] = [
      [
        '{"kind":"jw-printer-calibration",',
        '所选文件不是打印机校准文件（请选择「导出校准」保存的 .json 文件），内容无法读取',
      ],
      ['', '所选文件不是打印机校准文件（请选择「导出校准」保存的 .json 文件），内容无法读取'],
      ['[1,2]', '所选文件不是打印机校准文件（请选择「导出校准」保存的 .json 文件）'],
      ['{"profiles":[]}', '所选文件不是打印机校准文件（请选择「导出校准」保存的 .json 文件）'],
      [file([]), '打印机校准文件有误，未导入：文件中没有打印机'],
      [file([{ name: 'A', offsets: {} }], { version: 2 }), '打印机校准文件有误，未导入：版本不受支持'],
      [file([{ name: ' ', offsets: {} }]), '打印机校准文件有误，未导入：第 1 台打印机：名称为空'],
      [
        file([{ name: 'A', offsets: {} }, { name: 'B' }]),
        '打印机校准文件有误，未导入：第 2 台打印机：缺少各模板的偏移',
      ],
      [
        file([{ name: 'A', offsets: { [DIPLOMA]: { x: 16, y: 0 } } }]),
        `打印机校准文件有误，未导入：第 1 台打印机：模板「${DIPLOMA}」的偏移超出 ±15 mm`,
      ],
      [
        file([{ name: 'A', offsets: { [DIPLOMA]: { x: '3', y: 0 } } }]),
        `打印机校准文件有误，未导入：第 1 台打印机：模板「${DIPLOMA}」的偏移不是数字`,
      ],
      [
        file([{ name: 'A', offsets: { [DIPLOMA]: 3 } }]),
        `打印机校准文件有误，未导入：第 1 台打印机：模板「${DIPLOMA}」的偏移应有 x 与 y`,
      ],
      [
        file([
          { name: 'A', offsets: {} },
          { name: 'A ', offsets: {} },
        ]),
        '打印机校准文件有误，未导入：打印机「A」出现了两次',
      ],
    ];
    for (const [text, error] of cases) expect(readPrinterFile(text), text).toEqual({ error });
  });

  it('merges by name: new printers added, the file’s offsets win for the templates it names', () => {
    const mine = setOffset(choosePrinter(officeBook(), DEGREE, OFFICE), DEGREE, { x: 1, y: 1 });
    const other = choosePrinter(mine, 'proof-2026', DEFAULT_PRINTER);
    const merged = mergePrinters(other, [
      { name: OFFICE, offsets: { [DEGREE]: { x: -4, y: 0.5 } } },
      { name: '二楼 Canon LBP2900', offsets: { [DIPLOMA]: { x: 0, y: 7 }, 'proof-2026': { x: 1, y: 1 } } },
    ]);
    expect(merged.added).toEqual(['二楼 Canon LBP2900']);
    expect(merged.updated).toEqual([OFFICE]);
    expect(merged.book.profiles).toEqual([
      { name: DEFAULT_PRINTER, offsets: {} },
      // the diploma's offset is not in the file: kept; the degree's is: the file's
      { name: OFFICE, offsets: { [DIPLOMA]: { x: 3, y: -2 }, [DEGREE]: { x: -4, y: 0.5 } } },
      { name: '二楼 Canon LBP2900', offsets: { [DIPLOMA]: { x: 0, y: 7 }, 'proof-2026': { x: 1, y: 1 } } },
    ]);
    // the templates' printers chosen on this computer stay
    expect(merged.book.chosen).toEqual(other.chosen);
  });

  it('lets a second computer print at once with the imported printer', () => {
    const fresh = loadPrinters(new MemoryStorage());
    const read = readPrinterFile(printerFile(officeBook()).text);
    if ('error' in read) throw new Error(read.error);
    const merged = mergePrinters(fresh, read.profiles);
    expect(merged).toMatchObject({ added: [OFFICE], updated: [DEFAULT_PRINTER] });
    expect(activePrinter(merged.book, DIPLOMA).name).toBe(OFFICE);
    expect(offsetFor(merged.book, DIPLOMA)).toEqual({ x: 3, y: -2 });
    expect(offsetFor(merged.book, DEGREE)).toEqual({ x: 0, y: 0 });
  });
});

describe('calibration rulers', () => {
  it('ticks every mm, longer every 5, numbered every 10', () => {
    const ticks = rulerTicks(297);
    expect(ticks).toHaveLength(298);
    expect(ticks.slice(0, 11)).toEqual([
      { at: 0, size: 5 },
      { at: 1, size: 2 },
      { at: 2, size: 2 },
      { at: 3, size: 2 },
      { at: 4, size: 2 },
      { at: 5, size: 3.5 },
      { at: 6, size: 2 },
      { at: 7, size: 2 },
      { at: 8, size: 2 },
      { at: 9, size: 2 },
      { at: 10, size: 5, label: 10 },
    ]);
    expect(ticks.filter((tick) => tick.label).map((tick) => tick.label)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220,
      230, 240, 250, 260, 270, 280, 290,
    ]);
    expect(ticks.at(-1)).toEqual({ at: 297, size: 2 });
    // along the 210 mm edge: 200 is the last number that fits on the paper
    expect(
      rulerTicks(210)
        .filter((tick) => tick.label)
        .at(-1),
    ).toEqual({ at: 200, size: 5, label: 200 });
    expect(rulerTicks(210).at(-1)).toEqual({ at: 210, size: 5 });
  });
});
