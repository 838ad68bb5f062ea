/** 专业: 专业设置 (+ 新增/编辑专业), 科类设置, 专业学位设置 on both lines, against Prism. */
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

const lastCall = (calls: ReturnType<typeof recordApi>, path: string) =>
  calls.filter((c) => c.path === path).at(-1);

describe('专业设置', () => {
  it('lists majors with Chinese columns and sends the search to the server', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'majorSettingAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('计算机科学与技术').isVisible()).toBe(true);
    for (const title of ['专业代码', '层次', '科类', '主办院校', '学制', '毕业学分', '招生状态'])
      expect(await table.locator('th', { hasText: title }).count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByText('专升本').first().isVisible()).toBe(true);
    await screenshot(page, 'major-setting');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('专业').fill('会计');
    await search.locator('.arco-form-item', { hasText: '层次' }).locator('.arco-select-view').click();
    await page.getByRole('option', { name: '专升本' }).click();
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => lastCall(calls, '/v1-adult-major-list')?.query.get('keyword')).toBe('会计');
    expect(lastCall(calls, '/v1-adult-major-list')?.query.get('level')).toBe('3');
    expectClean(test);
    await test.context.close();
  });

  it('validates the new-major form in Chinese, then creates with a payload the contract accepts', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'majorSettingAE');
    await page.getByRole('button', { name: '新增专业' }).click();
    await page.locator('[data-tab="addMajorSettingAE"]').waitFor();
    const form = page.getByRole('form', { name: '新增专业' });
    const message = (text: string) => form.locator('.arco-form-message', { hasText: text });
    const choose = async (label: string, option: string) => {
      await form.locator('.arco-form-item', { hasText: label }).locator('.arco-select-view').click();
      await page.getByRole('option', { name: option }).click();
    };
    await form.getByLabel('专业代码').fill('05-01');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => message('专业代码格式不正确').isVisible()).toBe(true);
    await expect.poll(() => message('请选择主办院校').isVisible()).toBe(true);
    await expect.poll(() => message('请输入毕业最低学分').isVisible()).toBe(true);
    await screenshot(page, 'add-major-setting-errors');

    await form.getByLabel('专业代码').fill('050301');
    await form.getByLabel('专业名称').fill('新闻学');
    await choose('层次', '专升本');
    await choose('科类', '文史类');
    await choose('主办院校', '暨南大学');
    await form.getByLabel('学制').fill('2.5');
    await form.getByLabel('总学分').fill('80');
    await form.getByLabel('毕业最低学分').fill('72');
    await form.getByLabel('专业简介').fill('培养新闻采编与新媒体运营人才');
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.waitForURL(/\/majorSettingAE$/);
    const adds = calls.filter((c) => c.path === '/v1-adult-major-add');
    expect(adds).toHaveLength(1);
    expect(adds[0].body).toEqual({
      code: '050301',
      name: '新闻学',
      level: 3,
      family_id: 1,
      school_id: 5,
      study_years: 2.5,
      total_credits: 80,
      degree_granted: 0,
      credit_required: 1,
      graduation_credits: 72,
      description: '培养新闻采编与新媒体运营人才',
    });
    expect(await page.locator('[data-tab="addMajorSettingAE"]').count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });

  it('edits a major loaded from ?id=, exports, and stops its enrolment with confirmation', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await goTo(test, '/addMajorSettingAE?id=21');
    const form = page.getByRole('form', { name: '编辑专业' });
    await expect.poll(() => form.getByLabel('专业名称').inputValue()).toBe('汉语言文学');
    await screenshot(page, 'add-major-setting-edit');
    await form.getByLabel('总学分').fill('82');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/majorSettingAE$/);
    expect(calls.find((c) => c.path === '/v1-adult-major-edit')?.body).toMatchObject({
      id: 21,
      code: '050101',
      total_credits: 82,
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(calls.some((c) => c.path === '/v1-adult-major-export' && !c.query.has('page'))).toBe(true);

    const row = page.locator('.arco-table-tr', { hasText: '050101' });
    await row.getByRole('button', { name: '停招' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => calls.find((c) => c.path === '/v1-adult-major-status')?.body)
      .toEqual({ id: 21, status: 0 });
    expectClean(test);
    await test.context.close();
  });

  it('is the same screen on the self-taught line (主考院校, own- paths), with its form page', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'majorSettingST');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('汉语言文学').isVisible()).toBe(true);
    expect(await table.locator('th', { hasText: '主考院校' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'major-setting-st');
    await table
      .locator('.arco-table-tr', { hasText: '120203K' })
      .getByRole('button', { name: '编辑' })
      .click();
    await page.locator('[data-tab="addMajorSettingST"]').waitFor();
    const form = page.getByRole('form', { name: '编辑专业' });
    await expect.poll(() => form.getByLabel('专业代码').inputValue()).toBe('050101');
    expect(await form.locator('label', { hasText: '主考院校' }).count()).toBe(1);
    await screenshot(page, 'add-major-setting-st');
    expect(calls.some((c) => c.path === '/v1-own-major-list')).toBe(true);
    expect(calls.some((c) => c.path === '/v1-own-major-info')).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/v1-adult-major'))).toBe(false);
    expectClean(test);
    await test.context.close();
  });
});

