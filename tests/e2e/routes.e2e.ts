/**
 * Routes without a screen yet render 「功能建设中」 with their title (registered screens are the
 * sweep's: sweep.e2e.ts), and chunk failures recover.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@/routes/catalogue';
import { allScreens } from '@/routes/screens';
import { expectClean, goTo, launchBrowser, openPage, screenshot, signIn } from './support/browser';

const registered = await allScreens();
const hasScreen = (name: string) => Object.hasOwn(registered, name);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('route catalogue in the browser', () => {
  it(
    'renders the shell routes without a screen as 功能建设中, with their breadcrumbs',
    { timeout: 240_000 },
    async () => {
      const test = await openPage(browser);
      const { page } = test;
      await signIn(test);
      const shell = ROUTES.filter((route) => route.placement === 'shell' && !hasScreen(route.name));
      const ordered = [...shell.filter((r) => r.line !== 'ST'), ...shell.filter((r) => r.line === 'ST')];
      let visited = 0;
      for (const route of ordered) {
        await goTo(test, `/${route.name}`);
        await page
          .locator(`[data-tab="${route.name}"]`)
          .waitFor({ timeout: 10_000 })
          .catch(async () => {
            await screenshot(page, `route-failed-${route.name}`);
            throw new Error(`route ${route.name} (${route.title}) did not open as a tab`);
          });
        const crumbs = page.getByLabel('当前位置');
        await expect
          .poll(() => crumbs.locator('.arco-breadcrumb-item').last().textContent())
          .toBe(route.title);
        const placeholder = page.getByTestId('under-construction').filter({ visible: true });
        await expect.poll(() => placeholder.count(), { message: route.name }).toBe(1);
        visited += 1;
        if (visited % 40 === 0) {
          await page.getByRole('button', { name: '标签页操作' }).click();
          await page.getByRole('menuitem', { name: '关闭全部' }).click();
        }
      }
      expect(visited).toBe(shell.length);
      expectClean(test);
      await test.context.close();
    },
  );

  it('renders the standalone pages without the shell', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    for (const route of ROUTES.filter((r) => r.placement === 'standalone' && !hasScreen(r.name))) {
      await page.goto(test.url(`/${route.name}`));
      await page.getByText(route.title, { exact: false }).first().waitFor();
      expect(await page.getByRole('menu', { name: '功能菜单' }).count()).toBe(0);
    }
    expectClean(test);
    await test.context.close();
  });

  it('a screen chunk that fails to load reloads once, then offers a retry that works', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    let block = true;
    await page.route(/\/assets\/personal-info-page-[^/]+\.js$/, (route) =>
      block ? route.abort('failed') : route.continue(),
    );
    await goTo(test, '/personalInfo');
    await expect.poll(() => documents, { timeout: 15_000 }).toBe(1); // the one automatic reload
    await page.waitForLoadState('load');
    await expect.poll(() => page.getByText('页面加载失败').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(documents).toBe(1); // exactly one automatic reload, no loop
    await screenshot(page, 'shell-chunk-failed');
    block = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.getByLabel('原密码').isVisible()).toBe(true);
    test.problems.splice(0); // the blocked chunk logs a failed resource on purpose
    await test.context.close();
  });
});
