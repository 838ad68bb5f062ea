/**
 * 线下排考 → 打印: the contract's example session (56 candidates in 2 rooms) with
 * 座位表 + 门贴 + 签到表 printed to PDF with chromium. Each sheet is one A4 page: the PDF has as many
 * pages as there are sheets, no sheet is taller than its paper under print media, nothing is within
 * 5 mm of the paper's edge, and each 签到表 keeps its 应到 / 实到 / 监考员签名 block. Printed with
 * Ctrl+P (window.print without the preview's 打印) the PDF holds the same sheets, not the app.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  launchBrowser,
  openPage,
  openTabAt,
  recordApi,
  screenshot,
  signIn,
  type TestPage,
} from './support/browser';

const PX_PER_MM = 96 / 25.4;
const A4 = { width: 210, height: 297 };
const MARGIN = 5;
/** 2 rooms × (座位表 1 + 门贴 1 + 签到表 3: 30 and 26 candidates, 10 rows to a sheet). */
const EXPECTED_SHEETS = 10;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Pages of a PDF: its /Type /Page objects (not the /Pages tree). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
/** The first page's MediaBox in mm (width, height). */
function mediaBoxMm(pdf: Buffer): [number, number] {
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!box) throw new Error('no MediaBox');
  const pt = (value: string) => (Number(value) * 25.4) / 72;
  return [pt(box[3]!) - pt(box[1]!), pt(box[4]!) - pt(box[2]!)];
}

interface SheetMeasure {
  label: string;
  width: number;
  height: number;
  /** Elements (text, lines, boxes) closer than the margin to the paper's edge. */
  outside: string[];
  hasSignIn: boolean;
}

/** Every sheet shown (in print media: the print portal's), measured in mm. */
function measureSheets(page: Page, margin: number): Promise<SheetMeasure[]> {
  return page.evaluate(
    ({ margin, pxPerMm, paper }) =>
      [...document.querySelectorAll<HTMLElement>('[data-print-sheet]')]
        .filter((sheet) => sheet.getClientRects().length > 0)
        .map((sheet) => {
          const box = sheet.getBoundingClientRect();
          const outside: string[] = [];
          for (const element of sheet.querySelectorAll<HTMLElement>('*')) {
            const rect = element.getBoundingClientRect();
            if (!rect.width || !rect.height) continue;
            const left = (rect.left - box.left) / pxPerMm;
            const top = (rect.top - box.top) / pxPerMm;
            const right = (rect.right - box.left) / pxPerMm;
            const bottom = (rect.bottom - box.top) / pxPerMm;
            if (
              left < margin - 0.01 ||
              top < margin - 0.01 ||
              right > paper.width - margin + 0.01 ||
              bottom > paper.height - margin + 0.01
            )
              outside.push(
                `${element.tagName.toLowerCase()} «${(element.textContent ?? '').slice(0, 20)}» ${top.toFixed(1)}–${bottom.toFixed(1)} mm`,
              );
          }
          return {
            label: sheet.getAttribute('aria-label') ?? '',
            width: box.width / pxPerMm,
            height: box.height / pxPerMm,
            outside: outside.slice(0, 5),
            hasSignIn: (sheet.textContent ?? '').includes('监考员签名'),
          };
        }),
    { margin, pxPerMm: PX_PER_MM, paper: A4 },
  );
}

const sessionRow = (page: Page, text: string) =>
  page.locator('[data-screen="examSchedulingOfflineAE"] .arco-table-tr', { hasText: text }).first();

async function openPrint(test: TestPage, rooms = 2, fresh = true) {
  const { page } = test;
  if (fresh) {
    await signIn(test);
    await openTabAt(test, 'examSchedulingOfflineAE');
  }
  await sessionRow(page, '马克思主义基本原理概论（03709）').getByRole('button', { name: '打印' }).click();
  const preview = page.getByRole('dialog', { name: new RegExp(`打印 · 1 个场次（${rooms} 个考场）`) });
  await preview.getByRole('article', { name: '签到表 · 广州天河函授站 第2考场' }).last().waitFor();
  return preview;
}

