/**
 * Which contract operation a request is, and whether the request and its response keep
 * to the contract (strictly: the generated zod of the operation, as the contract tests
 * do). Used by the browser sweep (responses) and by the component tests' MSW server
 * (request bodies and query parameters).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ZodType } from 'zod';
import * as schemas from '@/generated/zod/index.zod';
import { validateResponse } from './validate';

interface Matcher {
  method: string;
  pattern: RegExp;
  operationId: string;
  tags: string[];
}

const contractFile = path.resolve(import.meta.dirname, '../../openapi/dist/openapi.yaml');

let matchers: Matcher[] | undefined;

function load(): Matcher[] {
  const contract = parse(readFileSync(contractFile, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  };
  const found: Matcher[] = [];
  for (const [route, item] of Object.entries(contract.paths)) {
    // /api/exam/updateStudentScore/{examId}/{studentUuid}/{score} → one segment per parameter
    const pattern = new RegExp(
      `^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    );
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId)
        found.push({
          method: method.toUpperCase(),
          pattern,
          operationId: operation.operationId,
          tags: operation.tags ?? [],
        });
    }
  }
  // literal paths before templated ones (/api/user/student/{uuid} vs /api/user/student/export)
  return found.sort(
    (a, b) => Number(a.pattern.source.includes('[^/]+')) - Number(b.pattern.source.includes('[^/]+')),
  );
}

function matcherOf(method: string, pathname: string): Matcher | undefined {
  matchers ??= load();
  return matchers.find((matcher) => matcher.method === method && matcher.pattern.test(pathname));
}

export function operationOf(method: string, pathname: string): string | undefined {
  return matcherOf(method, pathname)?.operationId;
}

/** The contract tags of a request's operation ([] when it is not in the contract). */
export function tagsOf(method: string, pathname: string): string[] {
  return matcherOf(method, pathname)?.tags ?? [];
}

/** Violations of the contract by a JSON response ([] when it keeps to it). */
export function contractViolations(method: string, pathname: string, body: unknown): string[] {
  const operationId = operationOf(method, pathname);
  if (!operationId) return [`${method} ${pathname} 不在契约中`];
  const check = validateResponse(operationId, body);
  return check.ok ? [] : check.issues.slice(0, 3).map((issue) => `${operationId}: ${issue}`);
}

const byName = schemas as unknown as Record<string, ZodType | undefined>;

/** The generated schema of an operation's part (Body, QueryParams), by its collapsed (Fs) name. */
function schemaOf(operationId: string, part: 'Body' | 'QueryParams'): ZodType | undefined {
  const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
  const lineless = operationId.replace(/(Own|Adult)(?=[A-Z])/, 'Fs');
  return byName[`${pascal(lineless)}${part}`] ?? byName[`${pascal(operationId)}${part}`];
}

type Shape = Record<string, ZodType>;
const shapeOf = (schema: ZodType): Shape | undefined => (schema as unknown as { shape?: Shape }).shape;

/**
 * Violations of the contract by a request, as Prism sees them: an operation the contract does
 * not have, a JSON body that its generated body schema refuses (unknown fields included, as
 * additionalProperties: false would), query parameters the operation does not have or whose
 * values it refuses, and required ones left out.
 */
export function requestViolations(method: string, url: URL, body: unknown): string[] {
  const operationId = operationOf(method, url.pathname);
  if (!operationId) return [`契约中没有这个接口（${method} ${url.pathname}）`];
  const issues: string[] = [];
  const query = schemaOf(operationId, 'QueryParams');
  const shape = query && shapeOf(query);
  for (const [key, raw] of url.searchParams) {
    const field = shape?.[key];
    if (!field) issues.push(`${operationId}: 契约中没有查询参数 ${key}`);
    else if (!field.safeParse(raw).success && !field.safeParse(Number(raw)).success)
      issues.push(`${operationId}: 查询参数 ${key}=${raw} 不符合契约`);
  }
  // a required parameter left out, as Prism refuses it
  for (const [key, field] of Object.entries(shape ?? {}))
    if (!url.searchParams.has(key) && !field.safeParse(undefined).success)
      issues.push(`${operationId}: 缺少必填的查询参数 ${key}`);
  const bodySchema = body === undefined ? undefined : schemaOf(operationId, 'Body');
  if (bodySchema) {
    const strict = shapeOf(bodySchema)
      ? (bodySchema as unknown as { strict: () => ZodType }).strict()
      : bodySchema;
    const parsed = strict.safeParse(body);
    if (!parsed.success)
      issues.push(
        ...parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${operationId}: 请求体 ${issue.path.join('.') || '(root)'}: ${issue.message}`),
      );
  }
  return issues;
}
