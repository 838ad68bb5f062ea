/**
 * The browser sweep: every registered screen (src/routes/screens.ts), opened as staff
 * would open it after one login, must render real content cleanly. A screen fails on
 * - a console error or an uncaught error,
 * - a request Prism rejects (its sl-violations header) or answers ≥ 400, or one that failed (no answer at all),
 * - a JSON response that breaks the contract (strict zod of its operation), or the
 *   app's own run-time check reporting one,
 * - still loading (a request, a spinner, a busy list) when its settle time is up,
 * - 「功能建设中」, a load failure (「…加载失败」, the screen boundary), or no table, form,
 *   chart, grid or print page on it,
 * - 暂无数据 where every list the screen received had rows (Prism answers the contract's
 *   examples, so an empty table means the rows were lost on the way),
 * - a wrong breadcrumb (shell screens), or print media that does not show the sheets alone.
 * Detail routes that need a query take it from their parent's first list row
 * (tests/e2e/sweep/<domain>.ts). One line per failure, then the count; a screenshot of
 * every screen in tests/e2e/output/sweep/. `npm run test:sweep -- <route> …` sweeps some;
 * the whole sweep must visit exactly the registered screens.
 *
 * Each visit opens the screen, waits for it to settle, then runs SCREEN_CHECKS in order: a
 * check is `(visit) => failures`, so a new one (axe, an injected fault) is one more entry.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@/routes/catalogue';
import { findRoute } from '@/routes/registry';
import { allScreens } from '@/routes/screens';
import type { RouteDef } from '@/routes/types';
import { contractViolations, operationOf } from '../contract/operations';
import { goTo, launchBrowser, openPage, signIn, type TestPage } from './support/browser';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type ToQuery = (row: Row) => Record<string, string | number>;
/** The query of a detail route from its parent's first row, or from another route's (`from`). */
type Queries = Record<string, ToQuery | { from: string; query: ToQuery }>;

const QUERIES: Queries = Object.assign(
  {},
  ...Object.values(import.meta.glob<{ QUERIES: Queries }>('./sweep/*.ts', { eager: true })).map(
    (module) => module.QUERIES,
  ),
);

const registered = await allScreens();
const hasScreen = (name: string) => Object.hasOwn(registered, name);
const outputDir = path.resolve(import.meta.dirname, 'output/sweep');
const CONTENT = 'table, form, canvas, [data-print-page], [role="grid"], [role="tree"], .arco-calendar';
/** Something still spinning or busy: Arco's loading icon (Spin, a loading table, button or select), a busy region. */
const BUSY = '.arco-icon-loading, [aria-busy="true"]';
/** A load that failed, as the kit's LoadFailed says it (「列表加载失败：…」) or the screen boundary does. */
const LOAD_FAILED = /加载失败|页面出错了/;
/** Arco's empty state (a table or list without rows, an empty chart): 暂无数据. */
const EMPTY = '.arco-empty';
const SETTLE_QUIET_MS = 400;
const SETTLE_MAX_MS = 10_000;
const CLOSE_TABS_EVERY = 30;

/** Where a detail route takes its row from: its parent, or the route its query names. */
function rowSource(route: RouteDef): string | undefined {
  const entry = QUERIES[route.name];
  return entry && typeof entry !== 'function' ? entry.from : route.parent;
}

/** Lists before the routes opened from their rows, adult line before self-taught, standalone pages last. */
function sweepOrder(only?: string[]): RouteDef[] {
  const registered = ROUTES.filter((route) => hasScreen(route.name) && route.placement !== 'public');
  const wanted = only?.length
    ? registered.filter(
        (route) =>
          only.includes(route.name) ||
          registered.some((other) => only.includes(other.name) && rowSource(other) === route.name),
      )
    : registered;
  const rank = (route: RouteDef) =>
    (route.placement === 'standalone' ? 4 : 0) +
    (route.line === 'ST' ? 2 : 0) +
    (route.kind === 'detail' || QUERIES[route.name] ? 1 : 0); // a route with a query after the lists it comes from
  return [...wanted].sort((a, b) => rank(a) - rank(b));
}

/**
 * The screens the sweep must visit, counted apart from sweepOrder: every registered screen but the
 * public one (esignH5 needs a ticket, not a login), or the ones named (each must be registered).
 */
