/**
 * A view-only account in the browser (issue 53 finding 3, spec §6): the mock's permission tree with
 * every page kept and every action button taken away (tests/support/permission-trees.ts). Then
 * (a) every form (to add and to edit), every print page, every marking workspace and every /home
 *     child that needs an action shows the 403 page, never its screen;
 * (b) every other screen opens and, once its data has come, shows no action button (新增, 编辑, 删除,
 *     启用 / 停用, 导出, 导入, 审核, 打印, 配置 …), neither in its operation bar nor in its rows.
 * Which routes are shut is read from their names, not from the rule under test. Client-side
 * navigation (as a menu click), two pages side by side, no fixed waits: a screen is checked once its
 * data calls have answered and nothing in it is loading.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '@/access/actions';
import { ROUTES } from '@/routes/catalogue';
import type { RouteDef } from '@/routes/types';
import { viewOnlyTree } from '../support/permission-trees';
import { expectClean, goTo, launchBrowser, openPage, signIn, type TestPage } from './support/browser';

type Row = Record<string, string | number>;
type ToQuery = (row: Row) => Record<string, string | number>;
type Queries = Record<string, ToQuery | { from: string; query: ToQuery }>;

/** The sweep's queries of detail routes, from a list row (tests/e2e/sweep/<domain>.ts). */
const QUERIES: Queries = Object.assign(
  {},
  ...Object.values(import.meta.glob<{ QUERIES: Queries }>('./sweep/*.ts', { eager: true })).map(
    (module) => module.QUERIES,
  ),
);

/**
 * Words of action buttons: the titles of actions.ts (启用/禁用 is two), and the other words the same
 * actions' buttons use (停用 is toggle, 发布 add, 通过 / 驳回 audit, 保存 a form's add, edit or config).
 */
const ACTION_WORDS = [
  ...Object.values(ACTIONS).flatMap((action) => action.title.split('/')),
  ...['停用', '发布', '通过', '驳回', '保存'],
];

/** Forms by their names (新增… / 编辑… / 配置…, the home's 新增试题); 编辑基础教材计划 is also its list's 查看. */
const isForm = (route: RouteDef) =>
  (/^(add|edit|config)[A-Z]/.test(route.name) || route.name === 'topicEntry') &&
  route.name !== 'editBasicTextbookPlanAE';
/** Print and record pages: the standalone ones and 班级成绩打印. */
const isPrint = (route: RouteDef) =>
  route.placement === 'standalone' || (route.kind === 'detail' && /Print(AE|ST)$/.test(route.name));
/** The marking workspaces (阅卷详情, 按题批改详情), where marks are given. */
const isMarking = (route: RouteDef) => /Detail(AE|ST)$/.test(route.name);

const SHUT = ROUTES.filter((route) => isForm(route) || isPrint(route) || isMarking(route));
/** Lists before the routes whose query comes from a list's row. */
const rank = (route: RouteDef) => (route.kind === 'detail' || QUERIES[route.name] ? 1 : 0);
/** Every other screen but the public signature page, by line (the screens both share with the adult one). */
const open = (line: 'AE' | 'ST') =>
  ROUTES.filter(
    (route) => !SHUT.includes(route) && route.placement !== 'public' && (route.line ?? 'AE') === line,
  ).sort((a, b) => rank(a) - rank(b));

