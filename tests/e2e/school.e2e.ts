/** 院校设置, 学院设置, 院系设置, 单位设置 and 学院配置管理 against Prism (which rejects payloads outside the contract). */
import type { Browser, Locator, Page } from 'playwright-core';
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

/** The machine is shared: a lazily loaded screen may take a few seconds. */
const SOON = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const itemOf = (form: Locator, label: string) =>
  form.locator('.arco-form-item', { has: form.page().locator('label', { hasText: label }) });

async function pick(page: Page, form: Locator, label: string, option: string) {
  await itemOf(form, label).locator('.arco-select-view').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickRegion(page: Page, form: Locator, ...path: string[]) {
  await itemOf(form, '所在地区').locator('.arco-cascader-view').click();
  for (const name of path)
    await page.locator('.arco-cascader-list-item-label', { hasText: new RegExp(`^${name}$`) }).click();
}

const lastBody = (calls: ReturnType<typeof recordApi>, path: string) =>
  calls.filter((c) => c.path === path).at(-1)?.body;

describe('院校设置 (partner schools)', () => {
  it('lists schools with selectSchool, creates one with the region cascader, edits it by uuid', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'schoolSystemSettingAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('华南师范大学').isVisible(), SOON).toBe(true);
    await expect.poll(() => table.getByText('广东省 / 广州市 / 天河区').isVisible(), SOON).toBe(true);
    expect(lastBody(calls, '/api/user/school/selectSchool')).toEqual({ page: 1, limit: 10, line: 2 });
    await screenshot(page, 'school-system-setting');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('院校名称').fill('华南');
    await pick(page, search, '所在省份', '广东省');
    await search.getByRole('button', { name: '查询' }).click();
    await expect
      .poll(() => lastBody(calls, '/api/user/school/selectSchool'), SOON)
      .toEqual({ keyword: '华南', province: '440000', page: 1, limit: 10, line: 2 });

    await page.getByRole('button', { name: '新增院校' }).click();
    const form = page.getByRole('form', { name: '新增院校' });
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请选择所在地区' }).isVisible(), SOON)
      .toBe(true);
    await form.getByLabel('院校名称').fill('广州商学院');
    await pickRegion(page, form, '广东省', '广州市', '海珠区');
    await form.getByLabel('详细地址').fill('新港东路1002号');
    await form.getByLabel('院校负责人').fill('赵明');
    await form.getByLabel('联系电话').fill('13912345678');
    await pick(page, form, '院校类型', '普通本科院校');
    await pick(page, form, '院校性质', '民办');
    await form.getByLabel('院校简介').fill('广州商学院是经教育部批准设立的全日制普通本科院校。');
    await form.getByLabel('登录账号').fill('gzcc_admin');
    await form.getByLabel('登录密码').fill('12');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '登录密码格式不正确' }).isVisible(), SOON)
      .toBe(true);
    await screenshot(page, 'school-form');
    await form.getByLabel('登录密码').fill('Gzcc2026');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.isVisible(), SOON).toBe(false);
    expect(lastBody(calls, '/api/user/school/addSchool')).toEqual({
      schoolName: '广州商学院',
      province: '440000',
      city: '440100',
      area: '440105',
      detailed: '新港东路1002号',
      principal: '赵明',
      phone: '13912345678',
      type: 1,
      nature: 2,
      content: '广州商学院是经教育部批准设立的全日制普通本科院校。',
      username: 'gzcc_admin',
      password: 'Gzcc2026',
      line: 2,
    });

    const row = page.locator('.arco-table-tr', { hasText: '华南师范大学' });
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('form', { name: '编辑院校' });
    await expect.poll(() => edit.getByLabel('院校负责人').inputValue(), SOON).toBe('王建国');
    expect(calls.some((c) => c.path === '/api/user/getSchoolById/1')).toBe(true);
    await edit.getByLabel('院校负责人').fill('王志远');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => calls.find((c) => c.method === 'PUT')?.body, SOON)
      .toMatchObject({
        uuid: '5f2c9a7e3b8d4e1fa6c0d9b2e7f41a3c',
        principal: '王志远',
        province: '440000',
        city: '440100',
        area: '440106',
      });
    expectClean(test);
    await test.context.close();
  });

  it('approves and stops schools with updateSchoolIsPass; self-taught sends line 1', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'schoolSystemSettingAE');
    const pending = page.locator('.arco-table-tr', { hasText: '广西财经学院' });
    await pending.getByRole('button', { name: '审核通过' }).click();
    await expect
      .poll(() => lastBody(calls, '/api/user/school/updateSchoolIsPass'), SOON)
      .toEqual({ uuid: 'e5a7c9d1f3b54e8a0c2d4f6b8e0a2c4d', isPass: 1 });
    await page
      .locator('.arco-table-tr', { hasText: '深圳大学' })
      .getByRole('button', { name: '停用' })
      .click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => lastBody(calls, '/api/user/school/updateSchoolIsPass'), SOON)
      .toEqual({ uuid: 'c3e5a7b9d1f24c6e8a0b2d4f6a8c0e2b', isPass: 0 });

    await openTabAt(test, 'schoolSystemSettingST');
    await expect
      .poll(() => lastBody(calls, '/api/user/school/selectSchool'), SOON)
      .toEqual({ page: 1, limit: 10, line: 1 });
    expectClean(test);
    await test.context.close();
  });
});