function sweepTargets(only?: string[]): string[] {
  const screens = Object.keys(registered).filter((name) => findRoute(name)?.placement !== 'public');
  if (!only?.length) return screens;
  const unknown = only.filter((name) => !screens.includes(name));
  if (unknown.length) throw new Error(`SWEEP_ONLY 中没有登记页面的路由：${unknown.join('，')}`);
  return [...new Set([...only, ...sweepOrder(only).map((route) => route.name)])];
}

const isApi = (url: URL) => /^\/(v1-|api\/)/.test(url.pathname);

/** A JSON answer the screen received: its operation and, when it carries a list, how many rows. */
interface Answer {
  operation: string;
  rows?: number;
}

interface Visit {
  route: RouteDef;
  failures: string[];
  ms: number;
  answers: Answer[];
}

/** Rows of a list answer: `result.list` of a page, or `result` itself when it is the list. */
function rowsOf(body: { result?: unknown }): number | undefined {
  const result = body?.result as { list?: unknown } | unknown[] | null | undefined;
  if (Array.isArray(result)) return result.length;
  if (result && Array.isArray(result.list)) return result.list.length;
  return undefined;
}

/** Watches the page's traffic: in-flight API count, failures, answers and first list rows per current route. */
function watchApi(test: TestPage, current: () => Visit | undefined, firstRows: Map<string, Row>) {
  const inFlight = new Set<Request>();
  const pending: Promise<void>[] = [];
  const { page } = test;
  page.on('request', (request) => {
    if (isApi(new URL(request.url()))) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const url = new URL(request.url());
    current()?.failures.push(
      `请求失败 ${request.method()} ${url.pathname}：${request.failure()?.errorText ?? '没有应答'}`,
    );
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const visit = current();
    if (!visit || !isApi(url)) return;
    const method = response.request().method();
    const label = `${method} ${url.pathname}`;
    if (response.status() >= 400) {
      visit.failures.push(
        `${label} → ${response.status()}${response.headers()['sl-violations'] ? '（契约拒绝了请求）' : ''}`,
      );
      return;
    }
    if (!response.headers()['content-type']?.includes('json')) return;
    pending.push(
      response
        .json()
        .then((body: { result?: unknown }) => {
          visit.failures.push(
            ...contractViolations(method, url.pathname, body).map((issue) => `契约不符 ${issue}`),
          );
          visit.answers.push({ operation: operationOf(method, url.pathname) ?? label, rows: rowsOf(body) });
          const list = (body?.result as { list?: unknown } | undefined)?.list;
          if (
            Array.isArray(list) &&
            list.length &&
            typeof list[0] === 'object' &&
            !firstRows.has(visit.route.name)
          )
            firstRows.set(visit.route.name, list[0] as Row);
        })
        .catch(() => undefined), // a body that is gone (navigation) or not JSON: Prism answered it
    );
  });
  return {
    /**
     * Until no API request has been in flight and nothing has been loading for a while; what was
     * still loading when SETTLE_MAX_MS ran out ([] when the screen settled).
     */
    async settle(scope: Locator = page.locator('body')): Promise<string[]> {
      const deadline = Date.now() + SETTLE_MAX_MS;
      let quietSince = Date.now();
      let busy: string[] = [];
      while (Date.now() < deadline) {
        await page.waitForTimeout(100);
        // a request in flight, something spinning or busy (a list, a tile, a button), or a screen
        // whose chunk has not arrived yet (a standalone page right after its load event)
        busy = [...inFlight].map((request) => `请求 ${request.method()} ${new URL(request.url()).pathname}`);
        if ((await scope.locator(BUSY).filter({ visible: true }).count()) > 0)
          busy.push('加载图标或忙碌区域');
        if (await page.getByText('页面加载中…').count()) busy.push('页面加载中…');
        if (busy.length) quietSince = Date.now();
        else if (Date.now() - quietSince >= SETTLE_QUIET_MS) break;
      }
      await Promise.all(pending.splice(0));
      return Date.now() - quietSince >= SETTLE_QUIET_MS ? [] : busy;
    },
  };
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(outputDir, `${name}.png`) }).catch(() => undefined);
}

