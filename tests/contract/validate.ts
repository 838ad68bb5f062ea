/**
 * Strict validation of a response against the generated zod schema of its
 * operation: a missing, renamed, retyped or unknown field is a violation.
 */
import type { ZodType, core } from 'zod';
import * as schemas from '@/generated/zod/index.zod';

const byName = schemas as unknown as Record<string, ZodType | undefined>;

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/** listOwnYears / listAdultYears are generated once, as listFsYears. */
export function responseSchemaFor(operationId: string): ZodType | undefined {
  const lineless = operationId.replace(/(Own|Adult)(?=[A-Z])/, 'Fs');
  return byName[`${pascal(operationId)}Response`] ?? byName[`${pascal(lineless)}Response`];
}

export type Validation = { ok: true } | { ok: false; issues: string[] };

/** The zod issues of a response ([] when it is valid), undefined when the operation has no schema. */
export function strictIssues(operationId: string, body: unknown): core.$ZodIssue[] | undefined {
  const schema = responseSchemaFor(operationId);
  if (!schema) return undefined;
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues;
}

export function validateResponse(operationId: string, body: unknown): Validation {
  const issues = strictIssues(operationId, body);
  if (!issues) return { ok: false, issues: [`没有 ${operationId} 的响应 schema`] };
  if (!issues.length) return { ok: true };
  return {
    ok: false,
    issues: issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}
