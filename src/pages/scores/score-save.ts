/**
 * Saving edited rows so one bad row never holds back the rest (unit-tested): the rows go in one
 * request; when the server refuses it (400, or a business code), the rows are sent again in halves
 * until each refused row stands alone with its own `msg`, and every other row is saved. A server
 * or network failure is not retried row by row: every row stays unsaved and the error is returned.
 */
import { isApiError } from '@/api/errors';
import { sentRow, type SentRow } from './score-drafts';
import { rowOfState, type GridState } from './score-grid-state';

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

/**
 * The rows a save sends ([] for none): submitting, every row, each ready (undefined when one is not:
 * nothing is sent); otherwise the rows with drafts that are ready, but for autosave those the server
 * refused (sent again once changed, or on 保存).
 */
export function rowsToSend(state: GridState, submit: 0 | 1, auto: boolean): SentRow[] | undefined {
  const sent: SentRow[] = [];
  if (submit) {
    for (const row of state.rows) {
      const ready = sentRow(row, state.drafts[row.student_uuid], state.parts);
      if (!ready) return undefined;
      sent.push(ready);
    }
    return sent;
  }
  for (const uuid of Object.keys(state.drafts)) {
    if (auto && state.refused[uuid]) continue;
    const row = rowOfState(state)(uuid);
    const ready = row && sentRow(row, state.drafts[uuid], state.parts);
    if (ready) sent.push(ready);
  }
  return sent;
}
