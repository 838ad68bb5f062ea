// @vitest-environment node
/** The lint rules that keep script out of URLs, strings and raw HTML (research note X1–X3) stay on. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function rulesHit(code: string, file = 'src/pages/demo/demo-page.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('security lint rules', () => {
  it.each([
    ['a javascript: link', 'export const A = () => <a href="javascript:alert(1)">x</a>;', 'no-script-url'],
    ['a javascript: template', 'export const u = `JavaScript:void(0)`;', 'no-script-url'],
    ['eval', 'export const run = (code: string) => eval(code);', 'no-eval'],
    ['a string timer', 'setTimeout("alert(1)", 10);', 'no-implied-eval'],
    ['new Function', 'export const f = new Function("a", "return a");', 'no-new-func'],
    [
      'dangerouslySetInnerHTML',
      'export const H = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;',
      'no-restricted-syntax',
    ],
    [
      'innerHTML',
      'export const set = (el: HTMLElement, html: string) => { el.innerHTML = html; };',
      'no-restricted-syntax',
    ],
    [
      'insertAdjacentHTML',
      'export const add = (el: HTMLElement, html: string) => el.insertAdjacentHTML("beforeend", html);',
      'no-restricted-syntax',
    ],
    ['document.write', 'document.write("<p>x</p>");', 'no-restricted-syntax'],
  ])('refuses %s in src/', async (_name, code, rule) => {
    expect(await rulesHit(code)).toContain(rule);
  });

  it('lets the one sanitising component render its DOMPurify output', async () => {
    const code =
      'export const S = ({ clean }: { clean: string }) => <div dangerouslySetInnerHTML={{ __html: clean }} />;';
    expect(await rulesHit(code, 'src/ui/safe-html.tsx')).not.toContain('no-restricted-syntax');
  });

  it('accepts ordinary links and text', async () => {
    const code =
      'export const L = ({ url }: { url: string }) => <a href={url} rel="noopener noreferrer">{url}</a>;';
    expect(await rulesHit(code)).toEqual([]);
  });
});

describe('test isolation rule', () => {
  const mock = "import { vi } from 'vitest';\nvi.mock('@/kit/chart/chart');\n";
  it('refuses vi.mock in a test file that shares the module cache', async () => {
    expect(await rulesHit(mock, 'tests/component/demo/demo.test.tsx')).toContain('no-restricted-syntax');
  });
  it('allows it in a *.mocked.test file (run isolated)', async () => {
    expect(await rulesHit(mock, 'tests/component/demo/demo.mocked.test.tsx')).not.toContain(
      'no-restricted-syntax',
    );
  });
});

describe('console.error kept', () => {
  it.each([
    [
      'a spy in a shared-cache test',
      "vi.spyOn(console, 'error').mockImplementation(() => undefined);",
      'x.test.tsx',
    ],
    ['a spy in a *.mocked test', "vi.spyOn(console, 'error');", 'x.mocked.test.tsx'],
    ['an assignment', 'console.error = () => undefined;', 'x.test.ts'],
  ])('refuses %s: the harness could no longer see an undeclared error', async (_name, code, file) => {
    const source = `import { vi } from 'vitest';\n${code}\n`;
    expect(await rulesHit(source, `tests/component/demo/${file}`)).toContain('no-restricted-syntax');
  });
  it('leaves other spies alone', async () => {
    const source = "import { vi } from 'vitest';\nvi.spyOn(console, 'warn');\nvi.spyOn(window, 'open');\n";
    expect(await rulesHit(source, 'tests/component/demo/x.test.tsx')).toEqual([]);
  });
});