describe('科类设置', () => {
  it('lists families, hides 删除 for families in use, and creates one in the modal', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'familySettingAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('经管类').isVisible()).toBe(true);
    expect(await table.locator('.arco-table-tr', { hasText: '文史类' }).getByText('删除').count()).toBe(0);
    expect(await table.locator('.arco-table-tr', { hasText: '艺术类' }).getByText('删除').count()).toBe(1);
    await screenshot(page, 'family-setting');

    await page.getByRole('button', { name: '新增科类' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: '新增科类' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入科类名称' }).isVisible())
      .toBe(true);
    await form.getByLabel('科类名称').fill('农学类');
    await form.getByLabel('科类代码').fill('07');
    await form.getByLabel('排序').fill('7');
    await screenshot(page, 'family-setting-modal');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => calls.find((c) => c.path === '/v1-adult-family-add')?.body)
      .toEqual({ name: '农学类', code: '07', sort: 7, status: 1 });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });

  it('edits a family on the self-taught line through the own- path', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'familySettingST');
    const row = page.locator('.arco-table-tr', { hasText: '医学类' });
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: '编辑科类' });
    await expect.poll(() => form.getByLabel('科类名称').inputValue()).toBe('医学类');
    await form.getByLabel('说明').fill('护理学、药学、医学检验技术等专业');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => calls.find((c) => c.path === '/v1-own-family-edit')?.body)
      .toEqual({
        id: 4,
        name: '医学类',
        code: '04',
        sort: 4,
        status: 1,
        description: '护理学、药学、医学检验技术等专业',
      });
    expectClean(test);
    await test.context.close();
  });
});

describe('专业学位设置', () => {
  it('lists degree settings, creates one in the modal and exports', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'professionalDegreeAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('工学学士').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('72.5 分').isVisible()).toBe(true);
    await screenshot(page, 'professional-degree');

    await page.getByRole('button', { name: '新增专业学位' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: '新增专业学位' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请选择授予学位' }).isVisible())
      .toBe(true);
    await form.locator('.arco-form-item', { hasText: '专业' }).first().locator('.arco-select-view').click();
    await page.getByRole('option', { name: '工商管理' }).click();
    await form.locator('.arco-form-item', { hasText: '授予学位' }).locator('.arco-select-view').click();
    await page.getByRole('option', { name: '管理学学士' }).click();
    await form.getByLabel('最低平均成绩').fill('70');
    await screenshot(page, 'professional-degree-modal');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => calls.find((c) => c.path === '/v1-adult-major-degree-add')?.body)
      .toEqual({
        profession_id: 4,
        degree_id: 2,
        min_score: 70,
        foreign_language: 1,
        thesis_required: 1,
        status: 1,
      });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(calls.some((c) => c.path === '/v1-adult-major-degree-export')).toBe(true);
    expectClean(test);
    await test.context.close();
  });

  it('is the same screen on the self-taught line, calling the own- path', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'professionalDegreeST');
    await expect.poll(() => page.locator('.arco-table').getByText('法学学士').isVisible()).toBe(true);
    await screenshot(page, 'professional-degree-st');
    expect(calls.some((c) => c.path === '/v1-own-major-degree-list')).toBe(true);
    expectClean(test);
    await test.context.close();
  });
});
