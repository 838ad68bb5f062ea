/**
 * 毕业证书打印 (diplomaPrintAE): a batch printed to PDF with chromium — the certificate lacking its
 * photo named before printing and left out, one A4-landscape page per other certificate with no
 * label or 照片 printed on the stock, nothing printed before the print is recorded (Ctrl+P prints only
 * a note), and the fields where the mm template puts them, moved by exactly the calibration offset.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, openPage, recordApi, screenshot, signIn } from './support/browser';
import { mayHavePrinted, measureSheets, PX_PER_MM, readPdf, sheetProblems } from './support/print-check';

/** What the stock already says: never printed on it. */
const GUIDES = [
  '照片',
  '姓名',
  '性别',
  '出生日期',
  '入学年月',
  '毕业年月',
  '学制',
  '校长',
  '发证日期',
  '证书编号',
];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where a field of the first certificate lands on its sheet, in mm, as printed. */
async function fieldPosition(page: Page, key: string): Promise<{ x: number; y: number }> {
  const sheet = page.locator('[data-print-sheet]').first();
  const field = sheet.locator(`[data-field="${key}"]`);
  const [a, b] = await Promise.all([sheet.boundingBox(), field.boundingBox()]);
  if (!a || !b) throw new Error(`${key} not laid out`);
  return { x: (b.x - a.x) / PX_PER_MM, y: (b.y - a.y) / PX_PER_MM };
}

