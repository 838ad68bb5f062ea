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
import { KNOWN_ARCO_VIOLATIONS, type KnownViolation } from './support/a11y-known';
import { seriousViolations } from './support/axe';
import { goTo, launchBrowser, openPage, signIn, type TestPage } from './support/browser';
import {
  armFault,
  causedByFault,
  isLookup,
  isScreenCall,
  type ArmedFault,
  emptyFlashes,
  isWrite,
  resetEmptyFlash,
  SAVE_FAULTS,
  SCREEN_FAULTS,
  FAULT_HEADER,
  watchEmptyFlash,
  type ScreenFault,
} from './support/screen-faults';
import { fillFlagged, fillRequired } from './support/fill-form';
import { UNSAVED_FORMS } from './support/unsaved-forms';
import { exportsDownload } from './support/export-check';
import { unexplainedEmpties, type Answer } from './support/empty-lists';
import type { ScreenCheck, VisitContext } from './support/screen-check';
import { CROSS_SCREEN_CHECKS } from './support/cross-screen-checks';

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
/** What a screen shows of its own; the kit's search form is not it (a list screen must show its table). */
const CONTENT =
  'table, form:not([aria-label="搜索条件"]), canvas, [data-print-page], [role="grid"], [role="tree"], .arco-calendar';
/** Something still spinning or busy: Arco's loading icon (Spin, a loading table, button or select), a busy region. */
const BUSY = '.arco-icon-loading, [aria-busy="true"]';
/** A load that failed, as the kit's LoadFailed says it (「列表加载失败：…」) or the screen boundary does. */
const LOAD_FAILED = /加载失败|页面出错了/;
/** Arco's empty state (a table or list without rows, an empty chart): 暂无数据. */
const EMPTY = '.arco-empty';
/**
 * A screen has settled when its data calls are answered and drawn: nothing in flight, nothing
 * visibly loading, two frames drawn since, and no request or answer for SETTLE_QUIET_MS (what a
 * drawn answer starts next — a dependent call, a lookup — is on its way to the test by then).
 */
const SETTLE_QUIET_MS = 150;
const SETTLE_POLL_MS = 50;
const SETTLE_MAX_MS = 10_000;

/** Where the sweep's time goes (both lanes added up), for its summary. */
const phaseMs = new Map<string, number>();
async function timed<T>(phase: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } finally {
    phaseMs.set(phase, (phaseMs.get(phase) ?? 0) + Date.now() - started);
  }
}
/** Kept-alive tabs closed every so many screens: axe reads the whole document, hidden panes too. */
const CLOSE_TABS_EVERY = 10;

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

interface Visit {
  route: RouteDef;
  /** Its forms are being saved (from the first save on). */
  saving?: boolean;
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
function watchApi(
  test: TestPage,
  current: () => Visit | undefined,
  /** Per route, the first row of each list it was answered (a screen may load several lists). */
  firstRows: Map<string, Row[]>,
  /** The fault on now, if any: its own answers (and, after a 401, what the way to the login cancels) are not the screen's failures. */
  fault: () => ArmedFault | undefined,
) {
  const inFlight = new Set<Request>();
  const pending: Promise<void>[] = [];
  /** When the page last asked for or got something (any request: a chunk counts too). */
  let lastTraffic = Date.now();
  const { page } = test;
  page.on('request', (request) => {
    lastTraffic = Date.now();
    if (isApi(new URL(request.url()))) inFlight.add(request);
  });
  page.on('requestfinished', (request) => {
    lastTraffic = Date.now();
    inFlight.delete(request);
  });
  page.on('requestfailed', (request) => {
    lastTraffic = Date.now();
    inFlight.delete(request);
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (causedByFault(fault(), request, { aborted })) return;
    // a picker's options cancelled because its form closed (after a save): nothing was lost
    if (aborted && isLookup(request)) return;
    // a read cancelled by a form going back to its list after its save, or by leaving that list
    if (aborted && request.method() === 'GET' && current()?.saving) return;
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
    // broken on purpose: the fault's answer, also one arriving after it was lifted. Every other
    // answer is the screen's own, under a fault too (a lookup's, a second list's), but the 401s of
    // calls on the session a 401 fault has ended
    const status = response.status();
    if (
      causedByFault(fault(), response.request(), { status, faultHeader: !!response.headers()[FAULT_HEADER] })
    )
      return;
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
          visit.answers.push({
            operation: operationOf(method, url.pathname) ?? label,
            rows: rowsOf(body),
            lookup: isLookup(response.request()),
            screenCall: isScreenCall(response.request()),
          });
          const list = (body?.result as { list?: unknown } | undefined)?.list;
          if (Array.isArray(list) && list.length && typeof list[0] === 'object')
            firstRows.set(visit.route.name, [...(firstRows.get(visit.route.name) ?? []), list[0] as Row]);
        })
        .catch(() => undefined), // a body that is gone (navigation) or not JSON: Prism answered it
    );
  });
  return {
    /** API requests in flight now. */
    inFlight: () => inFlight.size,
    /**
     * Until the screen's calls are answered and drawn (see SETTLE_QUIET_MS); what was still
     * loading when SETTLE_MAX_MS ran out ([] when the screen settled).
     */
    settle: (scope: Locator = page.locator('body')): Promise<string[]> =>
      timed('等待页面就绪', async () => {
        const deadline = Date.now() + SETTLE_MAX_MS;
        let busy: string[] = [];
        let quietSince = Date.now();
        const isBusy = async () => {
          // a request in flight, something spinning or busy (a list, a tile, a button), or a screen
          // whose chunk has not arrived yet (a standalone page right after its load event)
          busy = [...inFlight].map(
            (request) => `请求 ${request.method()} ${new URL(request.url()).pathname}`,
          );
          if ((await scope.locator(BUSY).filter({ visible: true }).count()) > 0)
            busy.push('加载图标或忙碌区域');
          if (await page.getByText('页面加载中…').count()) busy.push('页面加载中…');
          return busy.length > 0;
        };
        while (Date.now() < deadline) {
          await page.waitForTimeout(SETTLE_POLL_MS);
          if (await isBusy()) quietSince = Date.now();
          else if (Date.now() - Math.max(quietSince, lastTraffic) >= SETTLE_QUIET_MS) {
            // drawn: two frames after the last answer, and still nothing new
            const seen = lastTraffic;
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            );
            if (lastTraffic === seen && !(await isBusy())) {
              await Promise.all(pending.splice(0));
              return [];
            }
            quietSince = Date.now();
          }
        }
        await Promise.all(pending.splice(0));
        return busy;
      }),
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

