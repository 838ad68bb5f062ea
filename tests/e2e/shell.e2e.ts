import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, goTo, launchBrowser, openPage, openTabAt, screenshot, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const menu = (page: import('playwright-core').Page) => page.getByRole('menu', { name: '功能菜单' });

describe('app shell against the Prism mock', () => {
  it('logs in to home with the adult menu; switching shows the self-taught menu and calls follow the line', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname, search } = new URL(request.url());
      if (/^\/(v1-|api\/)/.test(pathname)) calls.push(pathname + search);
    });
    await signIn(test);
    await expect.poll(() => menu(page).getByText('招生管理').isVisible()).toBe(true);
    expect(await menu(page).getByText('教务管理').count()).toBe(0);
    expect(calls).toContain('/v1-basis-auth-routing?type=2');
    await expect.poll(() => page.getByText('数据概览').isVisible()).toBe(true);
    await screenshot(page, 'shell-home-adult');

    await page.locator('header').getByText('自学考试', { exact: true }).click();
    await expect.poll(() => menu(page).getByText('教务管理').isVisible()).toBe(true);
    expect(await menu(page).getByText('招生管理').count()).toBe(0);
    expect(calls).toContain('/v1-basis-auth-routing?type=1');
    const cookies = await test.context.cookies();
    expect(cookies.find((c) => c.name === 'pageType')?.value).toBe('selfTaught');
    await screenshot(page, 'shell-home-self-taught');
    expectClean(test);
    await test.context.close();
  });

  it('opens a page from the menu as a tab with breadcrumbs; reload on the deep link works', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    await menu(page).getByText('站点管理', { exact: true }).click();
    await menu(page).getByRole('menuitem', { name: '函授站管理' }).click();
    await page.waitForURL(/\/studentPointAE$/);
    await expect.poll(() => page.getByRole('tab', { name: '函授站管理' }).isVisible()).toBe(true);
    const crumbs = page.getByLabel('当前位置');
    await expect.poll(() => crumbs.textContent()).toMatch(/首页.*站点管理.*函授站管理/);
    await page.reload();
    await expect.poll(() => page.getByLabel('当前位置').textContent()).toMatch(/函授站管理/);
    await expect.poll(() => page.title()).toMatch(/^函授站管理 - /);
    await screenshot(page, 'shell-deep-link');

    // a form route opened to edit from a list that is not its catalogue parent: the breadcrumb is its
    // place in the catalogue (spec §2), under 录取管理, whichever list or tab it was reached from
    await goTo(test, '/studentStatusAE');
    await page
      .locator('[data-screen="studentStatusAE"] .arco-table-body')
      .getByRole('button', { name: '编辑' })
      .first()
      .click();
    await page.waitForURL(/\/addStudentAE\?uuid=/);
    await expect.poll(() => page.getByRole('tab', { name: '编辑学生' }).isVisible()).toBe(true);
    await expect.poll(() => crumbs.textContent()).toMatch(/招生管理录取管理编辑学生$/);
    expect(await crumbs.textContent()).not.toMatch(/学籍信息/);
    expectClean(test);
    await test.context.close();
  });

  it('keeps a tab’s half-filled form across tab switches and asks before closing it', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    await openTabAt(test, 'personalInfo');
    const oldPassword = page.getByLabel('原密码');
    await oldPassword.fill('half-typed');
    await page.getByRole('tab', { name: '首页' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('tab', { name: '个人信息' }).click();
    await expect.poll(() => page.getByLabel('原密码').inputValue()).toBe('half-typed');
    await page.getByRole('tab', { name: '个人信息' }).locator('.arco-tabs-close-icon').click();
    // the confirmation's dialog code loads on first use: on a busy machine that can take more than 5 s
    await expect.poll(() => page.getByText('有未保存的内容').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'shell-dirty-tab');
    await page.getByRole('button', { name: '取消' }).click();
    expect(await page.getByRole('tab', { name: '个人信息' }).count()).toBe(1);
    expectClean(test);
    await test.context.close();
  });

  it('tab menu: close others and close all keep the fixed home tab', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    for (const name of ['studentPointAE', 'headmasterAE', 'platformNoticeAE']) await openTabAt(test, name);
    await expect.poll(() => page.getByRole('tab').count()).toBe(4);
    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => page.getByRole('tab').count()).toBe(2);
    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect.poll(() => page.getByRole('tab').count()).toBe(1);
    await page.waitForURL(/\/home$/);
    expectClean(test);
    await test.context.close();
  });

  it('menu search finds a screen by pinyin initials (Ctrl+K)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('textbox', { name: '搜索菜单' });
    await input.waitFor();
    await input.fill('xsxxxg');
    await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/学生信息修改审核/);
    await screenshot(page, 'shell-menu-search');
    await input.press('Enter');
    await page.waitForURL(/\/studentInfoModifyAE$/);
    expectClean(test);
    await test.context.close();
  });

  it('a route without permission shows 403, isJurisdiction=1 opens it, an unknown route 404', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.route('**/v1-basis-auth-routing?type=2', (route) =>
      route.fulfill({
        json: {
          code: 200,
          msg: '操作成功',
          result: [
            {
              id: 2001,
              title: '招生管理',
              path: '',
              icon: 'IconUserAdd',
              sort: 1,
              is_menu: 1,
              son: 1,
              actionsList: [],
              children: [
                {
                  id: 2100,
                  title: '录取管理',
                  path: 'admissionAE',
                  icon: '',
                  sort: 1,
                  is_menu: 1,
                  son: 0,
                  children: [],
                  actionsList: [],
                },
              ],
            },
          ],
        },
      }),
    );
    await signIn(test);
    // a route not in this user's menu (学习进度)
    await goTo(test, '/rateOfLearningAE');
    await expect.poll(() => page.getByText('没有权限').isVisible()).toBe(true);
    await screenshot(page, 'shell-403');
    await goTo(test, '/rateOfLearningAE?isJurisdiction=1');
    const screen = page.locator('[data-screen="rateOfLearningAE"]');
    await expect.poll(() => screen.locator('.arco-table').isVisible()).toBe(true);
    expect(await screen.getByText('没有权限').count()).toBe(0);
    await goTo(test, '/admissionAE');
    await expect.poll(() => page.locator('[data-screen="admissionAE"] .arco-table').isVisible()).toBe(true);
    await page.goto(test.url('/no-such-page'));
    await expect.poll(() => page.getByText('页面不存在', { exact: true }).isVisible()).toBe(true);
    expectClean(test);
    await test.context.close();
  });
});

