/**
 * 编辑教学计划 with the keyboard, in a real browser: credits and hours typed into the cells,
 * Enter and the arrows moving between them (across the semesters), a wrong value said at its
 * cell and refusing the save, an unsaved cell marked apart from a wrong one.
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

describe('编辑教学计划', () => {
  it('edits the cells with the keyboard alone and refuses a wrong credit', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await signIn(test);
    const calls = recordApi(test);
    await goTo(test, '/editTeachingPlanAE?id=1');
    const cell = (name: string) => page.getByRole('textbox', { name });
    const focused = (name: string) =>
      expect.poll(() => cell(name).evaluate((input) => input === document.activeElement)).toBe(true);
    await cell('英语（二）学分').waitFor();
    await cell('英语（二）学分').focus();

    // the focus selects the cell's text: typing replaces it
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await focused('中国近现代史纲要学分');
    await page.keyboard.type('25');
    await expect.poll(() => page.getByText('学分不能大于 20').isVisible()).toBe(true);
    // → at the end of the text: the next cell of the row; ↓ from the last row of 第 1 学期 into 第 2 学期
    await page.keyboard.press('ArrowRight');
    await focused('中国近现代史纲要学时');
    await page.keyboard.press('ArrowDown');
    await focused('马克思主义基本原理概论学时');
    await page.keyboard.type('80');
    await expect
      .poll(() => page.getByLabel('第 2 学期小计').textContent())
      .toBe('2 门 · 8 学分 · 152 学时 · 累计 22 学分');
    await screenshot(page, 'teach-plan-cells');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByText('「中国近现代史纲要」学分不能大于 20').isVisible()).toBe(true);
    await focused('中国近现代史纲要学分');
    expect(calls.filter((call) => call.path.endsWith('teach-plan-edit'))).toEqual([]);
    expectClean(test);
    await context.close();
  });
});
