/** Courses: 开设课程 / 开考课程 and their form, 课程节点设置, 专业考试计划 and 专业课程时间表 (self-taught). */
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The form item whose label is exactly `label`. */
const item = (scope: Locator, label: string) =>
  scope.locator('.arco-form-item', {
    has: scope.page().locator('.arco-form-label-item label').getByText(label, { exact: true }),
  });

/** Picks an option of the arco select inside the form item labelled `label`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select-view').click();
  await page.getByRole('option', { name: option }).click();
}

/** Lets popups and the table's fade finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

const message = (form: Locator, text: string) => form.locator('.arco-form-message', { hasText: text });

describe('开设课程 / 开考课程', () => {
  it('lists courses, searches, validates and creates a course the contract accepts', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'openCourseAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('英语（二）自学考试教材').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('公共基础课').first().isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'open-course-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('课程', { exact: true }).fill('英语');
    await choose(page, search, '课程类型', '公共基础课');
    await search.getByRole('button', { name: '查询' }).click();
    await expect
      .poll(() => {
        const query = calls.filter((c) => c.path === '/v1-adult-course-list').at(-1)?.query;
        return query && `${query.get('keyword')}|${query.get('type')}`;
      })
      .toBe('英语|1');

    await page.getByRole('button', { name: '新增开设课程' }).click();
    await page.locator('[data-tab="addOpenCourseAE"]').waitFor();
    const form = page.getByRole('form', { name: '新增开设课程' });
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => message(form, '请输入课程代码').isVisible()).toBe(true);
    await expect.poll(() => message(form, '请选择任课教师').isVisible()).toBe(true);
    await form.getByLabel('课程代码').fill('00-15');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => message(form, '课程代码格式不正确').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'open-course-form-errors');

    await form.getByLabel('课程代码').fill('00058');
    await form.getByLabel('课程名称').fill('市场营销学');
    await choose(page, form, '课程类型', '专业课');
    await choose(page, form, '考核方式', '闭卷');
    await form.getByLabel('学分').fill('5.5');
    await form.getByLabel('学时').fill('99');
    await choose(page, form, '指定教材', '管理学原理（复旦大学出版社）');
    await choose(page, form, '任课教师', '周文斌');
    await form.getByLabel('课程大纲').fill('市场营销环境、消费者行为与营销组合策略。');
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.waitForURL(/\/openCourseAE\?/);
    const adds = calls.filter((c) => c.path === '/v1-adult-course-add');
    expect(adds).toHaveLength(1);
    expect(adds[0].body).toEqual({
      code: '00058',
      name: '市场营销学',
      type: 2,
      exam_form: 1,
      credit: 5.5,
      hours: 99,
      textbook_id: 5,
      teacher_id: 7,
      syllabus: '市场营销环境、消费者行为与营销组合策略。',
      status: 1,
    });
    expect(await page.locator('[data-tab="addOpenCourseAE"]').count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });

  it('edits a self-taught course loaded from ?id=, disables one and exports (own- paths)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'openCourseST');
    await expect.poll(() => page.getByRole('button', { name: '新增开考课程' }).isVisible()).toBe(true);
    await goTo(test, '/addOpenCourseST?id=1');
    const form = page.getByRole('form', { name: '编辑开考课程' });
    await expect.poll(() => form.getByLabel('课程名称').inputValue()).toBe('英语（二）');
    await expect
      .poll(() => form.getByText('英语（二）自学考试教材（外语教学与研究出版社）').isVisible())
      .toBe(true);
    await expect.poll(() => form.getByText('吴雅琴').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'open-course-edit');
    await form.getByLabel('学时').fill('240');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/openCourseST$/);
    expect(calls.find((c) => c.path === '/v1-own-course-edit')?.body).toMatchObject({
      id: 1,
      code: '00015',
      hours: 240,
      textbook_id: 3,
    });

    const row = page.locator('.arco-table-tr', { hasText: '03708' });
    await row.getByRole('button', { name: '停用' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => calls.find((c) => c.path === '/v1-own-course-status')?.body)
      .toEqual({ id: 2, status: 0 });
    // the list reloads after the row action; the toolbar runs one action at a time
    const statusAt = calls.findIndex((c) => c.path === '/v1-own-course-status');
    await expect.poll(() => calls.slice(statusAt).some((c) => c.path === '/v1-own-course-list')).toBe(true);
    await page.locator('.arco-spin-loading-layer').waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(calls.some((c) => c.path === '/v1-own-course-export' && !c.query.has('page'))).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/v1-adult-course'))).toBe(false);
    expectClean(test);
    await test.context.close();
  });
});

describe('课程节点设置', () => {
  it('lists the nodes in order and adds one in the modal', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'courseNodeSettingAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('期中面授辅导').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('180 分钟').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'course-node-list');

    await page.getByRole('button', { name: '新增节点' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: '新增课程节点' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => message(form, '请选择课程').isVisible()).toBe(true);
    await choose(page, form, '课程', '00015 英语（二）');
    await form.getByLabel('节点名称').fill('第二单元 课文精讲');
    await choose(page, form, '节点类型', '视频');
    await form.getByLabel('节点顺序').fill('6');
    await form.getByLabel('要求时长').fill('60');
    await form.getByLabel('进度权重').fill('10');
    await settle(page);
    await screenshot(page, 'course-node-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => calls.filter((c) => c.path === '/v1-adult-course-node-add').length).toBe(1);
    expect(calls.find((c) => c.path === '/v1-adult-course-node-add')?.body).toEqual({
      course_id: 1,
      name: '第二单元 课文精讲',
      node_type: 1,
      sort: 6,
      required_minutes: 60,
      weight: 10,
      status: 1,
    });
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expectClean(test);
    await test.context.close();
  });

  it('is the same screen on the self-taught line', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'courseNodeSettingST');
    await expect.poll(() => page.locator('.arco-table').getByText('单元测验一').isVisible()).toBe(true);
    expect(calls.some((c) => c.path === '/v1-own-course-node-list')).toBe(true);
    expectClean(test);
    await test.context.close();
  });
});

describe('专业考试计划 (self-taught)', () => {
  it('lists the plan, searches by major and adds a course', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'ProfessionalPlanST');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('财务管理学').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'professional-plan-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await choose(page, search, '专业', '会计学');
    await search.getByRole('button', { name: '查询' }).click();
    await expect
      .poll(() =>
        calls
          .filter((c) => c.path === '/v1-own-professional-plan-list')
          .at(-1)
          ?.query.get('profession_id'),
      )
      .toBe('2');

    await page.getByRole('button', { name: '添加课程' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: '添加计划课程' });
    await expect
      .poll(() => item(form, '专业').locator('.arco-select-view').textContent())
      .toContain('会计学');
    await choose(page, form, '课程', '00054 管理学原理');
    await form.getByText('选考').click();
    await choose(page, form, '计划考试时间', `${new Date().getFullYear() + 1}年10月`);
    await settle(page);
    await screenshot(page, 'professional-plan-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => calls.filter((c) => c.path === '/v1-own-professional-plan-add').length).toBe(1);
    expect(calls.find((c) => c.path === '/v1-own-professional-plan-add')?.body).toEqual({
      profession_id: 2,
      course_id: 6,
      nature: 2,
      exam_semester: `${new Date().getFullYear() + 1}年10月`,
    });
    expectClean(test);
    await test.context.close();
  });
});

describe('专业课程时间表 (self-taught)', () => {
  it('lists the timetable and adds an exam with a date and a slot', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'ProfessionalTimetableST');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('下午 14:30–17:00').first().isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'professional-timetable-list');

    await page.getByRole('button', { name: '新增考试安排' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: '新增考试安排' });
    await choose(page, form, '考试', '2026年4月自学考试');
    await choose(page, form, '专业', '计算机科学与技术');
    await choose(page, form, '课程', '03708 中国近现代史纲要');
    await item(form, '考试日期').locator('input').click();
    await item(form, '考试日期').locator('input').fill('2026-04-11');
    await page.keyboard.press('Enter');
    await choose(page, form, '考试时段', '下午 14:30–17:00');
    await form.getByLabel('考点').fill('广州大学大学城校区');
    await settle(page);
    await screenshot(page, 'professional-timetable-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => calls.filter((c) => c.path === '/v1-own-professional-timetable-add').length)
      .toBe(1);
    expect(calls.find((c) => c.path === '/v1-own-professional-timetable-add')?.body).toEqual({
      exam_id: 1,
      profession_id: 3,
      course_id: 2,
      exam_date: '2026-04-11',
      time_slot: 2,
      exam_site: '广州大学大学城校区',
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expectClean(test);
    await test.context.close();
  });
});
