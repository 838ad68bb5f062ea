/** Learning records (issue 5): 学习记录, 考试记录, 练习记录, 视频学习进度, 观看时长 on both lines, against Prism. */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  goTo,
  launchBrowser,
  openPage,
  openTabAt,
  screenshot,
  signIn,
  type TestPage,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function recordApi(test: TestPage) {
  const calls: { path: string; query: URLSearchParams }[] = [];
  test.page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/^\/(v1-|api\/)/.test(url.pathname)) calls.push({ path: url.pathname, query: url.searchParams });
  });
  const last = (path: string) => calls.filter((call) => call.path === path).at(-1);
  return { calls, last };
}

async function signedIn() {
  const test = await openPage(browser);
  const api = recordApi(test);
  await signIn(test);
  return { test, page: test.page, ...api };
}

describe('learning records', () => {
  it('学习记录: students with status and progress, a search, per-course progress and an export', async () => {
    const { test, page, last, calls } = await signedIn();
    await openTabAt(test, 'studentHistoryAE');
    const table = page.locator('.arco-table');
    const row = table.locator('.arco-table-tr', { hasText: '林晓燕' });
    await row.waitFor();
    expect(await row.getByText('440106********2726').isVisible()).toBe(true);
    expect(await row.getByText('51小时47分').isVisible()).toBe(true);
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('68.5');
    await screenshot(page, 'learning-study-history');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('学生', { exact: true }).fill('林晓燕');
    await search.locator('.arco-form-item', { hasText: '学籍状态' }).locator('.arco-select-view').click();
    await page.getByRole('option', { name: '休学' }).click();
    await search.getByRole('button', { name: '查询' }).click();
    await expect
      .poll(() => Object.fromEntries(last('/v1-adult-student-study-history')?.query ?? []))
      .toEqual({ keyword: '林晓燕', status: '2', page: '1', limit: '10' });

    await row.getByRole('button', { name: '课程进度' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('00015 英语（二）').waitFor();
    expect(await modal.getByText('林晓燕的学习记录').isVisible()).toBe(true);
    expect(last('/v1-adult-student-study-courses')?.query.get('student_uuid')).toBe(
      '5f2b8c1e-3a47-4d9b-9e61-2c7a0d4f8b13',
    );
    await screenshot(page, 'learning-study-history-courses');
    await modal.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => modal.count(), { timeout: 5_000 }).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const exported = calls.find((call) => call.path === '/v1-adult-student-study-history-export');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({ keyword: '林晓燕', status: '2' });
    expectClean(test);
    await test.context.close();
  });

  it('考试记录: a date range from the URL reaches the server; one record in full', async () => {
    const { test, page, last } = await signedIn();
    await goTo(test, '/examRecordAE?start_date=2026-03-01&end_date=2026-03-31&exam_type=1');
    await page.locator('[data-tab="examRecordAE"]').waitFor();
    const row = page.locator('.arco-table-tr', { hasText: '00015 英语（二）' });
    await row.waitFor();
    expect(Object.fromEntries(last('/v1-adult-student-exam-record')?.query ?? [])).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      exam_type: '1',
      page: '1',
      limit: '10',
    });
    const search = page.getByRole('form', { name: '搜索条件' });
    await expect
      .poll(() => search.locator('.arco-picker-range input').first().inputValue(), { timeout: 10_000 })
      .toBe('2026-03-01');
    expect(await row.getByText('1小时30分37秒').isVisible()).toBe(true);
    await screenshot(page, 'learning-exam-record');
    await row.getByRole('button', { name: '详情' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('考试记录详情').waitFor();
    expect(await modal.getByText('2026-03-14 10:30').isVisible()).toBe(true);
    await screenshot(page, 'learning-exam-record-detail');
    expectClean(test);
    await test.context.close();
  });

  it('练习记录 on the self-taught line calls the own- paths', async () => {
    const { test, page, calls } = await signedIn();
    await openTabAt(test, 'practiceRecordST');
    const row = page.locator('.arco-table-tr', { hasText: '第三单元 阅读理解章节练习' });
    await row.waitFor();
    expect(await row.getByText('17 / 20').isVisible()).toBe(true);
    await screenshot(page, 'learning-practice-record-st');
    expect(calls.some((call) => call.path === '/v1-own-student-practice-record')).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/v1-adult-student-'))).toBe(false);
    expectClean(test);
    await test.context.close();
  });

  it('视频学习进度 drills down to every video of a course', async () => {
    const { test, page, last } = await signedIn();
    await openTabAt(test, 'videoProgressAE');
    const row = page.locator('.arco-table-tr', { hasText: '03709 马克思主义基本原理概论' });
    await row.waitFor();
    await screenshot(page, 'learning-video-progress');
    await row.getByRole('button', { name: '视频明细' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('2.2 事物的普遍联系和变化发展').waitFor();
    expect(Object.fromEntries(last('/v1-adult-student-video-progress-videos')?.query ?? [])).toEqual({
      student_uuid: '5f2b8c1e-3a47-4d9b-9e61-2c7a0d4f8b13',
      course_id: '3',
    });
    await screenshot(page, 'learning-video-progress-videos');
    expectClean(test);
    await test.context.close();
  });

  it('观看时长 shows the totals of the search and exports under the server name', async () => {
    const { test, page, calls } = await signedIn();
    await openTabAt(test, 'watchTimeAE');
    await page.getByText('合计观看 1076小时15分20秒，有效学习 975小时34分6秒').waitFor();
    await screenshot(page, 'learning-watch-time');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(calls.some((call) => call.path === '/v1-adult-student-watch-time-export')).toBe(true);
    expectClean(test);
    await test.context.close();
  });
});
