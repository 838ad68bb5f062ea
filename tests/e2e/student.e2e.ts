/** Student records (issue 5, domain student): both lines' student lists and form, 学籍监管, 档案, 过期学籍, 信息修改审核, 成绩. */
import type { Browser, Page } from 'playwright-core';
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

/** Polls like expect.poll, with room for a busy machine. */
const until = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const last = (calls: ReturnType<typeof recordApi>, path: string) =>
  calls.filter((c) => c.path === path).at(-1);
const table = (page: Page) => page.locator('.arco-table:visible');
const row = (page: Page, text: string) => table(page).locator('.arco-table-tr', { hasText: text });
/** Answers 确定 in the confirmation that asks `question`. */
const confirm = (page: Page, question: string) =>
  page.locator('.arco-popconfirm', { hasText: question }).getByRole('button', { name: '确定' }).click();
/** Picks an option of the Arco select in the form item labelled `label`. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.locator('.arco-form-item', { hasText: label }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('student lists and the student form', () => {
  it('lists self-taught students with masked ID numbers; the §3 filters go into the request body', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentInformationST');
    await until(() => row(page, '陈浩然').getByText('440106********2718').isVisible()).toBe(true);
    expect(await page.getByText('440106199803152718').count()).toBe(0);
    await screenshot(page, 'student-list-st');

    const search = page.getByRole('form', { name: '搜索条件' });
    await choose(page, search, '院校', '华南师范大学');
    await choose(page, search, '层次', '专升本');
    await search.getByLabel('学生').fill('陈浩然');
    await search.getByRole('button', { name: '查询' }).click();
    await until(() => last(calls, '/api/user/student/getStudentList')?.body).toEqual({
      keyword: '陈浩然',
      schoolId: 1,
      levelId: 2,
      page: 1,
      limit: 10,
      line: 1,
    });

    await row(page, '陈浩然').getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog');
    await until(() => dialog.getByText('2026年4月 大学语文 期末考试').isVisible()).toBe(true);
    await until(() => dialog.getByText('抓拍 2').first().isVisible()).toBe(true);
    await screenshot(page, 'student-detail-face-checks');
    await dialog.getByRole('button', { name: '关闭' }).click();

    await row(page, '陈浩然').getByRole('button', { name: '成绩' }).click();
    await page.locator('[data-tab="viewResultsStudentST"]').waitFor();
    await until(() => row(page, '中国近现代史纲要').isVisible()).toBe(true);
    await until(() => page.getByText('已合格 11 门，已获学分 52').isVisible()).toBe(true);
    expect(last(calls, '/v1-own-student-score')?.query.get('uuid')).toBe(
      '5b66f97c-560c-4edc-9a85-a067f73a02b8',
    );
    await screenshot(page, 'student-scores');
    expectClean(test);
    await test.context.close();
  });

  it('creates an adult student: Chinese validation first, then a body Prism accepts', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentStatusAE');
    await until(() => row(page, '黄志明').getByText('休学').isVisible()).toBe(true);
    await screenshot(page, 'student-list-ae');
    await page.getByRole('button', { name: '新增学生' }).click();
    await page.locator('[data-tab="addStudentAE"]').waitFor();
    const form = page.getByRole('form', { name: '新增学生' });
    await page.getByRole('button', { name: '保存' }).click();
    await until(() => form.locator('.arco-form-message', { hasText: '请输入姓名' }).isVisible()).toBe(true);
    await until(() => form.locator('.arco-form-message', { hasText: '请选择入学批次' }).isVisible()).toBe(
      true,
    );
    await screenshot(page, 'student-form-errors');

    await form.getByLabel('姓名').fill('周子涵');
    await choose(page, form, '性别', '女');
    await form.getByLabel('身份证号').fill('44010619990521002X');
    await form.getByLabel('手机号').fill('13688001234');
    await choose(page, form, '院校', '华南师范大学');
    await choose(page, form, '专业', '学前教育');
    await choose(page, form, '层次', '高起专');
    await choose(page, form, '入学批次', '2026年春季');
    await choose(page, form, '学习形式', '函授');
    await choose(page, form, '民族', '汉族');
    await form.getByLabel('初始密码').fill('Zzh2026ok');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/studentStatusAE$/);
    const posts = calls.filter((c) => c.path === '/api/user/student/student' && c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      line: 2,
      studentName: '周子涵',
      sex: 2,
      card: '44010619990521002X',
      phone: '13688001234',
      schoolId: 1,
      professionId: 5,
      levelId: 1,
      batchId: 1,
      modalityId: 3,
      nationId: 1,
      password: 'Zzh2026ok',
    });

    await row(page, '陈浩然').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('form', { name: '编辑学生' });
    await until(() => edit.getByLabel('姓名').inputValue()).toBe('陈浩然');
    await edit.getByLabel('通讯地址').fill('广州市越秀区东风中路300号');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/studentStatusAE$/);
    expect(
      calls.find((c) => c.method === 'PUT' && c.path === '/api/user/student/student')?.body,
    ).toMatchObject({
      uuid: '5b66f97c-560c-4edc-9a85-a067f73a02b8',
      line: 2,
      address: '广州市越秀区东风中路300号',
    });
    expectClean(test);
    await test.context.close();
  });
});

describe('成人教育学籍', () => {
  it('学生学习督查: lock toggle with a visible state, password reset, station assignment, fees and archive', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentSuperintendentAE');
    await until(() => row(page, '李雨桐').getByText('已锁定').isVisible()).toBe(true);
    await until(() => row(page, '陈浩然').getByText('正常').isVisible()).toBe(true);
    await screenshot(page, 'student-superintendent');

    await row(page, '陈浩然').getByRole('button', { name: '锁定' }).click();
    await confirm(page, '锁定后该学生不能登录学习平台');
    await until(() => last(calls, '/v1-adult-student-lock')?.body).toEqual({ id: 30215, lock: 1 });
    await row(page, '李雨桐').getByRole('button', { name: '解锁' }).click();
    await confirm(page, '解锁后该学生可以重新登录学习平台');
    await until(() => last(calls, '/v1-adult-student-lock')?.body).toEqual({ id: 30216, lock: 0 });

    await row(page, '陈浩然').getByRole('button', { name: '重置密码' }).click();
    const password = page.getByRole('form', { name: '重置密码 · 陈浩然' });
    await password.getByLabel('新密码').fill('Xs2026abc');
    await password.getByLabel('确认密码').fill('Xs2026abd');
    await page.getByRole('button', { name: '保存' }).click();
    await until(() =>
      password.locator('.arco-form-message', { hasText: '两次输入的密码不一致' }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'student-reset-password');
    await password.getByLabel('确认密码').fill('Xs2026abc');
    await page.getByRole('button', { name: '保存' }).click();
    await until(() => last(calls, '/v1-adult-student-password')?.body).toEqual({
      id: 30215,
      password: 'Xs2026abc',
    });

    await row(page, '黄志明').locator('.arco-checkbox').click();
    await row(page, '梁嘉欣').locator('.arco-checkbox').click();
    await page.getByRole('status').getByRole('button', { name: '分配函授站' }).click();
    const point = page.getByRole('form', { name: '分配函授站' });
    await choose(page, point, '函授站', '深圳福田函授站');
    await page.getByRole('button', { name: '保存' }).click();
    await until(() => last(calls, '/v1-adult-student-set-point')?.body).toEqual({
      ids: [28841, 19863],
      point_id: 14,
    });

    await row(page, '李雨桐').getByRole('button', { name: '缴费' }).click();
    const fees = page.getByRole('dialog');
    await until(() => fees.getByText('欠费明细（合计 ¥2,860.00）').isVisible()).toBe(true);
    await until(() => fees.getByText('重复缴费').isVisible()).toBe(true);
    await screenshot(page, 'student-fees');
    await fees.getByRole('button', { name: '关闭' }).click();

    await row(page, '陈浩然').getByRole('button', { name: '查看' }).click();
    const archive = page.getByRole('dialog');
    await until(() => archive.getByText('前置学历证书').isVisible()).toBe(true);
    await until(() => archive.getByText('2026年4月 大学语文 期末考试').isVisible()).toBe(true);
    await screenshot(page, 'student-archive');
    expectClean(test);
    await test.context.close();
  });

  it('过期学籍 restores with a reason; 学生档案 shows photos; 信息修改审核 rejects with a reason', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'expiredStudentStatusAE');
    await until(() => row(page, '张国栋').isVisible()).toBe(true);
    await screenshot(page, 'student-expired');
    await row(page, '张国栋').getByRole('button', { name: '恢复学籍' }).click();
    const restore = page.getByRole('form', { name: '恢复学籍' });
    await page.getByRole('button', { name: '保存' }).click();
    await until(() => restore.locator('.arco-form-message', { hasText: '请输入恢复原因' }).isVisible()).toBe(
      true,
    );
    await restore.getByLabel('恢复原因').fill('已补缴学费，经学院审批同意恢复');
    await page.getByRole('button', { name: '保存' }).click();
    await until(() => last(calls, '/v1-adult-student-restore')?.body).toEqual({
      ids: [20342],
      reason: '已补缴学费，经学院审批同意恢复',
    });

    await openTabAt(test, 'studentArchivesAE');
    await until(() => row(page, '陈浩然').locator('img').count()).toBeGreaterThan(0);
    await screenshot(page, 'student-archives');

    expectClean(test);
    await test.context.close();
  });
});
