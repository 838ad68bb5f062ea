/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { demoMode } from './mock-server/demo/vite-plugin.ts';
import { precompress } from './mock-server/deploy/precompressed.ts';
import { browserSupport } from './mock-server/deploy/browser-support.ts';
import { previewHeaders } from './mock-server/deploy/preview-headers.ts';
import { windowPages } from './mock-server/deploy/window-pages.ts';
import { BROWSER_FLOOR, CSS_TARGET, JS_TARGET } from './src/app/browser-floor.ts';
import { ROUTES } from './src/routes/catalogue.ts';

// Where /api/* and /v1-* go in dev and preview: the Prism mock by default,
// a real backend with API_TARGET=https://jw.example.edu.cn npm run dev.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = { '^/(api/|v1-)': { target: apiTarget, changeOrigin: true } };

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/**
 * Modules only the shell needs (statically imported from app-shell, not by the
 * start-up chunk, nor by the pages that render without the shell). They go into
 * one `shell` chunk instead of the dozens of small shared chunks automatic
 * splitting makes of them: every in-app screen needs the shell first anyway, and
 * fewer, larger files compress better and queue less (measured: tests/perf).
 */
const shellModules = new Set<string>();
/**
 * The screen registry (route → lazy screen) is a chunk of its own: the shell
 * route's loader fetches it alongside the shell to start the screen's chunk
 * without waiting for the shell.
 */
const registryModules = new Set<string>();
/**
 * The kit's pieces beyond the shell, in chunks by who needs them: `kit-shared` (what the dashboard
 * shares with lists and forms, such as LoadFailed), `kit-lookups` (dictionaries, filters and status
 * maps without their selects), `kit-common` (what lists and forms share),
 * `list-kit` (ListPage, its actions and lookups, with the Arco parts they use), `form-kit` (what
 * forms add) and `kit-styles` (the Arco styles of all these). Left to automatic splitting they
 * become dozens of small chunks whose cut moves whenever another screen shares a piece, and every
 * new domain made each list load more (measured with tests/perf).
 */
const kitChunks = new Map<string, string>();
/** Chunks a domain registry asks for with all their JS (see build.modulePreload). */
const OPENED_BY_ADDRESS =
  /(^|\/)([\w-]*print[\w-]*|marking-workspace-page|marking-answers|score-entry-page|score-sheet-query)-[\w-]{8}\.js$/;
