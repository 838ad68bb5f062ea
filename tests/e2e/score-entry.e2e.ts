/**
 * 成绩录入 with the keyboard alone, in a real browser: move with the arrows, Tab and Enter, type a
 * score, paste a column copied from Excel, save with Ctrl+S; the saved rows are exactly what was
 * entered and Prism accepts every request. Then the cases that once lost marks, each shown fixed: typing
 * while a save is in flight, 缺考 pasted into a score column, a mark never sent beside a score, a
 * row the server refuses keeping its msg while the others save, and drafts (invalid ones too)
 * offered back after a reload inside the autosave pause.
 */
import type { Browser, Page, Route } from 'playwright-core';
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

  it('never drops a keystroke: in-flight saves, marks, refused rows and a reload', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await signIn(test);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    const LI = '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c02';
    const sent: SaveBody[] = [];
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/exam/offline-exam-input-score', async (route: Route) => {
      const body = route.request().postDataJSON() as SaveBody;
      sent.push(body);
      if (sent.length === 1) await held; // the first save stays in flight until released
      if (body.rows.some((row) => row.student_uuid === LI))
        return route.fulfill({
          status: 400,
          json: { code: 400, msg: '李雨桐的成绩已复核，不能修改', result: null },
        });
      return route.continue(); // Prism checks every row that goes through
    });
    await goTo(test, '/scorViewingEntryAE?class_id=1&course_id=3');
    const cell = (name: string) => page.getByRole('textbox', { name });
    const final = cell('王志强 期末考试');
    await final.waitFor();

    // typed while the row's save is in flight: the new value stays, and is sent next
    await final.focus();
    await page.keyboard.type('50');
    await page.keyboard.press('Control+s');
    await expect.poll(() => sent.length).toBe(1);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('61');
    release!();
    await expect.poll(() => status(page)).toContain('1 行未保存');
    expect(await final.inputValue()).toBe('61');
    await page.keyboard.press('Control+s');
    await expect.poll(() => status(page)).toContain('已保存');
    expect(sent[1]!.rows).toEqual([{ student_uuid: WANG, scores: scores(92, 61), mark: null }]);

    // 缺考 pasted into 期末考试 sets 陈浩然's mark; his row goes without his 平时成绩 85 beside it,
    // and 李雨桐's row, refused, keeps its msg while 陈浩然's saves
    await cell('陈浩然 期末考试').focus();
    await paste(page, '缺考\r\n60\r\n');
    expect(await cell('陈浩然 特殊情况').inputValue()).toBe('缺考');
    await page.keyboard.press('Control+s');
    await expect.poll(() => status(page)).toContain('1 行未保存：服务器拒绝了这些行');
    const chen = sent.flatMap((body) => body.rows).find((row) => row.mark === '缺考')!;
    expect(chen.scores).toEqual(scores(null, null));
    expect(await cell('陈浩然 期末考试').getAttribute('data-dirty')).toBe('false');
    expect(await cell('李雨桐 期末考试').getAttribute('data-dirty')).toBe('true');
    await page
      .getByRole('row', { name: /李雨桐/ })
      .getByText('未保存：李雨桐的成绩已复核，不能修改')
      .waitFor();
    await screenshot(page, 'score-entry-refused');

    // an invalid cell and the refused row survive a reload inside the autosave pause
    await cell('孙浩宇 平时成绩').focus();
    await page.keyboard.type('105');
    await page.reload();
    await page.getByRole('button', { name: '恢复 2 个未保存的成绩' }).click();
    expect(await cell('孙浩宇 平时成绩').inputValue()).toBe('105');
    expect(await cell('孙浩宇 平时成绩').getAttribute('aria-invalid')).toBe('true');
    expect(await cell('李雨桐 期末考试').inputValue()).toBe('60');
    expect(dialogs).toEqual(['beforeunload']); // the unsaved guard asked before the reload
    // the refused answers are the only failed loads the browser logs
    expect(test.problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
    await context.close();
  });
});

interface SaveBody {
  rows: { student_uuid: string; scores: { key: string; score: number | null }[]; mark: string | null }[];
}

const WANG = '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c07';

const scores = (usual: number | null, final: number | null) => [
  { key: 'usual', score: usual },
  { key: 'final', score: final },
];

const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /行|保存/ })
    .first()
    .textContent();

/** Pastes text copied from Excel into the focused cell. */
async function paste(page: Page, text: string) {
  await page.evaluate((data) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/plain', data);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  }, text);
}
