/**
 * The spec's cross-screen rules, checked by the sweep on every screen they apply to (SCREEN_CHECKS
 * in tests/e2e/sweep.e2e.ts), each on the visit the sweep has already made:
 * - spec §5: a negative value in the page URL is never sent (every search field of a list set to -1);
 * - spec §2: a list opened again by the menu (its bare path, as the menu, menu search and
 *   breadcrumbs open it) shows the search and page it was left with;
 * - spec §2: a detail route shows its breadcrumb from the catalogue, whatever tab was open before;
 * - spec §1: a standalone print page's title starts with the site title;
 * - no data column lies under the fixed 操作 column when the table would fit (compact padding, the
 *   columns that truncate at half), at 1440 × 900 and at 1366 × 768.
 * Client-side navigation only, no fixed waits; a screen a rule does not apply to pays one look.
 * How many screens each rule checked is printed at the end of the sweep.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { breadcrumbOf } from '@/routes/registry';
import type { ScreenCheck } from './screen-check';

const SEARCH_FORM = 'form[aria-label="搜索条件"]';
/** The generic platform title when no site title is stored (spec §1; src/app/page-title.ts). */
const DEFAULT_SITE_TITLE = '高等教育学习平台';
const POLL = { timeout: 5_000, interval: 50 };

const counts = {
  negative: 0,
  returned: 0,
  returnedPage: 0,
  returnedLimit: 0,
  breadcrumbs: 0,
  prints: 0,
  tables: 0,
};
const spentMs = { negative: 0, returned: 0, away: 0, breadcrumbs: 0, prints: 0, tables: 0 };
const timed =
  (key: keyof typeof spentMs, check: ScreenCheck): ScreenCheck =>
  async (visit) => {
    const started = Date.now();
    try {
      return await check(visit);
    } finally {
      spentMs[key] += Date.now() - started;
    }
  };

afterAll(() => {
  const ms = (key: keyof typeof spentMs, count: number) =>
    `${count} 个，共 ${(spentMs[key] / 1000).toFixed(1)} 秒${count ? `（每个 ${Math.round(spentMs[key] / count)} ms）` : ''}`;
  console.log(
    [
      `跨页面规则：URL 中的负数不发送 ${ms('negative', counts.negative)}`,
      `由菜单回到列表恢复搜索条件 ${ms('returned', counts.returned)}，其中恢复页码 ${counts.returnedPage} 个、每页条数 ${counts.returnedLimit} 个（离开用 ${(spentMs.away / 1000).toFixed(1)} 秒）`,
      `冷打开详情页的目录面包屑 ${ms('breadcrumbs', counts.breadcrumbs)}`,
      `打印页标题以站点标题开头 ${ms('prints', counts.prints)}`,
      `操作列下没有数据列（1440 与 1366）${ms('tables', counts.tables)}`,
    ].join('\n'),
  );
});

/** The kit's search form of the screen: its URL keys (prefixed for a second list) and its first text field. */
async function searchFormOf(scope: Locator) {
  const form = scope.locator(SEARCH_FORM).filter({ visible: true }).first();
  if (!(await form.count())) return undefined;
  return form.evaluate((node) => {
    const prefix = node.getAttribute('data-url-prefix') ?? '';
    const fields = [...node.querySelectorAll('label[for]')].map((label) => {
      const id = label.getAttribute('for')!;
      const name = id.slice(node.id.length + 1, -'_input'.length);
      const control = document.getElementById(id);
      const text = control instanceof HTMLInputElement && !control.closest('.arco-select, .arco-picker');
      return { name, text, id };
    });
    return { prefix, fields };
  });
}

const keysOf = (name: string) => name.split('~');