/** Print media shows the sheets and nothing of the app around them. */
async function checkPrint(page: Page, route: RouteDef): Promise<string[]> {
  const failures: string[] = [];
  const inPreview = (await page.locator('.arco-modal [data-print-page]').count()) > 0;
  if (inPreview) await page.evaluate(() => document.body.classList.add('jw-print-only'));
  await page.emulateMedia({ media: 'print' });
  try {
    const sheets = page.locator(inPreview ? '[data-print-portal] [data-print-sheet]' : '[data-print-sheet]');
    const shown = await sheets.filter({ visible: true }).count();
    // a guarded page (certificates) prints its sheets only through its own 打印, which records the
    // print; printed any other way it shows a note instead, and that note is what must be seen
    const guarded = (await page.locator('[data-print-page][data-armed="false"]').count()) > 0;
    if (guarded) {
      if (shown || !(await page.getByRole('note').filter({ visible: true }).count()))
        failures.push('未经「打印」登记时打印出了证书，或没有提示');
    } else if (!shown) failures.push('打印时没有可见的打印页');
    const chrome = inPreview ? '#root' : '[aria-label="打印操作"]';
    if (await page.locator(chrome).first().isVisible()) failures.push('打印时仍显示页面其他内容');
    await screenshot(page, `${route.name}-print`);
  } finally {
    await page.emulateMedia({ media: 'screen' });
    if (inPreview) await page.evaluate(() => document.body.classList.remove('jw-print-only'));
  }
  return failures;
}

/** What a check sees of one settled visit: the page, the screen's own region, what the screen received. */
interface VisitContext {
  page: Page;
  route: RouteDef;
  /** The screen's pane in the shell; the whole page for a standalone screen. */
  scope: Locator;
  answers: readonly Answer[];
}

/** One check of a settled screen: the failures it finds ([] when none). */
type ScreenCheck = (visit: VisitContext) => Promise<string[]>;

const underConstruction: ScreenCheck = async ({ page }) =>
  (await page.getByTestId('under-construction').filter({ visible: true }).count())
    ? ['显示「功能建设中」']
    : [];

const loadFailed: ScreenCheck = async ({ scope }) => {
  const shown = scope.getByText(LOAD_FAILED).filter({ visible: true });
  return (await shown.count()) ? [`显示加载失败：${(await shown.first().innerText()).trim()}`] : [];
};

const realContent: ScreenCheck = async ({ page, scope }) =>
  (await scope.locator(CONTENT).filter({ visible: true }).count()) +
  (await page.locator('.arco-modal [data-print-page]').filter({ visible: true }).count())
    ? []
    : ['没有表格、表单、图表或打印页'];

/**
 * Every 暂无数据 needs an empty list to explain it: Prism answers the contract's examples, so an
 * empty table beside lists that all had rows lost its rows (a wrong field, a failed mapping).
 */
const emptyWithRows: ScreenCheck = async ({ scope, answers }) => {
  const empties = await scope.locator(EMPTY).filter({ visible: true }).count();
  const lists = answers.filter((answer) => answer.rows !== undefined);
  const emptyLists = lists.filter((answer) => answer.rows === 0).length;
  if (empties <= emptyLists) return [];
  const withRows = [...new Set(lists.filter((a) => a.rows! > 0).map((a) => `${a.operation} ${a.rows} 行`))];
  return [
    `${empties} 处显示「暂无数据」，收到的空列表只有 ${emptyLists} 个（契约示例有行的：${withRows.join('，') || '无'}）`,
  ];
};

const breadcrumb: ScreenCheck = async ({ page, route }) => {
  if (route.placement !== 'shell') return [];
  const crumb = await page.getByLabel('当前位置').locator('.arco-breadcrumb-item').last().textContent();
  return crumb === route.title ? [] : [`面包屑为「${crumb}」，应为「${route.title}」`];
};

/** The screenshot of the screen, then its print media when it shows print pages. */
const screenshotAndPrint: ScreenCheck = async ({ page, route }) => {
  await screenshot(page, route.name);
  return (await page.locator('[data-print-page]').filter({ visible: true }).count())
    ? checkPrint(page, route)
    : [];
};

