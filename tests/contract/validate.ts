/**
 * Strict validation of a response against the generated zod schema of its
 * operation: a missing, renamed, retyped or unknown field is a violation.
 */
import type { ZodType } from 'zod';
import * as schemas from '@/generated/zod/index.zod';

const byName = schemas as unknown as Record<string, ZodType | undefined>;

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/** listOwnYears / listAdultYears are generated once, as listFsYears. */
export function responseSchemaFor(operationId: string): ZodType | undefined {
  const lineless = operationId.replace(/(Own|Adult)(?=[A-Z])/, 'Fs');
  return byName[`${pascal(operationId)}Response`] ?? byName[`${pascal(lineless)}Response`];
}

export type Validation = { ok: true } | { ok: false; issues: string[] };

export function validateResponse(operationId: string, body: unknown): Validation {
  const schema = responseSchemaFor(operationId);
  if (!schema) return { ok: false, issues: [`没有 ${operationId} 的响应 schema`] };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}
