/**
 * The demo build (`vite build --mode demo`, as npm run build:demo makes it) served by vite preview
 * with no backend at all: the service worker answers every call. Built once per test run (the
 * files of one run share the vitest process as parent) and shared by the demo-mode tests.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../../../mock-server/prism.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

const vite = (args: string[]) => [path.join(root, 'node_modules/vite/bin/vite.js'), ...args];

export async function startDemo(): Promise<{ url: string; stop(): void }> {
  const outDir = path.join(tmpdir(), `jw-demo-${process.ppid}`);
  if (!existsSync(path.join(outDir, 'index.html')))
    execFileSync(
      process.execPath,
      vite(['build', '--mode', 'demo', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir]),
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
  const port = await freePort();
  // no Prism, no backend: the API proxy points nowhere, the service worker answers everything
  const preview = spawn(
    process.execPath,
    vite(['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir]),
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', API_TARGET: 'http://127.0.0.1:9' },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`);
  return { url, stop: () => preview.kill('SIGTERM') };
}
