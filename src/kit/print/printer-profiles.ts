/**
 * Printer profiles, kept on this computer (localStorage, one key): each named printer (教务处 HP M1136 …)
 * holds an offset per certificate template (stocks and trays differ), and each template remembers
 * the printer it prints with. Plain functions over a book and over a `Storage`; the page's hook
 * (calibration.ts) and the file round trip (printer-file.ts) build on them.
 */
import * as zod from 'zod';
import { MAX_OFFSET_MM, NO_OFFSET, clampOffset, type Calibration } from './template';

export interface PrinterProfile {
  name: string;
  /** Offset by template id; a template it never printed is absent (no offset). */
  offsets: Record<string, Calibration>;
}

export interface PrinterBook {
  profiles: PrinterProfile[];
  /** The printer each template prints with, by template id (absent: the first printer). */
  chosen: Record<string, string>;
}

export const PRINTERS_KEY = 'jw.print.printers';
/** Where one offset per template was kept before printer profiles (moved once into 本机打印机). */
export const LEGACY_CALIBRATION_PREFIX = 'jw.print.calibration.';
export const DEFAULT_PRINTER = '本机打印机';
export const MAX_PRINTER_NAME = 30;

const offsetNumber = zod
  .number({ error: '偏移不是数字' })
  .min(-MAX_OFFSET_MM, `偏移超出 ±${MAX_OFFSET_MM} mm`)
  .max(MAX_OFFSET_MM, `偏移超出 ±${MAX_OFFSET_MM} mm`);

export const profileSchema = zod.object({
  name: zod
    .string({ error: '缺少名称' })
    .trim()
    .min(1, '名称为空')
    .max(MAX_PRINTER_NAME, `名称超过 ${MAX_PRINTER_NAME} 个字`),
  // an object of any keys (catchall), not zod.record: that would pull record's code into the
  // start-up zod chunk every page loads (decisions.md)
  offsets: zod
    .object({}, { error: '缺少各模板的偏移' })
    .catchall(zod.object({ x: offsetNumber, y: offsetNumber }, { error: '偏移应有 x 与 y' })),
});

const bookSchema = zod.object({
  profiles: zod.array(profileSchema).min(1),
  chosen: zod.object({}).catchall(zod.string()),
});

const emptyBook = (): PrinterBook => ({ profiles: [{ name: DEFAULT_PRINTER, offsets: {} }], chosen: {} });

/**
 * The printers kept on this computer. The first time, the offsets kept per template before
 * (`jw.print.calibration.<template>`) move into 「本机打印机」, which those templates then print with.
 */
export function loadPrinters(storage: Storage = window.localStorage): PrinterBook {
  let raw: string | null;
  try {
    raw = storage.getItem(PRINTERS_KEY);
  } catch {
    return emptyBook();
  }
  if (raw === null) return migrateLegacy(storage);
  try {
    const book = bookSchema.safeParse(JSON.parse(raw));
    return book.success ? book.data : emptyBook();
  } catch {
    return emptyBook();
  }
}

/** Saves the book; false when the storage refused (full or blocked: the page still uses it). */
export function savePrinters(book: PrinterBook, storage: Storage = window.localStorage): boolean {
  try {
    storage.setItem(PRINTERS_KEY, JSON.stringify(book));
    return true;
  } catch {
    return false;
  }
}

function migrateLegacy(storage: Storage): PrinterBook {
  const book = emptyBook();
  const legacy: string[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(LEGACY_CALIBRATION_PREFIX)) legacy.push(key);
    }
  } catch {
    return book;
  }
  if (!legacy.length) return book;
  for (const key of legacy) {
    const templateId = key.slice(LEGACY_CALIBRATION_PREFIX.length);
    try {
      const value = JSON.parse(storage.getItem(key) ?? '') as Partial<Calibration>;
      book.profiles[0]!.offsets[templateId] = { x: clampOffset(value.x), y: clampOffset(value.y) };
      book.chosen[templateId] = DEFAULT_PRINTER;
    } catch {
      // an unreadable offset was no offset
    }
  }
  // the old keys go only once the book holds their offsets
  if (savePrinters(book, storage)) for (const key of legacy) storage.removeItem(key);
  return book;
}

/** The printer a template prints with: the one chosen for it, else the first. */
export function activePrinter(book: PrinterBook, templateId: string): PrinterProfile {
  const name = book.chosen[templateId];
  return book.profiles.find((profile) => profile.name === name) ?? book.profiles[0]!;
}

/** The offset a template prints with ({0, 0} when its printer has none for it). */
export const offsetFor = (book: PrinterBook, templateId: string): Calibration =>
  activePrinter(book, templateId).offsets[templateId] ?? NO_OFFSET;

/** Why a name cannot be a printer's (empty, too long, taken), or undefined when it can. */
export function printerNameProblem(book: PrinterBook, name: string, renaming?: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return '请输入打印机名称';
  if (trimmed.length > MAX_PRINTER_NAME) return `打印机名称不能超过 ${MAX_PRINTER_NAME} 个字`;
  if (trimmed !== renaming && book.profiles.some((profile) => profile.name === trimmed))
    return `已有名为「${trimmed}」的打印机`;
  return undefined;
}

export const choosePrinter = (book: PrinterBook, templateId: string, name: string): PrinterBook => ({
  ...book,
  chosen: { ...book.chosen, [templateId]: name },
});

/** A new printer (no offsets yet), chosen for the template it was made on. */
export const addPrinter = (book: PrinterBook, name: string, templateId: string): PrinterBook =>
  choosePrinter(
    { ...book, profiles: [...book.profiles, { name: name.trim(), offsets: {} }] },
    templateId,
    name.trim(),
  );

/** Renames a printer; the templates that print with it keep it. */
export function renamePrinter(book: PrinterBook, from: string, to: string): PrinterBook {
  const name = to.trim();
  return {
    profiles: book.profiles.map((profile) => (profile.name === from ? { ...profile, name } : profile)),
    chosen: Object.fromEntries(
      Object.entries(book.chosen).map(([template, chosen]) => [template, chosen === from ? name : chosen]),
    ),
  };
}

/** Removes a printer (never the last one); its templates print with the first printer left. */
export function removePrinter(book: PrinterBook, name: string): PrinterBook {
  const profiles = book.profiles.filter((profile) => profile.name !== name);
  if (!profiles.length) return book;
  return {
    profiles,
    chosen: Object.fromEntries(Object.entries(book.chosen).filter(([, chosen]) => chosen !== name)),
  };
}

/** Saves a template's offset to the printer it prints with (which it then keeps). */
export function setOffset(book: PrinterBook, templateId: string, calibration: Calibration): PrinterBook {
  const printer = activePrinter(book, templateId);
  const offset = { x: clampOffset(calibration.x), y: clampOffset(calibration.y) };
  return choosePrinter(
    {
      ...book,
      profiles: book.profiles.map((profile) =>
        profile === printer ? { ...profile, offsets: { ...profile.offsets, [templateId]: offset } } : profile,
      ),
    },
    templateId,
    printer.name,
  );
}
