/**
 * The demo mode (`npm run demo`, `npm run build:demo`): the app without a backend. MSW's
 * service worker answers every call — the stateful handlers built from the contract's
 * x-demo annotations first, then the generated handlers with the contract's examples.
 * Only `vite --mode demo` builds this (entry src/demo/main.ts); the production bundle has none
 * of it (tests/perf checks).
 */
import { setupWorker } from 'msw/browser';
import { mountDemoBar } from './demo-bar';
import { generatedHandlers } from './generated-handlers';
import { demoHandlers } from './handlers';

export async function startDemo(): Promise<void> {
  const worker = setupWorker(...demoHandlers(), ...generatedHandlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  mountDemoBar();
}