describe('毕业证书打印', () => {
  it('leaves out the certificate lacking data, prints the others one per page at the template’s mm and the calibration offset', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    const calls = recordApi(test);
    await signIn(test);
    // how far the page moved while it loaded (layout shifts, as Lighthouse's CLS adds them)
    await context.addInitScript(() => {
      const moved = { total: 0 };
      (window as unknown as { __moved: typeof moved }).__moved = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) moved.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(test.url('/diplomaPrintAE?ids=1,2,3'));
    await page.getByRole('article', { name: '毕业证书 · 陈浩然' }).waitFor();
    // the toolbar arrives after the first sheets, in room kept for it: nothing moves
    await page.getByRole('combobox', { name: '模板版本' }).waitFor();
    // everything that could still move it has arrived (photos, fonts), and two frames have been
    // drawn since: the observer has been told of every shift
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))));
    });
    expect(
      await page.evaluate(() => (window as unknown as { __moved: { total: number } }).__moved.total),
    ).toBeLessThan(0.01);
    // 张嘉怡 has no photo: named above the sheets, hers is not among them
    await page.getByText('张嘉怡（缺照片）').waitFor();
    expect(await page.locator('[data-print-sheet]').count()).toBe(2);
    await screenshot(page, 'diploma-print');

    // printed without the page's 打印 (Ctrl+P): only the note, no certificate
    const unrecorded = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(unrecorded.pages).toHaveLength(1);

    // 打印 names the certificate lacking data first (print the others or cancel), then records the
    // first prints and the reprint (with its reason), then prints
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    const printRecorded = async (shot?: string) => {
      await page.getByRole('button', { name: '打印 2 张' }).click();
      const missing = page.getByRole('dialog', { name: '1 张毕业证书缺少打印所需的信息' });
      await missing.getByRole('row', { name: '张嘉怡 照片' }).waitFor();
      if (shot) await screenshot(page, shot);
      await missing.getByRole('button', { name: '打印其余 2 张' }).click();
      await page.getByText('陈浩然（已打印 1 次）').waitFor();
      await page.getByText('打印时卡纸，证书污损作废').click();
      await page.getByRole('button', { name: '记录并打印' }).click();
      await expect.poll(() => page.locator('[data-print-page][data-armed="true"]').count()).toBe(1);
    };
    // cancelled at the list: nothing recorded, nothing printed
    await page.getByRole('button', { name: '打印 2 张' }).click();
    await page
      .getByRole('dialog', { name: '1 张毕业证书缺少打印所需的信息' })
      .getByRole('button', { name: '取消' })
      .click();
    expect(await page.locator('[data-print-page][data-armed="true"]').count()).toBe(0);
    expect(calls.filter((call) => call.path === '/v1-certificate-print-log')).toEqual([]);

    await printRecorded('diploma-print-missing-data');
    const logged = calls.filter((call) => call.path === '/v1-certificate-print-log');
    // Prism checks each body against the contract (a refused one is a problem for expectClean)
    expect(logged.map((call) => call.body)).toEqual([
      expect.objectContaining({ ids: [2], print_type: 1 }),
      expect.objectContaining({ ids: [1], print_type: 2, reason: '打印时卡纸，证书污损作废' }),
    ]);

    // as printed: the 2 certificates, each within its stock and margin, no label, no 照片
    const sheets = await measureSheets(page);
    expect(sheets.map((sheet) => sheet.label)).toEqual(['毕业证书 · 陈浩然', '毕业证书 · 何晓琳']);
    expect(sheets.flatMap(sheetProblems)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    const plain = {
      name: await fieldPosition(page, 'student_name'),
      number: await fieldPosition(page, 'certificate_no'),
    };
    expect(plain.name.x).toBeCloseTo(112, 1);
    expect(plain.name.y).toBeCloseTo(60, 1);
    expect(plain.number.x).toBeCloseTo(58, 1);
    expect(plain.number.y).toBeCloseTo(180, 1);
    await page.emulateMedia({ media: null }); // back to the default (page.pdf prints with print media)
    const pdf = readPdf(
      await page.pdf({
        path: 'tests/e2e/output/diploma-batch.pdf',
        preferCSSPageSize: true,
        printBackground: true,
      }),
    );
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]!.width).toBeCloseTo(297, 0);
    expect(pdf.pages[0]!.height).toBeCloseTo(210, 0);
    // the PDF's fonts hold every character printed: the names are there, the stock's guides are not
    expect(mayHavePrinted(pdf, '陈浩然何晓琳')).toBe(true);
    expect(mayHavePrinted(pdf, '张嘉怡')).toBe(false);
    expect(GUIDES.filter((guide) => mayHavePrinted(pdf, guide))).toEqual([]);
    // printing disarms the page: the next print is recorded again
    await expect.poll(() => page.locator('[data-print-page][data-armed="false"]').count()).toBe(1);

    // this office's printer: 3 mm right, 2 mm up — kept for this computer's printer (本机打印机)
    await page.getByLabel('水平偏移（毫米）').fill('3');
    await page.getByLabel('水平偏移（毫米）').press('Enter');
    await page.getByLabel('垂直偏移（毫米）').fill('-2');
    await page.getByLabel('垂直偏移（毫米）').press('Enter');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('jw.print.printers') ?? '{}')))
      .toEqual({
        profiles: [{ name: '本机打印机', offsets: { 'diploma-2026': { x: 3, y: -2 } } }],
        chosen: { 'diploma-2026': '本机打印机' },
      });
    await printRecorded();
    await page.emulateMedia({ media: 'print' });
    const moved = {
      name: await fieldPosition(page, 'student_name'),
      number: await fieldPosition(page, 'certificate_no'),
    };
    for (const key of ['name', 'number'] as const) {
      expect(moved[key].x - plain[key].x, key).toBeCloseTo(3, 1);
      expect(moved[key].y - plain[key].y, key).toBeCloseTo(-2, 1);
    }
    await page.emulateMedia({ media: null }); // back to the default (page.pdf prints with print media)
    expect(readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true })).pages).toHaveLength(2);
    await screenshot(page, 'diploma-print-calibrated');

    // the calibration test page: one page of the stock's size
    await page.getByRole('switch', { name: '校准测试页' }).click();
    await page.getByRole('article', { name: '校准测试页 · 毕业证书（2026 版）' }).waitFor();
    await screenshot(page, 'diploma-calibration-page');
    expectClean(test);
    await context.close();
  });
});
