/**
 * Debian's chromium driven by playwright-core (never a downloaded browser).
 * Every page records console errors, uncaught errors, and requests the
 * contract rejected (Prism answers 400 or 422 with its `sl-violations` header): `expectClean` fails the test on any.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // new headless runs the browser's own UI: each new window (context) loaded the omnibox popup's
  // WebUI (~200 requests and their scripts) beside the page, on the same 2 cores. Chromium 156 has
  // three of them: without the last two, a trace of one print window still showed ~200 chrome://
  // scripts and ~0.9 s of a WebUI renderer's CPU during the page's own start
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const outputDir = path.resolve(import.meta.dirname, '../output');

export function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...extraFlags],
  });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
  url(pathname: string): string;
}

/** A signed-in browser state (cookies, storage) to start a page from without the login form. */
export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function openPage(browser: Browser, session?: SessionState): Promise<TestPage> {
  const appUrl = inject('appUrl');
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    storageState: session,
  });
  // No network but loopback: images on example hosts (contract examples) get a blank pixel.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ contentType: 'image/png', body: BLANK_PNG }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    // a request without the token (401) is the session's business, not the contract's
    if (response.status() === 422 || (response.status() === 400 && response.headers()['sl-violations']))
      problems.push(`contract rejected: ${response.request().method()} ${response.url()}`);
  });
  return { page, context, problems, url: (pathname) => `${appUrl}${pathname}` };
}

/** No console error, no uncaught error, no request outside the contract. */
export function expectClean(test: TestPage): void {
  expect(test.problems).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(outputDir, { recursive: true });
  const file = path.join(outputDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Signs in through the login page (any account works on the mock) and waits for the home tab,
 * or, from a login URL with `?redirect=` (`at`), for the page it leads to (`landsOn`): the shell's
 * menu, unless `standalone` (a print window of its own, which has no shell).
 */
export async function signIn(
  test: TestPage,
  {
    at = '/',
    landsOn = /\/home$/,
    standalone = false,
  }: { at?: string; landsOn?: RegExp; standalone?: boolean } = {},
): Promise<void> {
  const { page } = test;
  if (page.url() !== test.url(at)) await page.goto(test.url(at)); // (after a 401 it is there already)
  await page.getByAltText('验证码，点击刷新').waitFor(); // the login needs the code's key
  await page.getByLabel('账号').fill('jwc_admin');
  await page.getByLabel('密码').fill('Jw@2026ok');
  await page.getByLabel('验证码').fill('7k3m');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(landsOn);
  if (!standalone) await page.getByRole('menu', { name: '功能菜单' }).waitFor();
}

/** Client-side navigation, as a menu click would do (no full reload). */
export async function goTo(test: TestPage, path: string): Promise<void> {
  await test.page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens a shell route and waits until its tab is there. */
export async function openTabAt(test: TestPage, name: string): Promise<void> {
  await goTo(test, `/${name}`);
  await test.page.locator(`[data-tab="${name}"]`).waitFor();
}

/** An API call the page made (paths /v1-… and /api/…): JSON bodies parsed, others (multipart) as sent. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Records the page's API calls from now on, in order. */
export function recordApi(test: TestPage): ApiCall[] {
  const calls: ApiCall[] = [];
  test.page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(v1-|api\/)/.test(url.pathname)) return;
    const data = request.postData();
    const json = data && request.headers()['content-type']?.includes('json');
    calls.push({
      method: request.method(),
      path: url.pathname,
      query: url.searchParams,
      body: json ? JSON.parse(data) : (data ?? undefined),
    });
  });
  return calls;
}

/**
 * Clicks a row's action as staff do: its button, or — a row with more than three actions folds
 * the rest when the table is tight — 更多 and then the action in its menu.
 */
export async function clickRowAction(row: Locator, label: string): Promise<void> {
  const button = row.getByRole('button', { name: label, exact: true });
  if (await button.isVisible()) return button.click();
  await row.getByRole('button', { name: new RegExp(`^更多操作：.*${label}`) }).click();
  await row.page().getByRole('menuitem', { name: label, exact: true }).click();
}
