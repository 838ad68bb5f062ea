/**
 * What each scenario downloads, computed from the build alone (deterministic,
 * no browser). The build (tests/perf/vite.perf.config.ts = the production
 * config + a chunk map) records, for every chunk, its modules, static and
 * dynamic imports and CSS; a scenario is the static import closure of the
 * chunks holding its root modules, each file gzipped with node:zlib level 9.
 *
 * - login     = the entry chunk (index.html) + its static imports (+ their CSS)
 * - list/form = login + the chunk(s) holding the shell (budgets.json shellModules)
 *               + the chunk holding the route's screen (src/routes/screens.ts) + static imports
 * - dashboard = the same for `home` + the chunks the home screen's chunk imports
 *               on demand (its chart chunk)
 *
 * Used by the byte-budget test (tests/perf/budgets.test.ts) and by the bench.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import budgetsJson from './budgets.json' with { type: 'json' };
import { findRoute } from '../../src/routes/registry';
import type { BuiltChunk } from './vite.perf.config';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const KiB = 1024;

export type Budgets = typeof budgetsJson;
export const BUDGETS: Budgets = budgetsJson;

/**
 * Production build into `outDir` (never ./dist, which the e2e setup builds),
 * with the chunk map the analysis needs. vitest sets NODE_ENV=test, which would
 * make Vite bundle React's development build, hence NODE_ENV=production.
 */
export function buildApp(outDir: string): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      path.join(ROOT, 'tests/perf/vite.perf.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
}

export function readChunks(outDir: string): Record<string, BuiltChunk> {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/chunks.json'), 'utf8')) as Record<
    string,
    BuiltChunk
  >;
}

const gzCache = new Map<string, number>();
/** gzip level 9 size of a built file. */
export function gzipBytes(outDir: string, file: string): number {
  const full = path.join(outDir, file);
  let size = gzCache.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full), { level: 9 }).length;
    gzCache.set(full, size);
  }
  return size;
}

function resolveSource(specifier: string, fromFile: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found && path.relative(ROOT, found);
}

/**
 * Route name → source module of its screen, read (not run) from the screen
 * registries: the SCREENS of every src/pages/<domain>/screens.ts.
 * An entry is `name: screen(() => import('…'), …)`, `...both('name', () => import('…'), …)`
 * (registered as nameAE and nameST, see src/routes/screen-loader.ts), or a
 * spread of another registry. The byte test checks this against the real
 * SCREENS keys, so a registry shape this does not understand fails loudly.
 */
