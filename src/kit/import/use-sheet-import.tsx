/**
 * An Excel import for a list screen: `const importer = useSheetImport({...})`,
 * a toolbar button calling `importer.open`, and `{importer.element}` beside the
 * ListPage. The dialog, the reader and the spreadsheet library load on first open.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type * as zod from 'zod';
import type { SheetColumn } from './sheet-columns';
import '../styles';

/** A row the server refused (its row number, the request field, the value and why). */
export interface ServerRowError {
  row: number;
  field: string;
  value: string;
  message: string;
}

export interface SheetImportSpec<Payload> {
  /** Dialog title and file-name stem, e.g. 导入录取名单. */
  title: string;
  /** The list's columns; those with a `sheet` rule are the workbook's. */
  columns: readonly SheetColumn<never>[];
  /** The contract's schema of one imported row (it carries `row`, the row number). */
  rowSchema: zod.ZodType<Payload>;
  /** The server's import template (GET /api/user/down/export-template). */
  template?: { name: string; download: () => Promise<Blob> };
  /** Sends one batch of valid rows; the server answers with the rows it refused. */
  commit: (rows: Payload[]) => Promise<{ success: number; failed: ServerRowError[] }>;
  /** Rows per request (the contract's maxItems). */
  batchSize?: number;
  /** After committing (reload the list). */
  onDone?: () => void;
}

const ImportDialog = lazy(() => import('./import-dialog')) as unknown as ComponentType<{
  spec: SheetImportSpec<unknown>;
  onClose: () => void;
}>;

export function useSheetImport<Payload>(spec: SheetImportSpec<Payload>) {
  const [visible, setVisible] = useState(false);
  return {
    open: () => setVisible(true),
    element: visible ? (
      <Suspense fallback={null}>
        <ImportDialog spec={spec as SheetImportSpec<unknown>} onClose={() => setVisible(false)} />
      </Suspense>
    ) : null,
  };
}