/** Prints the open preview's sheets (as its 打印 does) and checks each against A4 and the PDF's pages. */
async function printAndMeasure(page: Page, expected: number, pdfName?: string) {
  await page.evaluate(() => document.body.classList.add('jw-print-only'));
  await page.emulateMedia({ media: 'print' });
  const measured = await measureSheets(page, MARGIN);
  const report = measured.map((sheet) => `${sheet.label}: ${sheet.height.toFixed(1)} mm`).join('\n');
  console.info(`sheets under print media:\n${report}`);
  expect(measured).toHaveLength(expected);
  for (const sheet of measured) {
    expect(sheet.width, sheet.label).toBeLessThanOrEqual(A4.width + 0.5);
    expect(sheet.height, sheet.label).toBeLessThanOrEqual(A4.height + 0.5);
    expect(sheet.outside, sheet.label).toEqual([]);
    if (sheet.label.startsWith('签到表')) expect(sheet.hasSignIn, sheet.label).toBe(true);
  }
  await page.emulateMedia({ media: null }); // page.pdf prints with print media
  const pdf = await page.pdf({
    ...(pdfName ? { path: `tests/e2e/output/${pdfName}.pdf` } : {}),
    preferCSSPageSize: true,
    printBackground: true,
  });
  console.info(`PDF pages: ${pageCount(pdf)} (sheets ${expected})`);
  expect(pageCount(pdf)).toBe(expected);
  const [width, height] = mediaBoxMm(pdf);
  expect(width).toBeCloseTo(210, 0);
  expect(height).toBeCloseTo(297, 0);
  return measured;
}

type Json = Record<string, unknown> & { result: Record<string, unknown> };

/** Answers a session's arrangement with Prism's example, changed by `change`. */
async function changeArrangement(page: Page, id: number, change: (result: Json['result']) => void) {
  await page.route(new RegExp(`/api/exam/offline/session/arrangement/${id}$`), async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Json;
    change(json.result);
    await route.fulfill({ response, json });
  });
}

describe('线下排考 → 打印: 座位表, 门贴 and 签到表 on A4', () => {
  it('prints one page per sheet, each sheet within A4 and a 5 mm margin, the signatures on each 签到表', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const preview = await openPrint(test);
    await screenshot(page, 'seat-print-preview');
    const sheets = await preview.locator('[data-print-sheet]').count();
    expect(sheets).toBe(EXPECTED_SHEETS);

    // what 打印 does: window.print with only the sheets (the print portal) showing
    await page.evaluate(() => {
      (window as unknown as { printedWith: string[] }).printedWith = [];
      window.print = () => {
        (window as unknown as { printedWith: string[] }).printedWith.push(document.body.className);
      };
    });
    await preview.getByRole('button', { name: '打印' }).click();
    expect(await page.evaluate(() => (window as unknown as { printedWith: string[] }).printedWith)).toEqual([
      expect.stringContaining('jw-print-only'),
    ]);

    await printAndMeasure(page, EXPECTED_SHEETS, 'seat-print');
    expectClean(test);
    await test.context.close();
  });

  it('keeps each 签到表 on its page when the heading takes more lines (a long room location)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    // a real location line: building, floor, which entrance — the heading's meta wraps to three lines
    await changeArrangement(page, 1, (result) => {
      for (const room of result.rooms as { location: string }[])
        room.location = `${room.location}（天河校区东区三楼，考生由东侧楼梯进入，请勿使用电梯）`;
    });
    const preview = await openPrint(test);
    const sheets = await preview.locator('[data-print-sheet]').count();
    const signIn = await preview.getByRole('article', { name: /^签到表/ }).count();
    console.info(`long location: ${sheets} sheets, ${signIn} 签到表`);
    await printAndMeasure(page, sheets, 'seat-print-long-location');
    expectClean(test);
    await test.context.close();
  });

  it('prints the same sheets with Ctrl+P (window.print without the preview’s 打印), not the app', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const preview = await openPrint(test);
    await page.emulateMedia({ media: 'print' });
    const measured = await measureSheets(page, MARGIN);
    expect(measured.map((sheet) => sheet.label)).toHaveLength(EXPECTED_SHEETS);
    // nothing of the app (menu, list, the preview's dialog) shows in print
    expect(await page.getByRole('menu', { name: '功能菜单' }).isVisible()).toBe(false);
    expect(await page.locator('.arco-modal').first().isVisible()).toBe(false);
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    console.info(`PDF pages (Ctrl+P): ${pageCount(pdf)}`);
    expect(pageCount(pdf)).toBe(EXPECTED_SHEETS);
    // closed, the page prints as before (the app)
    await preview.getByRole('button', { name: '关闭' }).click();
    await preview.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.classList.contains('jw-print-only'))).toBe(false);
    expectClean(test);
    await test.context.close();
  });
});

