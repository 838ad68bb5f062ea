/**
 * Which contract operation a request is, and whether its response keeps to the
 * contract (strictly: the generated zod of the operation, as the contract tests do).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { validateResponse } from '../../contract/validate';

interface Matcher {
  method: string;
  pattern: RegExp;
  operationId: string;
}

const contractFile = path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.yaml');

let matchers: Matcher[] | undefined;

function load(): Matcher[] {
  const contract = parse(readFileSync(contractFile, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const found: Matcher[] = [];
  for (const [route, item] of Object.entries(contract.paths)) {
    // /api/exam/updateStudentScore/{examId}/{studentUuid}/{score} → one segment per parameter
    const pattern = new RegExp(
      `^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    );
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId)
        found.push({ method: method.toUpperCase(), pattern, operationId: operation.operationId });
    }
  }
  // literal paths before templated ones (/api/user/student/{uuid} vs /api/user/student/export)
  return found.sort(
    (a, b) => Number(a.pattern.source.includes('[^/]+')) - Number(b.pattern.source.includes('[^/]+')),
  );
}

export function operationOf(method: string, pathname: string): string | undefined {
  matchers ??= load();
  return matchers.find((matcher) => matcher.method === method && matcher.pattern.test(pathname))?.operationId;
}

/** Violations of the contract by a JSON response ([] when it keeps to it). */
export function contractViolations(method: string, pathname: string, body: unknown): string[] {
  const operationId = operationOf(method, pathname);
  if (!operationId) return [`${method} ${pathname} 不在契约中`];
  const check = validateResponse(operationId, body);
  return check.ok ? [] : check.issues.slice(0, 3).map((issue) => `${operationId}: ${issue}`);
}