/** Kept-alive tabs closed every so many screens (each hidden tab makes the next screen slower). */
const CLOSE_TABS_EVERY = 12;
/** Arco's loading icon (a Spin, a loading table or button) or a busy region. */
const BUSY = '.arco-icon-loading, [aria-busy="true"]';
const BUTTONS = 'button, a, [role="button"], [role="menuitem"]';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in page of the view-only account, its API requests in flight, and lists' first rows by route. */
async function viewOnlyPage() {
  const test: TestPage = await openPage(browser);
  const { page } = test;
  let current = '';
  const inFlight = new Set<unknown>();
  const firstRows = new Map<string, Row>();
  page.on('request', (request) => {
    if (/^\/(v1-|api\/)/.test(new URL(request.url()).pathname)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    const name = current;
    if (firstRows.has(name) || !response.headers()['content-type']?.includes('json')) return;
    void response
      .json()
      .then((body: { result?: { list?: unknown } }) => {
        const list = body?.result?.list;
        if (Array.isArray(list) && typeof list[0] === 'object' && !firstRows.has(name))
          firstRows.set(name, list[0] as Row);
      })
      .catch(() => undefined);
  });
  await page.route('**/v1-basis-auth-routing?*', (route) => route.fulfill({ json: viewOnlyTree() }));
  await signIn(test);
  return {
    test,
    page,
    firstRows,
    inFlight: () => inFlight.size,
    at: (name: string) => (current = name),
  };
}

/** A row for a list whose answer came from the cache of another screen (Prism answers any id alike). */
const ANY_ROW: Row = {
  id: 1,
  uuid: '5f2b8c1e-3a47-4d9b-9e61-2c7a0d4f8b13',
  paper_id: 1,
  record_id: 1,
  class_id: 1,
  course_id: 1,
  exam_date: '2026-03-01',
};

/** The address of a route: its query from the first row of the list it is opened from (no print preview). */
function pathOf(route: RouteDef, firstRows: Map<string, Row>): string {
  const entry = QUERIES[route.name];
  if (!entry) return `/${route.name}`;
  const [from, toQuery] = typeof entry === 'function' ? [route.parent, entry] : [entry.from, entry.query];
  const query = Object.entries(toQuery(firstRows.get(from ?? '') ?? ANY_ROW)).filter(
    ([key, value]) => key !== 'print' && value !== undefined,
  );
  return `/${route.name}?${new URLSearchParams(query.map(([key, value]) => [key, String(value)]))}`;
}

/** In the page: whether the screen is there and nothing in it loads, and what its visible buttons say. */
function screenState(page: Page, name: string) {
  return page.evaluate(
    ({ name, busy, buttons }) => {
      const scope = document.querySelector(`[data-screen="${name}"]`);
      const visible = (element: Element) => element.checkVisibility();
      return {
        busy: !scope || [...scope.querySelectorAll(busy)].some(visible),
        // a button's text and its label: 更多 names the row actions folded under it
        buttons: scope
          ? [...scope.querySelectorAll<HTMLElement>(buttons)]
              .filter(visible)
              .map((b) => [b.innerText.trim(), b.getAttribute('aria-label')].filter(Boolean).join(' '))
          : [],
      };
    },
    { name, busy: BUSY, buttons: BUTTONS },
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} 秒`;

describe.concurrent('a view-only account', () => {
  it('opens no form, print page or marking workspace: each shows the 403 page', async () => {
    const started = Date.now();
    const { test, page, at } = await viewOnlyPage();
    const failures: string[] = [];
    let previous = '';
    for (const route of SHUT) {
      // a form to add and to edit (a record named by `id`; the rule takes `uuid` alike)
      for (const search of isForm(route) ? ['', '?id=1'] : ['?ids=1&id=1&paper_id=1']) {
        // the 403 page of the route before looks the same: home between two of one title, and
        // before a page outside the shell (home has none)
        if (route.placement === 'standalone' || route.title === previous) {
          await goTo(test, '/home');
          await page.getByRole('menu', { name: '功能菜单' }).waitFor();
        }
        previous = route.placement === 'standalone' ? '' : route.title;
        at(route.name);
        await goTo(test, `/${route.name}${search}`);
        // drawn for this address: the shell's breadcrumb names it, or the shell has gone
        await (route.placement === 'standalone'
          ? page.getByRole('menu', { name: '功能菜单' }).waitFor({ state: 'detached' })
          : page.waitForFunction(
              (title) =>
                document.querySelector('[aria-label="当前位置"] .arco-breadcrumb-item:last-child')
                  ?.textContent === title,
              route.title,
            ));
        const refused = await page
          .getByText('没有权限')
          .first()
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        const screen = await page.locator(`[data-screen="${route.name}"]`).count();
        if (!refused || screen)
          failures.push(`${route.name}${search}：${screen ? '打开了页面' : '没有显示 403'}`);
      }
    }
    console.log(
      `只读账号：${SHUT.length} 个表单、打印页与阅卷页拒绝（表单新增与编辑各一次）用时 ${seconds(Date.now() - started)}`,
    );
    expect(failures).toEqual([]);
    expect(SHUT).toHaveLength(47);
    expectClean(test);
    await test.context.close();
  }, 180_000);

  it.each(['AE', 'ST'] as const)(
    'sees no action button on any %s screen it opens, once its data has come',
    async (line) => {
      const started = Date.now();
      const { test, page, firstRows, inFlight, at } = await viewOnlyPage();
      const failures: string[] = [];
      const screens = open(line);
      let opened = 0;
      for (const route of screens) {
        at(route.name);
        const path = pathOf(route, firstRows);
        await goTo(test, path);
        const shown = await page
          .locator(`[data-screen="${route.name}"]`)
          .waitFor({ timeout: 15_000 })
          .then(() => true)
          .catch(() => false);
        if (!shown) {
          failures.push(
            `${path}：没有打开（${(await page.getByText('没有权限').count()) ? '403' : '没有页面'}）`,
          );
          continue;
        }
        // its data calls answered and nothing in it loading, twice in a row (a call starts a moment after the render)
        let state = await screenState(page, route.name);
        for (let quiet = 0, deadline = Date.now() + 15_000; quiet < 2 && Date.now() < deadline;) {
          quiet = inFlight() > 0 || state.busy ? 0 : quiet + 1;
          if (quiet < 2) {
            await page.waitForTimeout(30); // the polling step, not a wait for the screen
            state = await screenState(page, route.name);
          }
        }
        if (inFlight() > 0 || state.busy) failures.push(`${path}：15 秒后仍在加载`);
        const actions = state.buttons.filter((text) => ACTION_WORDS.some((word) => text.includes(word)));
        if (actions.length) failures.push(`${path}：显示了操作按钮 ${[...new Set(actions)].join('、')}`);
        opened += 1;
        if (opened % CLOSE_TABS_EVERY === 0) {
          await page.getByRole('button', { name: '标签页操作' }).click();
          await page.getByRole('menuitem', { name: '关闭全部' }).click();
        }
      }
      console.log(
        `只读账号：${screens.length} 个${line === 'AE' ? '成人教育（含共用）' : '自学考试'}页面检查按钮用时 ${seconds(Date.now() - started)}`,
      );
      expect(failures).toEqual([]);
      expect(screens).toHaveLength(line === 'AE' ? 133 : 90);
      expectClean(test);
      await test.context.close();
    },
    180_000,
  );
});