/** 中国近现代史纲要: the contract's session 4, at the same time as session 1 (马克思主义基本原理概论). */
const SESSION_4 = {
  id: 4,
  exam_id: 4,
  exam_name: '2026年春季学期期中考试',
  course_id: 2,
  course_code: '03708',
  course_name: '中国近现代史纲要',
  exam_date: '2026-04-11',
  start_time: '09:00',
  end_time: '11:30',
  venue_names: '深圳福田函授站',
  room_count: 1,
  capacity_total: 36,
  candidate_count: 30,
  seated_count: 30,
  invigilator_count: 1,
  seat_status: 1,
  published_at: null,
  remark: '',
};
const SURNAMES = '林何罗郭马高孙胡朱徐';
const CANDIDATES_4 = Array.from({ length: 30 }, (_, i) => ({
  student_uuid: `d4${String(i + 1).padStart(30, '0')}`,
  student_name: `${SURNAMES[i % 10]}${'子晓嘉文俊'[i % 5]}${'涵明怡杰'[i % 4]}`,
  student_no: `2024305${String(i + 1).padStart(3, '0')}`,
  exam_no: `260440200${String(i + 1).padStart(3, '0')}`,
  id_card: '440106199203154428',
  class_id: i < 16 ? 305 : 306,
  class_name: i < 16 ? '2024级法学（专升本）1班' : '2024级法学（专升本）2班',
  photo: null,
}));

interface SaveBody {
  session_id: number;
  room_ids: number[];
  seats: { student_uuid: string; room_id: number; seat_no: number }[];
  seat_rules?: Record<string, boolean>;
  mixed_session_ids?: number[];
  mixed_seats?: { session_id: number; student_uuid: string; room_id: number; seat_no: number }[];
}

