/**
 * Debian's chromium driven by playwright-core (never a downloaded browser).
 * Every page records console errors, uncaught errors, and requests the
 * contract rejected (Prism answers 422): `expectClean` fails the test on any.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
];

const outputDir = path.resolve(import.meta.dirname, '../output');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
  url(pathname: string): string;
}

export async function openPage(browser: Browser): Promise<TestPage> {
  const appUrl = inject('appUrl');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() === 422)
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
