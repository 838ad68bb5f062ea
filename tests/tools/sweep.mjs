#!/usr/bin/env node
/**
 * npm run test:sweep [-- <route> …]: the browser sweep (tests/e2e/sweep.e2e.ts) over every
 * registered screen, or over the routes named (with the parents they take their rows from).
 */
import { spawnSync } from 'node:child_process';

const routes = process.argv.slice(2);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', 'tests/e2e/sweep.e2e.ts'],
  { stdio: 'inherit', env: { ...process.env, SWEEP_ONLY: routes.join(' ') } },
);
process.exit(result.status ?? 1);
