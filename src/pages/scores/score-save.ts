/**
 * Saving edited rows so one bad row never holds back the rest (unit-tested): the rows go in one
 * request; when the server refuses it (400, or a business code), the rows are sent again in halves
 * until each refused row stands alone with its own `msg`, and every other row is saved. A server
 * or network failure is not retried row by row: every row stays unsaved and the error is returned.
 */
import { isApiError } from '@/api/errors';

/** The server looked at the rows and said no: another split may isolate the row at fault. */
export function isRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (error.kind === 'http' && error.status === 400) || error.kind === 'business';
}

export interface Routed<Row> {
  saved: Row[];
  refused: { row: Row; msg: string }[];
  /** Rows not saved because of `error` (sent or not). */
  failed: Row[];
  error?: unknown;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends `rows` through `send` (one request per call, in order, never two at once). `split: false`
 * (submitting the whole sheet) sends once and reports any error for all the rows.
 */
export async function sendRouted<Row>(
  rows: readonly Row[],
  send: (rows: Row[]) => Promise<unknown>,
  { split = true }: { split?: boolean } = {},
): Promise<Routed<Row>> {
  const result: Routed<Row> = { saved: [], refused: [], failed: [] };
  const run = async (part: Row[]): Promise<void> => {
    if (!part.length) return;
    if (result.error !== undefined) {
      result.failed.push(...part);
      return;
    }
    try {
      await send(part);
      result.saved.push(...part);
    } catch (error) {
      if (split && isRefusal(error)) {
        if (part.length === 1) {
          result.refused.push({ row: part[0]!, msg: messageOf(error) });
          return;
        }
        const half = Math.ceil(part.length / 2);
        await run(part.slice(0, half));
        await run(part.slice(half));
        return;
      }
      result.error = error;
      result.failed.push(...part);
    }
  };
  await run([...rows]);
  return result;
}