describe('account', () => {
  it('forces a change of the initial password before anything else', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.route('**/v1-admin-login-school', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, result: { ...body.result, isPwdInitial: 1 } } });
    });
    const passwordChanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1-school-account-up-password'))
        passwordChanges.push(request.postData() ?? '');
    });
    await signIn(test);
    const dialog = page.getByRole('dialog', { name: '请先修改初始密码' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('原密码').fill('Jw@2026ok');
    await dialog.getByLabel('新密码', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect
      .poll(() => dialog.getByText('新密码须为 6-20 位，且同时包含字母和数字').isVisible())
      .toBe(true);
    await dialog.getByLabel('新密码', { exact: true }).fill('Xk2026jiaowu');
    await dialog.getByLabel('确认新密码').fill('Xk2026jiaowu');
    await screenshot(page, 'shell-forced-password');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(passwordChanges).toHaveLength(1);
    expect(passwordChanges[0]).toContain('Xk2026jiaowu');
    expect((await test.context.cookies()).find((c) => c.name === 'isPwdInitial')?.value).toBe('0');
    expectClean(test);
    await test.context.close();
  });

  it('offers a QR code that opens the signature page on a phone (ticket, never the token)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    const tickets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1-esign-ticket')) tickets.push(request.method());
    });
    await page.getByRole('button', { name: '手机签名' }).click();
    const qr = page.getByAltText('手机扫码签名');
    await expect.poll(() => qr.isVisible()).toBe(true);
    await screenshot(page, 'shell-esign-qr');
    expect(tickets).toEqual(['POST']);
    const token = (await test.context.cookies()).find((c) => c.name === 'token')?.value ?? '';
    expect(token).not.toBe('');
    expect(await page.content()).not.toContain(token);
    expectClean(test);
    await test.context.close();
  });
});

