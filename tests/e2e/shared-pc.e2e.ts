/**
 * A shared office PC (issue 53, findings 1 and 2), in one browser:
 * - 王建国 marks two answers, her session expires (401); 李华 signs in on the same browser and opens
 *   the same paper: nothing of hers is shown or sent with his token; she signs in again and her marks
 *   are offered (her logout confirmation says they are kept), then sent with her token once she
 *   takes them back.
 * - One session across tabs: a logout in one tab ends it in the other tab and in a print window
 *   (its sheets gone), a 401 in one tab ends it in the other (back to its page after signing in).
 *
 * The mock (Prism) answers every login with the same contract example: the login answer is fetched
 * from Prism and given a token of each login's own and the person's name (page.route), so the two
 * people differ as they would on a real server; the account typed is the one the browser keeps
 * their work under.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTo, launchBrowser, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NAMES: Record<string, string> = { wangjg: '王建国', lihua: '李华' };

/** Every login answered with the contract example, a token of its own and the person's name. */
async function distinctLogins(context: BrowserContext): Promise<void> {
  let logins = 0;
  await context.route('**/v1-admin-login-school', async (route) => {
    const { username } = route.request().postDataJSON() as { username: string };
    const response = await route.fetch(); // Prism checks the request against the contract
    const body = (await response.json()) as { result: Record<string, unknown> };
    logins += 1;
    const result = {
      ...body.result,
      token: `token-${username}-${logins}`,
      username: NAMES[username] ?? username,
      isShowMarkingPop: 0,
    };
    await route.fulfill({ response, json: { ...body, result } });
  });
}

/** Signs in as `account` on the login page the page is on (or `at`), and waits for `landsOn`. */
async function signInAs(
  page: Page,
  account: string,
  { landsOn = /\/home$/, standalone = false }: { landsOn?: RegExp; standalone?: boolean } = {},
): Promise<void> {
  await page.getByAltText('验证码，点击刷新').waitFor();
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill('Jw@2026ok');
  await page.getByLabel('验证码').fill('7k3m');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(landsOn);
  if (!standalone) await page.getByRole('menu', { name: '功能菜单' }).waitFor();
}

/** 退出登录 from the header: what its confirmation says, then confirmed (or cancelled). */
async function logOut(page: Page, { confirm = true } = {}): Promise<string> {
  await page.getByRole('button', { name: /当前用户/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '退出登录' });
  const question = (await dialog.locator('.arco-modal-content').textContent()) ?? '';
  await dialog.getByRole('button', { name: confirm ? '确定' : '取消' }).click();
  if (confirm) await page.waitForURL(/\/$/);
  else await dialog.waitFor({ state: 'hidden' });
  return question;
}

const answer = (index: number) => ({
  answer_id: 9200 + index,
  sheet_id: 502,
  sheet_code: 'MF-21-0002',
  topic_id: 6 + index,
  seq: 6 + index,
  style: 5,
  stem: `第 ${index + 1} 道简答题`,
  reference_answer: '',
  analysis: '',
  max_score: 6,
  content: `第 ${index + 1} 份作答`,
  objective: 0,
  score: null,
  comment: '',
  rubric_items: [],
  rubric_item_ids: [],
});
const ANSWERS = [answer(0), answer(1), answer(2)];
const PAPER = '/markingTestPaperDetailAE?paper_id=21&sheet_id=502';

interface Save {
  token: string | undefined;
  body: { answer_id: number; score: number; comment: string };
}

