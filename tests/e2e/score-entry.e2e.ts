/**
 * 成绩录入 with the keyboard alone, in a real browser: move with the arrows, Tab and Enter, type a
 * score, paste a column copied from Excel, save with Ctrl+S; the saved rows are exactly what was
 * entered and Prism accepts every request.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, goTo, launchBrowser, openPage, recordApi, screenshot, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('成绩录入', () => {
  it('enters and pastes scores with the keyboard alone and saves what was entered', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await signIn(test);
    const calls = recordApi(test);
    await goTo(test, '/scorViewingEntryAE?class_id=1&course_id=3');
    const cell = (name: string) => page.getByRole('textbox', { name });
    await cell('陈浩然 平时成绩').waitFor();
    await cell('陈浩然 平时成绩').focus();

    // as fast as the keyboard sends them: no key may be lost
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => cell('王志强 期末考试').evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.keyboard.type('80');
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /王志强/ })
          .getByText('83.6')
          .isVisible(),
      )
      .toBe(true);

    await page.keyboard.press('Enter'); // 赵静怡 期末考试
    await page.keyboard.press('Enter'); // 孙浩宇 期末考试
    await page.keyboard.press('ArrowLeft'); // 孙浩宇 平时成绩
    await expect
      .poll(() => cell('孙浩宇 平时成绩').evaluate((input) => input === document.activeElement))
      .toBe(true);
    // a column copied from Excel: two lines for 孙浩宇 and 周晓琳
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '66\r\n95\r\n');
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => cell('周晓琳 平时成绩').inputValue()).toBe('95');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: '行未保存' }).textContent())
      .toContain('3 行未保存');

    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByRole('status').filter({ hasText: '已保存' }).count()).toBe(1);
    const saves = calls.filter((call) => call.path === '/api/exam/offline-exam-input-score');
    expect(saves).toHaveLength(1);
    const body = saves[0]!.body as {
      rows: { student_uuid: string; scores: { key: string; score: number | null }[] }[];
      submit: number;
    };
    expect(body.submit).toBe(0);
    expect(body.rows.map((row) => row.scores.map((item) => item.score))).toEqual([
      [92, 80],
      [66, null],
      [95, 91],
    ]);
    expect(body.rows.every((row) => row.scores.map((item) => item.key).join() === 'usual,final')).toBe(true);
    await screenshot(page, 'score-entry');
    expectClean(test);
    await context.close();
  });
});
