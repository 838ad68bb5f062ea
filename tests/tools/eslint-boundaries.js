/**
 * ESLint rule `boundaries/imports`: which part of src/ may import which.
 *
 * - The foundations (kit, ui, api, lines, session, storage, routes, access, stores) never import
 *   pages or app. The one door from routes to the pages is a domain's registry,
 *   `pages/<domain>/screens.ts`, which src/routes/screens.ts loads lazily.
 * - The demo mode (src/demo) never imports pages or app either.
 * - The app (shell, login) imports a domain only through its public entry, `pages/<domain>/index.ts`.
 * - A domain (a folder of src/pages) never imports another domain's files: what two domains
 *   share belongs in the kit.
 * - A folder of src/ that is none of these is refused until it is placed here.
 * - Outside the kit, the kit is imported through its entries only: `@/kit` and each kit folder
 *   that has an index.ts (`@/kit/print`, `@/kit/chart` …), never a file inside them.
 *
 * Paths are resolved from `@/…` and relative specifiers, in imports, re-exports and import().
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../src');
const FOUNDATIONS = new Set([
  'kit',
  'ui',
  'api',
  'lines',
  'session',
  'storage',
  'routes',
  'access',
  'stores',
]);
/** Every folder of src/; a file straight in src/ (main.tsx) is the entry and may import anything. */
const AREAS = new Set([...FOUNDATIONS, 'pages', 'app', 'demo', 'generated']);

/** { area: 'pages', domain: 'exam' } or { area: 'kit', rest: ['print', 'print-page'] } for a path in src. */
function placeOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [area, ...rest] = relative.split(path.sep);
  return { area, domain: area === 'pages' ? rest[0] : undefined, rest };
}

function resolve(specifier, file) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return undefined;
}

const stripExtension = (file) => file.replace(/\.(tsx?|jsx?|mjs|css)$/, '');

/** `pages/<domain>` (its index.ts) or `pages/<domain>/index`: what a domain offers the app. */
const isDomainEntry = (rest) =>
  (rest.length === 1 || (rest.length === 2 && stripExtension(rest[1]) === 'index')) &&
  ['index.ts', 'index.tsx'].some((entry) => existsSync(path.join(SRC, 'pages', rest[0], entry)));

/** Why `specifier` may not be imported from `file`, or undefined when it may. */
export function boundaryProblem(file, specifier) {
  const from = placeOf(file);
  const target = resolve(specifier, file);
  if (!from || !target) return undefined;
  const to = placeOf(target);
  if (!to) return undefined;

  if (!from.rest.length) return undefined; // src/main.tsx
  if (!AREAS.has(from.area))
    return `src/${from.area} 不在边界规则里：请在 tests/tools/eslint-boundaries.js 中说明它可以引用什么`;
  if (FOUNDATIONS.has(from.area) && (to.area === 'pages' || to.area === 'app')) {
    const registry = to.area === 'pages' && to.rest.length === 2 && stripExtension(to.rest[1]) === 'screens';
    if (!(from.area === 'routes' && registry))
      return `src/${from.area} 是基础层，不能引用 src/${to.area}（页面依赖基础层，反过来不行）`;
  }
  if (from.area === 'demo' && (to.area === 'pages' || to.area === 'app'))
    return `演示模式（src/demo）只模拟接口，不能引用 src/${to.area}`;
  if (from.area === 'app' && to.area === 'pages' && !isDomainEntry(to.rest))
    return `外壳只能经领域的入口引用页面（@/pages/${to.domain}，即该目录的 index.ts），不要引用 ${specifier}`;
  if (from.area === 'pages' && to.area === 'pages' && to.domain && from.domain !== to.domain)
    return `领域 ${from.domain} 不能引用领域 ${to.domain} 的文件：两个领域共用的东西请移到 src/kit`;
  if (from.area !== 'kit' && to.area === 'kit' && to.rest.length > 0) {
    const folder = path.join(SRC, 'kit', stripExtension(to.rest.join(path.sep)));
    const entry = existsSync(path.join(folder, 'index.ts')) || existsSync(path.join(folder, 'index.tsx'));
    if (!entry)
      return `请从套件的入口引用（@/kit 或带 index.ts 的目录，如 @/kit/print），不要引用 ${specifier}`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers of src/ and the domains of src/pages apart' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = boundaryProblem(context.filename, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: rule } };
