#!/usr/bin/env node
/**
 * npm run test:faults [-- rotate | save]: the whole fault matrix (tests/e2e/faults.e2e.ts, every behaviour
 * on its screens), then the browser sweep with every §8 kind on every screen's first data call beside
 * the edit forms' failed saves (`rotate`: one kind per screen, as in npm test; `save`: the saves alone).
 */
import { spawnSync } from 'node:child_process';

const kinds = ['rotate', 'save'].includes(process.argv[2]) ? process.argv[2] : 'all';
const run = (file, env) =>
  spawnSync('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', file], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;
const matrix = run('tests/e2e/faults.e2e.ts', { FAULTS_FULL: '1' });
const sweep = run('tests/e2e/sweep.e2e.ts', { SWEEP_FAULTS: kinds });
process.exit(matrix || sweep);