const underConstruction: ScreenCheck = async ({ page }) =>
  (await page.getByTestId('under-construction').filter({ visible: true }).count())
    ? ['显示「功能建设中」']
    : [];

const loadFailed: ScreenCheck = async ({ scope }) => {
  const shown = scope.getByText(LOAD_FAILED).filter({ visible: true });
  return (await shown.count()) ? [`显示加载失败：${(await shown.first().innerText()).trim()}`] : [];
};

const realContent: ScreenCheck = async ({ page, scope }) => {
  if (
    (await scope.locator(CONTENT).filter({ visible: true }).count()) +
    (await page.locator('.arco-modal [data-print-page]').filter({ visible: true }).count())
  )
    return [];
  const searchOnly = await scope.getByRole('form', { name: '搜索条件' }).filter({ visible: true }).count();
  return [searchOnly ? '只有搜索条件，没有表格' : '没有表格、表单、图表或打印页'];
};

const emptyWithRows: ScreenCheck = async ({ scope, answers }) => {
  const failure = unexplainedEmpties(await scope.locator(EMPTY).filter({ visible: true }).count(), answers);
  return failure ? [failure] : [];
};

const breadcrumb: ScreenCheck = async ({ page, route }) => {
  if (route.placement !== 'shell') return [];
  const crumb = await page.getByLabel('当前位置').locator('.arco-breadcrumb-item').last().textContent();
  // a form route opened with its record says what the screen calls itself (编辑学生 on 新增学生)
  const editing = route.kind === 'detail' && /[?&](id|uuid)=/.test(page.url());
  if (crumb === route.title || (editing && crumb?.startsWith('编辑'))) return [];
  return [`面包屑为「${crumb}」，应为「${route.title}」`];
};

/** The screenshot of the screen, then its print media when it shows print pages. */
const screenshotAndPrint: ScreenCheck = async ({ page, route }) => {
  await screenshot(page, route.name);
  return (await page.locator('[data-print-page]').filter({ visible: true }).count())
    ? checkPrint(page, route)
    : [];
};

/** axe in the sweep (on in npm test; SWEEP_AXE=off skips it). */
const AXE = process.env.SWEEP_AXE !== 'off';
/** The accepted Arco violations met on the way: over every screen, each must still occur. */
const knownSeen = new Set<KnownViolation>();

/** Time spent in axe over the sweep (reported with the counts). */
let axeMs = 0;

/**
 * Takes the kept-alive hidden tabs out of the document while axe runs, and puts them back: axe
 * builds its tree over the whole document, so each hidden tab made every screen's run slower.
 */
async function withOnlyScreen<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  await page.evaluate((shown) => {
    const parked = [...document.querySelectorAll('[data-screen]')]
      .filter((pane) => pane.getAttribute('data-screen') !== shown && pane.parentNode)
      .map((pane) => ({ pane, parent: pane.parentNode!, next: pane.nextSibling }));
    for (const { pane } of parked) pane.remove();
    (window as unknown as { __jwParked?: typeof parked }).__jwParked = parked;
  }, name);
  try {
    return await run();
  } finally {
    await page.evaluate(() => {
      const w = window as unknown as { __jwParked?: { pane: Element; parent: Node; next: Node | null }[] };
      // back in reverse order, so that a pane's next sibling is in place before it
      for (const { pane, parent, next } of (w.__jwParked ?? []).reverse()) parent.insertBefore(pane, next);
      w.__jwParked = undefined;
    });
  }
}

