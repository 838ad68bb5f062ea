/**
 * The breaking-change gate: the bundled contract (openapi/dist/openapi.yaml) against the
 * contract the backend last agreed to (openapi/baseline/openapi.yaml), compared with
 * api-smart-diff (OpenAPI 3 aware: request vs response, required, enums, parameters).
 * Additive changes pass. A breaking one — an operation or response field removed, a field
 * renamed, a new required request field, a narrowed enum, … — fails unless
 * openapi/CHANGELOG.md records it as intended (its key, as printed, in backticks).
 *
 *   npm run contract:gate             check (part of npm test)
 *   npm run contract:gate -- --accept after a release: the current contract becomes the baseline
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CURRENT = path.join(ROOT, 'openapi/dist/openapi.yaml');
export const BASELINE = path.join(ROOT, 'openapi/baseline/openapi.yaml');
export const CHANGELOG = path.join(ROOT, 'openapi/CHANGELOG.md');

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export interface BreakingChange {
  /** Stable text to record in the changelog, e.g. `GET /v1-adult-point-list · [Removed] property …`. */
  key: string;
  description: string;
}

/** Where a change is: the operation (METHOD path) when it is inside one, else its JSON path. */
function placeOf(pathParts: readonly (string | number)[]): string {
  const [root, route, method] = pathParts;
  if (root === 'paths' && typeof route === 'string') {
    return typeof method === 'string' && METHODS.has(method) ? `${method.toUpperCase()} ${route}` : route;
  }
  return pathParts.join('.');
}

/**
 * The document with every local $ref replaced by a copy of what it points to, so that a change
 * to a shared schema is reported once per operation that uses it, in that operation's words.
 */
export function inlined(document: object): object {
  const resolve = (pointer: string): unknown =>
    pointer
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
  const walk = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen));
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !seen.includes(ref))
      return walk(resolve(ref), [...seen, ref]);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, seen)]));
  };
  const { paths } = document as { paths?: unknown };
  return { ...document, paths: walk(paths, []), components: {} };
}

/** The breaking changes from one contract to another (documents as parsed YAML), per operation. */
export function breakingChanges(before: object, after: object): BreakingChange[] {
  const { diffs } = apiCompare(inlined(before), inlined(after));
  const found = new Map<string, BreakingChange>();
  for (const diff of diffs) {
    if (diff.type !== 'breaking') continue;
    const description = diff.description ?? `${diff.action} ${diff.path.join('.')}`;
    const key = `${placeOf(diff.path)} · ${description}`;
    found.set(key, { key, description });
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The keys the changelog records as intended (every `…` span of the file; a key that holds a
 * backtick, such as "property `id`", is written as a ``…`` span, as Markdown does).
 */
export function recordedKeys(changelog: string): Set<string> {
  return new Set(
    [...changelog.matchAll(/``(.+?)``|`([^`]+)`/g)].map((match) => (match[1] ?? match[2])!.trim()),
  );
}

export function gate(before: object, after: object, changelog: string): BreakingChange[] {
  const recorded = recordedKeys(changelog);
  return breakingChanges(before, after).filter((change) => !recorded.has(change.key));
}

function main() {
  if (process.argv.includes('--accept')) {
    copyFileSync(CURRENT, BASELINE);
    console.log('契约基线已更新为当前契约（openapi/baseline/openapi.yaml）。');
    return;
  }
  const read = (file: string) => parse(readFileSync(file, 'utf8')) as object;
  const unrecorded = gate(read(BASELINE), read(CURRENT), readFileSync(CHANGELOG, 'utf8'));
  if (!unrecorded.length) {
    console.log('契约兼容检查：与基线相比没有未记录的破坏性变更。');
    return;
  }
  console.error(
    [
      `契约有 ${unrecorded.length} 处破坏性变更没有记录（基线 openapi/baseline/openapi.yaml）：`,
      ...unrecorded.map((change) => `  - \`${change.key}\``),
      '',
      '如果是有意的（已与后端约定），把上面的条目连同原因写进 openapi/CHANGELOG.md；否则改回兼容的写法',
      '（新增字段、可选参数、放宽枚举都不算破坏性）。',
    ].join('\n'),
  );
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
