/**
 * Starts what the browser tests need, on 127.0.0.1 and free ports, and stops
 * it afterwards: Prism serving the contract, and `vite preview` serving the
 * built app with its API proxy pointed at that Prism.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CONTRACT, freePort, startPrism, waitForHttp } from '../../../mock-server/prism.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
    /** The production build `vite preview` serves (for checks of the files themselves). */
    distDir: string;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  // Always the current code, in a directory of this run's own (concurrent runs never share a build).
  // vitest sets NODE_ENV=test, which would make vite bundle React's development build. With the
  // chunk map of the byte budgets (the production config plus a JSON file): they check this build.
  const outDir = mkdtempSync(path.join(tmpdir(), 'jw-e2e-'));
  execSync(
    `npx vite build --config tests/perf/vite.perf.config.ts --logLevel warn --emptyOutDir --outDir ${outDir}`,
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  // Prism serves a copy of the contract: a `npm run generate` meanwhile must not make it reload mid-run.
  const contract = `${outDir}.openapi.yaml`;
  copyFileSync(CONTRACT, contract);
  const prism = await startPrism({ port: await freePort(), contract });
  const port = await freePort();
  const preview = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', API_TARGET: prism.url },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const appUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${appUrl}/`);
  } catch (error) {
    await stopProcess(preview);
    await prism.stop();
    throw error;
  }
  project.provide('appUrl', appUrl);
  project.provide('apiUrl', prism.url);
  project.provide('distDir', outDir);
  return async () => {
    await stopProcess(preview);
    await prism.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(contract, { force: true });
  };
}
