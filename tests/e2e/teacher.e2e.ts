/** Teachers (headmaster*, addHeadTeacher*, instructorST), classrooms and teaching points against Prism. */
import type { Browser, Locator, Page } from 'playwright-core';
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

/** The machine is shared: give the mock and the app time. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lastBody = (calls: ReturnType<typeof recordApi>, path: string) =>
  calls.filter((c) => c.path === path).at(-1)?.body;

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.locator('.arco-form-item', { hasText: label }).locator('.arco-select-view').first().click();
  const item = page.getByRole('option', { name: option, exact: true });
  await item.click();
  if (await item.isVisible()) await page.keyboard.press('Escape'); // a multiple select stays open
  await item.waitFor({ state: 'hidden' });
}

const message = (form: Locator, text: string) =>
  form.locator('.arco-form-message', { hasText: text }).isVisible();

describe('班主任 (headmasterAE / addHeadTeacherAE / headmasterST)', () => {
  it('lists head teachers, searches, and creates one through the form page', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'headmasterAE');
    const table = page.locator('.arco-table');
    await table.getByText('李晓红').first().waitFor();
    await table.getByText('139****5873').first().waitFor();
    await screenshot(page, 'headmaster-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('姓名/手机号').fill('李');
    await search.getByRole('button', { name: '查询' }).click();
    await poll(() => lastBody(calls, '/api/user/teacher/getTeacherList')).toEqual({
      keyword: '李',
      page: 1,
      limit: 10,
      teacherType: 2,
      line: 2,
    });

    await page.getByRole('button', { name: '新增班主任' }).click();
    await page.locator('[data-tab="addHeadTeacherAE"]').waitFor();
    const form = page.getByRole('form', { name: '新增班主任' });
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => message(form, '请输入姓名')).toBe(true);
    await poll(() => message(form, '请选择所属院校')).toBe(true);
    await form.getByLabel('姓名').fill('王建国');
    await choose(page, form, '性别', '男');
    await form.getByLabel('手机号码').fill('139123');
    await form.getByLabel('电子邮箱').fill('wangjianguo@scnu.edu.cn');
    await choose(page, form, '所属院校', '华南师范大学');
    await choose(page, form, '负责专业', '汉语言文学');
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => message(form, '手机号码格式不正确')).toBe(true);
    await page.waitForTimeout(300); // the message fades in
    await screenshot(page, 'head-teacher-form-errors');
    await form.getByLabel('手机号码').fill('13912345678');
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.waitForURL(/\/headmasterAE/);
    const adds = calls.filter((c) => c.path === '/v1-adult-teacher-add');
    expect(adds).toHaveLength(1);
    expect(adds[0].body).toEqual({
      teacherName: '王建国',
      sex: 1,
      phone: '13912345678',
      email: 'wangjianguo@scnu.edu.cn',
      schoolId: 1,
      majorIds: [1],
      isPass: 1,
      teacherType: 2,
    });
    expect(await page.locator('[data-tab="addHeadTeacherAE"]').count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });

  it('edits from ?id=, exports, resets a password and disables with confirmation', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await goTo(test, '/addHeadTeacherAE?id=2');
    const form = page.getByRole('form', { name: '编辑班主任' });
    await poll(() => form.getByLabel('姓名').inputValue()).toBe('李晓红');
    await form.getByText('华南师范大学').waitFor();
    await form.getByText('会计学').waitFor();
    await screenshot(page, 'head-teacher-edit');
    await form.getByLabel('电子邮箱').fill('lxh2026@scnu.edu.cn');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/headmasterAE$/);
    expect(lastBody(calls, '/v1-adult-teacher-edit')).toMatchObject({
      id: 2,
      email: 'lxh2026@scnu.edu.cn',
      majorIds: [1, 2],
    });

    // export first: a row action's refresh would swallow a click made while it runs
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const exported = calls.find((c) => c.path === '/v1-adult-teacher-export');
    expect(exported?.query.get('teacherType')).toBe('2');

    const row = page.locator('.arco-table-tr', { hasText: '李晓红' });
    await row.getByRole('button', { name: '重置密码' }).click();
    const reset = page.getByRole('form', { name: '重置登录密码（李晓红）' });
    await reset.getByLabel('新密码').fill('abcdef');
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => message(reset, '新密码格式不正确')).toBe(true);
    await screenshot(page, 'head-teacher-reset-password');
    await reset.getByLabel('新密码').fill('Reset2026a');
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => calls.filter((c) => c.path === '/v1-school-up-account-password').length).toBe(1);

    await row.getByRole('button', { name: '停用' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await poll(() => lastBody(calls, '/v1-adult-teacher-status')).toEqual({ id: 2, isPass: 0 });

    expectClean(test);
    await test.context.close();
  });

  it('is the same screen on the self-taught line', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'headmasterST');
    await page.locator('.arco-table').getByText('李晓红').first().waitFor();
    expect(lastBody(calls, '/api/user/teacher/getTeacherList')).toMatchObject({ teacherType: 2, line: 1 });
    await screenshot(page, 'headmaster-st-list');
    expectClean(test);
    await test.context.close();
  });
});

describe('辅导教师管理 (instructorST)', () => {
  it('lists 辅导教师 and creates one in a modal', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'instructorST');
    await page.locator('.arco-table').getByText('刘芳').first().waitFor();
    expect(lastBody(calls, '/api/user/teacher/getTeacherList')).toEqual({
      page: 1,
      limit: 10,
      teacherType: 1,
      line: 1,
    });
    await screenshot(page, 'instructor-list');
    await page.getByRole('button', { name: '新增辅导教师' }).click();
    const form = page.getByRole('form', { name: '新增辅导教师' });
    await form.getByLabel('姓名').fill('郑晓岚');
    await choose(page, form, '性别', '女');
    await form.getByLabel('手机号码').fill('13922458816');
    await choose(page, form, '所属院校', '广州大学');
    await form.getByLabel('初始密码').fill('Fudao2026');
    await screenshot(page, 'instructor-modal');
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => lastBody(calls, '/v1-own-teacher-add')).toEqual({
      teacherName: '郑晓岚',
      sex: 2,
      phone: '13922458816',
      schoolId: 4,
      password: 'Fudao2026',
      isPass: 1,
      teacherType: 1,
    });
    await poll(() => form.isVisible()).toBe(false);
    expectClean(test);
    await test.context.close();
  });
});

describe('教室管理与教学点管理 (classroomManagementAE / teachingPointAE)', () => {
  it('lists classrooms and creates one in a modal', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'classroomManagementAE');
    await page.locator('.arco-table').getByText('301 多媒体教室').first().waitFor();
    await screenshot(page, 'classroom-list');
    await page.getByRole('button', { name: '新增教室' }).click();
    const form = page.getByRole('form', { name: '新增教室' });
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => message(form, '请输入教室名称')).toBe(true);
    await form.getByLabel('教室名称').fill('402 教室');
    await form.getByLabel('所在教学楼').fill('天河函授站 1 号教学楼');
    await choose(page, form, '所属函授站', '广州天河函授站');
    await choose(page, form, '教室类型', '多媒体教室');
    await form.getByLabel('容纳人数').fill('90');
    await form.getByLabel('容纳人数').blur();
    await screenshot(page, 'classroom-modal');
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => lastBody(calls, '/v1-adult-classroom-add')).toEqual({
      name: '402 教室',
      building: '天河函授站 1 号教学楼',
      station_id: 1,
      type: 1,
      capacity: 90,
      status: 1,
    });
    expectClean(test);
    await test.context.close();
  });

  it('lists teaching points, edits one, and exports', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'teachingPointAE');
    await page.locator('.arco-table').getByText('广州番禺教学点').first().waitFor();
    await screenshot(page, 'teaching-point-list');
    const row = page.locator('.arco-table-tr', { hasText: 'JXD-GZ-001' });
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('form', { name: '编辑教学点' });
    await poll(() => form.getByLabel('教学点名称').inputValue()).toBe('广州番禺教学点');
    await form.getByLabel('联系人').fill('陈国华');
    await screenshot(page, 'teaching-point-modal');
    await page.getByRole('button', { name: '保存' }).click();
    await poll(() => lastBody(calls, '/v1-adult-teaching-point-edit')).toMatchObject({
      id: 41,
      contact: '陈国华',
      station_id: 1,
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expectClean(test);
    await test.context.close();
  });
});
