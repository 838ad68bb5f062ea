/**
 * The page-side half of an import check: the plan sent to the reader (titles,
 * fields, options from the lookups, required-ness from the contract's row
 * schema) and the contract check of each converted row, in yielding chunks.
 */
import type { QueryClient } from '@tanstack/react-query';
import type * as zod from 'zod';
import { messageFor } from '../form/zod-errors';
import type { CheckedRow } from './sheet-check';
import { fieldOf, sheetColumnsOf, type SheetColumn, type SheetPlanColumn } from './sheet-columns';
import { lookupItems } from './sheet-export';
import { yieldToPage } from './read-sheet';

/** Rows checked per turn of the page (each turn stays well under 50 ms). */
const CONTRACT_CHUNK = 200;

type Shape = Record<string, zod.ZodType>;
const shapeOf = (schema: zod.ZodType): Shape => (schema as unknown as { shape?: Shape }).shape ?? {};

export async function sheetPlan(
  queryClient: QueryClient,
  columns: readonly SheetColumn<never>[],
  rowSchema: zod.ZodType,
): Promise<SheetPlanColumn[]> {
  const shape = shapeOf(rowSchema);
  return Promise.all(
    sheetColumnsOf(columns).map(async (column) => {
      const field = fieldOf(column);
      const lookup = column.sheet.lookup;
      return {
        title: column.title,
        field,
        type: column.sheet.type ?? 'text',
        required: !!shape[field] && !shape[field].safeParse(undefined).success,
        unique: !!column.sheet.unique,
        options: lookup
          ? (await lookupItems(queryClient, lookup)).map((item): [string, string | number] => [
              item.label,
              item.value,
            ])
          : undefined,
      };
    }),
  );
}

/** Validates the rows the reader converted without problems against the contract (`row` included). */
export async function checkWithContract(
  rows: CheckedRow[],
  plan: SheetPlanColumn[],
  rowSchema: zod.ZodType,
  onProgress: (done: number) => void,
): Promise<void> {
  const titleOf = new Map(plan.map((column) => [column.field, column.title]));
  for (let start = 0; start < rows.length; start += CONTRACT_CHUNK) {
    for (const row of rows.slice(start, start + CONTRACT_CHUNK)) {
      if (row.issues.length) continue;
      const parsed = rowSchema.safeParse({ row: row.row, ...row.values });
      if (parsed.success) continue;
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (seen.has(field)) continue;
        seen.add(field);
        const label = titleOf.get(field) ?? field;
        const value = row.values[field];
        row.issues.push({
          row: row.row,
          column: label,
          value: row.cells[label] ?? '',
          message: value === undefined ? `${label}不能为空` : messageFor(issue, value, { label }),
        });
      }
    }
    onProgress(Math.min(start + CONTRACT_CHUNK, rows.length));
    await yieldToPage();
  }
}