export function screenSources(pages = path.join(ROOT, 'src/pages')): Map<string, string> {
  const result = new Map<string, string>();
  const visit = (file: string, exported: string, seen: Set<string>) => {
    const id = `${file}#${exported}`;
    if (seen.has(id)) return;
    seen.add(id);
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const constants = new Map<string, ts.Expression>();
    const imported = new Map<string, { file: string; name: string }>();
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const from = resolveSource(statement.moduleSpecifier.text, file);
        const bindings = statement.importClause?.namedBindings;
        if (from && bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements)
            imported.set(element.name.text, {
              file: path.join(ROOT, from),
              name: (element.propertyName ?? element.name).text,
            });
      }
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer)
            constants.set(declaration.name.text, declaration.initializer);
    }
    const unwrap = (node: ts.Expression): ts.Expression =>
      ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
        ? unwrap(node.expression)
        : node;
    const firstImport = (node: ts.Node, followed = new Set<string>()): string | undefined => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        return resolveSource(node.arguments[0].text, file);
      if (ts.isIdentifier(node) && constants.has(node.text) && !followed.has(node.text)) {
        followed.add(node.text);
        return firstImport(constants.get(node.text)!, followed);
      }
      return ts.forEachChild(node, (child) => firstImport(child, followed));
    };
    const readObject = (object: ts.ObjectLiteralExpression) => {
      for (const property of object.properties) {
        if (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) {
          const key =
            ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)
              ? property.name.text
              : undefined;
          const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
          const module = firstImport(value);
          if (key && module) result.set(key, module);
        } else if (ts.isSpreadAssignment(property)) {
          const spread = unwrap(property.expression);
          if (ts.isIdentifier(spread) && imported.has(spread.text)) {
            const target = imported.get(spread.text)!;
            visit(target.file, target.name, seen);
          } else if (ts.isIdentifier(spread) && constants.has(spread.text)) {
            const value = unwrap(constants.get(spread.text)!);
            if (ts.isObjectLiteralExpression(value)) readObject(value);
          } else if (
            ts.isCallExpression(spread) &&
            ts.isIdentifier(spread.expression) &&
            spread.expression.text === 'both' &&
            spread.arguments[0] &&
            ts.isStringLiteralLike(spread.arguments[0])
          ) {
            const module = firstImport(spread);
            const name = spread.arguments[0].text;
            if (module) for (const line of ['AE', 'ST']) result.set(`${name}${line}`, module);
          }
        }
      }
    };
    const root = constants.get(exported);
    const object = root && unwrap(root);
    if (object && ts.isObjectLiteralExpression(object)) readObject(object);
  };
  const seen = new Set<string>();
  for (const domain of readdirSync(pages).sort()) {
    const registry = path.join(pages, domain, 'screens.ts');
    if (existsSync(registry)) visit(registry, 'SCREENS', seen);
  }
  return result;
}

/** The chunk file holding a module (a path relative to the project root). */
export function chunkOf(chunks: Record<string, BuiltChunk>, module: string): string | undefined {
  return Object.keys(chunks).find((file) => chunks[file]!.modules.includes(module));
}

/** Static import closure of chunk files. */
export function staticClosure(chunks: Record<string, BuiltChunk>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = roots.filter((root) => chunks[root]);
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of chunks[file]?.imports ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}

/**
 * The files a chunk's lazy import of `target` preloads beside it (Vite's `__vite__mapDeps` list of
 * that import, after build.modulePreload.resolveDependencies); undefined when it has no such import.
 */
export function preloadedWith(outDir: string, importer: string, target: string): string[] | undefined {
  const code = readFileSync(path.join(outDir, importer), 'utf8');
  const files = /m\.f=\[([^\]]*)\]/
    .exec(code)?.[1]
    ?.match(/"[^"]+"/g)
    ?.map((file) => JSON.parse(file) as string);
  const at = code.indexOf(`import(\`./${path.basename(target)}\`)`);
  if (at < 0 || !files) return undefined;
  const indices = /__vite__mapDeps\(\[([\d,]*)\]\)/.exec(code.slice(at))?.[1]?.split(',') ?? [];
  return indices.map((index) => files[Number(index)]!);
}

export interface FileBytes {
  file: string;
  gz: number;
}

export interface ScenarioBytes {
  scenario: string;
  /** Route measured (none for login). */
  route?: string;
  /** The route has a real screen (false: it renders 「功能建设中」, only entry + shell count). */
  built: boolean;
  js: number;
  css: number;
  files: FileBytes[];
}

function filesOf(chunks: Record<string, BuiltChunk>, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const file of keys) {
    files.add(file);
    for (const css of chunks[file]?.css ?? []) files.add(css);
  }
  return [...files];
}

/**
 * The plain scripts index.html loads before the app on every page (the gate for old browsers with
 * the floor's polyfills, src/app/browser-support.js): not in the chunk map, counted in every scenario.
 */
export function pageScripts(outDir: string): string[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
}

function scenarioBytes(
  outDir: string,
  chunks: Record<string, BuiltChunk>,
  scenario: string,
  keys: Iterable<string>,
  route: string | undefined,
  built: boolean,
): ScenarioBytes {
  const files = [...filesOf(chunks, keys), ...pageScripts(outDir)]
    .map((file) => ({ file, gz: gzipBytes(outDir, file) }))
    .sort((a, b) => b.gz - a.gz);
  const sum = (ext: string) =>
    files.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f.gz, 0);
  return { scenario, route, built, js: sum('.js'), css: sum('.css'), files };
}

