/** The worked example of the screen kit: stations (studentPointAE / studentPointST and their form pages). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  launchBrowser,
  openPage,
  openTabAt,
  recordApi,
  screenshot,
  signIn,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('stations (the worked example)', () => {
  it('validates the new-station form in Chinese, then creates with a payload the contract accepts', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentPointAE');
    await page.getByRole('button', { name: '新增函授站' }).click();
    await page.locator('[data-tab="addStudentPointAE"]').waitFor();
    const form = page.getByRole('form', { name: '新增函授站' });
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入函授站编号' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请选择所在省份' }).isVisible())
      .toBe(true);
    await form.getByLabel('函授站编号').fill('HS-GZ-009');
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入函授站编号' }).count())
      .toBe(0);
    await form.getByLabel('函授站名称').fill('广州越秀函授站');
    await form.locator('.arco-form-item', { hasText: '所在省份' }).locator('.arco-select-view').click();
    await page.getByRole('option', { name: '广东省' }).click();
    await form.getByLabel('所在城市').fill('广州市');
    await form.getByLabel('负责人').fill('张伟');
    await form.getByLabel('联系电话').fill('12345');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '联系电话格式不正确' }).isVisible())
      .toBe(true);
    await screenshot(page, 'station-form-errors');
    await form.getByLabel('联系电话').fill('13912345678');
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.waitForURL(/\/studentPointAE$/);
    const adds = calls.filter((c) => c.path === '/v1-adult-point-add');
    expect(adds).toHaveLength(1);
    expect(adds[0].body).toEqual({
      code: 'HS-GZ-009',
      name: '广州越秀函授站',
      province_id: 440000,
      city: '广州市',
      principal: '张伟',
      phone: '13912345678',
      status: 1,
    });
    expect(await page.locator('[data-tab="addStudentPointAE"]').count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });
});
