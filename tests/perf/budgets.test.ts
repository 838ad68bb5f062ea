/**
 * Byte budgets (tests/perf/budgets.json), enforced on every `npm test`: the bytes each scenario
 * downloads, from the production build's chunk map (deterministic; see ./bundle.ts). In `npm test`
 * this file runs in the end-to-end stage on the build those tests serve (its global setup builds with
 * vite.perf.config.ts); alone (`npm run test:perf`) it builds into a temporary directory.
 * Timings are never asserted here: `npm run bench` reports them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildApp,
  checkBudgets,
  chunkOf,
  formatKiB,
  KiB,
  measureBundle,
  mockCodeInBundle,
  preloadedWith,
  readChunks,
  screenSources,
  staticClosure,
  type BundleReport,
} from './bundle';

/** The end-to-end run's build (with its chunk map), when this runs there. */
const shared = (inject as (key: string) => string | undefined)('distDir');
let outDir: string;
let report: BundleReport;

beforeAll(() => {
  outDir = shared ?? mkdtempSync(path.join(os.tmpdir(), 'jw-perf-build-'));
  if (!shared) buildApp(outDir);
  report = measureBundle(outDir);
  const lines = Object.values(report.scenarios).map(
    (s) =>
      `  ${s.scenario.padEnd(9)} JS ${formatKiB(s.js).padStart(6)} KiB  CSS ${formatKiB(s.css).padStart(5)} KiB` +
      (s.route ? `  (${s.route}${s.built ? '' : ': not built, 「功能建设中」'})` : ''),
  );
  for (const screen of report.screens)
    lines.push(`  screen    JS ${formatKiB(screen.js).padStart(6)} KiB  ${screen.routes.join(', ')}`);
  console.log(`gzip -9 bytes per scenario:\n${lines.join('\n')}`);
});

afterAll(() => {
  if (outDir && !shared) rmSync(outDir, { recursive: true, force: true });
});