/** Client-side navigation, as the menu, menu search and breadcrumbs do (navigate to a path). */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The API requests in flight on a page (watched from its first check on). */
const inFlight = new WeakMap<Page, Set<Request>>();
function watch(page: Page): Set<Request> {
  let requests = inFlight.get(page);
  if (!requests) {
    const open = new Set<Request>();
    requests = open;
    inFlight.set(page, open);
    page.on('request', (request) => {
      if (/^\/(v1-|api\/)/.test(new URL(request.url()).pathname)) open.add(request);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
  }
  return requests;
}

/**
 * Until no API request is in flight (for `after` ms more, when a request may follow another): what a
 * screen shown again reloads is let finish (leaving cancels it).
 */
async function quiet(page: Page, after = 0) {
  const requests = watch(page);
  let since = Date.now();
  await expect
    .poll(
      () => {
        if (requests.size) since = Date.now();
        return !requests.size && Date.now() - since >= after;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true)
    .catch(() => undefined);
}

/** What a request asks with: its query, and its JSON body's top-level values (a list that is POSTed). */
function askedWith(request: Request): [string, string][] {
  const asked = [...new URL(request.url()).searchParams];
  try {
    const body = JSON.parse(request.postData() ?? 'null') as Record<string, unknown> | null;
    if (body && typeof body === 'object')
      for (const [key, value] of Object.entries(body)) asked.push([key, String(value)]);
  } catch {
    // not JSON
  }
  return asked;
}

/** The next API request the screen sends with one of these keys. */
const nextCall = (page: Page, keys: string[]) =>
  page
    .waitForRequest(
      (request: Request) =>
        /^\/(v1-|api\/)/.test(new URL(request.url()).pathname) &&
        askedWith(request).some(([key]) => keys.includes(key)),
      { timeout: 10_000 },
    )
    .catch(() => undefined);

/**
 * §5 and §2 on a list of the menu: opened with every search field at -1, its first text field at a
 * number of its own and page 2 (page size 20 when it has no second page), it sends no -1 and shows none; left for 首页
 * and opened again by its bare path (what the menu does), it shows the text and the page again, and
 * its URL says them.
 */
export const listRules: ScreenCheck = async ({ page, route, scope }) => {
  // a list as the menu opens it: not one the sweep opened with a query of its own (a paper's report)
  if (route.placement !== 'shell' || route.kind !== 'nav' || new URL(page.url()).search) return [];
  const form = await searchFormOf(scope);
  if (!form?.fields.length) return [];
  const failures: string[] = [];
  const started = Date.now();
  const key = (name: string) => form.prefix + name;
  const text = form.fields.find((field) => field.text);
  // 共 N 条 of the kit's status bar (none on a report)
  const status = await scope.evaluate((root) => root.querySelector('[role="status"]')?.textContent ?? '');
  const total = Number(/共 (\d+) 条/.exec(status)?.[1] ?? NaN);
  const paging =
    (await scope.locator('.arco-pagination').count()) > 0
      ? total > 10
        ? { name: 'page', value: '2', shown: '.arco-pagination-item-active' }
        : { name: 'limit', value: '20', shown: '.arco-pagination-option .arco-select-view-value' }
      : undefined;
  // a text of this list's own: another list over the same operation (学位名单 and 学位证书申请) asked
  // with the same conditions before, and its answer would come from the query cache unasked
  const typed = String(counts.negative + 1);
  const query = new URLSearchParams();
  for (const field of form.fields)
    for (const name of keysOf(field.name)) query.set(key(name), field === text ? typed : '-1');
  if (paging) query.set(key(paging.name), paging.value);
  const changed = [text && key(text.name), paging && key(paging.name)].filter(
    (name): name is string => !!name,
  );
  watch(page);
  const sent = changed.length ? nextCall(page, changed) : Promise.resolve(undefined);
  await navigate(page, `/${route.name}?${query}`);
  const call = await sent;
  await call?.response().catch(() => undefined);
  counts.negative += 1;
  if (changed.length && !call) failures.push('带搜索条件的地址打开后没有发出列表请求');
  const negative = call ? askedWith(call).filter(([, value]) => /^-\d/.test(value)) : [];
  if (negative.length)
    failures.push(`地址中的负数被发送：${negative.map(([name, value]) => `${name}=${value}`).join('&')}`);
  if (await scope.locator(`${SEARCH_FORM} .arco-select-view-value`).filter({ hasText: /^-1$/ }).count())
    failures.push('搜索条件的下拉框显示「-1」');
  // the list takes the -1s out of its address (before anything else is opened)
  await expect
    .poll(() => [...new URL(page.url()).searchParams.values()].some((value) => value === '-1'), POLL)
    .toBe(false)
    .catch(() => failures.push('地址中的 -1 没有去掉'));
  spentMs.negative += Date.now() - started;
  if (!changed.length) return failures;

  // away to another open tab (the screen swept before: its data is fresh, it asks for nothing), or
  // to 首页 when no other is open; then back by the bare path
  const back = Date.now();
  // the open tabs as the shell keeps them (src/stores/tabs.ts): the last one that is not this list
  const away = await page.evaluate((name) => {
    const saved = JSON.parse(sessionStorage.getItem('jw-tabs') ?? '{}') as {
      tabs?: { name: string; search: string }[];
    };
    return saved.tabs?.filter((tab) => tab.name !== name && tab.name !== 'home').at(-1);
  }, route.name);
  await navigate(page, away ? `/${away.name}${away.search}` : '/home');
  await page
    .locator(`[data-screen="${away?.name ?? 'home'}"]`)
    .filter({ visible: true })
    .waitFor({ timeout: 10_000 });
  await quiet(page);
  // 首页's figures come one after another: still quiet a moment later
  if (!away) await quiet(page, 100);
  spentMs.away += Date.now() - back;
  await navigate(page, `/${route.name}`);
  await scope.waitFor({ timeout: 10_000 });
  counts.returned += 1;
  const expectations: [string, () => Promise<boolean>][] = [];
  if (text) {
    // found by its name: a screen mounted afresh (its tab closed meanwhile) has new element ids
    const value = async () => {
      const field = (await searchFormOf(scope))?.fields.find((candidate) => candidate.name === text.name);
      return field ? scope.locator(`[id="${field.id}"]`).inputValue() : undefined;
    };
    expectations.push([`搜索条件「${text.name}」`, async () => (await value()) === typed]);
  }
  if (paging) {
    if (paging.name === 'page') counts.returnedPage += 1;
    else counts.returnedLimit += 1;
    const shown = scope.locator(paging.shown).first();
    expectations.push([
      paging.name === 'page' ? '页码 2' : '每页 20 条',
      async () => (await shown.textContent())?.trim().startsWith(paging.value) ?? false,
    ]);
  }
  expectations.push([
    '地址中的条件',
    async () => {
      const params = new URL(page.url()).searchParams;
      return changed.every((name) => params.has(name));
    },
  ]);
  for (const [what, holds] of expectations)
    await expect
      .poll(holds, POLL)
      .toBe(true)
      .catch(async () =>
        failures.push(`由菜单回到列表后没有恢复${what}（地址 ${new URL(page.url()).search || '无条件'}）`),
      );
  await quiet(page);
  spentMs.returned += Date.now() - back;
  return failures;
};

/** A detail route sits under its list in the catalogue, whichever tab was open before it. */
export const catalogueBreadcrumb: ScreenCheck = timed('breadcrumbs', async ({ page, route }) => {
  if (route.placement !== 'shell' || route.kind !== 'detail') return [];
  counts.breadcrumbs += 1;
  const expected = breadcrumbOf(route).slice(0, -1);
  const crumbs = (await page.getByLabel('当前位置').locator('.arco-breadcrumb-item').allTextContents()).map(
    (crumb) => crumb.trim(),
  );
  const shown = crumbs.slice(0, -1);
  return shown.join(' / ') === expected.join(' / ')
    ? []
    : [`面包屑为「${crumbs.join(' / ')}」，应在「${expected.join(' / ')}」之下`];
});

/** A standalone print page's title starts with the site title (its webTitle cookie, or the generic one). */
export const printTitle: ScreenCheck = timed('prints', async ({ page, route }) => {
  if (route.placement !== 'standalone') return [];
  counts.prints += 1;
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'webTitle');
  const site = (cookie && decodeURIComponent(cookie.value)) || DEFAULT_SITE_TITLE;
  const title = await page.title();
  return title.startsWith(`${site} - `) ? [] : [`页面标题为「${title}」，应以「${site} - 」开头`];
});

/**
 * The data columns that lie under the fixed-right 操作 column of the visible tables, when the table
 * could have shown them all ([] when none): its cells' side padding halved, the data columns that
 * truncate with an ellipsis narrowed to half (a figure, a date or any other not at all), its 操作
 * column holding at most three
 * controls (two buttons and 更多), a vertical scrollbar's room kept.
 */
function columnsUnderFixed(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.arco-table')].flatMap((table) => {
      const fixed = table.querySelector<HTMLElement>('thead th.arco-table-col-fixed-right');
      if (!fixed || !table.checkVisibility()) return [];
      const width = (node: Element) => node.getBoundingClientRect().width;
      const headers = [...fixed.parentElement!.querySelectorAll<HTMLElement>('th')].filter(
        (th) => !th.classList.contains('arco-table-col-fixed-right'),
      );
      const left = fixed.getBoundingClientRect().left;
      const under = headers.filter((th) => th.getBoundingClientRect().right > left + 1);
      if (!under.length) return [];
      const selection = headers.filter((th) =>
        th.matches('.arco-table-checkbox, .arco-table-radio, .arco-table-operation'),
      );
      // each data column without its compact padding's 16 px, then narrowed as far as it may go
      const narrowest = headers
        .filter((th) => !selection.includes(th))
        .map(
          (th) =>
            (width(th) - 16) *
            // only a column that truncates is narrowed (to half), never a figure
            (getComputedStyle(th).textAlign !== 'right' && th.querySelector('.arco-table-cell-text-ellipsis')
              ? 0.5
              : 1),
        );
      const actions = [...table.querySelectorAll('tbody td.arco-table-col-fixed-right')].map((cell) => {
        const buttons = [...cell.querySelectorAll('button')].map(width);
        const shown = buttons.length > 3 ? [...buttons.slice(0, 2), 64] : buttons;
        return shown.reduce((sum, next) => sum + next, 0) + 4 * Math.max(0, shown.length - 1) + 32;
      });
      const needed =
        narrowest.reduce((sum, next) => sum + next, 0) +
        selection.reduce((sum, th) => sum + width(th), 0) +
        Math.max(80, ...actions);
      if (needed > table.clientWidth - 17) return []; // too many columns for the window: the table scrolls
      return under.map((th) => th.textContent?.trim() || '（无标题）');
    }),
  );
}

export const fixedColumnCovers: ScreenCheck = timed('tables', async ({ page, scope }) => {
  if (!(await scope.locator('thead th.arco-table-col-fixed-right').filter({ visible: true }).count()))
    return [];
  counts.tables += 1;
  const failures: string[] = [];
  const size = page.viewportSize()!;
  for (const [width, height] of [
    [size.width, size.height],
    [1366, 768],
  ] as const) {
    if (width !== size.width) await page.setViewportSize({ width, height });
    let under: string[] = [];
    await expect
      .poll(async () => (under = await columnsUnderFixed(scope)).length, {
        timeout: 1_000,
        interval: 50,
      })
      .toBe(0)
      .catch(() => failures.push(`${width} 像素宽时「操作」列盖住了：${under.join('、')}`));
  }
  await page.setViewportSize(size);
  return failures;
});

export const CROSS_SCREEN_CHECKS: ScreenCheck[] = [
  catalogueBreadcrumb,
  printTitle,
  fixedColumnCovers,
  listRules,
];
