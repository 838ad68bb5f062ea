/**
 * The faults the browser sweep puts on every screen (spec §8): one kind per screen on its first
 * data call, rotating so that each kind hits about a ninth of the screens (all kinds on every
 * screen with SWEEP_FAULTS=all, `npm run test:faults`), and one kind per edit form on its save.
 * A fault holds on its operation until it is lifted, so a retried one (502, network) is seen as
 * staff see it once the retries are spent.
 */
import type { Page, Request, Route } from 'playwright-core';
import { MESSAGES } from '@/api/errors';
import { operationOf, tagsOf } from '../../contract/operations';

export interface ScreenFault {
  key: string;
  title: string;
  answer(route: Route): Promise<void>;
  /** What the user reads (the server's msg or the catalogue's). */
  message: string;
  /** Ends on the login page with the message. */
  login?: boolean;
}

/** Marks an answer as the fault's, so that one arriving after the fault is lifted is still known. */
export const FAULT_HEADER = 'x-sweep-fault';
const headers = { [FAULT_HEADER]: '1' };
const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, headers, contentType: 'application/json', body: JSON.stringify(body) });
const raw = (status: number, contentType: string, body: string) => (route: Route) =>
  route.fulfill({ status, headers, contentType, body });

const F400: ScreenFault = {
  key: '400',
  title: '400 + msg',
  answer: json(400, { code: 400, msg: '参数错误：查询条件不合法' }),
  message: '参数错误：查询条件不合法',
};
const F500: ScreenFault = {
  key: '500',
  title: '500 无 msg',
  answer: raw(500, 'text/plain', ''),
  message: MESSAGES.generic,
};
const NETWORK: ScreenFault = {
  key: 'network',
  title: '网络中断',
  answer: (route) => route.abort('internetdisconnected'),
  message: MESSAGES.network,
};

/** The nine kinds of §8 a screen's first data call gets, in rotation. */
export const SCREEN_FAULTS: ScreenFault[] = [
  {
    key: '401',
    title: '401',
    answer: json(401, { code: 401, msg: 'token 已失效' }),
    message: MESSAGES.unauthorized,
    login: true,
  },
  F400,
  {
    key: '500msg',
    title: '500 + msg',
    answer: json(500, { code: 500, msg: '服务器繁忙，数据库连接超时' }),
    message: '服务器繁忙，数据库连接超时',
  },
  F500,
  {
    key: '502',
    title: '502',
    answer: raw(502, 'text/html', '<h1>502 Bad Gateway</h1>'),
    message: MESSAGES.generic,
  },
  {
    key: 'business',
    title: '200，code ≠ 200',
    answer: json(200, { code: 4001, msg: '该记录已被他人锁定，请稍后再试', result: null }),
    message: '该记录已被他人锁定，请稍后再试',
  },
  { key: 'empty', title: '200，空应答', answer: raw(200, 'application/json', ''), message: MESSAGES.generic },
  {
    key: 'malformed',
    title: '200，JSON 残缺',
    answer: raw(200, 'application/json', '{"code":200,"msg":'),
    message: MESSAGES.generic,
  },
  NETWORK,
];

/** The kinds a save gets, in rotation over the forms saved (each on a third of them). */
export const SAVE_FAULTS: ScreenFault[] = [F400, F500, NETWORK];

const isApi = (url: URL) => /^\/(v1-|api\/)/.test(url.pathname);
/**
 * Dictionaries and picker options load silently (a picker says it when opened): not a screen's data
 * call. They are the `basics` operations, and the station picker's page of the station list
 * (src/kit/fields/lookups.ts, STATION_OPTIONS: status=1, limit=100, no page).
 */
export const isLookup = (request: Request) => {
  const url = new URL(request.url());
  const query = url.searchParams;
  const stationPicker =
    /-point-list$/.test(url.pathname) &&
    query.get('status') === '1' &&
    query.get('limit') === '100' &&
    !query.has('page');
  return stationPicker || tagsOf(request.method(), url.pathname).includes('basics');
};

/**
 * The shell's own calls on a page load (the menu, the 待阅卷 reminder): a screen reloaded under a
 * fault must not have them broken instead of its own data call.
 */
