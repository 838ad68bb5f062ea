/**
 * The marking workspace with the keyboard alone: ten answers marked — a score refused above
 * the maximum, full and zero marks by key, back and forward, a comment — while one save fails and is
 * retried in the background. Every request is checked: the retried save reaches Prism, which validates it.
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

const answers = Array.from({ length: 10 }, (_, index) => ({
  answer_id: 9100 + index,
  sheet_id: 700 + index,
  sheet_code: `MF-21-${String(index + 1).padStart(4, '0')}`,
  topic_id: 6,
  seq: 6,
  style: 5,
  stem: '简述前馈控制、同期控制与反馈控制的区别。',
  reference_answer: '前馈控制在活动开始前预防问题；同期控制在活动进行中纠偏；反馈控制在活动结束后总结改进。',
  analysis: '按控制发生的时点区分，各答出要点得 2 分。',
  max_score: 6,
  content: `第 ${index + 1} 份作答：前馈控制是事前控制，同期控制是事中控制，反馈控制是事后控制。`,
  objective: 0,
  score: null,
  comment: '',
  rubric_items: [],
  rubric_item_ids: [],
}));

describe('marking workspace (modifyQuestionDetailAE)', () => {
  it('marks ten answers with the keyboard alone, one save failing once and retried', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await page.route('**/api/exam/marking/answers?*', (route) =>
      route.fulfill({ json: { code: 200, msg: '操作成功', result: answers } }),
    );
    let failedOnce = false;
    await page.route('**/api/exam/marking/score', async (route) => {
      const body = route.request().postDataJSON() as { answer_id: number };
      if (body.answer_id === 9104 && !failedOnce) {
        failedOnce = true;
        return route.fulfill({ json: { code: 500, msg: '服务器繁忙，请稍后再试' } });
      }
      return route.continue(); // Prism checks the body against the contract
    });
    await goTo(test, '/modifyQuestionDetailAE?paper_id=21&topic_id=6');
    await page.locator('[data-tab="modifyQuestionDetailAE"]').waitFor();
    const shown = page.getByTestId('answer-content');
    const score = page.getByLabel(/^得分/);
    await expect.poll(() => shown.textContent()).toContain('第 1 份作答');
    await expect.poll(() => score.evaluate((node) => node === document.activeElement)).toBe(true);

    await page.keyboard.type('5');
    await page.keyboard.press('Enter'); // 1 → 5
    await page.keyboard.type('7');
    await page.keyboard.press('Enter'); // refused
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: '得分' }).first().textContent())
      .toBe('得分不能超过满分 6 分');
    expect(await shown.textContent()).toContain('第 2 份作答');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('6');
    await page.keyboard.press('Enter'); // 2 → 6
    await page.keyboard.press('f'); // 3 → full marks
    await page.keyboard.press('z'); // 4 → zero
    await page.keyboard.type('4.5');
    await page.keyboard.press('Enter'); // 5 → 4.5, its first save fails
    await expect.poll(() => shown.textContent()).toContain('第 6 份作答');
    await page.keyboard.press('PageUp'); // back to 5: the mark is still there
    await expect.poll(() => score.inputValue()).toBe('4.5');
    await page.keyboard.press('PageDown');
    await expect.poll(() => shown.textContent()).toContain('第 6 份作答');
    for (const typed of ['3', '2', '1']) {
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter'); // 6, 7, 8
    }
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    await page.keyboard.type('要点齐全，表述略简');
    await page.keyboard.press('Control+Enter'); // 9 → 4 with a comment
    await expect.poll(() => score.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('6');
    await page.keyboard.press('Enter'); // 10 → 6
    await expect.poll(() => page.getByText('本组答题已全部给分').count()).toBe(1);
    await screenshot(page, 'marking-keyboard');

    // the failed save is retried in the background and nothing stays unsaved
    await expect.poll(() => page.getByText(/保存中|重试中|未保存/).count(), { timeout: 10_000 }).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('jw-user:jwc_admin:marking:21'))).toBeNull();
    await expect.poll(() => page.getByLabel('批阅进度').textContent()).toBe('已批阅 10 / 10');

    const saves = calls.filter((call) => call.path === '/api/exam/marking/score').map((call) => call.body);
    const expected = [
      [9100, 5],
      [9101, 6],
      [9102, 6],
      [9103, 0],
      [9104, 4.5],
      [9105, 3],
      [9106, 2],
      [9107, 1],
      [9108, 4],
      [9109, 6],
    ].map(([answer_id, score]) => ({
      answer_id,
      score,
      comment: answer_id === 9108 ? '要点齐全，表述略简' : '',
    }));
    // every answer once, and the failed one a second time
    expect(saves).toHaveLength(11);
    expect(saves.filter((body) => (body as { answer_id: number }).answer_id === 9104)).toEqual([
      expected[4],
      expected[4],
    ]);
    expect([
      ...new Map(saves.map((body) => [(body as { answer_id: number }).answer_id, body])).values(),
    ]).toEqual(expected);
    const others = calls.filter(
      (call) => call.path.startsWith('/api/exam/marking') && call.path !== '/api/exam/marking/score',
    );
    expect(others.map((call) => `${call.method} ${call.path}?${call.query}`)).toEqual([
      'GET /api/exam/marking/answers?paper_id=21&topic_id=6',
    ]);
    expectClean(test);
    await test.context.close();
  });
});
