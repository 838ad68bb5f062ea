/**
 * The demo mode's build support (`vite --mode demo`, `vite build --mode demo`):
 * - `virtual:demo-operations`: the contract's operations with their x-demo annotations
 *   (./operations.ts), for the handlers in src/demo/;
 * - MSW's service worker served (dev) and emitted (build) at /mockServiceWorker.js;
 * - index.html starts from src/demo/main.ts, which starts the worker before the app.
 * In any other mode it adds nothing: the production build has no demo code (tests/perf).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { demoOperations } from './operations.ts';

const VIRTUAL = 'virtual:demo-operations';
const RESOLVED = `\0${VIRTUAL}`;
const WORKER = '/mockServiceWorker.js';

export function demoMode(): Plugin {
  let enabled = false;
  const worker = () => readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'));
  return {
    name: 'demo-mode',
    config(_config, env) {
      enabled = env.mode === 'demo';
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!enabled) throw new Error(`${VIRTUAL} is for the demo mode only (vite --mode demo)`);
      return `export default ${JSON.stringify(demoOperations())};`;
    },
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(WORKER, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(worker());
      });
    },
    transformIndexHtml: {
      // before Vite reads the page's scripts, so the build's entry is the demo's
      order: 'pre',
      handler: (html) => (enabled ? html.replace('/src/main.tsx', '/src/demo/main.ts') : html),
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER.slice(1), source: worker() });
    },
  };
}