describe('学院设置, 院系设置, 单位设置', () => {
  it('creates a college on both lines and exports', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'collegeSettingAE');
    await expect
      .poll(() => page.locator('.arco-table').getByText('继续教育学院').isVisible(), SOON)
      .toBe(true);
    await screenshot(page, 'college-setting');
    await page.getByRole('button', { name: '新增学院' }).click();
    const form = page.getByRole('form', { name: '新增学院' });
    await form.getByLabel('学院编号').fill('XY-06');
    await form.getByLabel('学院名称').fill('教育科学学院');
    await form.getByLabel('院长').fill('孙丽华');
    await form.getByLabel('联系电话').fill('020-85211234');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.isVisible(), SOON).toBe(false);
    expect(lastBody(calls, '/v1-adult-college-add')).toEqual({
      code: 'XY-06',
      name: '教育科学学院',
      dean: '孙丽华',
      phone: '020-85211234',
      status: 1,
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    await openTabAt(test, 'collegeSettingST');
    await expect.poll(() => calls.some((c) => c.path === '/v1-own-college-list'), SOON).toBe(true);
    expectClean(test);
    await test.context.close();
  });

  it('edits a faculty (adult only) with its college', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'facultyAE');
    const row = page.locator('.arco-table-tr', { hasText: '会计学系' });
    await expect.poll(() => row.isVisible(), SOON).toBe(true);
    await screenshot(page, 'faculty');
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('form', { name: '编辑院系' });
    await expect.poll(() => form.getByLabel('系主任').inputValue(), SOON).toBe('何美玲');
    await pick(page, form, '所属学院', '继续教育学院');
    await form.getByLabel('系主任').fill('何丽珍');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.isVisible(), SOON).toBe(false);
    expect(lastBody(calls, '/v1-adult-faculty-edit')).toEqual({
      id: 22,
      code: 'YX-0301',
      name: '会计学系',
      college_id: 1,
      head: '何丽珍',
      phone: '13802937461',
      status: 1,
    });
    expectClean(test);
    await test.context.close();
  });

  it('creates a cooperating unit with a valid credit code, on the self-taught line too', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'unitSettingAE');
    await expect
      .poll(() => page.locator('.arco-table').getByText('广州地铁集团有限公司').isVisible(), SOON)
      .toBe(true);
    await screenshot(page, 'unit-setting');
    await page.getByRole('button', { name: '新增单位' }).click();
    const form = page.getByRole('form', { name: '新增单位' });
    await form.getByLabel('单位名称').fill('珠海格力电器股份有限公司');
    await form.getByLabel('统一社会信用代码').fill('9144040019257094IO');
    await form.getByLabel('联系人').fill('邱晓东');
    await form.getByLabel('联系电话').fill('13812345678');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(
        () => form.locator('.arco-form-message', { hasText: '统一社会信用代码格式不正确' }).isVisible(),
        SOON,
      )
      .toBe(true);
    await form.getByLabel('统一社会信用代码').fill('91440400192570942L');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.isVisible(), SOON).toBe(false);
    expect(lastBody(calls, '/v1-adult-unit-add')).toEqual({
      name: '珠海格力电器股份有限公司',
      credit_code: '91440400192570942L',
      contact: '邱晓东',
      phone: '13812345678',
      status: 1,
    });

    await openTabAt(test, 'unitSettingST');
    await expect.poll(() => calls.some((c) => c.path === '/v1-own-unit-list'), SOON).toBe(true);
    expectClean(test);
    await test.context.close();
  });
});

describe('学院配置管理', () => {
  it('loads the configuration, validates, and saves it on both lines', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'collegeConfigAE');
    const form = page.getByRole('form', { name: '学院配置' });
    await expect.poll(() => form.getByLabel('银行名称').inputValue(), SOON).toBe('中国工商银行');
    await expect
      .poll(() => itemOf(form, '显示学习进度').getByRole('switch').getAttribute('aria-checked'), SOON)
      .toBe('true');
    await screenshot(page, 'college-config');
    await form.getByLabel('银行账号').fill('6222-0236');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '银行账号格式不正确' }).isVisible(), SOON)
      .toBe(true);
    await page.getByRole('button', { name: '保存' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'college-config-payment');
    await form.getByLabel('银行账号').fill('6217003320012345678');
    await form.getByLabel('报名费').fill('180.5');
    await itemOf(form, '允许学生修改资料').getByRole('switch').click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => lastBody(calls, '/v1-adult-college-config-save'), SOON)
      .toEqual({
        show_progress: 1,
        show_score: 1,
        allow_edit_profile: 1,
        apply_notice: '报名时请上传本人身份证正反面及最高学历证书，资料审核通过后方可缴费。',
        exam_notice: '考生须携带准考证和身份证提前30分钟进入考场，迟到15分钟不得入场。',
        bank_name: '中国工商银行',
        bank_number: '6217003320012345678',
        bank_address: '中国工商银行广州天河支行',
        payee: '华南师范大学继续教育学院',
        apply_fee: 180.5,
      });
    await expect.poll(() => page.getByRole('button', { name: '撤销修改' }).isDisabled(), SOON).toBe(true);

    await openTabAt(test, 'collegeConfigST');
    await expect.poll(() => calls.some((c) => c.path === '/v1-own-college-config'), SOON).toBe(true);
    await expect.poll(() => page.locator('form[aria-label="学院配置"]:visible').count(), SOON).toBe(1);
    expectClean(test);
    await test.context.close();
  });
});
