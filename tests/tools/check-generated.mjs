/**
 * Fails when the committed bundle or generated client is stale: regenerates
 * (npm run generate) and checks that git sees no change under the outputs.
 */
import { execSync } from 'node:child_process';

const outputs = ['openapi/examples', 'openapi/dist', 'src/generated'];
execSync('npm run --silent generate', { stdio: ['ignore', 'ignore', 'inherit'] });
const changed = execSync(`git status --porcelain -- ${outputs.join(' ')}`, { encoding: 'utf8' }).trim();
if (changed) {
  console.error('生成代码已过期：契约改了但没有重新生成并提交。运行 npm run generate 后提交这些文件：');
  console.error(changed);
  process.exit(1);
}
console.log('generated code is up to date (openapi/examples, openapi/dist, src/generated)');