function findShellModules(): Plugin {
  return {
    name: 'find-shell-modules',
    apply: 'build',
    buildEnd() {
      /** Every module `roots` import statically; `through` a barrel it does not go (its users take only a part). */
      const closure = (roots: string[], barrel?: string) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (id !== barrel) stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const startUp = closure([source('main.tsx')]);
      const withoutShell = closure([
        source('app/standalone-screen.tsx'),
        source('pages/esign/esign-page.tsx'),
      ]);
      shellModules.clear();
      for (const id of closure([source('app/shell/app-shell.tsx')]))
        if (!startUp.has(id) && !withoutShell.has(id)) shellModules.add(id);
      const kit = (files: string[]) => closure(files.map((file) => source(`kit/${file}`)));
      const list = kit([
        'list/list-page.tsx',
        'list/crud-actions.ts',
        'list/toggle-actions.ts',
        'list/add-action.tsx',
        'fields/lookup-select.tsx',
        'status.ts',
      ]);
      // status.ts in both: a screen's fields file that offers a status feeds its list and its form
      const form = kit(['form/form-page.tsx', 'form/form-modal.tsx', 'status.ts']);
      // the dashboard's own imports and, of the kit's barrel, the pieces it takes
      const dashboard = closure(
        [
          source('pages/home/home-page.tsx'),
          ...['load-failed.tsx', 'fields/deferred.tsx', 'dates.ts', 'money.ts', 'chart/load-chart.ts'].map(
            (file) => source(`kit/${file}`),
          ),
        ],
        source('kit/index.ts'),
      );
      // what screens use beside lists and forms, without Arco's Select: the dictionaries and filters
      // with their hooks (DictText), the status maps and the screen navigation hook. A workspace that
      // shows a dictionary's label no longer waits for Select and its virtual list
      const lookups = kit(['fields/use-lookups.tsx', 'use-screen-navigation.ts', 'status.ts']);
      const kitChunkOf = (id: string) => {
        if (dashboard.has(id)) return 'kit-shared';
        // the other Arco styles in a chunk of their own (CSS and an empty JS file): a page that takes
        // one component's styles (a print page's Alert) then loads no kit code for them
        if (/\/style\/(css\.js|index\.css)$/.test(id)) return 'kit-styles';
        if (lookups.has(id)) return 'kit-lookups';
        if (list.has(id) && form.has(id)) return 'kit-common';
        return list.has(id) ? 'list-kit' : 'form-kit';
      };
      kitChunks.clear();
      for (const id of new Set([...list, ...form, ...lookups]))
        // zod stays apart: the start-up loads it at run time for the response check; and only the
        // kit, its libraries and the generated calls it makes: a small helper of src/ui the kit's
        // forms use (useUnsavedGuard) would otherwise bring all of form-kit to the workspaces
        // that call it
        if (
          !startUp.has(id) &&
          !shellModules.has(id) &&
          !id.includes('/node_modules/zod/') &&
          /\/(src\/kit|src\/generated|node_modules)\//.test(id)
        )
          kitChunks.set(id, kitChunkOf(id));
      registryModules.clear();
      // with the helpers every domain registry imports (a chunk of their own was one more round trip
      // before any screen's chunk could be asked for)
      for (const id of closure([source('routes/preload.ts'), source('routes/screen-loader.ts')]))
        if (!startUp.has(id)) registryModules.add(id);
      // and the frame of a screen outside the shell with the print button's icon: a print page opened
      // cold in a window of its own then needs the registry, never the shell, before its first sheet
      for (const id of closure([source('app/standalone-screen.tsx')]))
        if (!startUp.has(id)) registryModules.add(id);
      for (const id of this.getModuleIds())
        if (id.endsWith('/icon/react-icon/IconPrinter/index.js')) registryModules.add(id);
    },
  };
}

/**
 * React Router's package sends every bundler to its development files, warnings and their checks
 * included (remix-run/react-router#14102, open): a production build takes its production files. Both
 * entries, or the router's context would exist twice.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
  };
}

/**
 * Modules a build replaces with what every browser at the floor has (src/app/substitutes): Arco's
 * resize-observer-polyfill by the browser's ResizeObserver, axios's fetch adapter (never chosen: XHR
 * comes first) by "not available". −6.6 KiB gz on every page (2.5 + 4.1, measured on login); tests
 * keep the originals (jsdom has no ResizeObserver).
 */
function floorSubstitutes(): Plugin {
  return {
    name: 'floor-substitutes',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'resize-observer-polyfill') return source('app/substitutes/resize-observer.ts');
      if (id === './fetch.js' && importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js'))
        return source('app/substitutes/axios-fetch-adapter.ts');
      return null;
    },
  };
}