const SHELL_OPERATIONS = new Set(['getAuthRouting', 'listExamsToMark']);
const isShellCall = (request: Request) =>
  SHELL_OPERATIONS.has(operationOf(request.method(), new URL(request.url()).pathname) ?? '');

/** A screen's data call: neither a lookup nor the shell's own. */
export const isScreenCall = (request: Request) => !isLookup(request) && !isShellCall(request);

export interface ArmedFault {
  /** What is broken. */
  fault: ScreenFault;
  /** The operation broken (`GET /v1-…`), once the first matching call came. */
  target(): string | undefined;
  /** Whether a request is the broken operation. */
  hit(request: Request): boolean;
  /** How many calls were answered with the fault. */
  hits(): number;
  /** The server is well again. */
  lift(): Promise<void>;
}

/**
 * Breaks the first API call that `pick` accepts (the screen's first data call, or a save) and
 * every later call of the same operation until lifted.
 */
export async function armFault(
  page: Page,
  fault: ScreenFault,
  pick: (request: Request) => boolean = isScreenCall,
): Promise<ArmedFault> {
  let target: string | undefined;
  let hits = 0;
  let lifted = false;
  const key = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  const handler = async (route: Route) => {
    const request = route.request();
    if (!lifted && target === undefined && pick(request)) target = key(request);
    if (lifted || target !== key(request)) return route.fallback();
    hits += 1;
    return fault.answer(route);
  };
  await page.route(isApi, handler);
  return {
    fault,
    target: () => target,
    hit: (request) => target !== undefined && key(request) === target,
    hits: () => hits,
    async lift() {
      if (lifted) return;
      lifted = true;
      await page.unroute(isApi, handler);
    },
  };
}

/** Saves are the writes: any API call but a read. */
export const isWrite = (request: Request) => request.method() !== 'GET' && !isLookup(request);

/**
 * Counts 暂无数据 shown inside `[data-screen=…]` (or anywhere, for a standalone page) from now on,
 * in the page: a flash between two polls is caught too. Installed for every document of the page.
 */
export async function watchEmptyFlash(page: Page): Promise<void> {
  const install = () => {
    const w = window as unknown as { __jwEmpty?: number; __jwEmptyIn?: string };
    if (w.__jwEmpty !== undefined) return;
    w.__jwEmpty = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const empties = [node, ...node.querySelectorAll('.arco-empty')].filter(
            (element) => element.matches('.arco-empty') && element.textContent?.includes('暂无数据'),
          );
          const inScreen = (element: Element) =>
            !w.__jwEmptyIn || element.closest(`[data-screen="${w.__jwEmptyIn}"]`);
          if (empties.some((element) => inScreen(element) && element.checkVisibility())) w.__jwEmpty! += 1;
        }
    }).observe(document, { childList: true, subtree: true });
  };
  await page.addInitScript(install);
  await page.evaluate(install);
}

/** Starts counting 暂无数据 afresh, for one screen (undefined: the whole page). */
export async function resetEmptyFlash(page: Page, screen?: string): Promise<void> {
  await page.evaluate((name) => {
    const w = window as unknown as { __jwEmpty?: number; __jwEmptyIn?: string };
    w.__jwEmpty = 0;
    w.__jwEmptyIn = name;
  }, screen);
}

export const emptyFlashes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __jwEmpty?: number }).__jwEmpty ?? 0);

/**
 * Whether a failed request (`status` when answered, undefined when it got no answer) is the fault's
 * doing rather than the screen's: the broken operation itself (its answers carry FAULT_HEADER), and
 * after a 401 what the way to the login cancels or refuses. Any other request failing while a fault
 * is on (a lookup, a second list) is the screen's own failure.
 */
export function causedByFault(
  on: Pick<ArmedFault, 'fault' | 'hit'> | undefined,
  request: Request,
  answer: { status?: number; faultHeader?: boolean; aborted?: boolean },
): boolean {
  if (answer.faultHeader) return true;
  if (!on) return false;
  if (answer.status === undefined && on.hit(request)) return true;
  return !!on.fault.login && (answer.status === 401 || (answer.status === undefined && !!answer.aborted));
}
