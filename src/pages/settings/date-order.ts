/**
 * "End not before start" on top of a generated body schema: the contract
 * cannot express a relation between two fields, the form still should.
 */
import type { ZodType } from 'zod';

export function withDateOrder<T>(
  schema: ZodType<T>,
  start: string,
  end: string,
  message: string,
): ZodType<T> {
  return schema.refine(
    (value) => {
      const record = value as Record<string, unknown>;
      return !record[start] || !record[end] || String(record[end]) >= String(record[start]);
    },
    { path: [end], message },
  );
}
