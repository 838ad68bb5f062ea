/**
 * Runtime schema policy at the API boundary (lenient): every JSON response of a
 * generated call is checked against its operation's generated zod schema.
 * - Additive drift passes through as received: an unknown field, an unknown enum
 *   value of the right type, a value outside a min/max/format constraint.
 * - A missing required field or a wrong type is a violation: it is reported with
 *   the operation and the field path, and a read (GET) fails with an ApiError
 *   (the screen shows its error state). A write is reported only: the server
 *   has already acted, and failing it would invite a second submit.
 * Strict validation (any difference fails) stays in the contract tests.
 *
 * The schemas load on demand, one chunk per tag, never with the start-up chunk;
 * zod runs without eval (./zod-no-eval.ts), as the Content-Security-Policy requires.
 */
import type { ZodType } from 'zod';
import { ApiError, MESSAGES } from './errors';
import { makeZodJitless } from './zod-no-eval';

// before any zod chunk loads (this module is part of the start-up chunk)
makeZodJitless();

/** What a generated call tells the mutator (orval.config.ts `requestOptions`). */
export interface OperationRef {
  operationId: string;
  /** The tag's directory in src/generated/zod. */
  tag: string;
}

/** One zod issue, reduced to what the policy reads. */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  values?: unknown[];
  errors?: SchemaIssue[][];
}

export interface SchemaReport {
  operationId: string;
  method: string;
  /** Violations: the response cannot be used as the contract describes it. */
  violations: string[];
  /** Tolerated drift (unknown fields or enum values, constraint misses): passed through. */
  drift: string[];
}

export type SchemaReporter = (report: SchemaReport) => void;

const defaultReporter: SchemaReporter = (report) => {
  if (report.violations.length)
    console.warn(
      `[接口数据不符合契约] ${report.method} ${report.operationId}\n  ${report.violations.join('\n  ')}`,
    );
};

let reporter: SchemaReporter = defaultReporter;

/** Where reports go (an error-tracking service, a test spy); no argument restores console.warn. */
export function installSchemaReporter(next: SchemaReporter = defaultReporter): void {
  reporter = next;
}

/** Value constraints: the value has the right type, it is shown as received. */
const CONSTRAINTS = new Set(['too_small', 'too_big', 'invalid_format', 'not_multiple_of']);

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

/** An issue the lenient policy lets through (additive drift), as opposed to a violation. */
export function isTolerated(issue: SchemaIssue): boolean {
  if (issue.code === 'unrecognized_keys' || CONSTRAINTS.has(issue.code)) return true;
  // an unknown enum or literal value of the type the contract declares
  if (issue.code === 'invalid_value')
    return (
      isPrimitive(issue.input) && (issue.values ?? []).some((value) => typeof value === typeof issue.input)
    );
  // a union passes when one of its branches passes leniently
  if (issue.code === 'invalid_union') return (issue.errors ?? []).some((branch) => branch.every(isTolerated));
  return false;
}

const describeIssue = (issue: SchemaIssue) =>
  `${issue.path.map(String).join('.') || '(根)'}: ${issue.message}`;

export function classifyIssues(issues: readonly SchemaIssue[]): Pick<SchemaReport, 'violations' | 'drift'> {
  const violations: string[] = [];
  const drift: string[] = [];
  for (const issue of issues) (isTolerated(issue) ? drift : violations).push(describeIssue(issue));
  return { violations, drift };
}

type ZodModule = Record<string, unknown>;
const MODULES = import.meta.glob<ZodModule>('../generated/zod/*/*.zod.ts');

/** Starts loading a tag's schemas (while its request is out: the answer is then checked at once). */
export function preloadSchemas(tag: string): void {
  MODULES[`../generated/zod/${tag}/${tag}.zod.ts`]?.().catch(() => undefined);
}

/** The generated response schema of an operation, loaded with its tag's chunk. */
export async function responseSchema({ operationId, tag }: OperationRef): Promise<ZodType | undefined> {
  const load = MODULES[`../generated/zod/${tag}/${tag}.zod.ts`];
  if (!load) return undefined;
  const schema = (await load())[`${operationId[0]!.toUpperCase()}${operationId.slice(1)}Response`];
  return schema && typeof schema === 'object' && 'safeParse' in schema ? (schema as ZodType) : undefined;
}

/**
 * Checks a response body; resolves to the error a read must fail with, if any.
 * A schema that cannot be loaded (chunk failure) never fails the call.
 */
export async function checkResponse(
  body: unknown,
  operation: OperationRef,
  method = 'GET',
): Promise<ApiError | undefined> {
  let schema: ZodType | undefined;
  try {
    schema = await responseSchema(operation);
  } catch {
    return undefined;
  }
  if (!schema) return undefined;
  const parsed = schema.safeParse(body, { reportInput: true });
  if (parsed.success) return undefined;
  const verb = method.toUpperCase();
  const { violations, drift } = classifyIssues(parsed.error.issues as unknown as SchemaIssue[]);
  reporter({ operationId: operation.operationId, method: verb, violations, drift });
  if (!violations.length || verb !== 'GET') return undefined;
  return new ApiError('schema', MESSAGES.generic, { operationId: operation.operationId, violations });
}
