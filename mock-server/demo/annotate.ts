/**
 * npm run demo:annotate — proposes the x-demo annotation of every operation that has none,
 * from the contract's own conventions, and writes it into openapi/paths/*.yaml:
 * - verb of the operationId: list… (a {total, list} answer) → list, get… with an id → get,
 *   create / add → create, update / edit / save → update, delete / remove → delete,
 *   set… / approve / reject / pass / lock / close / reply / restore … → set, import → import,
 *   everything else (lookups, dashboards, exports, uploads, logins) → static;
 * - collection: the path's resource (/v1-adult-point-add → point), or the operationId's noun.
 * Review what it wrote (git diff): approvals and rejections usually need `values` (the state
 * they set), and a noun shared by two lists may need one collection name.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { DemoAnnotation } from './operations.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PATHS = path.join(ROOT, 'openapi/paths');
const DIST = path.join(ROOT, 'openapi/dist/openapi.yaml');

interface DistOperation {
  operationId: string;
  route: string;
  method: string;
  isPage: boolean;
  hasKey: boolean;
}

type Node = Record<string, unknown>;

/** Operations of the bundled contract with what the inference needs. */
function distOperations(): Map<string, DistOperation> {
  const dist = parse(readFileSync(DIST, 'utf8')) as {
    paths: Record<string, Record<string, Node>>;
    components: Node;
  };
  const deref = (node: unknown): Node => {
    const ref = (node as { $ref?: string } | undefined)?.$ref;
    if (!ref) return (node ?? {}) as Node;
    return deref(
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>((value, key) => (value as Node)[key], dist),
    );
  };
  const found = new Map<string, DistOperation>();
  for (const [route, item] of Object.entries(dist.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const operationId = operation.operationId as string | undefined;
      if (!operationId) continue;
      const responses = operation.responses as Record<string, Node> | undefined;
      const content = (responses?.['200']?.content ?? {}) as Record<string, { schema?: unknown }>;
      const schema = deref(content['application/json']?.schema);
      const result = deref((schema.properties as Node | undefined)?.result);
      const resultProperties = (result.properties ?? {}) as Node;
      const parameters = ((operation.parameters as unknown[]) ?? []).map(deref);
      found.set(operationId, {
        operationId,
        route,
        method,
        isPage: 'list' in resultProperties && 'total' in resultProperties,
        hasKey:
          /\{/.test(route) || parameters.some((parameter) => ['id', 'uuid'].includes(String(parameter.name))),
      });
    }
  }
  return found;
}

const SET_VERBS =
  /^(set|approve|reject|pass|audit|lock|unlock|close|reply|restore|assign|review|confirm|publish|cancel|reopen|toggle|mark|enable|disable|submit)/;

const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The resource of a path or, failing that, of the operationId. */
function collectionOf(operation: DistOperation, verb: string): string {
  const lineMatch = /^\/v1-(?:own|adult)-([a-z0-9-]+)$/.exec(operation.route);
  if (lineMatch) {
    const parts = lineMatch[1]!.split('-');
    // the last word is the action (list, add, edit, del, status, info, export, pass …) when there are several
    return (parts.length > 1 ? parts.slice(0, -1) : parts).join('-');
  }
  const noun = operation.operationId
    .slice(verb.length)
    .replace(/^(Own|Adult|Fs)/, '')
    .replace(/(Status|Lock|Top|List|Info|Detail|ByUuid|IsPass|IsLeader)$/, '')
    .replace(/ies$/, 'y')
    .replace(/([^s])s$/, '$1');
  return kebab(noun) || kebab(operation.operationId);
}

export function inferDemo(operation: DistOperation): DemoAnnotation {
  const verb = /^[a-z]+/.exec(operation.operationId)?.[0] ?? '';
  const action: DemoAnnotation['action'] =
    verb === 'list' || (verb === 'get' && operation.isPage)
      ? operation.isPage
        ? 'list'
        : 'static'
      : verb === 'get'
        ? operation.hasKey
          ? 'get'
          : 'static'
        : ['create', 'add'].includes(verb)
          ? 'create'
          : ['update', 'edit', 'save', 'modify'].includes(verb)
            ? 'update'
            : ['delete', 'remove'].includes(verb)
              ? 'delete'
              : verb === 'import'
                ? 'import'
                : SET_VERBS.test(verb)
                  ? 'set'
                  : 'static';
  if (action === 'static') return { action };
  const annotation: DemoAnnotation = { collection: collectionOf(operation, verb), action };
  // reviews: the contract's states are 0 待审核, 1 已通过, 2 已驳回
  if (action === 'set' && ['pass', 'approve'].includes(verb)) annotation.values = { status: 1 };
  if (action === 'set' && verb === 'reject') annotation.values = { status: 2 };
  return annotation;
}

/** The annotation as one flow line: { collection: point, action: list }. */
const flow = (annotation: DemoAnnotation) =>
  `{ ${Object.entries(annotation)
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value).replace(/"/g, '') : value}`,
    )
    .join(', ')} }`;

function main() {
  const operations = distOperations();
  let written = 0;
  for (const file of readdirSync(PATHS).filter((name) => name.endsWith('.yaml'))) {
    const full = path.join(PATHS, file);
    const lines = readFileSync(full, 'utf8').split('\n');
    const annotated = new Set<number>();
    // an operation's keys sit at one indentation; one already annotated keeps its x-demo
    lines.forEach((line, index) => {
      if (/^\s+x-demo:/.test(line)) annotated.add(index);
    });
    const out: string[] = [];
    lines.forEach((line, index) => {
      out.push(line);
      const match = /^(\s+)operationId:\s*(\S+)\s*$/.exec(line);
      if (!match) return;
      const [, indent, operationId] = match;
      const siblings = lines
        .slice(index + 1)
        .findIndex((next) => !next.startsWith(`${indent}`) || /^\S/.test(next));
      const block = lines.slice(index + 1, siblings < 0 ? undefined : index + 1 + siblings);
      if (block.some((next) => next.startsWith(`${indent}x-demo:`)) || annotated.has(index - 1)) return;
      const found = operations.get(operationId!);
      if (!found) return;
      out.push(`${indent}x-demo: ${flow(inferDemo(found))}`);
      written += 1;
    });
    writeFileSync(full, out.join('\n'));
  }
  console.log(
    `x-demo：为 ${written} 个接口写入了推断的标注；请用 git diff 检查（审批类接口通常要补 values）。`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