describe('a shared PC', () => {
  it('never sends one person’s kept marks with another’s token, and gives them back to her', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await distinctLogins(context);
    await context.route('**/api/exam/marking/answers?*', (route) =>
      route.fulfill({ json: { code: 200, msg: '操作成功', result: ANSWERS } }),
    );
    // the server is slow and 王建国's session has expired: both her saves wait, then answer 401
    const saves: Save[] = [];
    let expire: () => void = () => undefined;
    const expired = new Promise<void>((resolve) => (expire = resolve));
    let expiring = true;
    await context.route('**/api/exam/marking/score', async (route) => {
      const request = route.request();
      saves.push({ token: request.headers().token, body: request.postDataJSON() as Save['body'] });
      if (!expiring) return route.continue(); // Prism checks the body against the contract
      await expired;
      return route.fulfill({ status: 401, json: { code: 401, msg: '登录已过期' } });
    });

    await page.goto(test.url('/'));
    await signInAs(page, 'wangjg');
    await goTo(test, PAPER);
    const shown = page.getByTestId('answer-content');
    const score = page.getByLabel(/^得分/);
    await expect.poll(() => shown.textContent()).toBe('第 1 份作答');
    await expect.poll(() => score.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect.poll(() => shown.textContent()).toBe('第 2 份作答');
    await page.keyboard.type('3.5');
    await page.keyboard.press('Enter');
    await expect.poll(() => saves.length).toBe(2);
    const hers = saves.map((save) => save.token);
    expect(hers[0]).toMatch(/^token-wangjg-/);
    expire();
    await page.waitForURL(/\/\?redirect=/);
    await expect.poll(() => page.getByText('登录信息已过期，请重新登录').count()).toBe(1);
    // kept for her, under her account
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('marking'))),
    ).toEqual(['jw-user:wangjg:marking:21']);

    // 李华 signs in on the same browser: back to the same paper; nothing of hers is offered or sent
    expiring = false;
    await signInAs(page, 'lihua', { landsOn: /\/markingTestPaperDetailAE\?/ });
    await expect.poll(() => shown.textContent()).toBe('第 1 份作答');
    expect(await score.inputValue()).toBe('');
    expect(await page.getByText(/上次没有保存/).count()).toBe(0);
    await page.keyboard.type('6');
    await page.keyboard.press('Enter'); // his own mark, sent at once: by now hers would have gone too
    await expect.poll(() => saves.length).toBe(3);
    await expect.poll(() => page.getByText(/保存中/).count()).toBe(0);
    const his = saves.slice(2);
    expect(his.map((save) => save.body)).toEqual([{ answer_id: 9200, score: 6, comment: '' }]);
    expect(his[0]!.token).toMatch(/^token-lihua-/);
    expect(await logOut(page)).toBe('确定退出登录吗？');

    // 王建国 again: her marks are offered with what will be sent; her logout would keep them
    await signInAs(page, 'wangjg');
    await goTo(test, PAPER);
    const offer = page.getByRole('alert').filter({ hasText: '上次没有保存' });
    await expect.poll(() => offer.textContent()).toContain('有 2 个评分上次没有保存');
    expect(await offer.getByRole('listitem').allTextContents()).toEqual([
      '密封号 MF-21-0002 第 6 题：5 分',
      '密封号 MF-21-0002 第 7 题：3.5 分',
    ]);
    expect(await logOut(page, { confirm: false })).toContain(
      '您还有未保存的内容：阅卷：试卷 21 的 2 个评分。',
    );
    await screenshot(page, 'shared-pc-offer');
    expect(saves).toHaveLength(3);
    await offer.getByRole('button', { name: '恢复并保存 2 个评分' }).click();
    await expect.poll(() => saves.length).toBe(5);
    const back = saves.slice(3);
    expect(back.map((save) => save.body)).toEqual([
      { answer_id: 9200, score: 5, comment: '' },
      { answer_id: 9201, score: 3.5, comment: '' },
    ]);
    expect(back.every((save) => /^token-wangjg-/.test(save.token ?? '') && save.token !== hers[0])).toBe(
      true,
    );
    await expect.poll(() => page.getByText(/保存中|重试中|未保存/).count()).toBe(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('marking'))),
    ).toEqual([]);
    // the 401s are logged by the browser as failed resources; anything else is a problem
    expect(test.problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    await context.close();
  });

  it('ends the session in every tab: a logout reaches a print window, a 401 the other tab', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    await distinctLogins(context);
    await page.goto(test.url('/'));
    await signInAs(page, 'wangjg');
    // a print window with a student's sheet
    const print = await context.newPage();
    await print.goto(test.url('/printGradesheetAE?id=1'));
    const sheets = print.locator('[data-print-sheet]');
    await sheets.first().waitFor();

    await logOut(page);
    await print.waitForURL(test.url('/'));
    await expect.poll(() => print.getByText('已在其他窗口退出登录，请重新登录').count()).toBe(1);
    await expect.poll(() => sheets.count()).toBe(0);
    await print.getByRole('button', { name: '登录' }).waitFor();
    await screenshot(print, 'shared-pc-print-window-ended');

    // signed in again; the other tab opens a list; a 401 in the first tab ends it there too
    await signInAs(page, 'wangjg');
    await print.goto(test.url('/studentPointAE'));
    await print.locator('[data-tab="studentPointAE"]').waitFor();
    await page.route('**/v1-adult-point-list?*', (route) =>
      route.fulfill({ status: 401, json: { code: 401, msg: 'token 已失效' } }),
    );
    await goTo(test, '/studentPointAE');
    await page.waitForURL(/\/\?redirect=/);
    await print.waitForURL(/\/\?redirect=%2FstudentPointAE/);
    await expect.poll(() => print.getByText('登录信息已过期，请重新登录').count()).toBe(1);
    expect(test.problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    await context.close();
  });
});