export interface ScreenChunk {
  /** Route names served by this module (a shared AE/ST screen lists both). */
  routes: string[];
  source: string;
  /** The chunk file holding the screen module. */
  file?: string;
  /** That chunk is also part of the shell (the screen has no chunk of its own). */
  shared?: boolean;
  js: number;
  css: number;
}

export interface BundleReport {
  outDir: string;
  scenarios: Record<'login' | 'list' | 'form' | 'dashboard', ScenarioBytes>;
  screens: ScreenChunk[];
  chunks: { file: string; raw: number; gz: number }[];
}

export function measureBundle(outDir: string, budgets: Budgets = BUDGETS): BundleReport {
  const chunks = readChunks(outDir);
  const entry = Object.keys(chunks).find((file) => chunks[file]!.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${outDir}/.vite/chunks.json`);
  const sources = screenSources();
  const login = staticClosure(chunks, [entry]);
  const shellRoots = [entry];
  for (const module of budgets.shellModules) {
    const file = chunkOf(chunks, module);
    if (!file) throw new Error(`${module} (budgets.json shellModules) is in no chunk: update budgets.json`);
    shellRoots.push(file);
  }
  const shell = staticClosure(chunks, shellRoots);

  /** The chunks (with their imports) of what a scenario loads at run time (budgets.json loadedAtRuntime). */
  const atRuntime = (scenario: 'login' | 'list' | 'form' | 'dashboard') => {
    const modules = [...budgets.loadedAtRuntime.all, ...budgets.loadedAtRuntime[scenario]];
    const files = modules.map((module) => {
      const file = chunkOf(chunks, module);
      if (!file)
        throw new Error(`${module} (budgets.json loadedAtRuntime) is in no chunk: update budgets.json`);
      return file;
    });
    return staticClosure(chunks, files);
  };
  const withRuntime = (scenario: 'login' | 'list' | 'form' | 'dashboard', keys: Set<string>) => {
    for (const file of atRuntime(scenario)) keys.add(file);
    return keys;
  };

  const screenScenario = (scenario: 'list' | 'form' | 'dashboard', route: string) => {
    const source = sources.get(route);
    const screenChunk = source === undefined ? undefined : chunkOf(chunks, source);
    // the route's domain registry loads first, then the screen's chunk
    const domain = findRoute(route)?.domain;
    const registryChunk = domain ? chunkOf(chunks, `src/pages/${domain}/screens.ts`) : undefined;
    const roots = [...shellRoots, ...[registryChunk, screenChunk].filter((file) => file !== undefined)];
    const keys = withRuntime(scenario, staticClosure(chunks, roots));
    return scenarioBytes(outDir, chunks, scenario, keys, route, screenChunk !== undefined);
  };

  const byModule = new Map<string, string[]>();
  for (const [route, source] of sources) byModule.set(source, [...(byModule.get(source) ?? []), route]);
  const screens: ScreenChunk[] = [...byModule].map(([source, routes]) => {
    const file = chunkOf(chunks, source);
    if (!file) return { routes, source, js: 0, css: 0 };
    const css = (chunks[file]!.css ?? []).reduce((total, name) => total + gzipBytes(outDir, name), 0);
    return { routes, source, file, js: gzipBytes(outDir, file), css, shared: shell.has(file) };
  });

  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const file = `assets/${name}`;
      return { file, raw: readFileSync(path.join(outDir, file)).length, gz: gzipBytes(outDir, file) };
    })
    .sort((a, b) => b.gz - a.gz);

  return {
    outDir,
    scenarios: {
      login: scenarioBytes(outDir, chunks, 'login', withRuntime('login', login), undefined, true),
      list: screenScenario('list', budgets.routes.list),
      form: screenScenario('form', budgets.routes.form),
      dashboard: screenScenario('dashboard', budgets.routes.dashboard),
    },
    screens,
    chunks: files,
  };
}

type Limits = Record<string, { js?: number; css?: number } | string>;

export interface BudgetCheck {
  /** Over budget and not covered by a ceiling: the test fails on these. */
  over: string[];
  /** Over budget but within its ceiling in budgets.json: known gaps, reported, allowed only to shrink. */
  tolerated: string[];
  /** Ceilings of budgets that are now met: delete them from budgets.json (the test fails until then). */
  staleCeilings: string[];
}

/**
 * Compares the bytes with budgets.json. A budget is exceeded when the bytes are
 * over it; only an explicit ceiling (budgets.json `ceilings`, today's size of a
 * scenario not yet within budget) turns that into "tolerated", and only up to
 * the ceiling.
 */
export function checkBudgets(
  report: Pick<BundleReport, 'scenarios' | 'screens'>,
  budgets: Pick<Budgets, 'bytes'> & { ceilings?: Limits } = BUDGETS,
): BudgetCheck {
  const result: BudgetCheck = { over: [], tolerated: [], staleCeilings: [] };
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  const limits = budgets.bytes as Limits;
  const ceilings = (budgets.ceilings ?? {}) as Limits;
  for (const [name, scenario] of Object.entries(report.scenarios)) {
    const limit = limits[name];
    const ceiling = ceilings[name];
    for (const kind of ['js', 'css'] as const) {
      const max = typeof limit === 'object' ? limit[kind] : undefined;
      const cap = typeof ceiling === 'object' ? ceiling[kind] : undefined;
      const size = scenario[kind];
      const label = `${name}: ${kind.toUpperCase()} ${kib(size)} gz`;
      if (max === undefined) {
        // every scenario has both budgets: what is not budgeted can grow unnoticed
        result.over.push(`${label} has no budget: set bytes.${name}.${kind} in budgets.json`);
        continue;
      }
      if (size > max * KiB) {
        if (cap !== undefined && size <= cap * KiB)
          result.tolerated.push(`${label} > budget ${max} KiB (ceiling ${cap} KiB)`);
        else
          result.over.push(
            `${label} > budget ${max} KiB${cap !== undefined ? ` and > ceiling ${cap} KiB` : ''}`,
          );
      } else if (cap !== undefined) {
        result.staleCeilings.push(`${label} is within budget ${max} KiB: delete ceilings.${name}.${kind}`);
      }
    }
  }
  const screenMax = budgets.bytes.screenChunk.js;
  for (const screen of report.screens)
    if (screen.js > screenMax * KiB)
      result.over.push(
        `screen ${screen.routes.join('/')} (${screen.source}): own chunk ${kib(screen.js)} gz > budget ${screenMax} KiB`,
      );
  return result;
}

/** Mock code that must never reach production: faker, MSW, generated handlers, the demo mode. */
export const FORBIDDEN_IN_BUNDLE: readonly RegExp[] = [
  /@faker-js|\bfaker\b/i,
  /\bmsw\b|mockServiceWorker/,
  /\bHttpResponse\b/,
  /jw-demo-data|重置演示数据|virtual:demo-operations/,
];

/** `file: pattern` for every built JS file that contains mock code. */
export function mockCodeInBundle(outDir: string): string[] {
  const assets = path.join(outDir, 'assets');
  const hits: string[] = [];
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const text = readFileSync(path.join(assets, name), 'utf8');
    for (const pattern of FORBIDDEN_IN_BUNDLE)
      if (pattern.test(text)) hits.push(`assets/${name}: ${pattern}`);
  }
  return hits;
}

export function formatKiB(bytes: number): string {
  return (bytes / KiB).toFixed(1);
}