describe('byte budgets', () => {
  it('every scenario and every screen chunk is within budget (or, declared in budgets.json, within its ceiling)', () => {
    const check = checkBudgets(report);
    if (check.tolerated.length)
      console.warn(`Over budget, within the ceilings of budgets.json:\n  ${check.tolerated.join('\n  ')}`);
    expect(check.over).toEqual([]);
    expect(check.staleCeilings).toEqual([]);
  });

  it('counts something for every scenario (the graph walk found the entry and its CSS)', () => {
    for (const scenario of Object.values(report.scenarios)) {
      expect(scenario.js).toBeGreaterThan(50 * KiB);
      expect(scenario.css).toBeGreaterThan(0);
    }
    expect(report.scenarios.dashboard.js).toBeGreaterThan(report.scenarios.login.js);
  });

  it('loads the styles of what each scenario renders (cutting bytes must not drop CSS)', () => {
    const cssOf = (scenario: keyof BundleReport['scenarios']) =>
      report.scenarios[scenario].files
        .filter((file) => file.file.endsWith('.css'))
        .map((file) => readFileSync(path.join(outDir, file.file), 'utf8'))
        .join('\n');
    const rendered = {
      login: ['.arco-input', '.arco-btn-primary', '.arco-message'],
      list: [
        '.arco-table-th',
        '.arco-pagination-item',
        '.arco-select-view',
        '.arco-form-item',
        '.arco-menu-item',
        '.arco-tabs',
      ],
      form: ['.arco-form-item', '.arco-card', '.arco-select-view'],
      dashboard: ['.arco-card', '.arco-statistic', '.arco-menu-item'],
    } as const;
    for (const [scenario, selectors] of Object.entries(rendered)) {
      const css = cssOf(scenario as keyof typeof rendered);
      expect(
        selectors.filter((selector) => !css.includes(selector)),
        scenario,
      ).toEqual([]);
    }
  });

  it("opens a certificate print window without the shell, Select or the kit's code (its first sheet waits for all it imports)", () => {
    const chunks = readChunks(outDir);
    const closure = staticClosure(chunks, [chunkOf(chunks, 'src/pages/graduation/print-pages.tsx')!]);
    const modules = [...closure].flatMap((file) => chunks[file]!.modules);
    expect(modules).toContain('src/kit/print/print-page.tsx');
    const unwanted = [
      'src/app/shell/app-shell.tsx',
      'node_modules/@arco-design/web-react/es/Select/select.js',
      'src/kit/list/list-page.tsx',
      'src/kit/fields/lookup-select.tsx',
    ];
    expect(unwanted.filter((module) => modules.includes(module))).toEqual([]);
  });

  const WORKSPACES = [
    // the marking workspace shows a dictionary's label (DictText); the grid's class and course
    // pickers are deferred selects, loaded when first used
    ['the marking workspace', 'src/pages/paper/marking-workspace-page.tsx', ['.arco-card', '.arco-tag']],
    ['the score grid', 'src/pages/scores/score-entry-page.tsx', ['.arco-alert']],
  ] as const;
  /** A workspace's chunk and everything it imports statically: what its first drawing waits for. */
  const openingOf = (screen: string) => {
    const chunks = readChunks(outDir);
    const files = [...staticClosure(chunks, [chunkOf(chunks, screen)!])];
    return {
      modules: files.flatMap((file) => chunks[file]!.modules),
      css: files
        .flatMap((file) => chunks[file]!.css)
        .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
        .join('\n'),
    };
  };

  it.each(WORKSPACES)(
    'opens %s without Select, nor what only its dialogs and drawers use (Modal, Form, Table, Result)',
    (_, screen) => {
      const { modules } = openingOf(screen);
      expect(modules).toContain(screen);
      const unwanted = [
        'node_modules/@arco-design/web-react/es/Select/select.js',
        'node_modules/@arco-design/web-react/es/Modal/modal.js',
        'node_modules/@arco-design/web-react/es/Form/form.js',
        'node_modules/@arco-design/web-react/es/Table/table.js',
        'node_modules/@arco-design/web-react/es/Result/index.js',
        'src/kit/form/form-page.tsx',
        'src/kit/reason/reason-dialog-view.tsx',
      ];
      expect(unwanted.filter((module) => modules.includes(module))).toEqual([]);
    },
  );

  // a stylesheet that came later (with Select) laid the marking card out again: CLS 0.023
  it.each(WORKSPACES)('opens %s with the styles of what it draws first', (_, screen, own) => {
    const { css } = openingOf(screen);
    expect(['.arco-space-wrap', ...own].filter((selector) => !css.includes(selector))).toEqual([]);
  });

  // each import level had been one more round trip before the first answer: the registry, then the
  // page and its data module, then what they import, then what those import (Typography's useUpdate)
  it.each([
    [
      'the marking workspace',
      'src/pages/paper/marking-workspace-page.tsx',
      'src/pages/paper/marking-answers.ts',
    ],
    ['the score grid', 'src/pages/scores/score-entry-page.tsx', 'src/pages/scores/score-sheet-query.ts'],
  ])('asks for %s and its first data module with all the JS they import, at once', (_, page, data) => {
    const chunks = readChunks(outDir);
    const registry = chunkOf(chunks, `${path.dirname(page)}/screens.ts`)!;
    for (const module of [page, data]) {
      const file = chunkOf(chunks, module)!;
      const preloaded = preloadedWith(outDir, registry, file);
      expect(preloaded, module).toBeDefined();
      const needed = [...staticClosure(chunks, [file])].filter((dep) => dep !== file && dep !== registry);
      expect(needed.length, module).toBeGreaterThan(2);
      expect(
        needed.filter((dep) => !preloaded!.includes(dep)),
        module,
      ).toEqual([]);
    }
    // a list screen's import keeps only its styles (a JS list per screen would grow every registry)
    const list = chunkOf(chunks, 'src/pages/paper/paper-list-page.tsx')!;
    const listDeps = preloadedWith(outDir, chunkOf(chunks, 'src/pages/paper/screens.ts')!, list);
    expect(listDeps?.length).toBeGreaterThan(0);
    expect(listDeps!.filter((dep) => dep.endsWith('.js'))).toEqual([]);
  });

  it("ships React Router's production build, never its development files (remix-run/react-router#14102)", () => {
    const modules = Object.values(readChunks(outDir)).flatMap((chunk) => chunk.modules);
    const router = modules.filter((module) => module.startsWith('node_modules/react-router/'));
    expect(router.length).toBeGreaterThan(0);
    expect(
      router.filter((module) => !module.startsWith('node_modules/react-router/dist/production/')),
    ).toEqual([]);
  });

  it("gives the tab's icon and the header's logo one hashed file (cached for good)", () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const icon = /<link rel="icon"[^>]* href="(\/assets\/[\w-]+\.svg)"/.exec(html)?.[1];
    expect(icon).toBeDefined();
    const entry = /<script type="module"[^>]* src="(\/assets\/[\w-]+\.js)"/.exec(html)![1];
    expect(readFileSync(path.join(outDir, entry), 'utf8')).toContain(icon);
  });

  it('never ships mock code (faker, MSW, generated handlers)', () => {
    expect(mockCodeInBundle(outDir)).toEqual([]);
  });

  it('knows the screen module of every registered route', async () => {
    const { allScreens } = await import('@/routes/screens');
    const sources = screenSources();
    expect(Object.keys(await allScreens()).filter((name) => !sources.has(name))).toEqual([]);
    expect(sources.get('home')).toBe('src/pages/home/home-page.tsx');
    expect(report.screens.filter((screen) => screen.file === undefined)).toEqual([]);
  });
});

