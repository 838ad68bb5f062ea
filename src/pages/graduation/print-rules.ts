/** Which certificates of a batch are printed for the first time and which are reprints. */

export interface Printable {
  id: number;
  student_name: string;
  /** How often it was printed before (0: never). */
  print_count: number;
}

export function splitReprints<Row extends Printable>(rows: readonly Row[]) {
  return {
    first: rows.filter((row) => row.print_count === 0),
    reprints: rows.filter((row) => row.print_count > 0),
  };
}

/** The most certificates one print run takes (the print data calls' ids, in the contract). */
export const MAX_PRINT_IDS = 500;

/** ?ids=1,2,3 → [1, 2, 3]: positive whole numbers, each once, in order (at most 500, the batch a print run takes). */
export function parseIds(value: string | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = Number(part.trim());
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_PRINT_IDS);
}

/** 「未打印」 or 「已打印 2 次」. */
export const printState = (count: number) => (count > 0 ? `已打印 ${count} 次` : '未打印');
