/**
 * The fault matrix (no white screen, no lost input, no token leak): representative
 * screens × server behaviours injected per request in Debian chromium. For every cell:
 * the fault was injected (a cell whose request never came, or whose answer had nothing
 * to break, fails), the spec's message (§8) shows, what the user typed is still there
 * (screens where something is typed), the screen's 重试 is there and works once the
 * server is well again, nothing is logged (no console.error but the browser's own line
 * for the injected failure; never the screen boundary's crash log) and the screen's own
 * region is never blank. The matrix prints at the end.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { findRoute, routeNameFromPath } from '@/routes/registry';
import {
  launchBrowser,
  openPage,
  openTabAt,
  screenshot,
  signIn,
  type SessionState,
  type TestPage,
} from './support/browser';
import { FAULTS, type Fault } from './support/faults';

const GENERIC = '请求失败，请联系管理员';

/**
 * npm test runs the nine kinds of §8 on the matrix's screens the browser sweep does not fault: the
 * login, a new record typed and saved, export, import and print (the sweep faults every screen's
 * first data call and every edit form's save). `npm run test:faults` (FAULTS_FULL=1) runs every
 * behaviour on every screen of the matrix: 403, 504, the schema breaks, a slow answer, a lost
 * chunk and a failed export as well.
 */
const CORE = [
  'status401',
  'status400',
  'status500msg',
  'status500',
  'status502',
  'business',
  'empty',
  'malformed',
  'network',
];
const MATRIX_FAULTS = process.env.FAULTS_FULL ? FAULTS : FAULTS.filter((fault) => CORE.includes(fault.key));
/** What the sweep covers already (a screen's first data call): in the full matrix only. */
const SWEPT = new Set(['home', 'list', 'detail']);

let browser: Browser;
let session: SessionState;
const results = new Map<string, Map<string, 'passed' | 'failed'>>();

beforeAll(async () => {
  browser = await launchBrowser();
  const test = await openPage(browser);
  await signIn(test);
  session = await test.context.storageState();
  await test.context.close();
});

afterAll(async () => {
  await browser?.close();
  printMatrix();
});

/** A screen of the matrix: how to reach it with input typed, which request to break, where the outcome shows. */
interface Screen {
  key: string;
  /** The request whose answer is replaced (the screen's main call). */
  target: (url: URL) => boolean;
  /** The screen's own code (its chunk file name), for the failed-chunk case. */
  chunk?: RegExp;
  /** Faults that make sense here (all by default). */
  faults?: (fault: Fault) => boolean;
  /** Opens the screen, types the user's input, and makes the target request happen. */
  run(test: TestPage): Promise<void>;
  /** Where the error shows for this screen: a toast or inline on the screen. */
  shows(page: Page, message: string): Promise<boolean>;
  /** What the user typed is still there; none on a screen where nothing is typed before the fault. */
  kept?(page: Page): Promise<boolean>;
  /** The server is well again: what the user does to try again (it fails when the way to retry is not there). */
  retry(page: Page): Promise<void>;
  /** The screen did its job (the rows, the saved form, the download…). */
  done(page: Page): Promise<boolean>;
}

const toast = (page: Page, message: string) =>
  page.locator('.arco-message', { hasText: message }).first().isVisible();
const alert = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message }).first().isVisible();
const path = (pathname: string) => (url: URL) => url.pathname === pathname;
const SCHEMA = ['schemaMissing', 'schemaType', 'schemaEnum'];
/** The screen's 重试 (the kit's LoadFailed): it must be there. */
const retryButton = (page: Page) => page.getByRole('button', { name: '重试' }).first().click();

const STATION_SEARCH = '/studentPointAE?name=%E5%A4%A9%E6%B2%B3';
const searchKept = async (page: Page) =>
  (await page.getByRole('form', { name: '搜索条件' }).getByLabel('函授站名称').inputValue()) === '天河';
const stationRows = (page: Page) => page.locator('.arco-table').getByText('广州天河函授站').isVisible();