describe('checkBudgets', () => {
  const tiny = {
    bytes: {
      login: { js: 1, css: 1 },
      list: { js: 1, css: 1 },
      form: { js: 1, css: 1 },
      dashboard: { js: 1, css: 1 },
      screenChunk: { js: 1 },
    },
  };
  const scenario = (name: string, js: number, css: number) => ({
    scenario: name,
    built: true,
    js,
    css,
    files: [],
  });
  const small = {
    scenarios: {
      login: scenario('login', 512, 100),
      list: scenario('list', 900, 200),
      form: scenario('form', 900, 200),
      dashboard: scenario('dashboard', 1000, 300),
    },
    screens: [
      { routes: ['home'], source: 'src/pages/home/home-page.tsx', file: 'assets/h.js', js: 800, css: 0 },
    ],
  };
  const bigLogin = {
    ...small,
    scenarios: { ...small.scenarios, login: scenario('login', 2 * KiB, 2 * KiB) },
  };

  it('passes what is within budget', () => {
    expect(checkBudgets(small, tiny)).toEqual({ over: [], tolerated: [], staleCeilings: [] });
  });

  it('fails every scenario and screen over a deliberately tiny budget', () => {
    const check = checkBudgets({ ...bigLogin, screens: [{ ...small.screens[0]!, js: 1025 }] }, tiny);
    expect(check.over).toEqual([
      'login: JS 2.0 KiB gz > budget 1 KiB',
      'login: CSS 2.0 KiB gz > budget 1 KiB',
      'screen home (src/pages/home/home-page.tsx): own chunk 1.0 KiB gz > budget 1 KiB',
    ]);
  });

  it('fails a scenario without a budget (what is not budgeted could grow unnoticed)', () => {
    const { login, list, screenChunk } = tiny.bytes;
    const unbudgeted = { bytes: { login, list, dashboard: { js: 1 }, screenChunk } };
    const check = checkBudgets(small, unbudgeted as unknown as Parameters<typeof checkBudgets>[1]);
    expect(check.over).toEqual([
      'form: JS 0.9 KiB gz has no budget: set bytes.form.js in budgets.json',
      'form: CSS 0.2 KiB gz has no budget: set bytes.form.css in budgets.json',
      'dashboard: CSS 0.3 KiB gz has no budget: set bytes.dashboard.css in budgets.json',
    ]);
  });

  it('tolerates an overrun only up to a declared ceiling, and asks to delete a ceiling no longer needed', () => {
    const within = checkBudgets(bigLogin, { ...tiny, ceilings: { login: { js: 2, css: 2 } } });
    expect(within.over).toEqual([]);
    expect(within.tolerated).toHaveLength(2);
    const past = checkBudgets(bigLogin, { ...tiny, ceilings: { login: { js: 1.5, css: 2 } } });
    expect(past.over).toEqual(['login: JS 2.0 KiB gz > budget 1 KiB and > ceiling 1.5 KiB']);
    const stale = checkBudgets(small, { ...tiny, ceilings: { login: { js: 2 } } });
    expect(stale.staleCeilings).toEqual([
      'login: JS 0.5 KiB gz is within budget 1 KiB: delete ceilings.login.js',
    ]);
  });

  it('fails the real build against a deliberately tiny budget, in every scenario', () => {
    const over = checkBudgets(report, tiny).over;
    for (const scenario of ['login', 'list', 'form', 'dashboard'])
      for (const kind of ['JS', 'CSS'])
        expect(over.filter((line) => line.startsWith(`${scenario}: ${kind} `))).toHaveLength(1);
  });
});
