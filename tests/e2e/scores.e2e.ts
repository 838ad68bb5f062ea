/** 成绩单打印 (printGradesheetAE): opened from 学籍监管 in its own tab, laid out for A4 print. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickRowAction,
  expectClean,
  launchBrowser,
  openPage,
  openTabAt,
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

describe('成绩单打印', () => {
  it('opens a student’s grade sheet from 学籍监管 and prints without the buttons', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await signIn(test);
    await openTabAt(test, 'studentSuperintendentAE');
    const row = page.locator('.arco-table-tr', { hasText: '陈浩然' }).first();
    await row.waitFor();
    const opened = context.waitForEvent('page');
    await clickRowAction(row, '打印成绩单');
    const sheetPage = await opened;
    sheetPage.on('pageerror', (error) => test.problems.push(`uncaught: ${error.message}`));
    sheetPage.on('console', (message) => {
      if (message.type() === 'error') test.problems.push(`console.error: ${message.text()}`);
    });
    await sheetPage.waitForURL(/\/printGradesheetAE\?id=\d+$/);
    const sheet = sheetPage.getByRole('article', { name: '成绩单' });
    await expect.poll(() => sheet.getByText('陈浩然').isVisible()).toBe(true);
    expect(await sheet.getByText('440106********2718').isVisible()).toBe(true);
    expect(await sheet.getByRole('table', { name: '学生信息' }).getByRole('row').count()).toBe(5);
    expect(await sheet.getByRole('table', { name: '课程成绩' }).getByRole('row').count()).toBe(7); // header + 6 courses
    // the site title first (spec §1), as on every print page
    expect(await sheetPage.title()).toMatch(/^.+ - 成绩单 - 陈浩然$/);
    await screenshot(sheetPage, 'grade-sheet');

    await sheetPage.emulateMedia({ media: 'print' });
    expect(await sheetPage.getByRole('button', { name: /打印/ }).isVisible()).toBe(false);
    await screenshot(sheetPage, 'grade-sheet-print');
    expectClean(test);
    await context.close();
  });
});