describe('混编考场: two sessions of one period in shared rooms', () => {
  it('seats them together, saves the rules and the mixed seats, restores them, and prints the course per seat', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.setViewportSize({ width: 1440, height: 1000 });
    const calls = recordApi(test);
    const server: { saved?: SaveBody } = {};
    await changeArrangement(page, 4, (result) => {
      Object.assign(result, { session: SESSION_4, candidates: CANDIDATES_4, seats: [], mixed_sessions: [] });
    });
    // after the save, session 1 as the server keeps it: its seats, rules, and session 4 combined in
    await changeArrangement(page, 1, (result) => {
      const body = server.saved;
      if (!body) return;
      for (const room of result.rooms as { room_id: number; selected: number }[])
        room.selected = body.room_ids.includes(room.room_id) ? 1 : 0;
      Object.assign(result, {
        seats: body.seats,
        seat_rules: body.seat_rules,
        mixed_sessions: [
          {
            session: SESSION_4,
            candidates: CANDIDATES_4,
            seats: (body.mixed_seats ?? []).map(({ student_uuid, room_id, seat_no }) => ({
              student_uuid,
              room_id,
              seat_no,
            })),
          },
        ],
      });
    });
    await signIn(test);
    await openTabAt(test, 'examSchedulingOfflineAE');
    const openWorkspace = async () => {
      await sessionRow(page, '马克思主义基本原理概论（03709）').getByRole('button', { name: '排座' }).click();
      const dialog = page.getByRole('dialog', { name: /排座 · 马克思主义基本原理概论/ });
      await dialog.getByRole('grid').waitFor();
      return dialog;
    };
    let dialog = await openWorkspace();
    await dialog.getByRole('switch', { name: '混编考场' }).click();
    const sessions = dialog.getByRole('group', { name: '混编场次' });
    // the list's other session of 2026-04-11 09:00–11:30 (英语（二）at 14:30 is not offered)
    await sessions.getByText('中国近现代史纲要（03708）09:00–11:30 · 30 人').click();
    expect(await sessions.getByText(/英语（二）/).count()).toBe(0);
    await dialog
      .getByText('应考 86 人')
      .or(dialog.getByText(/应考\s*86\s*人/))
      .first()
      .waitFor();
    // 56 + 30 candidates with no two of one course side by side or one behind the other: 56 need
    // more than rooms 1–3 offer apart (50), so 深圳福田 第1考场 as well
    await dialog.getByText('广州天河函授站 第3考场（40 座）').click();
    await dialog.getByText('深圳福田函授站 第1考场（36 座）').click();
    await dialog.getByRole('button', { name: '自动排座' }).click();
    await page.getByRole('dialog', { name: '重新排座' }).getByRole('button', { name: '确定' }).click();
    const courses = dialog.getByRole('list', { name: '广州天河函授站 第1考场 的课程' });
    await courses.getByText(/中国近现代史纲要 \d+ 人/).waitFor();
    await courses.getByText(/马克思主义基本原理概论 \d+ 人/).waitFor();
    expect(await dialog.getByText(/同一课程的考生相邻/).count()).toBe(0);
    await dialog.getByRole('gridcell', { name: /^座位 02 .+ 中国近现代史纲要$/ }).waitFor();
    await screenshot(page, 'seat-workspace-mixed');

    await dialog.getByRole('button', { name: '保存座位' }).click();
    await expect
      .poll(() => calls.filter((call) => call.path === '/api/exam/offline/session/seats').length)
      .toBe(1);
    const saved = calls.find((call) => call.path === '/api/exam/offline/session/seats')!.body as SaveBody;
    server.saved = saved;
    expect(saved.room_ids).toEqual([1, 2, 3, 5]);
    expect(saved.seat_rules).toEqual({
      beside: true,
      behind: true,
      diagonal: false,
      alternate: false,
      mixed: true,
    });
    expect(saved.mixed_session_ids).toEqual([4]);
    expect(saved.seats).toHaveLength(56);
    expect(saved.mixed_seats).toHaveLength(30);
    expect(new Set(saved.mixed_seats!.map((seat) => seat.session_id))).toEqual(new Set([4]));
    await dialog.waitFor({ state: 'hidden' });

    // reopened: the rules, 混编 and the combined session as saved
    dialog = await openWorkspace();
    expect(await dialog.getByRole('switch', { name: '混编考场' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByRole('switch', { name: '同班不斜对' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await dialog
      .getByRole('group', { name: '混编场次' })
      .getByRole('checkbox', { name: /中国近现代史纲要/ })
      .waitFor({ state: 'attached' });
    expect(
      await dialog
        .getByRole('group', { name: '混编场次' })
        .getByRole('checkbox', { name: /中国近现代史纲要/ })
        .isChecked(),
    ).toBe(true);
    await dialog
      .getByRole('list', { name: '广州天河函授站 第1考场 的课程' })
      .getByText(/中国近现代史纲要/)
      .waitFor();
    expect(await dialog.getByText('未安排的考生（0）').count()).toBe(1);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // the sheets of the mixed rooms name each seat's course, the door sheet lists the courses
    const preview = await openPrint(test, 4, false);
    const chart = preview.getByRole('article', { name: '座位表 · 广州天河函授站 第1考场' });
    await chart.getByText(/混编课程：/).waitFor();
    expect(await chart.getByText('中国近现代史纲要', { exact: true }).count()).toBeGreaterThan(5);
    const door = preview.getByRole('article', { name: '门贴 · 广州天河函授站 第1考场' });
    await door.getByText(/03708 中国近现代史纲要 · \d+ 人/).waitFor();
    const signInSheet = preview.getByRole('article', { name: '签到表 · 广州天河函授站 第1考场' }).first();
    await signInSheet.getByRole('columnheader', { name: '课程' }).waitFor();
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'seat-print-mixed-preview');
    await chart.screenshot({ path: 'tests/e2e/output/seat-print-mixed-seat-chart.png' });
    await door.screenshot({ path: 'tests/e2e/output/seat-print-mixed-door.png' });
    await signInSheet.screenshot({ path: 'tests/e2e/output/seat-print-mixed-signin.png' });
    const sheets = await preview.locator('[data-print-sheet]').count();
    await printAndMeasure(page, sheets, 'seat-print-mixed');
    expectClean(test);
    await test.context.close();
  });
});
