/** Settings: batches, school calendar, opening, tuition, regions and Android releases against Prism. */
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

const lastBody = (calls: ReturnType<typeof recordApi>, path: string) =>
  calls.filter((call) => call.path === path).at(-1)?.body;

describe('settings screens', () => {
  it('opens every settings screen of both lines with its rows and labels', { timeout: 120_000 }, async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    const screens: [string, string, string][] = [
      ['batchAE', '2026年秋季', 'batch'],
      ['schoolOpeningSettingAE', '2025年秋季', 'opening'],
      ['tuitionSettingAE', '¥3,050.50', 'tuition'],
      ['versionAE', '7.5.20', 'version'],
      ['batchST', '2027年春季', 'batch-st'],
      ['versionST', '7.4.8', 'version-st'],
    ];
    for (const [name, text, shot] of screens) {
      await openTabAt(test, name);
      const table = page.locator('.arco-table').filter({ visible: true });
      await expect
        .poll(() => table.getByText(text, { exact: true }).first().isVisible(), { message: name })
        .toBe(true);
      await screenshot(page, `settings-${shot}`);
    }
    expect(calls.some((c) => c.path === '/v1-own-batch-list')).toBe(true);
    expect(calls.some((c) => c.path === '/v1-own-version-list')).toBe(true);

    await openTabAt(test, 'regionSettingAE');
    await page.getByRole('region', { name: '省份列表' }).getByText('广东省').click();
    await expect
      .poll(() =>
        calls
          .filter((c) => c.path === '/v1-adult-region-list')
          .at(-1)
          ?.query.get('parent_code'),
      )
      .toBe('440000');
    await expect.poll(() => page.getByText('广东省 · 城市（5）').isVisible()).toBe(true);
    await screenshot(page, 'settings-region');

    await goTo(test, '/schoolCalendarSettingST?semester=2025-2026-2');
    await page.locator('[data-tab="schoolCalendarSettingST"]').waitFor();
    await expect.poll(() => page.getByRole('region', { name: '3月校历事件' }).isVisible()).toBe(true);
    await screenshot(page, 'settings-calendar-st');
    expect(
      calls
        .filter((c) => c.path === '/v1-own-calendar-list')
        .at(-1)
        ?.query.get('semester'),
    ).toBe('2025-2026-2');
    expectClean(test);
    await test.context.close();
  });

  it('edits a batch in the modal and ends its enrolment', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'batchAE');
    const row = page.locator('.arco-table-tr', { hasText: '2027年春季' });
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('form', { name: '编辑批次' });
    await expect.poll(() => form.getByLabel('批次名称').inputValue()).toBe('2027年春季');
    await form.getByLabel('批次名称').fill('');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入批次名称' }).isVisible())
      .toBe(true);
    await form.getByLabel('批次名称').fill('2027年春季（扩招）');
    await screenshot(page, 'settings-batch-form');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => lastBody(calls, '/v1-adult-batch-edit'))
      .toEqual({
        id: 8,
        name: '2027年春季（扩招）',
        year: 2027,
        season: 1,
        status: 0,
        enrol_start: '2026-12-01',
        enrol_end: '2027-03-15',
        remark: '预计12月1日开放报名',
      });
    await expect.poll(() => form.count()).toBe(0);

    await page
      .locator('.arco-table-tr', { hasText: '2026年秋季' })
      .getByRole('button', { name: '结束招生' })
      .click();
    const lists = calls.filter((c) => c.path === '/v1-adult-batch-list').length;
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => lastBody(calls, '/v1-adult-batch-status')).toEqual({ id: 6, status: 2 });
    // the list reloads after the action; only then is the next action taken
    await expect
      .poll(() => calls.filter((c) => c.path === '/v1-adult-batch-list').length)
      .toBeGreaterThan(lists);
    await expect.poll(() => page.locator('.arco-table .arco-spin-loading').count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expectClean(test);
    await test.context.close();
  });

  it('shows the month of the school calendar and adds an event on a chosen day', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await goTo(test, '/schoolCalendarSettingAE?month=2026-11');
    await page.locator('[data-tab="schoolCalendarSettingAE"]').waitFor();
    const list = page.getByRole('region', { name: '11月校历事件' });
    await expect.poll(() => list.getByTestId('calendar-event').count()).toBe(2);
    const calendar = page.locator('.arco-calendar').filter({ visible: true });
    await expect.poll(() => calendar.getByText('第二次集中面授').count()).toBe(2);
    await screenshot(page, 'settings-calendar');

    await calendar
      .locator('.arco-calendar-cell-in-view .arco-calendar-date')
      .filter({ has: page.locator('.arco-calendar-date-value', { hasText: /^21$/ }) })
      .click();
    await page.getByRole('button', { name: '新增事件' }).click();
    const form = page.getByRole('form', { name: '新增校历事件' });
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入事件名称' }).isVisible())
      .toBe(true);
    await form.getByLabel('事件名称').fill('第三次集中面授');
    await form.getByLabel('备注').fill('各函授站同步进行');
    await screenshot(page, 'settings-calendar-form');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => lastBody(calls, '/v1-adult-calendar-add'))
      .toEqual({
        semester: '2026-2027-1',
        title: '第三次集中面授',
        type: 2,
        start_date: '2026-11-21',
        end_date: '2026-11-21',
        remark: '各函授站同步进行',
      });
    await expect.poll(() => form.count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });

  it('publishes a new Android release and shows a release in the drawer', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'versionST');
    const row = page.locator('.arco-table-tr', { hasText: '7.5.12' });
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.locator('.arco-drawer').filter({ visible: true });
    await expect.poll(() => drawer.getByText('优化首页课程表加载速度').isVisible()).toBe(true);
    await screenshot(page, 'settings-version-detail');
    await drawer.locator('.arco-drawer-close-icon').click();

    await page.getByRole('button', { name: '新增版本' }).click();
    const form = page.getByRole('form', { name: '新增版本' });
    await form.getByLabel('版本号').fill('7.6');
    await form.getByLabel('版本代码').fill('7600');
    await form.getByLabel('下载地址').fill('https://download.example.edu.cn/jw/android/jiaowu-7.6.0.apk');
    await form.getByLabel('更新说明').fill('新增校历提醒；修复已知问题。');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '版本号格式不正确' }).isVisible())
      .toBe(true);
    await form.getByLabel('版本号').fill('7.6.0');
    await form.getByRole('switch').click();
    await screenshot(page, 'settings-version-form');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => lastBody(calls, '/v1-own-version-add'))
      .toEqual({
        version_name: '7.6.0',
        version_code: 7600,
        download_url: 'https://download.example.edu.cn/jw/android/jiaowu-7.6.0.apk',
        is_update: 1,
        content: '新增校历提醒；修复已知问题。',
      });
    await expect.poll(() => form.count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });
});
