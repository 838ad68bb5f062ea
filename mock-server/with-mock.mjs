/**
 * Runs a command (vite dev or preview) with the Prism mock beside it:
 * `node mock-server/with-mock.mjs vite --port 5173`. With API_TARGET set,
 * no mock is started and the command talks to that backend instead.
 *
 * Ports: PORT (the app) and PRISM_PORT (the mock) are used as given and must be free; without
 * them the command's --port and 4010 are used when free, else any free port (printed), so a
 * second checkout or another program on 5173 does not stop `npm start`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, portIsFree, startPrism } from './prism.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node mock-server/with-mock.mjs <command> [args...]');
  process.exit(2);
}

/** The port from the environment, else `wanted` when free, else a free one. */
async function portFor(fromEnv, wanted) {
  if (fromEnv) return Number(fromEnv);
  if (await portIsFree(wanted)) return wanted;
  const port = await freePort();
  console.log(`  端口 ${wanted} 已被占用，改用 ${port}`);
  return port;
}

const prism = process.env.API_TARGET
  ? undefined
  : await startPrism({ port: await portFor(process.env.PRISM_PORT, 4010) }).catch((error) => {
      console.error(`\n  ${error.message}\n`);
      process.exit(1);
    });
const apiTarget = process.env.API_TARGET ?? prism.url;
const portIndex = args.indexOf('--port');
if (portIndex >= 0)
  args[portIndex + 1] = String(await portFor(process.env.PORT, Number(args[portIndex + 1])));
const appUrl = `http://127.0.0.1:${portIndex >= 0 ? args[portIndex + 1] : 5173}/`;

console.log(`\n  教务管理后台：${appUrl}`);
console.log(`  接口：${prism ? `Prism 模拟服务 ${apiTarget}` : apiTarget}\n`);

const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: {
    ...process.env,
    API_TARGET: apiTarget,
    PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`,
  },
});

const shutdown = async (code) => {
  if (child.exitCode === null) child.kill('SIGTERM');
  await prism?.stop();
  process.exit(code ?? 0);
};
child.on('exit', (code) => shutdown(code));
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