/** axe (WCAG 2.1 A/AA) over the screen's own region: no critical or serious violation of the app's markup. */
const accessible: ScreenCheck = async ({ page, route }) => {
  if (!AXE) return [];
  const started = Date.now();
  // the pointer left on a button (after 重试) would be checked in that button's hover colours
  await page.mouse.move(0, 0);
  const lines =
    route.placement === 'standalone'
      ? await seriousViolations(page, 'axe', { knownSeen })
      : await withOnlyScreen(page, route.name, () =>
          seriousViolations(page, 'axe', { include: `[data-screen="${route.name}"]`, knownSeen }),
        );
  axeMs += Date.now() - started;
  return lines.map((line) => line.replace(/^axe: /, 'axe '));
};

/** Run in this order on every settled screen (the screenshot last: it shows what was checked). */
const SCREEN_CHECKS: ScreenCheck[] = [
  underConstruction,
  loadFailed,
  realContent,
  emptyWithRows,
  breadcrumb,
  accessible,
  exportsDownload,
  screenshotAndPrint,
  ...CROSS_SCREEN_CHECKS,
];

/** axe over the whole shell on 首页 with a list's tab open beside it (each tab has its close button). */
async function shellViolations(test: TestPage): Promise<string[]> {
  await goTo(test, '/studentPointAE');
  await test.page.locator('[data-tab="studentPointAE"]').waitFor();
  await goTo(test, '/home');
  await test.page.getByRole('menu', { name: '功能菜单' }).waitFor();
  const lines = await seriousViolations(test.page, 'axe', { knownSeen });
  return lines.map((line) => `外壳（首页）：${line.replace(/^axe: /, 'axe ')}`);
}

async function closeAllTabs(page: Page) {
  // a dialog a screen opened itself (a print preview) lies over the tab bar's menu: closed by its
  // ×, or (one that will not close) the tabs stay open this time — closing them is housekeeping
  const closers = page.locator('.arco-modal-close-icon').filter({ visible: true });
  for (let tries = 0; tries < 3 && (await closers.count()); tries += 1)
    await closers
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  if (await page.getByRole('dialog').filter({ visible: true }).count()) return;
  const home = page.locator('[data-tab="home"]');
  if (!(await home.isVisible())) return;
  try {
    // the home tab's context menu: 标签页操作 opens on hover, after a delay and an animation
    // before its items can be clicked (0.9 s a time alone; 90 s of a full sweep went into closing tabs)
    await home.click({ button: 'right', timeout: 5_000 });
    await page
      .getByRole('menuitem', { name: '关闭全部' })
      .dispatchEvent('click', undefined, { timeout: 5_000 });
  } catch {
    await page.keyboard.press('Escape'); // the menu, if it opened
  }
}

/** One browser page sweeping its share of the screens. */
interface Lane {
  test: TestPage;
  api: ReturnType<typeof watchApi>;
  visit?: Visit;
  shellVisits: number;
  /** The fault on now (until signed in again, after a 401). */
  fault?: ArmedFault;
}

/** Routes whose visit has ended, for the details that take a row from them (another lane may be on it). */
class Finished {
  private readonly waits = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  private entry(name: string) {
    let entry = this.waits.get(name);
    if (!entry) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      entry = { promise, resolve };
      this.waits.set(name, entry);
    }
    return entry;
  }
  done(name: string) {
    this.entry(name).resolve();
  }
  /** Until the route's visit has ended (at most a minute: a route nobody visits). */
  wait(name: string) {
    return Promise.race([this.entry(name).promise, new Promise((done) => setTimeout(done, 60_000))]);
  }
}

/**
 * rotate (npm test): one fault per screen on its first data call, the kinds in turn, and the edit
 * forms' saves under a fault; all: every kind on every screen (npm run test:faults); save: the
 * saves alone; off: no faults.
 */
const FAULT_MODE = process.env.SWEEP_FAULTS ?? 'rotate';
/**
 * Pages sweeping side by side. Three: with a fault on every screen much of a visit is waiting (a
 * 502's retries, the message, signing in again), which the other lanes use — on the same 2-core
 * machine 813 s for one lane, 432 s for two, 350 s for three (with the cross-screen checks).
 */
const LANES = Number(process.env.SWEEP_LANES ?? 3);
/**
 * The sweep's time limit. Every kind on every screen is nine faulted visits per screen instead of
 * one, and did not end within the rotation's 40 minutes (measured on a 2-core machine).
 */
const LIMIT_MS = FAULT_MODE === 'all' ? 4 * 3_600_000 : 2_400_000;
/** The browser's own console line for a request answered with an error: expected while a fault is on. */
const FAILED_RESOURCE = /Failed to load resource|net::ERR_/;

function faultsFor(index: number): ScreenFault[] {
  if (FAULT_MODE === 'off' || FAULT_MODE === 'save') return [];
  if (FAULT_MODE === 'all') return SCREEN_FAULTS;
  return [SCREEN_FAULTS[index % SCREEN_FAULTS.length]!];
}

