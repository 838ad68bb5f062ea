import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tests/tools/eslint-boundaries.js';

/** A test never silences console.error: the harness fails on any it did not declare (tests/support). */
const CONSOLE_ERROR_KEPT = [
  "CallExpression[callee.object.name='vi'][callee.property.name='spyOn'][arguments.0.name='console'][arguments.1.value='error']",
  "AssignmentExpression[left.object.name='console'][left.property.name='error']",
].map((selector) => ({
  selector,
  message:
    '不要替换 console.error：测试预期的错误用 expectConsoleError(/…/) 声明（tests/support/console-errors.ts）。',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-conform',
      'src/generated',
      'openapi/dist',
      'node_modules',
      'tests/e2e/output',
      'tests/perf/output',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      // All HTTP goes through the generated client over src/api.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: '请使用 src/generated 中生成的接口（经由 src/api/http.ts）。' }],
        },
      ],
    },
  },
  {
    // Layers and domains: foundations never import pages, domains never import each other, the kit by its entries.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/generated/**'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    files: ['src/api/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Server HTML becomes markup in one place only: SafeHtml (DOMPurify) in safe-html.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/safe-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          "Property[key.name='dangerouslySetInnerHTML']",
          'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
          "CallExpression[callee.property.name='insertAdjacentHTML']",
        ].map((selector) => ({
          selector,
          message:
            '不要直接写入 HTML：服务器返回的富文本请用 SafeHtml（src/ui/safe-html.tsx，DOMPurify 清洗）。',
        })),
      ],
    },
  },
  {
    files: ['tests/unit/**/*.mocked.test.{ts,tsx}', 'tests/component/**/*.mocked.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...CONSOLE_ERROR_KEPT] },
  },
  {
    // Unit and component files share a module cache (vite.config.ts): vi.mock only in *.mocked.test.*
    files: ['tests/unit/**', 'tests/component/**'],
    ignores: ['**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CONSOLE_ERROR_KEPT,
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            '用 vi.mock 的测试文件请命名为 *.mocked.test.ts(x)：它们单独隔离运行，模拟不会影响其他文件。',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Runs before the app in any browser, the oldest too (IE, 360's 兼容模式): ES5, a plain script.
    files: ['src/app/browser-support.js', 'src/app/below-floor-page.js'],
    languageOptions: {
      ecmaVersion: 5,
      sourceType: 'script',
      globals: { ...globals.browser, __BROWSER_FLOOR__: 'readonly', __BELOW_FLOOR_PAGE__: 'readonly' },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
