#!/usr/bin/env node
/**
 * npm test: every stage in order (generated code fresh, then contract gate, lint and types side
 * by side, unit and component, contract, end-to-end with the browser sweep and the byte budgets),
 * stopping at the first that fails, and the time of each stage at the end.
 */
import { spawn } from 'node:child_process';

/** Each step runs after the one before; the stages of one step run side by side (read-only checks). */
const STEPS = [
  [['generate:check', '生成代码']],
  [
    ['contract:gate', '契约兼容'],
    ['lint', 'lint'],
    ['typecheck', '类型'],
  ],
  [['test:unit', '单元与组件']],
  [['test:contract', '契约']],
  // with the byte budgets, measured on the build the browser tests use (one build, not two)
  [['test:e2e', '端到端（含巡检与字节预算）']],
];

/** Runs one stage; alone it prints as it goes, beside others its output comes in one piece at its end. */
function run(script, alone) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const child = spawn('npm', ['run', '-s', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ seconds: (Date.now() - begin) / 1000, ok: status === 0 });
    });
  });
}

const times = [];
let failed;
const started = Date.now();
for (const step of STEPS) {
  const results = await Promise.all(step.map(([script]) => run(script, step.length === 1)));
  step.forEach(([script, label], at) => times.push([label, script, results[at].seconds, results[at].ok]));
  failed = step.find((_, at) => !results[at].ok)?.[0];
  if (failed) break;
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} 分 ${Math.round(seconds % 60)} 秒`;
console.log('\n阶段用时（npm test；契约兼容、lint 与类型同时进行）');
for (const [label, script, seconds, ok] of times)
  console.log(`  ${ok ? '✓' : '✗'} ${minutes(seconds).padStart(9)}  ${label}（${script}）`);
console.log(`  合计 ${minutes((Date.now() - started) / 1000)}${failed ? `（${failed} 失败）` : ''}`);
process.exit(failed ? 1 : 0);
