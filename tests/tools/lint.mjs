#!/usr/bin/env node
/**
 * npm run lint: ESLint, Prettier and the contract's linters (redocly, then Spectral on the bundle).
 * Each is single-threaded, so two run at a time (the machine has two cores); each one's output is
 * printed when it ends, and the run fails when any of them does.
 */
import { spawn } from 'node:child_process';

const CHECKS = [
  ['ESLint', 'eslint .'],
  [
    '契约 lint',
    'redocly lint openapi/openapi.yaml && spectral lint openapi/dist/openapi.yaml --ruleset openapi/lint/spectral.yaml --fail-severity warn --quiet',
  ],
  ['Prettier', 'prettier --check .'],
];
const AT_ONCE = 2;

function run([label, command]) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n── ${label}（${command}）${code === 0 ? '通过' : '失败'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
