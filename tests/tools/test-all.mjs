#!/usr/bin/env node
/**
 * npm test: every stage in order (generated code fresh, lint, types, unit and component,
 * contract, end-to-end with the browser sweep, byte budgets), stopping at the first that
 * fails, and the time of each stage at the end.
 */
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['generate:check', '生成代码'],
  ['contract:gate', '契约兼容'],
  ['lint', 'lint'],
  ['typecheck', '类型'],
  ['test:unit', '单元与组件'],
  ['test:contract', '契约'],
  ['test:e2e', '端到端（含巡检）'],
  ['test:perf', '字节预算'],
];

const times = [];
let failed;
const started = Date.now();
for (const [script, label] of STAGES) {
  const begin = Date.now();
  const { status } = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  times.push([label, script, (Date.now() - begin) / 1000, status === 0]);
  if (status !== 0) {
    failed = script;
    break;
  }
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} 分 ${Math.round(seconds % 60)} 秒`;
console.log('\n阶段用时（npm test）');
for (const [label, script, seconds, ok] of times)
  console.log(`  ${ok ? '✓' : '✗'} ${minutes(seconds).padStart(9)}  ${label}（${script}）`);
console.log(`  合计 ${minutes((Date.now() - started) / 1000)}${failed ? `（${failed} 失败）` : ''}`);
process.exit(failed ? 1 : 0);