/** Opens the route as staff would (a menu click in the shell, a new window for a standalone page). */
async function open(lane: Lane, route: RouteDef, path: string): Promise<void> {
  const { test } = lane;
  if (route.placement === 'standalone') {
    await test.page.goto(test.url(path));
    // the load event comes before the page's own chunk: wait until the screen has rendered
    await test.page.locator(`[data-screen="${route.name}"]`).waitFor({ state: 'attached', timeout: 15_000 });
  } else {
    await goTo(test, path);
    await test.page.locator(`[data-screen="${route.name}"]`).waitFor({ timeout: 15_000 });
  }
}

/**
 * How long a screen under a fault may be quiet before it counts as one without a data call of its
 * own. 1.5 s was too short on CI: 教材使用设置's chunk took longer to load and run, its list was
 * asked for after the fault was lifted, and the sweep failed it as a fault that did not land.
 */
const NO_CALL_AFTER_MS = 3_000;

/** The message of a fault, as text or (a compact failure) as its tooltip. */
async function showsMessage(page: Page, message: string): Promise<boolean> {
  const shown = page.getByText(message).or(page.locator(`[title*="${message}"]`));
  return (await shown.filter({ visible: true }).count()) > 0;
}

/**
 * The screen opened with a fault on its first data call: the message within 10 s, never a blank
 * screen, 暂无数据 or the crash boundary meanwhile, then the server is well and 重试 (or 刷新, or
 * signing in again after a 401) brings the screen back. Ends with the screen open and settling.
 */
async function openWithFault(
  lane: Lane,
  route: RouteDef,
  path: string,
  fault: ScreenFault,
  /** The screen is open already (a kind before this one): reloaded, so that it loads afresh. */
  again = false,
) {
  const { page } = lane.test;
  const failures: string[] = [];
  const standalone = route.placement === 'standalone';
  const scope = standalone ? page.locator('body') : page.locator(`[data-screen="${route.name}"]`);
  const label = `故障「${fault.title}」`;
  await resetEmptyFlash(page, standalone ? undefined : route.name);
  const armed = await armFault(page, fault);
  const problems = lane.test.problems.length;
  lane.fault = armed;
  try {
    if (again) {
      await page.reload();
      await page.locator(`[data-screen="${route.name}"]`).waitFor({ state: 'attached', timeout: 15_000 });
    } else if (fault.login)
      // not waiting for the screen: the 401 may lead to the login before it renders (a print window
      // asks for its data first), and the message is looked for from the start
      await (standalone ? page.goto(lane.test.url(path)) : goTo(lane.test, path));
    else await open(lane, route, path);
  } catch (error) {
    if (!fault.login) throw error;
  }
  const deadline = Date.now() + 10_000;
  let shown = false;
  let quietSince = Date.now();
  while (Date.now() < deadline && !shown) {
    await page.waitForTimeout(100);
    if (!armed.hits()) {
      // a screen without a data call of its own (a static page, a form to fill, data still cached):
      // given up once nothing has been in flight for NO_CALL_AFTER_MS (a data call waiting on a
      // lookup or on the screen's code comes)
      if (lane.api.inFlight()) quietSince = Date.now();
      else if (Date.now() - quietSince > NO_CALL_AFTER_MS) break;
      continue;
    }
    quietSince = Date.now();
    shown =
      (await showsMessage(page, fault.message)) && (!fault.login || new URL(page.url()).pathname === '/');
  }
  const hit = armed.hits() > 0;
  if (hit && !shown) failures.push(`${label}：10 秒内没有显示「${fault.message}」（${armed.target()}）`);
  if (hit && shown && !fault.login) {
    if (!(await scope.innerText()).trim()) failures.push(`${label}：出错时页面空白`);
    if (await emptyFlashes(page)) failures.push(`${label}：出错前后显示了「暂无数据」`);
    if (await page.getByText('页面出错了').count()) failures.push(`${label}：页面崩溃（页面出错了）`);
  }
  await armed.lift();
  if (!fault.login) lane.fault = undefined; // after a 401: until signed in again
  // the browser logs the failed request itself; anything else logged stays a problem
  const logged = lane.test.problems.splice(problems);
  lane.test.problems.push(...logged.filter((line) => !FAILED_RESOURCE.test(line)));
  try {
    if (!hit) return { failures, faulted: false };
    if (fault.login && new URL(page.url()).pathname === '/') {
      // signing in again leads back to the screen (the login page's ?redirect=), a print window too
      await signIn(lane.test, {
        at: page.url().replace(/^https?:\/\/[^/]+/, ''),
        landsOn: new RegExp(`/${route.name}`),
        standalone,
      });
      await page
        .locator(`[data-screen="${route.name}"]`)
        .waitFor({ state: standalone ? 'attached' : 'visible', timeout: 15_000 });
    } else {
      const retry = scope.getByRole('button', { name: '重试' }).filter({ visible: true });
      // a dialog the URL opens (?print=… of 考试安排, its code loading meanwhile) may come to lie
      // over the screen's 重试: then it is pressed through the dialog's mask
      if (await retry.count())
        await retry
          .first()
          .click({ timeout: 3_000 })
          .catch(async () => {
            // gone meanwhile (the screen loaded again): nothing left to press; what it shows is checked next
            if (await retry.count())
              await retry.first().dispatchEvent('click', undefined, { timeout: 3_000 });
          });
      else if (standalone || fault.login) await page.reload();
      else await page.getByRole('button', { name: '刷新当前页' }).click();
      // the pointer left where 重试 was would hover whatever the screen puts there (axe reads hover colours)
      await page.mouse.move(0, 0);
    }
  } finally {
    lane.fault = undefined;
  }
  return { failures, faulted: true };
}

