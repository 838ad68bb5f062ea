/**
 * The workspaces without a mouse, in a real browser: each screen opened by its URL,
 * then only `page.keyboard`. At every step in the workspace the focused element shows a focus
 * indicator (a computed outline or box-shadow that is drawn; a native checkbox, hidden by design,
 * through its label), and each run ends in its outcome: the scores saved and submitted as entered,
 * the answers marked (one chosen from the answer list), the candidates in their new seats and saved.
 * Prism checks every request against the contract, and axe (WCAG 2.1 A/AA, critical and serious)
 * the workspace's markup as the keyboard left it (the sweep sees these screens without their data).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  expectClean,
  launchBrowser,
  openPage,
  recordApi,
  screenshot,
  signIn,
  type SessionState,
} from './support/browser';

let browser: Browser;
let session: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  const test = await openPage(browser);
  await signIn(test);
  session = await test.context.storageState();
  await test.context.close();
});

afterAll(async () => {
  await browser?.close();
});

interface Focus {
  /** What has the focus: its role or tag and its name, for the messages. */
  what: string;
  outline: string;
  boxShadow: string;
  /** An outline or box-shadow is drawn around it (or, for a native checkbox, around its label). */
  shown: boolean;
}

/** The focused element and whether a focus indicator is drawn for it. */
function focusNow(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { what: 'body', outline: '', boxShadow: '', shown: false };
    const what = `${element.getAttribute('role') ?? element.tagName.toLowerCase()} «${(
      element.getAttribute('aria-label') ??
      element.textContent ??
      ''
    )
      .trim()
      .slice(0, 30)}»`;
    // a native checkbox is hidden by design: the label drawn around it shows the focus
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      element = element.closest('label') ?? element;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // a shadow with some size (Arco's inputs keep a `0 0 0 0` shadow on focus: not drawn)
    const shadowed =
      style.boxShadow !== 'none' &&
      /(^|\s)[1-9][\d.]*px/.test(style.boxShadow.replace(/rgba?\([^)]*\)/g, ''));
    return { what, outline: style.outline, boxShadow: style.boxShadow, shown: outlined || shadowed };
  });
}

/**
 * Fails unless the focused element shows a focus indicator; returns what has the focus. Arco's
 * buttons fade their focus in (a 0.1 s transition on everything): it has a moment to get there.
 */
async function expectFocusShown(page: Page, step: string): Promise<Focus> {
  let focus = await focusNow(page);
  for (let i = 0; i < 5 && !focus.shown; i++) {
    await page.waitForTimeout(100);
    focus = await focusNow(page);
  }
  expect(
    focus.shown,
    `${step}: no visible focus on ${focus.what} (outline ${focus.outline}, box-shadow ${focus.boxShadow})`,
  ).toBe(true);
  return focus;
}

/** Presses a key, then checks the focus is shown wherever it went. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  return expectFocusShown(page, key);
}

/** What the focused element is: its aria-label, its text, its role, and the closest of `within`. */
const active = (page: Page, within = '[role="dialog"]') =>
  page.evaluate((selector) => {
    const element = document.activeElement;
    return {
      label: element?.getAttribute('aria-label') ?? '',
      text: element?.textContent?.trim() ?? '',
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '',
      inside: !!element?.closest(selector),
    };
  }, within);
const activeLabel = async (page: Page) => (await active(page)).label;

/**
 * Tabs from wherever the focus is until `reached` holds for the focused element (`inside`: within
 * the `within` selector). With `check`, every stop inside `within` (the workspace: its dialog, its
 * card) must show its focus; the stops before the walk gets there — the shell's menu and tabs, the
 * screen's filters and the list's rows — are the shell's and the kit's, not this test's.
 */
async function tabUntil(
  page: Page,
  reached: (focused: Awaited<ReturnType<typeof active>>) => boolean,
  { within, check = false, max = 150 }: { within?: string; check?: boolean; max?: number } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await active(page, within);
    if (check && focused.inside) await expectFocusShown(page, `Tab ${i + 1}`);
    if (reached(focused)) return;
  }
  throw new Error(`not reached in ${max} Tab presses: ${(await focusNow(page)).what}`);
}

