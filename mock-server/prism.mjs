/**
 * Prism serving the bundled contract on 127.0.0.1 with request validation on:
 * a request the contract does not allow gets 422. Used by `npm run mock`,
 * `npm start`, and the contract and end-to-end tests (which stop it).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prismBin = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');
export const CONTRACT = path.join(root, 'openapi/dist/openapi.yaml');

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, { timeoutMs = 60_000, isReady = (res) => res.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (isReady(res)) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${lastError?.message}`);
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`端口 ${port} 已被占用：先停止占用它的程序（可能是另一个 npm start / npm run mock）`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts Prism; resolves once it answers. `stop()` ends it. `contract` serves
 * another copy of the bundled contract (the bench serves a snapshot, so a
 * `npm run generate` elsewhere cannot make Prism reload mid-measurement).
 */
export async function startPrism({ port = 4010, quiet = true, contract = CONTRACT } = {}) {
  await assertPortFree(port);
  const child = spawn(process.execPath, [prismBin, 'mock', '-h', '127.0.0.1', '-p', String(port), contract], {
    cwd: root,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${url}/v1-get-version?tag=boss_version`),
      exited.then((code) => {
        throw new Error(`Prism exited with code ${code} before it was ready`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PRISM_PORT ?? 4010);
  const prism = await startPrism({ port, quiet: false });
  console.log(`Prism 模拟服务已启动：${prism.url}（契约 openapi/dist/openapi.yaml，请求校验已开启）`);
  const stop = () => prism.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
