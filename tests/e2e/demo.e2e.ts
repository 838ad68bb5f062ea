/**
 * The demo mode as a newcomer uses it: the static demo build (npm run build:demo) served
 * with no backend at all; a station created, found on the list's last page with the total
 * grown, edited, disabled, still there after a reload, and gone after 「重置演示数据」.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, openPage, screenshot, signIn, type TestPage } from './support/browser';
import { startDemo } from './support/demo-server';

let browser: Browser;
let demoUrl = '';
let demo: Awaited<ReturnType<typeof startDemo>> | undefined;

beforeAll(async () => {
  demo = await startDemo();
  demoUrl = demo.url;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  demo?.stop();
});

/** The list's 共 N 条 once it has loaded (NaN while it loads). */
const total = async (page: Page) =>
  Number(
    (
      await page
        .locator('[data-screen="studentPointAE"] [role="status"][aria-busy="false"]')
        .first()
        .textContent()
    )?.match(/共 (\d+) 条/)?.[1],
  );
const row = (page: Page, text: string) =>
  page.locator('[data-screen="studentPointAE"] .arco-table-tr', { hasText: text }).first();

async function openStations(test: TestPage, query = '') {
  await test.page.goto(test.url(`/studentPointAE${query}`));
  await test.page
    .locator('[data-screen="studentPointAE"] :is(.arco-table-tbody, .arco-table-body) .arco-table-tr')
    .first()
    .waitFor();
  await test.page.locator('[data-screen="studentPointAE"] [role="status"][aria-busy="false"]').waitFor();
}

describe('demo mode (no backend)', () => {
  it(
    'keeps what staff change: create, find on the last page, edit, disable, reload, reset',
    { timeout: 120_000 },
    async () => {
      const opened = await openPage(browser);
      const test: TestPage = { ...opened, url: (pathname) => `${demoUrl}${pathname}` };
      const { page } = test;
      await signIn(test);
      await expect.poll(() => page.getByRole('region', { name: '演示模式' }).isVisible()).toBe(true);

      await openStations(test);
      const before = await total(page);
      expect(before).toBeGreaterThan(10); // the example's 36 stations, every one of them listed

      await page.getByRole('button', { name: '新增函授站' }).click();
      const form = page.getByRole('form', { name: '新增函授站' });
      await form.getByLabel('函授站编号').fill('HS-GZ-099');
      await form.getByLabel('函授站名称').fill('广州黄埔演示函授站');
      await form.locator('.arco-form-item', { hasText: '所在省份' }).locator('.arco-select-view').click();
      await page.getByRole('option', { name: '广东省' }).click();
      await form.getByLabel('所在城市').fill('广州市');
      await form.getByLabel('负责人').fill('梁志强');
      await form.getByLabel('联系电话').fill('13912345678');
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/\/studentPointAE$/);

      // the last page holds the new station, and the total counts it
      const lastPage = Math.ceil((before + 1) / 10);
      await openStations(test, `?page=${lastPage}`);
      await expect.poll(() => total(page)).toBe(before + 1);
      await expect.poll(() => row(page, '广州黄埔演示函授站').isVisible()).toBe(true);
      await screenshot(page, 'demo-station-created');

      await row(page, '广州黄埔演示函授站').getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('form', { name: '编辑函授站' });
      await expect.poll(() => edit.getByLabel('函授站名称').inputValue()).toBe('广州黄埔演示函授站');
      await edit.getByLabel('函授站名称').fill('广州黄埔区演示函授站');
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/\/studentPointAE/);

      await openStations(test, '?name=黄埔区演示');
      await expect.poll(() => total(page)).toBe(1);
      await row(page, '广州黄埔区演示函授站').getByRole('button', { name: '停用' }).click();
      await page.getByRole('button', { name: '确定' }).click();
      await expect
        .poll(() => row(page, '广州黄埔区演示函授站').getByText('停用', { exact: true }).isVisible())
        .toBe(true);

      await page.reload();
      await page
        .locator('[data-screen="studentPointAE"] :is(.arco-table-tbody, .arco-table-body) .arco-table-tr')
        .first()
        .waitFor();
      await expect
        .poll(() => row(page, '广州黄埔区演示函授站').getByText('停用', { exact: true }).isVisible())
        .toBe(true);

      await page.getByRole('button', { name: '重置演示数据' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '重置', exact: true }).click();
      await page.waitForLoadState('load');
      // a link of its own (page=1): the bare path would bring back the search this list was left with
      await openStations(test, '?page=1');
      await expect.poll(() => total(page)).toBe(before);
      await openStations(test, '?name=黄埔区演示');
      await expect.poll(() => total(page)).toBe(0);
      expectClean(test);
      await test.context.close();
    },
  );
});
