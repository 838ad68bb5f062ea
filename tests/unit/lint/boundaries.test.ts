// @vitest-environment node
/** The import boundaries of src/ (tests/tools/eslint-boundaries.js) fail `npm run lint` when crossed. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'the kit importing a page',
      'src/kit/list/fixture.ts',
      "import { SCREENS } from '@/pages/station/screens';",
    ],
    ['the api importing the app', 'src/api/fixture.ts', "import { App } from '../app/app';"],
    [
      'a line importing a page',
      'src/lines/fixture.ts',
      "export { STATION } from '@/pages/station/station-fields';",
    ],
    [
      'routes importing a page file other than the registry',
      'src/routes/fixture.ts',
      "const load = () => import('@/pages/station/station-list-page');",
    ],
    [
      'a domain importing another domain',
      'src/pages/exam/fixture.ts',
      "import { classRoutes } from '../teaching/class-fields';",
    ],
    [
      'a domain importing another domain by alias',
      'src/pages/exam/fixture.ts',
      "import { classRoutes } from '@/pages/teaching/class-fields';",
    ],
    [
      'the demo mode importing a page',
      'src/demo/fixture.ts',
      "import { stationColumns } from '@/pages/station/station-fields';",
    ],
    ['the demo mode importing the app', 'src/demo/fixture.ts', "import { App } from '@/app/app';"],
    [
      'the shell importing a file inside a domain',
      'src/app/shell/fixture.ts',
      "import { PasswordForm } from '@/pages/personal-info/password-form';",
    ],
    [
      'the shell importing a domain without a public entry',
      'src/app/shell/fixture.ts',
      "const load = () => import('@/pages/station');",
    ],
    ['a folder of src the rule does not know', 'src/widgets/fixture.ts', "import { ListPage } from '@/kit';"],
    [
      'a deep kit import',
      'src/pages/exam/fixture.ts',
      "import { toTableColumn } from '@/kit/list/table-column';",
    ],
  ])('refuses %s', async (_name, file, code) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
  });

  it.each([
    [
      'a page importing the kit, its entries, ui and its own domain',
      'src/pages/exam/fixture.ts',
      "import { ListPage } from '@/kit';\nimport { PrintPage } from '@/kit/print';\nimport { SafeHtml } from '@/ui/safe-html';\nimport { EXAM_LINES } from './exam-lines';",
    ],
    [
      'the routes loading a domain registry',
      'src/routes/fixture.ts',
      "const load = () => import('@/pages/station/screens');",
    ],
    ['the kit importing its own files', 'src/kit/list/fixture.ts', "import { renderValue } from '../cells';"],
    [
      'the shell importing a domain through its public entry',
      'src/app/shell/fixture.ts',
      "import { PasswordForm } from '@/pages/personal-info';\nconst load = () => import('@/pages/esign');",
    ],
    [
      'the demo mode importing the generated mocks and the kit',
      'src/demo/fixture.ts',
      "import { handlers } from '@/generated/api/index.msw';\nimport { seededRandom } from '@/kit';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });

  it('names the rule to follow in Chinese', async () => {
    const [message] = await boundaryMessages(
      'src/pages/exam/fixture.ts',
      "import { x } from '../teaching/class-fields';",
    );
    expect(message).toContain('两个领域共用的东西请移到 src/kit');
  });
});
