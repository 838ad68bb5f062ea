/**
 * Printer profiles as a file, so another computer takes them over: 导出 writes every printer with
 * its offsets (打印机校准-2026-11-27.json); 导入 checks the file whole and merges it by printer name
 * (the file's offsets win for the templates it names; the others, and the printers it does not
 * name, stay). A wrong or broken file changes nothing and says why.
 */
import * as zod from 'zod';
import { today } from '../dates';
import { profileSchema, type PrinterBook, type PrinterProfile } from './printer-profiles';

export const PRINTER_FILE_KIND = 'jw-printer-calibration';
/** A calibration file is a few KiB; anything much larger is not one. */
const MAX_FILE_LENGTH = 1024 * 1024;

const fileSchema = zod.object({
  kind: zod.literal(PRINTER_FILE_KIND),
  version: zod.literal(1, { error: '版本不受支持' }),
  exported_at: zod.string().optional(),
  profiles: zod.array(profileSchema).min(1, '文件中没有打印机'),
});

export interface PrinterFile {
  name: string;
  text: string;
}

/** Every printer of the book with its offsets, as the file 导出 saves. */
export function printerFile(book: PrinterBook, now: Date = new Date()): PrinterFile {
  const date = today(now);
  const content: zod.input<typeof fileSchema> = {
    kind: PRINTER_FILE_KIND,
    version: 1,
    exported_at: date,
    profiles: book.profiles.map(({ name, offsets }) => ({ name, offsets })),
  };
  return { name: `打印机校准-${date}.json`, text: `${JSON.stringify(content, null, 2)}\n` };
}

const NOT_A_FILE = '所选文件不是打印机校准文件（请选择「导出校准」保存的 .json 文件）';

/** What is wrong with a file's content, in words (第 2 台打印机：名称为空). */
function describe(issue: zod.ZodError['issues'][number]): string {
  const [field, index, ...rest] = issue.path;
  if (field !== 'profiles' || typeof index !== 'number') return issue.message;
  const template = rest[0] === 'offsets' && typeof rest[1] === 'string' ? `模板「${rest[1]}」的` : '';
  return `第 ${index + 1} 台打印机：${template}${issue.message}`;
}

/** The printers of a file's text, or why it cannot be imported. */
export function readPrinterFile(text: string): { profiles: PrinterProfile[] } | { error: string } {
  if (text.length > MAX_FILE_LENGTH) return { error: `${NOT_A_FILE}，文件过大` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: `${NOT_A_FILE}，内容无法读取` };
  }
  if ((value as { kind?: unknown } | null)?.kind !== PRINTER_FILE_KIND) return { error: NOT_A_FILE };
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) return { error: `打印机校准文件有误，未导入：${describe(parsed.error.issues[0]!)}` };
  const names = parsed.data.profiles.map((profile) => profile.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) return { error: `打印机校准文件有误，未导入：打印机「${twice}」出现了两次` };
  return { profiles: parsed.data.profiles };
}

export interface PrinterMerge {
  book: PrinterBook;
  added: string[];
  updated: string[];
}

/**
 * The file's printers merged into the book by name. A template that has no printer chosen on this
 * computer yet takes the first imported printer calibrated for it (a second computer prints as
 * the first did at once).
 */
export function mergePrinters(book: PrinterBook, imported: PrinterProfile[]): PrinterMerge {
  const profiles = [...book.profiles];
  const added: string[] = [];
  const updated: string[] = [];
  const chosen = { ...book.chosen };
  for (const profile of imported) {
    const at = profiles.findIndex((mine) => mine.name === profile.name);
    if (at < 0) {
      profiles.push({ name: profile.name, offsets: { ...profile.offsets } });
      added.push(profile.name);
    } else {
      profiles[at] = { ...profiles[at]!, offsets: { ...profiles[at]!.offsets, ...profile.offsets } };
      updated.push(profile.name);
    }
    for (const template of Object.keys(profile.offsets)) chosen[template] ??= profile.name;
  }
  return { book: { profiles, chosen }, added, updated };
}