/** Run in this order on every settled screen (the screenshot last: it shows what was checked). */
const SCREEN_CHECKS: ScreenCheck[] = [
  underConstruction,
  loadFailed,
  realContent,
  emptyWithRows,
  breadcrumb,
  screenshotAndPrint,
];

async function closeAllTabs(page: Page) {
  const menu = page.getByRole('button', { name: '标签页操作' });
  if (!(await menu.isVisible())) return;
  await menu.click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
}

let browser: Browser;
beforeAll(async () => {
  mkdirSync(outputDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('browser sweep over every registered screen', () => {
  it('opens each one cleanly with real content', { timeout: 1_800_000 }, async () => {
    const only = process.env.SWEEP_ONLY?.split(/[\s,]+/).filter(Boolean);
    const routes = sweepOrder(only);
    const expected = sweepTargets(only);
    expect(expected.length, '没有要巡检的页面').toBeGreaterThan(0);
    const test = await openPage(browser);
    const { page } = test;
    // window.print would open the print dialog; the print media check emulates it instead
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(test);
    const firstRows = new Map<string, Row>();
    const visits: Visit[] = [];
    let visit: Visit | undefined;
    const api = watchApi(test, () => visit, firstRows);
    await api.settle(); // the home page's own requests are nobody's first rows
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('[接口数据不符合契约]'))
        visit?.failures.push(`应用报告契约不符：${message.text().split('\n')[0]}`);
    });
    let shellVisits = 0;

    for (const route of routes) {
      visit = { route, failures: [], ms: 0, answers: [] };
      visits.push(visit);
      test.problems.splice(0);
      const started = Date.now();
      let query = '';
      const entry = QUERIES[route.name];
      if (entry) {
        const toQuery = typeof entry === 'function' ? entry : entry.query;
        const source = rowSource(route);
        const row = source ? firstRows.get(source) : undefined;
        if (!row) {
          visit.failures.push(`没有可用的列表行（${source ?? '无上级'}），无法打开详情`);
          continue;
        }
        query = `?${new URLSearchParams(Object.entries(toQuery(row)).map(([key, value]) => [key, String(value)]))}`;
      }
      try {
        if (route.placement === 'standalone') {
          await page.goto(test.url(`/${route.name}${query}`));
          // the load event comes before the page's own chunk: wait until the screen has rendered
          await page.locator(`[data-screen="${route.name}"]`).waitFor({ state: 'attached', timeout: 15_000 });
        } else {
          if (++shellVisits % CLOSE_TABS_EVERY === 0) {
            await closeAllTabs(page);
            // the home tab shows again and reloads: leaving it mid-load would cancel its requests
            await api.settle();
            visit.answers.splice(0);
          }
          await goTo(test, `/${route.name}${query}`);
          await page.locator(`[data-screen="${route.name}"]`).waitFor({ timeout: 15_000 });
        }
        const scope =
          route.placement === 'standalone'
            ? page.locator('body')
            : page.locator(`[data-screen="${route.name}"]`);
        const stillLoading = await api.settle(scope);
        visit.ms = Date.now() - started;
        if (stillLoading.length)
          visit.failures.push(
            `${SETTLE_MAX_MS / 1000} 秒后仍在加载：${[...new Set(stillLoading)].join('，')}`,
          );
        const context: VisitContext = { page, route, scope, answers: visit.answers };
        for (const check of SCREEN_CHECKS) visit.failures.push(...(await check(context)));
      } catch (error) {
        visit.failures.push(`没有打开：${(error as Error).message.split('\n')[0]}`);
        await screenshot(page, `${route.name}-failed`);
      }
      visit.failures.push(...test.problems.splice(0));
    }
    visit = undefined;

    const failures = visits.flatMap(({ route, failures }) =>
      [...new Set(failures)].map((failure) => `${route.name}（${route.title}）：${failure}`),
    );
    const slowest = [...visits].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      [
        ...failures,
        `浏览器巡检：${visits.length} 个页面（应巡检 ${expected.length} 个），${failures.length} 处问题`,
        `最慢：${slowest.map((v) => `${v.route.name} ${v.ms} ms`).join('，')}`,
      ].join('\n'),
    );
    expect(failures).toEqual([]);
    expect(visits.map((v) => v.route.name).sort()).toEqual([...expected].sort());
    await test.context.close();
  });
});