const SCREENS: Screen[] = [
  {
    key: 'login',
    target: path('/v1-admin-login-school'),
    // a login answer is used, not shown: its schema is checked by the contract tests
    faults: (fault) => !['chunk', 'exportError', ...SCHEMA].includes(fault.key),
    async run(test) {
      const { page } = test;
      await page.context().clearCookies();
      await page.goto(test.url('/'));
      await page.getByAltText('验证码，点击刷新').waitFor();
      await page.getByLabel('账号').fill('jwc_admin');
      await page.getByLabel('密码').fill('Jw@2026ok');
      await page.getByLabel('验证码').fill('7k3m');
      await page.getByRole('button', { name: '登录' }).click();
    },
    shows: toast,
    kept: async (page) =>
      (await page.getByLabel('账号').inputValue()) === 'jwc_admin' &&
      (await page.getByLabel('密码').inputValue()) === 'Jw@2026ok',
    async retry(page) {
      await page.getByAltText('验证码，点击刷新').waitFor(); // a failed login asks for a new code
      await page.getByLabel('验证码').fill('7k3m');
      await page.getByRole('button', { name: '登录' }).click();
    },
    done: async (page) => new URL(page.url()).pathname === '/home',
  },
  {
    key: 'home',
    target: (url) => url.pathname.startsWith('/api/user/dataLayout/getDataLayoutByFirstLine/'),
    chunk: /\/assets\/home-page-[^/]+\.js$/,
    // its overview answer has no field with an enum: no unknown value to send
    faults: (fault) => !['exportError', 'schemaEnum'].includes(fault.key),
    async run(test) {
      await test.page.goto(test.url('/home'));
    },
    shows: (page, message) =>
      page
        .getByRole('alert')
        .filter({ hasText: '加载失败' })
        .filter({ hasText: message })
        .first()
        .isVisible(),
    // nothing is typed on the dashboard: no `kept`
    async retry(page) {
      const failed = page.getByRole('alert').filter({ hasText: '加载失败' }).first();
      await failed.getByRole('button', { name: '重试' }).click();
    },
    // the overview's number of students (the contract's example), not only its label
    done: async (page) =>
      (await page.getByRole('alert').filter({ hasText: '加载失败' }).count()) === 0 &&
      (await page.getByRole('region', { name: '学生人数' }).getByText('12,846').isVisible()),
  },
  {
    key: 'list',
    target: path('/v1-adult-point-list'),
    chunk: /\/assets\/station-list-page-[^/]+\.js$/,
    faults: (fault) => fault.key !== 'exportError',
    async run(test) {
      await test.page.goto(test.url(STATION_SEARCH));
    },
    shows: alert,
    kept: searchKept,
    retry: retryButton,
    done: stationRows,
  },
  {
    key: 'form',
    target: path('/v1-adult-point-add'),
    // a save answers no data to show: its schema is checked by the contract tests
    faults: (fault) => !['chunk', 'exportError', ...SCHEMA].includes(fault.key),
    async run(test) {
      const { page } = test;
      await page.goto(test.url('/home'));
      await openTabAt(test, 'addStudentPointAE');
      const form = page.getByRole('form', { name: '新增函授站' });
      await form.getByLabel('函授站编号').fill('HS-GZ-009');
      await form.getByLabel('函授站名称').fill('广州越秀函授站');
      await form.locator('.arco-form-item', { hasText: '所在省份' }).locator('.arco-select-view').click();
      await page.getByRole('option', { name: '广东省' }).click();
      await form.getByLabel('所在城市').fill('广州市');
      await form.getByLabel('负责人').fill('张伟');
      await form.getByLabel('联系电话').fill('13912345678');
      await page.getByRole('button', { name: '保存' }).click();
    },
    shows: toast,
    kept: async (page) =>
      (await page.getByRole('form', { name: '新增函授站' }).getByLabel('函授站名称').inputValue()) ===
      '广州越秀函授站',
    async retry(page) {
      await page.getByRole('button', { name: '保存' }).click();
    },
    done: async (page) => new URL(page.url()).pathname === '/studentPointAE',
  },
  {
    key: 'detail',
    target: path('/v1-adult-point-info'),
    chunk: /\/assets\/station-form-page-[^/]+\.js$/,
    faults: (fault) => fault.key !== 'exportError',
    async run(test) {
      await test.page.goto(test.url('/addStudentPointAE?id=1'));
    },
    shows: alert,
    // the record is what is shown; nothing is typed yet: no `kept`
    retry: retryButton,
    done: async (page) =>
      (await page.getByRole('form', { name: '编辑函授站' }).getByLabel('函授站名称').inputValue()) !== '',
  },
  {
    key: 'export',
    target: path('/v1-adult-point-export'),
    // a file is not JSON: the schema faults and malformed JSON do not apply
    faults: (fault) => !['chunk', 'malformed', ...SCHEMA].includes(fault.key),
    async run(test) {
      const { page } = test;
      await page.goto(test.url(STATION_SEARCH));
      await page.locator('.arco-table').getByText('广州天河函授站').waitFor();
      await page.getByRole('button', { name: '导出' }).click();
    },
    shows: toast,
    kept: searchKept,
    async retry(page) {
      await page.getByRole('button', { name: '导出' }).click();
    },
    done: (page) => toast(page, '已导出'),
  },
  {
    key: 'import',
    target: path('/v1-adult-admission-import'),
    // a commit answers per-row results, checked by the contract tests; the dialog's code is the page's
    faults: (fault) => !['chunk', 'exportError', ...SCHEMA].includes(fault.key),
    async run(test) {
      const { page } = test;
      await page.goto(test.url('/admissionAE'));
      await page.locator('.arco-table').getByText('陈晓婷').waitFor();
      // an exported list re-imports as it is: the file to import
      const exported = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出' }).click();
      importFile = await (await exported).path();
      await chooseImportFile(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^导入 \d+ 行$/ })
        .click();
    },
    shows: async (page, message) =>
      (await toast(page, message)) || page.getByRole('dialog').getByText(message).first().isVisible(),
    // the rows are not lost: they wait in the dialog, ready to download as the rejected rows
    kept: (page) => page.getByRole('dialog').getByRole('button', { name: '下载错误行' }).isVisible(),
    async retry(page) {
      await page.getByRole('dialog').getByRole('button', { name: '完成' }).click();
      await chooseImportFile(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^导入 \d+ 行$/ })
        .click();
    },
    done: (page) =>
      page
        .getByRole('dialog')
        .getByText(/^已导入 [1-9]\d* 行/)
        .isVisible(),
  },
  {
    key: 'print',
    target: path('/v1-adult-student-gradesheet'),
    chunk: /\/assets\/grade-sheet-print-page-[^/]+\.js$/,
    // a transcript has no field with an enum: no unknown value to send
    faults: (fault) => !['exportError', 'schemaEnum'].includes(fault.key),
    async run(test) {
      await test.page.goto(test.url('/printGradesheetAE?id=30215'));
    },
    shows: alert,
    // a print page shows; nothing is typed: no `kept`
    retry: retryButton,
    done: (page) => page.getByRole('article', { name: '成绩单' }).getByText('陈浩然').isVisible(),
  },
];

