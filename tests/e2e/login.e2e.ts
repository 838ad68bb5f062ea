import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login page against the Prism mock', () => {
  it('shows the site title from v1-info and a verify code', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.goto(test.url('/'));
    await expect
      .poll(() => page.getByRole('heading', { name: '华南师范大学继续教育学院教务管理平台' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByAltText('验证码，点击刷新').isVisible()).toBe(true);
    expect(await page.title()).toBe('登录 - 华南师范大学继续教育学院教务管理平台');
    await screenshot(page, 'login');
    expectClean(test);
    await test.context.close();
  });

  it('validates before submitting, in Chinese', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1-admin-login-school')) logins.push(request.url());
    });
    await page.goto(test.url('/'));
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('请输入账号').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('请输入密码').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('请输入验证码').isVisible()).toBe(true);
    expect(logins).toEqual([]);
    expectClean(test);
    await test.context.close();
  });

  it('logs in once, writes the session cookies and leaves the login page', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1-admin-login-school')) logins.push(request.postData() ?? '');
    });
    await page.goto(test.url('/'));
    // as a person does: the code is typed from its picture, so the picture (and its key) is there
    await page.getByAltText('验证码，点击刷新').waitFor();
    await page.getByLabel('账号').fill('jwc_admin');
    await page.getByLabel('密码').fill('Jw@2026ok');
    await page.getByLabel('验证码').fill('7k3m');
    const submit = page.getByRole('button', { name: '登录' });
    await submit.dblclick();
    await page.waitForURL(/\/home$/);
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0])).toEqual({
      username: 'jwc_admin',
      password: 'Jw@2026ok',
      code: '7k3m',
      key: 'vc_9f2d1c7a',
    });
    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'token');
    expect(token?.value).toBe('5f1c2b7e9a3d4c8bb0e6a1f27d9c3e10');
    expect(token?.sameSite).toBe('Lax');
    expect(cookies.find((cookie) => cookie.name === 'pageType')?.value).toBe('adultEducation');
    expectClean(test);
    await context.close();
  });

  it('a submit before the code has loaded says so, keeps the input, and works once it is there', async () => {
    // a busy machine or network: the code's picture (and the key the login needs) arrives late
    const test = await openPage(browser);
    const { page } = test;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1-get-verify-code*', async (route) => {
      await held;
      await route.continue();
    });
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1-admin-login-school')) logins.push(request.postData() ?? '');
    });
    await page.goto(test.url('/'));
    await page.getByLabel('账号').fill('jwc_admin');
    await page.getByLabel('密码').fill('Jw@2026ok');
    await page.getByLabel('验证码').fill('7k3m');
    await page.getByRole('button', { name: '登录' }).dblclick();
    await expect.poll(() => page.getByText('验证码未加载，请点击图片刷新').isVisible()).toBe(true);
    expect(logins).toEqual([]);
    expect(await page.getByLabel('账号').inputValue()).toBe('jwc_admin');
    release();
    await page.getByAltText('验证码，点击刷新').waitFor();
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/home$/);
    expect(logins).toHaveLength(1);
    expectClean(test);
    await test.context.close();
  });
});