describe('guards', () => {
  it('without a token, a deep link goes back to login with the expiry message', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.goto(test.url('/classAE'));
    await page.waitForURL(test.url('/?redirect=%2FclassAE'));
    await expect.poll(() => page.getByText('登录信息已过期，请重新登录').isVisible()).toBe(true);
    expectClean(test);
    await test.context.close();
  });

  it('a signed-in deep link shows the shell’s frame while the shell loads, its header where the shell draws it', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    // the shell's chunk (built app) or module (dev server) is held until the frame has been looked at
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(assets\/shell-[\w-]+\.js|src\/app\/shell\/app-shell\.tsx)(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(test.url('/studentPointAE'));
    const brand = page.locator('header').getByText('华南师范大学继续教育学院教务管理平台', { exact: true });
    await brand.waitFor();
    const inFrame = await brand.boundingBox();
    expect(await menu(page).count()).toBe(0);
    expect(await page.getByText('加载中…').isVisible()).toBe(true);
    await screenshot(page, 'shell-frame');
    release();
    await expect.poll(() => menu(page).getByText('招生管理').isVisible()).toBe(true);
    expect(await brand.boundingBox()).toEqual(inFrame);
    expectClean(test);
    await test.context.close();
  });

  it('/index and /home/index open the home page (the spec names it index)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    for (const path of ['/index', '/home/index']) {
      await page.goto(test.url(path));
      await page.waitForURL(test.url('/home'));
      await page.locator('[data-screen="home"]').waitFor();
    }
    expectClean(test);
    await test.context.close();
  });

  it('a token removed during work sends the next navigation to login', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await signIn(test);
    await context.clearCookies();
    await goTo(test, '/studentPointAE');
    await page.waitForURL(test.url('/?redirect=%2FstudentPointAE'));
    await expect.poll(() => page.getByText('登录信息已过期，请重新登录').isVisible()).toBe(true);
    expectClean(test);
    await context.close();
  });

  it('a version mismatch shows a blocking dialog that cannot be closed', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.route('**/v1-get-version?tag=boss_version', (route) =>
      route.fulfill({
        json: { code: 200, msg: '操作成功', result: { tag: 'boss_version', version: '7.6.0' } },
      }),
    );
    await page.goto(test.url('/'));
    const dialog = page.getByRole('dialog', { name: '系统已更新' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.textContent()).toMatch(/Ctrl \+ F5/);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'shell-version-mismatch');
    expectClean(test);
    await test.context.close();
  });

  it('esignH5 opens with no session and no version check', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const versionChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('v1-get-version')) versionChecks.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(test.url('/esignH5?ticket=est_3f9c1a7e5b2d4c60'));
    await expect.poll(() => page.getByRole('button', { name: '提交' }).isVisible()).toBe(true);
    expect(page.url()).toContain('/esignH5');
    expect(versionChecks).toEqual([]);
    await screenshot(page, 'esign-h5');
    expectClean(test);
    await test.context.close();
  });

  it('logout clears the session cookies and the tabs', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await signIn(test);
    await goTo(test, '/studentPointAE');
    await page.getByRole('button', { name: /当前用户/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(test.url('/'));
    const names = (await context.cookies()).map((c) => c.name);
    expect(names.filter((n) => ['token', 'username', 'pageType', 'isGenerateRoutes'].includes(n))).toEqual(
      [],
    );
    const tabs = JSON.parse(
      (await page.evaluate(() => window.sessionStorage.getItem('jw-tabs'))) ?? '{}',
    ) as {
      tabs?: { name: string }[];
    };
    expect(tabs.tabs?.map((tab) => tab.name) ?? []).toEqual(['home']);
    expectClean(test);
    await context.close();
  });
});
