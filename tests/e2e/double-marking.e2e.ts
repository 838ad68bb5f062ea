/**
 * Double marking (双评) with arbitration in demo mode (no backend, the contract's x-demo annotations):
 * question 6 is double-marked with a tolerance of 2 points. 周晓梅 gives MF-21-0002 two points with a
 * rubric key, 刘志远 — blind to that — types five; three apart, the answer reaches the lead, 王建国,
 * who sees both scores and the answer and sets four with the keyboard alone; 阅卷进度 (readingProgressAE),
 * opened from 按题批改, shows the final on its 评分一致性 tab.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  goTo,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type TestPage,
} from './support/browser';
import { startDemo } from './support/demo-server';

let browser: Browser;
let demoUrl = '';
let demo: Awaited<ReturnType<typeof startDemo>> | undefined;

beforeAll(async () => {
  demo = await startDemo();
  demoUrl = demo.url;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  demo?.stop();
});

const TASK = '/modifyQuestionDetailAE?paper_id=21&topic_id=6&teacher_id=';

/**
 * Opens a teacher's task on question 6 as the shell does (client-side: the demo's service worker and
 * data stay loaded) and waits for its first answer with the teacher's name, the score box focused.
 */
async function openTask(test: TestPage, teacherId: number, who: string) {
  const { page } = test;
  await goTo(test, `${TASK}${teacherId}`);
  await page.getByText(who).first().waitFor();
  await page.getByTestId('answer-content').waitFor();
  await expect
    .poll(() => page.getByLabel(/^(得分|最终得分)/).evaluate((node) => node === document.activeElement))
    .toBe(true);
}

const sheet = (page: Page) => page.getByTestId('sheet-code').textContent();

describe('double marking in demo mode', () => {
  it(
    'two markers 3 points apart with tolerance 2, the lead arbitrates with the keyboard, 阅卷进度 shows the final',
    {
      timeout: 90_000,
    },
    async () => {
      const opened = await openPage(browser);
      const test: TestPage = { ...opened, url: (pathname) => `${demoUrl}${pathname}` };
      const { page } = test;
      await signIn(test);

      // 周晓梅: rubric key 1 (前馈控制, 2 points), Enter
      await openTask(test, 31, '周晓梅 · 双评');
      expect(await sheet(page)).toBe('MF-21-0002');
      await expect.poll(() => page.getByText('周晓梅 · 双评（允许误差 2 分）').isVisible()).toBe(true);
      await page.keyboard.press('1');
      await expect.poll(() => page.getByLabel(/^得分/).inputValue()).toBe('2');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText(/本组答题已全部给分/).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/保存中|重试中|未保存/).count()).toBe(0);

      // 刘志远: the same answer, blind to the first score; E to type a score of their own, 5
      await openTask(test, 32, '刘志远 · 双评');
      expect(await sheet(page)).toBe('MF-21-0002');
      expect(await page.getByLabel(/^得分/).inputValue()).toBe('');
      expect(await page.getByText('周晓梅').count()).toBe(0);
      await page.keyboard.press('e');
      await page.keyboard.type('5');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText(/本组答题已全部给分/).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/保存中|重试中|未保存/).count()).toBe(0);

      // 王建国, the lead: both scores, the difference and the answer; E, 4 and Enter, nothing else
      await openTask(test, 35, '王建国 · 阅卷组长');
      expect(await sheet(page)).toBe('MF-21-0002');
      const arbitration = page.getByRole('region', { name: '仲裁' });
      expect(await arbitration.getByTestId('mark-1').textContent()).toBe('2 分');
      expect(await arbitration.getByTestId('mark-2').textContent()).toBe('5 分');
      expect(await arbitration.textContent()).toContain('两评相差 3 分，超出允许误差 2 分');
      expect(await page.getByTestId('answer-content').textContent()).toContain('前馈控制是事前控制');
      await screenshot(page, 'double-marking-arbitration');
      // the question has rubric items on the number keys: E to type the final score
      await page.keyboard.press('e');
      await page.keyboard.type('4');
      await expect.poll(() => page.getByLabel(/^最终得分/).inputValue()).toBe('4');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText(/待仲裁与异常卷已全部处理/).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/保存中|重试中|未保存/).count()).toBe(0);

      // 按题批改 links to 阅卷进度 (readingProgressAE), which opens on the paper's 评分一致性: the final score
      // decided by the lead, and the consistency chart with its table
      await goTo(test, '/modifyQuestionAE?paper_id=21');
      await page.getByRole('button', { name: '阅卷进度与评分一致性' }).click();
      await page.locator('[data-tab="readingProgressAE"]').waitFor();
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
        .toBe('/readingProgressAE?paper_id=21');
      await expect
        .poll(() => page.getByRole('tab', { name: '评分一致性' }).getAttribute('aria-selected'))
        .toBe('true');
      const search = page.getByRole('form', { name: '搜索条件' }).filter({ visible: true });
      await expect.poll(() => search.textContent()).toContain('管理学原理（A卷）');
      const finals = page.locator('.arco-card', { hasText: '定分结果' }).last();
      const arbitrated = finals.locator('tr', { hasText: 'MF-21-0002' });
      await expect.poll(() => arbitrated.textContent(), { timeout: 10_000 }).toContain('组长定分');
      const cells = await arbitrated.locator('td').allTextContents();
      expect(cells.slice(1)).toEqual(['MF-21-0002', '周晓梅 2 分，刘志远 5 分', '4', '组长定分']);
      const consistency = page.getByRole('region', { name: '各阅卷老师评分一致性' });
      await consistency.locator('canvas').first().waitFor();
      const zhou = consistency.locator('tr', { hasText: '周晓梅' }).first();
      expect(await zhou.textContent()).toContain('双评 · 误差 2 分');
      await page.waitForTimeout(1200); // the chart's bars grow in for a second
      await screenshot(page, 'double-marking-consistency');
      expectClean(test);
      await test.context.close();
    },
  );
});
