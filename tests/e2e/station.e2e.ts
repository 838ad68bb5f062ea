/** The worked example of the screen kit: stations (studentPointAE / studentPointST and their form pages). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  goTo,
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
  it('lists stations; search, page and page size go to the server and into the URL', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentPointAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('广州天河函授站').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('139****5873').isVisible()).toBe(true);
    await screenshot(page, 'station-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('函授站名称').fill('天河');
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?name=%E5%A4%A9%E6%B2%B3');
    await expect
      .poll(() =>
        calls
          .filter((c) => c.path === '/v1-adult-point-list')
          .at(-1)
          ?.query.get('name'),
      )
      .toBe('天河');

    await page.locator('.arco-pagination-item').getByText('2', { exact: true }).click();
    await expect
      .poll(() =>
        calls
          .filter((c) => c.path === '/v1-adult-point-list')
          .at(-1)
          ?.query.get('page'),
      )
      .toBe('2');
    await page.reload();
    await expect
      .poll(() => page.getByRole('form', { name: '搜索条件' }).getByLabel('函授站名称').inputValue())
      .toBe('天河');
    expect(
      calls
        .filter((c) => c.path === '/v1-adult-point-list')
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
    expectClean(test);
    await test.context.close();
  });

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

  it('edits a station loaded from ?id=, disables one with confirmation, and exports', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await goTo(test, '/addStudentPointAE?id=12');
    const form = page.getByRole('form', { name: '编辑函授站' });
    await expect.poll(() => form.getByLabel('函授站名称').inputValue()).toBe('广州天河函授站');
    await screenshot(page, 'station-edit');
    await form.getByLabel('负责人').fill('陈国华');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/studentPointAE$/);
    expect(calls.find((c) => c.path === '/v1-adult-point-edit')?.body).toMatchObject({
      id: 12,
      principal: '陈国华',
    });

    const row = page.locator('.arco-table-tr', { hasText: 'HS-GZ-001' });
    await row.getByRole('button', { name: '停用' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => calls.find((c) => c.path === '/v1-adult-point-status')?.body)
      .toEqual({ id: 12, status: 0 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(calls.some((c) => c.path === '/v1-adult-point-export' && !c.query.has('page'))).toBe(true);
    expectClean(test);
    await test.context.close();
  });

  it('is the same screen for self-taught learning centres, calling the own- paths', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentPointST');
    await expect.poll(() => page.getByRole('button', { name: '新增学习中心' }).isVisible()).toBe(true);
    expect(calls.some((c) => c.path === '/v1-own-point-list')).toBe(true);
    expect(calls.some((c) => c.path === '/v1-adult-point-list')).toBe(false);
    expectClean(test);
    await test.context.close();
  });

  it('hides buttons the account may not use', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.route('**/v1-basis-auth-routing?type=2', (route) =>
      route.fulfill({
        json: {
          code: 200,
          msg: '操作成功',
          result: [
            {
              id: 2011,
              title: '站点管理',
              path: '',
              icon: 'IconHome',
              sort: 1,
              is_menu: 1,
              son: 1,
              actionsList: [],
              // only 导出 (220004) on 函授站管理 (2200)
              children: [
                {
                  id: 2200,
                  title: '函授站管理',
                  path: 'studentPointAE',
                  icon: '',
                  sort: 1,
                  is_menu: 1,
                  son: 0,
                  children: [],
                  actionsList: [220004],
                },
              ],
            },
          ],
        },
      }),
    );
    await signIn(test);
    await openTabAt(test, 'studentPointAE');
    await expect.poll(() => page.getByRole('button', { name: '导出' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '新增函授站' }).count()).toBe(0);
    expect(await page.locator('.arco-table').getByRole('button', { name: '删除' }).count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });
});