/** The list exported by the import screen's run, imported again. */
let importFile = '';

async function chooseImportFile(page: Page) {
  await page.getByRole('button', { name: '导入录取名单' }).click();
  await page.getByRole('dialog').getByLabel('选择 Excel 文件').setInputFiles(importFile);
  await page
    .getByRole('dialog')
    .getByText(/行可以导入/)
    .waitFor();
}

function record(screen: string, fault: string, outcome: 'passed' | 'failed') {
  if (!results.has(fault)) results.set(fault, new Map());
  results.get(fault)!.set(screen, outcome);
}

function printMatrix() {
  const header = ['', ...SCREENS.map((screen) => screen.key)];
  const rows = MATRIX_FAULTS.map((fault) => [
    fault.title,
    ...SCREENS.map((screen) => {
      const outcome = results.get(fault.key)?.get(screen.key);
      return outcome === 'passed' ? '✓' : outcome === 'failed' ? '✗' : '—';
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' │ ');
  const typed = SCREENS.filter((screen) => screen.kept).map((screen) => screen.key);
  console.log(
    [
      '',
      'Fault matrix (✓ passed, ✗ failed, — not applicable)',
      `✓ = the fault was injected, its message showed, 重试 (or the screen's own way) worked, no console.error`,
      `    but the browser's line for the injected failure, the screen never blank; input kept on ${typed.join(', ')}`,
      ...[header, ...rows].map(line),
      '',
    ].join('\n'),
  );
}

/**
 * The screen shows something: never a blank white screen. In the shell that is the screen's own
 * pane (the menu and tabs around it always have text); outside it (login, print pages) the page.
 * What is blank, or undefined.
 */
async function blankScreen(page: Page): Promise<string | undefined> {
  const { pathname } = new URL(page.url());
  const route = findRoute(routeNameFromPath(pathname));
  const selector = route?.placement === 'shell' ? `[data-screen="${route.name}"]` : '#root';
  const texts = await page.locator(selector).allInnerTexts();
  return texts.some((text) => text.trim().length > 0)
    ? undefined
    : `${pathname} 的页面区域空白（${selector}）`;
}

/**
 * Not blank, or not for long: right after a navigation the next pane may not be there yet, a white
 * screen stays. A screenshot of one goes to tests/e2e/output/fault-blank-<cell>.png.
 */
async function expectNotBlank(expect: ExpectStatic, page: Page, cell: string) {
  try {
    await expect.poll(() => blankScreen(page)).toBeUndefined();
  } catch (error) {
    await screenshot(page, `fault-blank-${cell}`);
    throw error;
  }
}

/**
 * What the browser itself logs for an injected failure (an error status, a request that got no
 * answer): expected in the cells of such faults only. Every other console.error fails the cell.
 */
const BROWSER_NETWORK_LOG = /^console\.error: Failed to load resource: /;
const FAULTS_THE_BROWSER_LOGS = new Set([
  'status401',
  'status403',
  'status400',
  'status500msg',
  'status500',
  'status502',
  'status504',
  'network',
  'chunk',
]);
/**
 * A screen whose code did not load, as React reports the error its boundary caught and as the
 * boundary logs it ('screen failed'): expected in the chunk cell only.
 */
const CHUNK_FAILED_LOG = /^console\.error: (screen failed )?ChunkLoadError: 页面加载(失败|超时)/;

/** Nothing uncaught, no request outside the contract, nothing logged but what the fault makes the browser log. */
const appProblems = (test: TestPage, fault: Fault) =>
  test.problems.filter(
    (problem) =>
      !(FAULTS_THE_BROWSER_LOGS.has(fault.key) && BROWSER_NETWORK_LOG.test(problem)) &&
      !(fault.expect.kind === 'chunk' && CHUNK_FAILED_LOG.test(problem)),
  );

const LONG = { timeout: 20_000 };

interface Injection {
  /** Stops injecting: the server is well again. */
  heal(): Promise<void>;
  /** How many answers the fault changed. */
  injected(): number;
}

/** Injects the fault, runs the screen, checks what the user sees. */
async function injectAndCheck(
  expect: ExpectStatic,
  test: TestPage,
  screen: Screen,
  fault: Fault,
): Promise<Injection> {
  const { page } = test;
  const cell = `${screen.key}-${fault.key}`;
  let injected = 0;
  const inject = (route: Route) =>
    fault.inject(route, () => {
      injected += 1;
    });
  const matcher = fault.expect.kind === 'chunk' ? screen.chunk! : (url: URL) => screen.target(url);
  await page.route(matcher, inject);
  const injection = { heal: () => page.unroute(matcher, inject), injected: () => injected };
  await screen.run(test);
  const expectation = fault.expect;
  if (expectation.kind === 'login') {
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toast(page, expectation.message), LONG).toBe(true);
    // The way back (after signing in again) is the page the user was on.
    const redirect = new URL(page.url()).searchParams.get('redirect');
    if (screen.key !== 'login') expect(redirect).toMatch(/^\/[^/]/);
  } else if (expectation.kind === 'slow') {
    await page.waitForTimeout(1000);
    await expectNotBlank(expect, page, cell);
  } else if (expectation.kind === 'chunk') {
    // After at most one reload (a stale deployment), a clear error with a retry.
    await expect.poll(() => page.getByText('页面加载失败').first().isVisible(), LONG).toBe(true);
  } else {
    const message = expectation.message ?? GENERIC;
    await expect.poll(() => screen.shows(page, message), LONG).toBe(true);
    if (screen.kept) expect(await screen.kept(page), '输入没有保留').toBe(true);
  }
  await expectNotBlank(expect, page, cell);
  return injection;
}

// Cells run concurrently (maxConcurrency in tests/e2e/vitest.config.ts), each in its own browser
// context: most of a cell is waiting (a held answer, a poll for the message), which the others use.
describe.concurrent('fault matrix', () => {
  for (const screen of SCREENS.filter(({ key }) => process.env.FAULTS_FULL || !SWEPT.has(key))) {
    for (const fault of MATRIX_FAULTS.filter((candidate) => screen.faults?.(candidate) ?? true)) {
      // a concurrent cell asserts with its own `expect` (the global one belongs to whichever cell ran last)
      it(`${screen.key} × ${fault.title}`, async ({ expect }) => {
        const test = await openPage(browser, session);
        const { page } = test;
        try {
          const injection = await injectAndCheck(expect, test, screen, fault);
          if (fault.expect.kind === 'slow') {
            // the slow (or drifted) answer itself completes the screen's job; nothing to retry
            await expect.poll(() => screen.done(page), LONG).toBe(true);
            await injection.heal();
          } else if (fault.expect.kind !== 'login') {
            await injection.heal();
            if (fault.expect.kind === 'chunk')
              await page.getByRole('button', { name: '重试' }).first().click();
            else await screen.retry(page);
            await expect.poll(() => screen.done(page), LONG).toBe(true);
          }
          expect(injection.injected(), '故障没有注入').toBeGreaterThan(0);
          await expectNotBlank(expect, page, `${screen.key}-${fault.key}`);
          expect(appProblems(test, fault)).toEqual([]);
          record(screen.key, fault.key, 'passed');
        } catch (error) {
          record(screen.key, fault.key, 'failed');
          throw error;
        } finally {
          await test.context.close();
        }
      });
    }
  }
});
