/**
 * Every route has a screen (the sweep, sweep.e2e.ts, visits them all), and chunk failures recover.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@/routes/catalogue';
import { allScreens } from '@/routes/screens';
import { goTo, launchBrowser, openPage, screenshot, signIn } from './support/browser';

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
  it('every route of the catalogue has a registered screen (the sweep visits each one)', () => {
    expect(ROUTES.filter((route) => !hasScreen(route.name)).map((route) => route.name)).toEqual([]);
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
