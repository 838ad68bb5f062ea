/**
 * Fails when the bundled contract, its examples or the generated client are
 * stale: hashes every output file, regenerates (npm run generate), and
 * reports any file that appeared, vanished or changed.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['openapi/examples', 'openapi/dist', 'src/generated'];

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else files.set(file, createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  };
  outputs.forEach(walk);
  return files;
}

const before = snapshot();
execSync('npm run --silent generate', { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => before.get(file) !== after.get(file))
  .map((file) => `${before.has(file) ? (after.has(file) ? '改变' : '多余') : '缺少'}  ${file}`);
if (stale.length) {
  console.error('生成代码已过期：契约改了但没有重新生成。运行 npm run generate 后提交这些文件：');
  console.error(stale.join('\n'));
  process.exit(1);
}
console.log(`generated code is up to date (${outputs.join(', ')}: ${after.size} files)`);