/** A form the kit names 编辑… (opened with its record) or 新增…, and its 保存. */
const formOf = (scope: Locator, kind: FormKind) => ({
  form: scope.getByRole('form', { name: kind === 'edit' ? /^编辑/ : /^新增/ }).first(),
  save: scope
    .getByRole('button', { name: /^保\s?存$/ })
    .filter({ visible: true })
    .first(),
});

/**
 * Clicks 保存 and, where the save asks first (学分未达到专业要求，仍要保存吗？), says yes as staff
 * would: until `sent` or for 2 s. A question left open would block every later screen.
 */
async function clickSave(page: Page, save: Locator, sent: () => boolean) {
  await save.click({ timeout: 5_000 });
  const yes = page.getByRole('dialog').filter({ visible: true }).locator('.arco-btn-primary');
  for (const deadline = Date.now() + 2_000; Date.now() < deadline && !sent();) {
    if (await yes.count()) return yes.last().click({ timeout: 5_000 });
    await page.waitForTimeout(100);
  }
}

type FormKind = 'edit' | 'create';

/**
 * A form's save fails, every value stays, the message shows, and a second save goes through (the
 * form then goes back to its list, which is let settle). A create form is filled first as a clerk
 * would (support/fill-form.ts); one that still sends nothing says what its fields said.
 */
async function saveWithFault(
  lane: Lane,
  route: RouteDef,
  fault: ScreenFault,
  kind: FormKind,
): Promise<string[] | 'unchanged' | `unfilled：${string}`> {
  const { page } = lane.test;
  const { form, save } = formOf(page.locator(`[data-screen="${route.name}"]`), kind);
  const label = `${kind === 'edit' ? '编辑' : '新增'}保存故障「${fault.title}」`;
  if (kind === 'create') {
    const unfilled = await fillRequired(page, form);
    if (unfilled.length) return `unfilled：无法自动填写 ${unfilled.join('，')}`;
  }
  const values = () =>
    form.evaluate((node) =>
      [...node.querySelectorAll('input, textarea, .arco-select-view-value')].map((field) =>
        field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? String(field.checked)
          : field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
            ? field.value
            : (field.textContent ?? ''),
      ),
    );
  const failures: string[] = [];
  let before = await values();
  const armed = await armFault(page, fault, isWrite);
  const problems = lane.test.problems.length;
  lane.fault = armed;
  try {
    await clickSave(page, save, () => armed.hits() > 0);
    // what a create form's own check still flags (a field required with another, a format), filled
    const flagged = form.locator('.arco-form-item-status-error');
    for (let round = 0; kind === 'create' && round < 2; round += 1) {
      await expect
        .poll(async () => armed.hits() > 0 || (await flagged.count()) > 0, { timeout: 3_000 })
        .toBe(true)
        .catch(() => undefined);
      if (armed.hits() > 0 || !(await flagged.count())) break;
      await fillFlagged(page, form);
      before = await values();
      await clickSave(page, save, () => armed.hits() > 0);
    }
    await expect
      .poll(() => armed.hits() > 0 && showsMessage(page, fault.message), { timeout: 10_000 })
      .toBe(true)
      .catch(() => failures.push(`${label}：10 秒内没有显示「${fault.message}」（${armed.target()}）`));
    await armed.lift();
    // a create form the filler could not complete (a workspace of its own): listed, not failed
    if (!armed.target() && kind === 'create') {
      const said = await form.locator('.arco-form-message').allTextContents();
      return `unfilled：${said.join('，') || '没有提示'}`;
    }
    // an edit form that saves nothing unchanged (an editor with its own rules): counted, not failed
    if (!armed.target()) return 'unchanged';
    if (failures.length) return failures;
    const after = await values();
    // a number shown to its precision once the field is left (2 → 2.0) is the same value
    const same = (a: string, b?: string) => a === b || (a !== '' && b !== '' && Number(a) === Number(b));
    const changed = before.flatMap((value, at) =>
      same(value, after[at]) ? [] : [`${value} → ${after[at]}`],
    );
    if (changed.length || after.length !== before.length)
      failures.push(`${label}：保存失败后表单内容变了（${changed.join('，') || '字段数变了'}）`);
    const isResave = (request: Request) =>
      isWrite(request) && `${request.method()} ${new URL(request.url()).pathname}` === armed.target();
    let resent = false;
    const saved = page.waitForResponse((response) => isResave(response.request()), { timeout: 10_000 });
    void page.waitForRequest(isResave, { timeout: 10_000 }).then(
      () => (resent = true),
      () => undefined,
    );
    await clickSave(page, save, () => resent);
    const response = await saved.catch(() => undefined);
    if (!response || response.status() >= 400)
      failures.push(`${label}：再次保存没有成功（${response?.status() ?? '没有请求'}）`);
    await lane.api.settle(); // back on the list: what closing the form cancelled is not a failure
  } catch (error) {
    failures.push(`${label}：${(error as Error).message.split('\n')[0]}`);
  } finally {
    await armed.lift();
    lane.fault = undefined;
    // nothing left open over the screens that follow
    if (await page.getByRole('dialog').filter({ visible: true }).count()) await page.keyboard.press('Escape');
    const logged = lane.test.problems.splice(problems);
    lane.test.problems.push(...logged.filter((line) => !FAILED_RESOURCE.test(line)));
  }
  return failures;
}

