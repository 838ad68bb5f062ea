/**
 * The browser sweep: every registered screen (src/routes/screens.ts), opened as staff
 * would open it after one login, must render real content cleanly. A screen fails on
 * - a console error or an uncaught error,
 * - a request Prism rejects (422) or answers ≥ 400,
 * - a JSON response that breaks the contract (strict zod of its operation), or the
 *   app's own run-time check reporting one,
 * - 「功能建设中」, or no table, form, chart, grid or print page on it,
 * - a wrong breadcrumb (shell screens), or print media that does not show the sheets alone.
 * Detail routes that need a query take it from their parent's first list row
 * (tests/e2e/sweep/<domain>.ts). One line per failure, then the count; a screenshot of
 * every screen in tests/e2e/output/sweep/. `npm run test:sweep -- <route> …` sweeps some.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@/routes/catalogue';
import { allScreens } from '@/routes/screens';
import type { RouteDef } from '@/routes/types';
import { contractViolations } from '../contract/operations';
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

const isApi = (url: URL) => /^\/(v1-|api\/)/.test(url.pathname);

interface Visit {
  route: RouteDef;
  failures: string[];
  ms: number;
}

/** Watches the page's API traffic: in-flight count, failures and first list rows per current route. */
function watchApi(test: TestPage, current: () => Visit | undefined, firstRows: Map<string, Row>) {
  let inFlight = 0;
  const pending: Promise<void>[] = [];
  const { page } = test;
  page.on('request', (request) => {
    if (isApi(new URL(request.url()))) inFlight += 1;
  });
  const done = (request: { url(): string }) => {
    if (isApi(new URL(request.url()))) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const url = new URL(response.url());
    const visit = current();
    if (!visit || !isApi(url)) return;
    const method = response.request().method();
    const label = `${method} ${url.pathname}`;
    if (response.status() >= 400) {
      visit.failures.push(
        `${label} → ${response.status()}${response.status() === 422 ? '（契约拒绝了请求）' : ''}`,
      );
      return;
    }
    if (!response.headers()['content-type']?.includes('json')) return;
    pending.push(
      response
        .json()
        .then((body: { result?: { list?: unknown } }) => {
          visit.failures.push(
            ...contractViolations(method, url.pathname, body).map((issue) => `契约不符 ${issue}`),
          );
          const list = body?.result?.list;
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
    /** Until no API request has been in flight and no list has been loading for a while (or the cap). */
    async settle(): Promise<void> {
      const deadline = Date.now() + SETTLE_MAX_MS;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        await page.waitForTimeout(100);
        // a request in flight, a list still loading (its response check may first load schemas),
        // or a screen whose chunk has not arrived yet (a standalone page right after its load event)
        if (
          inFlight > 0 ||
          (await page.locator('[role="status"][aria-busy="true"]').count()) ||
          (await page.getByText('页面加载中…').count())
        )
          quietSince = Date.now();
        else if (Date.now() - quietSince >= SETTLE_QUIET_MS) break;
      }
      await Promise.all(pending.splice(0));
    },
  };
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(outputDir, `${name}.png`) }).catch(() => undefined);
}

/** Print media shows the sheets and nothing of the app around them. */
async function checkPrint(page: Page, visit: Visit) {
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
        visit.failures.push('未经「打印」登记时打印出了证书，或没有提示');
    } else if (!shown) visit.failures.push('打印时没有可见的打印页');
    const chrome = inPreview ? '#root' : '[aria-label="打印操作"]';
    if (await page.locator(chrome).first().isVisible()) visit.failures.push('打印时仍显示页面其他内容');
    await screenshot(page, `${visit.route.name}-print`);
  } finally {
    await page.emulateMedia({ media: 'screen' });
    if (inPreview) await page.evaluate(() => document.body.classList.remove('jw-print-only'));
  }
}

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
      visit = { route, failures: [], ms: 0 };
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
          if (++shellVisits % CLOSE_TABS_EVERY === 0) await closeAllTabs(page);
          await goTo(test, `/${route.name}${query}`);
          await page.locator(`[data-screen="${route.name}"]`).waitFor({ timeout: 15_000 });
        }
        await api.settle();
        visit.ms = Date.now() - started;
        const scope =
          route.placement === 'standalone'
            ? page.locator('body')
            : page.locator(`[data-screen="${route.name}"]`);
        if (await page.getByTestId('under-construction').filter({ visible: true }).count())
          visit.failures.push('显示「功能建设中」');
        const content =
          (await scope.locator(CONTENT).filter({ visible: true }).count()) +
          (await page.locator('.arco-modal [data-print-page]').filter({ visible: true }).count());
        if (!content) visit.failures.push('没有表格、表单、图表或打印页');
        if (route.placement === 'shell') {
          const crumb = await page
            .getByLabel('当前位置')
            .locator('.arco-breadcrumb-item')
            .last()
            .textContent();
          if (crumb !== route.title) visit.failures.push(`面包屑为「${crumb}」，应为「${route.title}」`);
        }
        await screenshot(page, route.name);
        if (await page.locator('[data-print-page]').filter({ visible: true }).count())
          await checkPrint(page, visit);
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
        `浏览器巡检：${visits.length} 个页面，${failures.length} 处问题`,
        `最慢：${slowest.map((v) => `${v.route.name} ${v.ms} ms`).join('，')}`,
      ].join('\n'),
    );
    expect(failures).toEqual([]);
    await test.context.close();
  });
});
