/**
 * Accessibility: axe-core (WCAG 2.1 A/AA rules) on the login page and an open dialog (the sweep
 * runs it on every screen), with no critical or serious violation allowed; every form field
 * labelled; login and a list search done with the keyboard alone. The violations print at the end.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnownViolation } from './support/a11y-known';
import { seriousViolations } from './support/axe';
import { expectClean, launchBrowser, openPage, signIn, type SessionState } from './support/browser';

let browser: Browser;
let session: SessionState;
/** What each screen showed: violations of the app (must be none) and known ones inside Arco. */
const found: string[] = [];
const knownSeen = new Set<KnownViolation>();

beforeAll(async () => {
  browser = await launchBrowser();
  const test = await openPage(browser);
  await signIn(test);
  session = await test.context.storageState();
  await test.context.close();
});

afterAll(async () => {
  await browser?.close();
  console.log(
    `\naxe (WCAG 2.1 A/AA), critical and serious: ${found.length} in the app; ` +
      `${knownSeen.size} known inside Arco (tests/e2e/support/a11y-known.ts)\n${found.join('\n')}\n`,
  );
});

/**
 * What the sweep's axe (every registered screen, signed in, and the shell) does not reach: the
 * login page and a dialog open over a list.
 */
const SCREENS: { key: string; path: string; ready(page: Page): Promise<unknown>; signedIn?: boolean }[] = [
  {
    key: 'login',
    path: '/',
    signedIn: false,
    ready: (page) => page.getByAltText('验证码，点击刷新').waitFor(),
  },
  {
    key: 'import',
    path: '/admissionAE',
    async ready(page) {
      await page.locator('.arco-table').getByText('陈晓婷').waitFor();
      await page.getByRole('button', { name: '导入录取名单' }).click();
      await page.getByRole('dialog').getByLabel('选择 Excel 文件').waitFor({ state: 'attached' });
    },
  },
];

describe('accessibility', () => {
  for (const screen of SCREENS) {
    it(`${screen.key}: no critical or serious axe violation`, async () => {
      const test = await openPage(browser, screen.signedIn === false ? undefined : session);
      const { page } = test;
      await page.goto(test.url(screen.path));
      await screen.ready(page);
      await page.waitForTimeout(300); // let fades finish: axe reads computed colours
      const violations = await seriousViolations(page, screen.key, { knownSeen });
      found.push(...violations);
      expect(violations).toEqual([]);
      expectClean(test);
      await test.context.close();
    });
  }

  it('signs in with the keyboard alone', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.goto(test.url('/'));
    await page.getByAltText('验证码，点击刷新').waitFor();
    await page.keyboard.press('Tab'); // the first field takes the focus first
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-username');
    await page.keyboard.type('jwc_admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jw@2026ok');
    // Tab past the password's eye icon if it is focusable, to the code field
    for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement?.id)) !== 'login-code'; i++)
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-code');
    await page.keyboard.type('7k3m');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/home$/);
    expectClean(test);
    await test.context.close();
  });

  it('searches a list with the keyboard alone', async () => {
    const test = await openPage(browser, session);
    const { page } = test;
    await page.goto(test.url('/studentPointAE'));
    await page.locator('.arco-table').getByText('广州天河函授站').waitFor();
    const search = page.getByRole('form', { name: '搜索条件' }).getByLabel('函授站名称');
    // Tab from the top of the page until the search field has the focus
    for (let i = 0; i < 80 && !(await search.evaluate((node) => node === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await search.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('天河');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe('天河');
    expectClean(test);
    await test.context.close();
  });
});
