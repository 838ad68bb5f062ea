/**
 * Prism serving the bundled contract on 127.0.0.1 with request validation on: a request the
 * contract does not allow gets the answer the operation documents for it (400; 422 only where an
 * operation documents no 400). Used by `npm run mock`, `npm start`, and the contract and
 * end-to-end tests (which stop it). Prism is restarted if it exits (see startPrism).
 */
import { spawn } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
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

/** Whether nothing listens on `port` of 127.0.0.1. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function assertPortFree(port) {
  if (!(await portIsFree(port)))
    throw new Error(
      `端口 ${port} 已被占用：先停止占用它的程序（可能是另一个 npm start / npm run mock），或换一个端口`,
    );
}

/** The last lines Prism wrote to stderr before it exited: why it stopped. */
function crashReason(stderrTail) {
  const lines = stderrTail
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.findLast((line) => /^\w*Error\b|^Error:/.test(line));
  const at = error ? lines[lines.indexOf(error) + 1] : undefined;
  return error ? `${error}${at?.startsWith('at ') ? `（${at}）` : ''}` : (lines.at(-1) ?? '没有输出');
}

/** Spawns one Prism process on a free internal port; `ready` resolves once it answers. */
async function spawnPrism({ quiet, contract }) {
  const port = await freePort();
  const child = spawn(process.execPath, [prismBin, 'mock', '-h', '127.0.0.1', '-p', String(port), contract], {
    cwd: root,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderrTail = '';
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = Promise.race([
    // a busy machine takes well over a minute to load the contract
    waitForHttp(`http://127.0.0.1:${port}/v1-get-version?tag=boss_version`, { timeoutMs: 180_000 }),
    exited.then(({ code }) => {
      throw new Error(`Prism exited with code ${code} before it was ready: ${crashReason(stderrTail)}`);
    }),
  ]);
  ready.catch(() => child.kill('SIGTERM'));
  return { child, port, exited, ready, reason: () => crashReason(stderrTail) };
}

const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;

/** A request's whole body (the mock's requests are small), so it can be sent again. */
const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * Starts Prism behind a small proxy on `port`; resolves once it answers. `stop()` ends it.
 * `contract` serves another copy of the bundled contract (the bench serves a snapshot, so a
 * `npm run generate` elsewhere cannot make Prism reload mid-measurement).
 *
 * One request can make Prism exit (its multipart parser throws on a file part that has no
 * Content-Type of its own). The proxy keeps the port open: it prints why Prism stopped, starts it
 * again and holds the requests that arrive meanwhile until it answers; the request that was being
 * handled gets a 502 with the error envelope. More than five exits within a minute: it gives up.
 */
export async function startPrism({ port = 4010, quiet = true, contract = CONTRACT } = {}) {
  await assertPortFree(port);
  let stopping = false;
  let restarts = 0;
  const crashes = [];
  let prism = await spawnPrism({ quiet, contract });
  /** The Prism that answers requests, once it is ready (replaced synchronously when it exits). */
  let current = prism.ready.then(() => prism);
  await current;

  const supervise = (running) => {
    running.exited.then(({ code, signal }) => {
      if (stopping) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
      const giveUp = crashes.length > CRASH_LIMIT;
      console.error(
        `\n  Prism 模拟服务意外退出（${signal ?? `退出码 ${code}`}）：${running.reason()}\n` +
          (giveUp ? '  一分钟内已退出多次，不再重启。\n' : '  正在重启…'),
      );
      if (giveUp) {
        current = Promise.reject(new Error('Prism 多次退出'));
        current.catch(() => undefined);
        return;
      }
      current = spawnPrism({ quiet, contract }).then(async (next) => {
        prism = next;
        await next.ready;
        restarts += 1;
        console.error(`  Prism 已重启（第 ${restarts} 次），继续应答。\n`);
        supervise(next);
        return next;
      });
      current.catch((error) => console.error(`  Prism 重启失败：${error.message}\n`));
    });
  };
  supervise(prism);

  const forward = (req, res, body, attempt) =>
    current.then(
      (target) => {
        const upstream = httpRequest(
          // a fresh connection each time: a pooled one may belong to a Prism that has exited
          {
            host: '127.0.0.1',
            port: target.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          // Not handled by Prism, so sent again once it answers: refused (Prism had exited, its restart
          // not seen yet), or a read reset by a Prism that was exiting. Other requests get a 502.
          const retry =
            error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && /^(GET|HEAD)$/.test(req.method));
          if (retry && attempt < 50 && !stopping && !res.headersSent)
            setTimeout(() => forward(req, res, body, attempt + 1), 100);
          else if (res.headersSent) res.destroy();
          else {
            res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
            res.end(JSON.stringify({ code: 502, msg: '模拟服务处理该请求时退出，已自动重启', result: null }));
          }
        });
        upstream.end(body);
      },
      () => {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 503, msg: '模拟服务已停止（多次意外退出）', result: null }));
      },
    );

  const server = createHttpServer((req, res) => {
    readBody(req).then(
      (body) => forward(req, res, body, 0),
      () => res.destroy(),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      if (prism.child.exitCode === null) prism.child.kill('SIGTERM');
      await prism.exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PRISM_PORT ?? 4010);
  const prism = await startPrism({ port, quiet: false });
  console.log(
    `Prism 模拟服务已启动：${prism.url}（契约 openapi/dist/openapi.yaml，请求校验已开启，意外退出时自动重启）`,
  );
  const stop = () => prism.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