/** Rotating (or all kinds), every kind of fault landed on some screen. */
function everyKindLanded(only: string[] | undefined, faultCount: ReadonlyMap<string, number>): string[] {
  if ((FAULT_MODE !== 'rotate' && FAULT_MODE !== 'all') || only?.length) return [];
  return SCREEN_FAULTS.filter((fault) => !faultCount.get(fault.key)).map(
    (fault) => `故障「${fault.title}」一个页面也没有落地`,
  );
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
  it('opens each one cleanly with real content, under a fault first', { timeout: LIMIT_MS }, async () => {
    const only = process.env.SWEEP_ONLY?.split(/[\s,]+/).filter(Boolean);
    const routes = sweepOrder(only);
    const expected = sweepTargets(only);
    expect(expected.length, '没有要巡检的页面').toBeGreaterThan(0);
    const firstRows = new Map<string, Row[]>();
    const finished = new Finished();
    const visits: Visit[] = [];
    const faultCount = new Map<string, number>();
    /** Seconds spent under each kind (opening, the message, recovering), for the summary. */
    const faultSeconds = new Map<string, number>();
    const spent = (key: string, since: number) =>
      faultSeconds.set(key, (faultSeconds.get(key) ?? 0) + (Date.now() - since) / 1000);
    const forms = { edit: 0, create: 0 };
    /** The create routes (新增…): each opened with its record (edit) and empty (create). */
    const formRoutes = routes.filter((route) => route.title.startsWith('新增')).map((route) => route.name);
    const unchangedForms: string[] = [];
    const unfilledForms: string[] = [];
    /** The create routes whose form was saved under a fault. */
    const createsSaved = new Set<string>();
    /** Routes whose form (edit or create) sent no save: unchanged, or not filled in. */
    const unsaved = new Set<string>();
    /** Screens a fault was armed for that sent no data call of their own (it never landed). */
    const unfaulted = new Set<string>();
    /**
     * Save faults in turn over the forms actually saved, so that each kind hits a third of them
     * (± 1): a form that sent no save hands its kind on to the next one.
     */
    let savesChosen = 0;
    const spareSaveFaults: ScreenFault[] = [];
    const nextSaveFault = () => spareSaveFaults.shift() ?? SAVE_FAULTS[savesChosen++ % SAVE_FAULTS.length]!;
    const queue = routes.map((route, index) => ({ route, index }));

    const newLane = async (): Promise<Lane> => {
      const test = await openPage(browser);
      const { page } = test;
      // window.print would open the print dialog; the print media check emulates it instead
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await signIn(test);
      await watchEmptyFlash(page);
      const lane: Lane = { test, shellVisits: 0 } as Lane;
      lane.api = watchApi(
        test,
        () => lane.visit,
        firstRows,
        () => lane.fault,
      );
      await lane.api.settle(); // the home page's own requests are nobody's first rows
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('[接口数据不符合契约]'))
          lane.visit?.failures.push(`应用报告契约不符：${message.text().split('\n')[0]}`);
      });
      return lane;
    };

    const sweepRoute = async (lane: Lane, route: RouteDef, index: number) => {
      const { test } = lane;
      const { page } = test;
      const visit: Visit = { route, failures: [], ms: 0, answers: [] };
      lane.visit = visit;
      visits.push(visit);
      test.problems.splice(0);
      const started = Date.now();
      let underFault = false;
      let query = '';
      const entry = QUERIES[route.name];
      if (entry) {
        const toQuery = typeof entry === 'function' ? entry : entry.query;
        const source = rowSource(route);
        if (source) await finished.wait(source); // (another lane may be on it)
        // the first row that has what the query needs: the source's own list, not a picker's options
        const row = (source ? firstRows.get(source) : undefined)?.find((candidate) =>
          Object.values(toQuery(candidate)).every(
            (value) => value !== undefined && value !== null && value !== '',
          ),
        );
        if (!row) {
          visit.failures.push(`没有可用的列表行（${source ?? '无上级'}），无法打开详情`);
          return;
        }
        query = `?${new URLSearchParams(Object.entries(toQuery(row)).map(([key, value]) => [key, String(value)]))}`;
      }
      const path = `/${route.name}${query}`;
      try {
        if (route.placement !== 'standalone' && ++lane.shellVisits % CLOSE_TABS_EVERY === 0) {
          await timed('关闭标签页', () => closeAllTabs(page));
          // the home tab shows again and reloads: leaving it mid-load would cancel its requests
          await lane.api.settle();
          visit.answers.splice(0);
        }
        const faults = faultsFor(index);
        underFault = faults.length > 0;
        let opened = false;
        /** The fault that found no data call. */
        let missed: ScreenFault | undefined;
        const underFaultOnce = async (fault: ScreenFault) => {
          const since = Date.now();
          const outcome = await timed('故障下打开', () => openWithFault(lane, route, path, fault, opened));
          spent(fault.key, since);
          visit.failures.push(...outcome.failures);
          if (outcome.faulted) faultCount.set(fault.key, (faultCount.get(fault.key) ?? 0) + 1);
          opened = true;
          return outcome.faulted;
        };
        for (const fault of faults) {
          if (!(await underFaultOnce(fault))) {
            unfaulted.add(route.name);
            missed = fault;
            break; // no data call of its own: no other fault would land either
          }
          if (faults.length > 1) await lane.api.settle();
        }
        if (!opened) await timed('打开', () => open(lane, route, path));
        const scope =
          route.placement === 'standalone'
            ? page.locator('body')
            : page.locator(`[data-screen="${route.name}"]`);
        let stillLoading = await lane.api.settle(scope);
        const screenCalls = () =>
          visit.answers.filter((answer) => answer.screenCall).map((answer) => answer.operation);
        let late = screenCalls();
        if (missed && late.length) {
          // the screen asked for its data after the fault was lifted (its code came late, or its
          // data was still cached and refreshed): once more, reloaded, so the call is the page's first
          visit.answers.splice(0);
          if (await underFaultOnce(missed)) unfaulted.delete(route.name);
          stillLoading = await lane.api.settle(scope);
          late = screenCalls();
        }
        // a fault that found no data call twice, while the screen made one after it was lifted: the
        // fault did not land
        if (unfaulted.has(route.name) && late.length)
          visit.failures.push(`故障没有落地：数据请求 ${[...new Set(late)].join('，')} 在故障解除之后才发出`);
        visit.ms = Date.now() - started;
        if (stillLoading.length)
          visit.failures.push(
            `${SETTLE_MAX_MS / 1000} 秒后仍在加载：${[...new Set(stillLoading)].join('，')}`,
          );
        const context: VisitContext = { page, route, scope, answers: visit.answers };
        for (const check of SCREEN_CHECKS)
          visit.failures.push(...(await timed(`检查 ${check.name}`, () => check(context))));
        // an edit form (opened with its record): its save under a fault, then the same route as a
        // create form; the kinds rotate over the forms saved (nextSaveFault)
        const formAt = formRoutes.indexOf(route.name);
        const checkSave = async (kind: FormKind) => {
          underFault = true;
          visit.saving = true;
          const fault = nextSaveFault();
          const since = Date.now();
          const outcome = await timed('故障下保存', () => saveWithFault(lane, route, fault, kind));
          const key = `${kind === 'edit' ? '编辑' : '新增'}保存 ${fault.key}`;
          spent(key, since);
          if (typeof outcome === 'string') spareSaveFaults.push(fault);
          if (typeof outcome === 'string') unsaved.add(route.name);
          if (outcome === 'unchanged') unchangedForms.push(route.name);
          else if (typeof outcome === 'string') unfilledForms.push(`${route.name}（${outcome.slice(9)}）`);
          else {
            forms[kind] += 1;
            if (kind === 'create') createsSaved.add(route.name);
            visit.failures.push(...outcome);
            faultCount.set(key, (faultCount.get(key) ?? 0) + 1);
          }
        };
        const saves = FAULT_MODE !== 'off' && route.placement === 'shell';
        if (
          saves &&
          query &&
          (await formOf(scope, 'edit').form.count()) > 0 &&
          (await formOf(scope, 'edit').save.count()) > 0
        )
          await checkSave('edit');
        if (saves && formAt >= 0) {
          // the edit's save went back to the list: let it load before leaving it
          if (route.parent)
            await page
              .locator(`[data-screen="${route.parent}"]`)
              .filter({ visible: true })
              .waitFor({ timeout: 10_000 })
              .catch(() => undefined);
          await lane.api.settle();
          await goTo(test, `/${route.name}`);
          await formOf(scope, 'create').form.waitFor({ timeout: 15_000 });
          await lane.api.settle(scope);
          await checkSave('create');
        }
        // a save refreshes the lists kept open in other tabs: closed before the next screen, whose
        // first data call the next fault is for, once they have loaded (closing a tab cancels its
        // read, which the next screen was blamed for: GET /api/exam/assessment/list aborted)
        if (saves && (formAt >= 0 || query)) {
          lane.shellVisits = CLOSE_TABS_EVERY - 1;
          await lane.api.settle();
        }
      } catch (error) {
        visit.failures.push(`没有打开：${(error as Error).message.split('\n')[0]}`);
        await screenshot(page, `${route.name}-failed`);
      } finally {
        await lane.fault?.lift(); // a visit that failed half-way leaves no fault behind
        lane.fault = undefined;
        // the browser's own line for an injected failure may come after the fault was lifted
        visit.failures.push(
          ...test.problems.splice(0).filter((line) => !(underFault && FAILED_RESOURCE.test(line))),
        );
        lane.visit = undefined;
        finished.done(route.name);
      }
    };

    const lanes = await Promise.all(Array.from({ length: Math.max(1, LANES) }, newLane));
    await Promise.all(
      lanes.map(async (lane) => {
        for (let next = queue.shift(); next; next = queue.shift())
          await sweepRoute(lane, next.route, next.index);
      }),
    );
    // the shell itself (menu, tabs, header) once, with tabs open: each screen's axe covers its own region
    const shellAxe = AXE && !only?.length ? await shellViolations(lanes[0]!.test) : [];

    const failures = visits.flatMap(({ route, failures }) =>
      [...new Set(failures)].map((failure) => `${route.name}（${route.title}）：${failure}`),
    );
    failures.push(...shellAxe);
    if (AXE && !only?.length)
      for (const known of KNOWN_ARCO_VIOLATIONS.filter((entry) => !knownSeen.has(entry)))
        failures.push(
          `已接受的 Arco 无障碍问题不再出现，请从 a11y-known.ts 删除：${known.rule} in ${known.node}`,
        );
    // each save fault kind on a third of the forms saved (± 1 when they do not divide by
    // 3, and less the kind a last unsaved form handed on to no one)
    const saved = forms.edit + forms.create;
    const perSaveKind = SAVE_FAULTS.map(
      (fault) =>
        (faultCount.get(`编辑保存 ${fault.key}`) ?? 0) + (faultCount.get(`新增保存 ${fault.key}`) ?? 0),
    );
    if (perSaveKind.some((count) => count < Math.floor(saved / SAVE_FAULTS.length) - spareSaveFaults.length))
      failures.push(`保存故障没有轮换到各三分之一的表单：${perSaveKind.join(' / ')}（共 ${saved} 个）`);
    failures.push(...everyKindLanded(only, faultCount));
    if (FAULT_MODE !== 'off') {
      // every form is saved under a fault, but the few support/unsaved-forms.ts names with their reason
      if (!only?.length && !forms.edit) failures.push('没有一个编辑表单在故障下保存过');
      for (const name of unsaved)
        if (!UNSAVED_FORMS.has(name)) failures.push(`${name}：表单没有在故障下保存（见上面的原因）`);
      const shellForms = formRoutes.filter((name) => findRoute(name)?.placement === 'shell');
      for (const name of shellForms)
        if (UNSAVED_FORMS.has(name) ? createsSaved.has(name) : !createsSaved.has(name) && !unsaved.has(name))
          failures.push(
            UNSAVED_FORMS.has(name)
              ? `${name}：已能在故障下保存，请从 unsaved-forms.ts 删除`
              : `${name}：新增表单没有在故障下保存`,
          );
    }
    const slowest = [...visits].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      [
        ...failures,
        `浏览器巡检：${visits.length} 个页面（应巡检 ${expected.length} 个），${failures.length} 处问题`,
        `打开时没有自己的数据请求（未注入故障）的页面：${[...unfaulted].join('，') || '无'}`,
        `故障（${FAULT_MODE}）：${[...faultCount].map(([key, count]) => `${key} ${count} 个 ${Math.round(faultSeconds.get(key) ?? 0)} 秒`).join('，')}；编辑表单 ${forms.edit} 个，新增表单 ${forms.create} 个（未修改时不发保存的：${unchangedForms.join('，') || '无'}；未能自动填写的：${unfilledForms.join('，') || '无'}）`,
        `无障碍（axe）：${AXE ? `${failures.filter((line) => line.includes('：axe ')).length} 处，已接受的 Arco 问题 ${knownSeen.size} 类，用时 ${Math.round(axeMs / 1000)} 秒` : '未检查'}`,
        `最慢：${slowest.map((v) => `${v.route.name} ${v.ms} ms`).join('，')}`,
        `用时（${LANES} 条通道合计，部分重叠）：${[...phaseMs]
          .sort((a, b) => b[1] - a[1])
          .map(([phase, ms]) => `${phase} ${Math.round(ms / 1000)} 秒`)
          .join('，')}`,
      ].join('\n'),
    );
    expect(failures).toEqual([]);
    expect(visits.map((v) => v.route.name).sort()).toEqual([...expected].sort());
    await Promise.all(lanes.map((lane) => lane.test.context.close()));
  });
});