export default defineConfig({
  // previewHeaders: the production headers (CSP, caching) in `vite preview`; precompress: the
  // brotli and gzip copies production serves; windowPages: a print window's own HTML with its
  // chunks preloaded; browserSupport: the gate for browsers below the floor, before the app (all
  // four in mock-server/deploy).
  plugins: [
    react(),
    browserSupport(BROWSER_FLOOR),
    findShellModules(),
    reactRouterProductionBuild(),
    floorSubstitutes(),
    previewHeaders(),
    precompress(),
    windowPages(
      ROUTES.filter((route) => route.placement === 'standalone'),
      fileURLToPath(new URL('./src/pages', import.meta.url)),
    ),
    demoMode(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^lodash\/isEqualWith$/,
        replacement: fileURLToPath(new URL('./src/ui/is-equal-with.ts', import.meta.url)),
      },
      // Arco imports lodash's CommonJS files; the same functions as ES modules bundle smaller
      // (measured: −1.3 KiB gz on every list screen).
      { find: /^lodash\/(.*)$/, replacement: 'lodash-es/$1.js' },
    ],
  },
  // no public folder: the logo (also the tab's icon) is an asset of src/app, a content-hashed file
  publicDir: false,
  // The dev server pre-bundles what every screen imports when it starts, not when a screen is first
  // opened (a discovery then re-bundles and reloads, and the screen stayed on 「加载中…」).
  optimizeDeps: { entries: ['index.html', 'src/pages/**/*.tsx', 'src/app/**/*.tsx'] },
  server: { proxy },
  preview: { proxy },
  build: {
    // the browsers README supports (src/app/browser-floor.ts: the one list, and why JS differs)
    target: JS_TARGET,
    cssTarget: CSS_TARGET,
    sourcemap: false,
    modulePreload: {
      // Chromium, Edge, Firefox ≥ 115 and Safari ≥ 17 preload modules natively; in an older browser
      // a preload link is only a hint it skips (the modules still load when imported), and Vite's
      // polyfill for it cost every page ~0.3 KiB of its start-up chunk.
      polyfill: false,
      // The screen registry (one lazy import per screen) would otherwise carry, for every
      // screen, the list of every chunk it needs: ~19 KB for 60 screens, growing with each.
      // Its imports keep only their CSS (which Vite loads this way); the JS the screen needs
      // follows from the screen chunk's own imports.
      // The exceptions open by address, where each level of imports found only as a chunk runs is
      // one more round trip before the first drawing: print pages (a window of their own), the
      // workspaces (score grid, marking) and the modules that start their first data call.
      resolveDependencies: (file, deps, { hostId }) =>
        /(^|\/)screens-[\w-]+\.js$/.test(hostId) && !OPENED_BY_ADDRESS.test(file)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    // The start-up chunk is ~580 kB minified (~170 KiB gzipped) by design (React, the router,
    // axios, react-query, Arco's inputs): tests/perf/budgets.json holds what each scenario may cost.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the start-up chunk imports statically: one file, not ten small ones.
            { name: 'index', tags: ['$initial'], priority: 4 },
            { name: 'screens', test: (id) => registryModules.has(id), priority: 3 },
            { name: 'shell', test: (id) => shellModules.has(id), priority: 2 },
            ...['kit-styles', 'kit-shared', 'kit-lookups', 'kit-common', 'list-kit', 'form-kit'].map(
              (name) => ({
                name,
                test: (id: string) => kitChunks.get(id) === name,
                priority: 1,
                includeDependenciesRecursively: false, // each piece goes where kitChunks says
              }),
            ),
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/support/setup.ts'],
    // one worker per core: vitest's default leaves one core to itself (1 worker on these 2-core
    // machines); measured 453 s → 302 s for the unit and component stage
    maxWorkers: availableParallelism(),
    // Test files share one module cache per worker (no per-file re-import of React, Arco, MSW:
    // measured 210 s → 93 s for 71 files). A file that replaces modules with vi.mock is named
    // *.mocked.test.* and runs isolated, so its mocks never reach another file (lint enforces it).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          exclude: ['**/*.mocked.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'mocked',
          include: ['tests/unit/**/*.mocked.test.{ts,tsx}', 'tests/component/**/*.mocked.test.{ts,tsx}'],
        },
      },
    ],
    // Tests run Arco's CommonJS build (lib/); deep imports of its ES build (es/Modal…) must
    // reach the same modules, or they would miss the locale context and the React 19 adapter.
    alias: [
      {
        find: /^@arco-design\/web-react\/es\/((?!.*\/style\/).*)$/,
        replacement: '@arco-design/web-react/lib/$1',
      },
    ],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
