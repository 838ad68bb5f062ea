/**
 * A template's printer calibration for the print page: the printer chosen for it (remembered per
 * template on this computer) and that printer's offset, every change saved at once; the printers
 * made, renamed, removed, exported to a file and imported from one (printer-profiles.ts, printer-file.ts).
 */
import { Message } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { mergePrinters, printerFile, readPrinterFile } from './printer-file';
import {
  activePrinter,
  addPrinter,
  choosePrinter,
  loadPrinters,
  offsetFor,
  PRINTERS_KEY,
  printerNameProblem,
  removePrinter,
  renamePrinter,
  savePrinters,
  setOffset,
  type PrinterBook,
} from './printer-profiles';
import type { Calibration } from './template';

export interface PrinterCalibration {
  /** The offset the template prints with. */
  calibration: Calibration;
  setCalibration: (next: Calibration) => void;
  /** Every printer's name, and the one the template prints with. */
  printers: string[];
  printer: string;
  /** How many templates each printer has an offset for, by name. */
  templateCounts: Record<string, number>;
  choose: (name: string) => void;
  /** Why a name cannot be a printer's, or undefined. */
  nameProblem: (name: string, renaming?: string) => string | undefined;
  create: (name: string) => void;
  rename: (from: string, to: string) => void;
  remove: (name: string) => void;
  exportFile: () => void;
  importFile: (file: File) => Promise<void>;
}

/** The stored printers (another tab may have changed them), or these when none are stored (blocked storage). */
function storedOr(book: PrinterBook): PrinterBook {
  try {
    if (window.localStorage.getItem(PRINTERS_KEY) !== null) return loadPrinters();
  } catch {
    // storage blocked: the page keeps its own
  }
  return book;
}

export function useCalibration(templateId: string): PrinterCalibration {
  const [book, setBook] = useState(() => loadPrinters());
  const change = (edit: (current: PrinterBook) => PrinterBook) => {
    const next = edit(storedOr(book));
    savePrinters(next);
    setBook(next);
  };
  useEffect(() => {
    const reload = (event: StorageEvent) => {
      if (event.key === PRINTERS_KEY || event.key === null) setBook(loadPrinters());
    };
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, []);

  const importFile = async (file: File) => {
    const read = readPrinterFile(await file.text());
    if ('error' in read) {
      Message.error(read.error);
      return;
    }
    let outcome = { added: 0, updated: 0 };
    change((current) => {
      const merged = mergePrinters(current, read.profiles);
      outcome = { added: merged.added.length, updated: merged.updated.length };
      return merged.book;
    });
    Message.success(
      `已导入 ${read.profiles.length} 台打印机的校准：新增 ${outcome.added} 台，更新 ${outcome.updated} 台`,
    );
  };

  return {
    calibration: offsetFor(book, templateId),
    setCalibration: (next) => change((current) => setOffset(current, templateId, next)),
    printers: book.profiles.map((profile) => profile.name),
    printer: activePrinter(book, templateId).name,
    templateCounts: Object.fromEntries(
      book.profiles.map((profile) => [profile.name, Object.keys(profile.offsets).length]),
    ),
    choose: (name) => change((current) => choosePrinter(current, templateId, name)),
    nameProblem: (name, renaming) => printerNameProblem(book, name, renaming),
    create: (name) => change((current) => addPrinter(current, name, templateId)),
    rename: (from, to) => change((current) => renamePrinter(current, from, to)),
    remove: (name) => change((current) => removePrinter(current, name)),
    exportFile: () => {
      const file = printerFile(storedOr(book));
      // loaded on use: its chunk (the list kit's) is not the print page's to wait for
      void import('../download').then(({ saveFile }) => {
        saveFile(new Blob([file.text], { type: 'application/json' }), file.name);
        Message.success(`已导出 ${book.profiles.length} 台打印机的校准：${file.name}`);
      });
    },
    importFile,
  };
}