describe('workspaces with the keyboard alone', () => {
  it('成绩录入: enters scores and a 缺考, saves, and submits', async () => {
    const test = await openPage(browser, session);
    const { page } = test;
    const calls = recordApi(test);
    await page.goto(test.url('/scorViewingEntryAE?class_id=1&course_id=3'));
    const cell = (name: string) => page.getByRole('textbox', { name });
    await cell('陈浩然 平时成绩').waitFor();

    // from the top of the page to the grid's first cell
    await tabUntil(page, (focused) => focused.label === '陈浩然 平时成绩');
    await expectFocusShown(page, 'the first cell');
    await page.keyboard.type('88');
    await press(page, 'Tab');
    expect(await activeLabel(page)).toBe('陈浩然 期末考试');
    await page.keyboard.type('79');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight');
    expect(await activeLabel(page)).toBe('李雨桐 特殊情况');
    await page.keyboard.type('缺考');
    await expectFocusShown(page, 'typed 缺考');
    await expect.poll(() => cell('李雨桐 特殊情况').inputValue()).toBe('缺考');
    // 陈浩然's total from the weights; 李雨桐's shows the mark
    await page
      .getByRole('row', { name: /陈浩然/ })
      .getByText('81.7', { exact: true })
      .waitFor();
    await page
      .getByRole('row', { name: /李雨桐/ })
      .getByText('缺考', { exact: true })
      .waitFor();

    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByRole('status').filter({ hasText: '已保存' }).count()).toBe(1);
    const saves = () =>
      calls
        .filter((call) => call.path === '/api/exam/offline-exam-input-score')
        .map((call) => call.body as SaveBody);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.submit).toBe(0);
    expect(saves()[0]!.rows).toEqual([
      { student_uuid: CHEN, scores: scores(88, 79), mark: null },
      { student_uuid: LI, scores: scores(null, null), mark: '缺考' },
    ]);
    await expectFocusShown(page, 'saved');

    // to the toolbar's 提交: the first cell, then out of the grid backwards
    await press(page, 'Control+Home');
    expect(await activeLabel(page)).toBe('陈浩然 平时成绩');
    const submit = await press(page, 'Shift+Tab');
    expect(submit.what).toBe('button «提交»');
    await screenshot(page, 'keyboard-score-entry-submit-focused');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: '提交成绩' });
    await confirm.waitFor();
    await tabUntil(page, (focused) => focused.text === '提交' && focused.inside, {
      check: true,
      within: '[role="dialog"]',
      max: 5,
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => saves().length).toBe(2);
    expect(saves()[1]!.submit).toBe(1);
    expect(saves()[1]!.rows).toHaveLength(6);
    expect(saves()[1]!.rows.slice(0, 2)).toEqual(saves()[0]!.rows);
    await page.getByText('成绩已提交并锁定').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(await seriousViolations(page, 'keyboard-score-entry', { include: '[data-screen]' })).toEqual([]);
    await screenshot(page, 'keyboard-score-entry');
    expectClean(test);
    await test.context.close();
  });

  it('阅卷: gives scores, a comment, picks an answer from the list, and moves on', async () => {
    const test = await openPage(browser, session);
    const { page } = test;
    const calls = recordApi(test);
    await page.goto(test.url('/modifyQuestionDetailAE?paper_id=21&topic_id=6'));
    const sheet = page.getByTestId('sheet-code');
    const question = () => page.locator('.arco-card-header').textContent();
    const scoreBox = page.getByLabel(/^得分/);
    // the workspace opens on the first answer without a score, its score box focused
    await expect.poll(() => scoreBox.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await sheet.textContent()).toBe('MF-21-0002');
    expect(await question()).toContain('第 6 题');
    await expectFocusShown(page, 'the score box');

    // rubric key 1 (2 points), a comment, Ctrl+Enter saves and opens the next
    await press(page, '1');
    expect(await scoreBox.inputValue()).toBe('2');
    await press(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('要点基本正确');
    await press(page, 'Control+Enter');
    await expect.poll(question).toContain('第 7 题');
    expect(await scoreBox.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('12');
    await press(page, 'Enter');
    await expect.poll(() => sheet.textContent()).toBe('MF-21-0003');

    // pick an answer from the list: Tab to it (every stop on the way shows its focus), the arrows, Enter
    await tabUntil(page, (focused) => focused.label.startsWith('MF-21-'), {
      check: true,
      within: '.arco-card',
      max: 20,
    });
    expect(await activeLabel(page)).toBe('MF-21-0003·5，第 5 题，未批阅');
    await press(page, 'ArrowRight');
    expect(await activeLabel(page)).toBe('MF-21-0003·6，第 6 题，未批阅');
    await screenshot(page, 'keyboard-marking-list-focused');
    await press(page, 'Enter');
    await expect.poll(question).toContain('第 6 题');
    expect(await sheet.textContent()).toBe('MF-21-0003');
    expect(await scoreBox.evaluate((node) => node === document.activeElement)).toBe(true);
    // its rubric: keys 1 and 3 (2 points each)
    await press(page, '1');
    await press(page, '3');
    expect(await scoreBox.inputValue()).toBe('4');
    await press(page, 'Enter');
    // the last answer: the one skipped is said to be left
    await page.getByText('已是最后一份，还有 1 份未批阅').waitFor();

    // back to it (PgUp), a score, Enter: all marked
    await press(page, 'PageUp');
    await expect.poll(question).toContain('第 5 题');
    expect(await sheet.textContent()).toBe('MF-21-0003');
    await page.keyboard.type('1');
    await press(page, 'Enter');
    await expect.poll(() => page.getByLabel('批阅进度').textContent()).toBe('已批阅 5 / 5');
    await expect.poll(() => page.getByText(/保存中|重试中|未保存/).count()).toBe(0);

    const saves = calls.filter((call) => call.path === '/api/exam/marking/score').map((call) => call.body);
    expect(saves).toEqual([
      { answer_id: 9002, score: 2, comment: '要点基本正确', rubric_item_ids: [61] },
      { answer_id: 9003, score: 12, comment: '' },
      { answer_id: 9005, score: 4, comment: '', rubric_item_ids: [61, 63] },
      { answer_id: 9004, score: 1, comment: '' },
    ]);
    expect(await seriousViolations(page, 'keyboard-marking', { include: '[data-screen]' })).toEqual([]);
    await screenshot(page, 'keyboard-marking');
    expectClean(test);
    await test.context.close();
  });

  it('排座: moves a candidate to another room, swaps two, and saves', async () => {
    const test = await openPage(browser, session);
    const { page } = test;
    const calls = recordApi(test);
    await page.goto(test.url('/examSchedulingOfflineAE'));
    const row = page
      .locator('[data-screen="examSchedulingOfflineAE"] .arco-table-tr', {
        hasText: '马克思主义基本原理概论（03709）',
      })
      .first();
    await row.getByRole('button', { name: '排座' }).waitFor();

    // Tab to the session's 排座 and open the workspace with Enter
    await tabUntil(page, (focused) => focused.text === '排座' && focused.inside, {
      within: '.arco-table-tr',
      max: 200,
    });
    expect(
      await row.getByRole('button', { name: '排座' }).evaluate((node) => node === document.activeElement),
    ).toBe(true);
    await expectFocusShown(page, '排座');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /排座 · 马克思主义基本原理概论/ });
    await dialog.getByRole('button', { name: '保存座位' }).waitFor();

    // through the workspace's controls to the seat chart: one tab stop, on seat 01
    await tabUntil(page, (focused) => focused.role === 'gridcell', {
      check: true,
      within: '[role="dialog"]',
      max: 40,
    });
    expect(await activeLabel(page)).toMatch(/^座位 01 陈志强 /);
    const said = () => dialog.getByRole('status').textContent();
    const seat = (name: string | RegExp) => dialog.getByRole('gridcell', { name, exact: true });

    await press(page, 'Enter');
    expect(await said()).toBe('已选中 陈志强（广州天河函授站 第1考场 座位 01）');
    expect(await seat(/^座位 01 陈志强 /).getAttribute('aria-selected')).toBe('true');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight');
    expect(await activeLabel(page)).toMatch(/^座位 08 /);
    // the picked seat and the focused one, told apart (also in forced colours)
    // the picked seat and the focused one, told apart (also in forced colours): the focus an outline
    // round the seat, the pick a double border inside it
    const look = (name: RegExp | string) =>
      dialog.getByRole('gridcell', { name }).evaluate((element) => {
        const style = getComputedStyle(element);
        return { outline: style.outlineStyle, border: style.borderTopStyle };
      });
    for (const colours of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors: colours });
      await dialog.screenshot({
        path: `/tmp/seat-keyboard-picked-focused${colours === 'active' ? '-forced-colors' : ''}.png`,
      });
      expect(await look(/^座位 01 陈志强 /), `picked, forced colours ${colours}`).toEqual({
        outline: 'none',
        border: 'double',
      });
      expect(await look(/^座位 08 /), `focused, forced colours ${colours}`).toEqual({
        outline: 'solid',
        border: 'solid',
      });
    }
    await page.emulateMedia({ forcedColors: 'none' });

    // the next room, its last seat (empty), Enter: moved
    await press(page, 'PageDown');
    await dialog.getByRole('grid', { name: '广州天河函授站 第2考场 座位' }).waitFor();
    await press(page, 'Control+End');
    expect(await activeLabel(page)).toBe('座位 30 空座');
    await press(page, 'Enter');
    expect(await said()).toBe('已将 陈志强 移到 广州天河函授站 第2考场 座位 30');
    await seat(/^座位 30 陈志强 /).waitFor();

    // a swap: 黄振宇 (seat 24) picked, dropped on 陈志强's seat 30
    await press(page, 'ArrowUp');
    expect(await activeLabel(page)).toMatch(/^座位 24 黄振宇 /);
    await press(page, 'Enter');
    await press(page, 'ArrowDown');
    await press(page, 'Enter');
    expect(await said()).toBe(
      '已将 黄振宇 移到 广州天河函授站 第2考场 座位 30，陈志强 换到 广州天河函授站 第2考场 座位 24',
    );
    await seat(/^座位 24 陈志强 /).waitFor();
    await seat(/^座位 30 黄振宇 /).waitFor();

    // Esc puts a picked candidate back and leaves the workspace open
    await press(page, 'Enter');
    expect(await said()).toMatch(/^已选中 黄振宇/);
    await press(page, 'Escape');
    expect(await said()).toBe('已取消选择');
    expect(await seat(/^座位 30 黄振宇 /).getAttribute('aria-selected')).toBe('false');
    await press(page, 'Enter'); // picked again: axe sees the chart with a pick and its live region
    expect(await seriousViolations(page, 'keyboard-seat', { include: '[role="dialog"]' })).toEqual([]);
    await press(page, 'Escape');
    await screenshot(page, 'keyboard-seat-workspace');

    // out of the chart to 保存座位, Enter
    await tabUntil(page, (focused) => focused.text === '保存座位', {
      check: true,
      within: '[role="dialog"]',
      max: 5,
    });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => calls.filter((call) => call.path === '/api/exam/offline/session/seats').length)
      .toBe(1);
    const body = calls.find((call) => call.path === '/api/exam/offline/session/seats')!.body as {
      seats: { student_uuid: string; room_id: number; seat_no: number }[];
    };
    expect(body.seats).toHaveLength(56);
    expect(body.seats).toContainEqual({ student_uuid: ZHIQIANG, room_id: 2, seat_no: 24 });
    expect(body.seats).toContainEqual({ student_uuid: ZHENYU, room_id: 2, seat_no: 30 });
    expect(body.seats.some((item) => item.room_id === 1 && item.seat_no === 1)).toBe(false);
    await dialog.waitFor({ state: 'detached' });
    expectClean(test);
    await test.context.close();
  });
});

interface SaveBody {
  rows: { student_uuid: string; scores: { key: string; score: number | null }[]; mark: string | null }[];
  submit: number;
}

const scores = (usual: number | null, final: number | null) => [
  { key: 'usual', score: usual },
  { key: 'final', score: final },
];

const CHEN = '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c01';
const LI = '3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c02';
/** 陈志强, seat 01 of 第1考场 in the contract's example; 黄振宇, seat 24 of 第2考场. */
const ZHIQIANG = '4ba40fe0662a7437f4f3116ac75d5c0c';
const ZHENYU = '339c156d3700905b63cf601eb4663e0c';
