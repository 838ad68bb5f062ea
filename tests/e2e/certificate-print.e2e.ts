/**
 * 毕业证书打印 (diplomaPrintAE): a batch printed to PDF with chromium — one A4-landscape page per
 * certificate, nothing printed before the print is recorded (Ctrl+P prints only a note), and a
 * field where the mm template puts it, moved by exactly the printer's calibration offset.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, openPage, recordApi, screenshot, signIn } from './support/browser';

const PX_PER_MM = 96 / 25.4;
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

/** Where a field of the first certificate lands on its sheet, in mm, as printed. */
async function fieldPosition(page: Page, key: string): Promise<{ x: number; y: number }> {
  const sheet = page.locator('[data-print-sheet]').first();
  const field = sheet.locator(`[data-field="${key}"]`);
  const [a, b] = await Promise.all([sheet.boundingBox(), field.boundingBox()]);
  if (!a || !b) throw new Error(`${key} not laid out`);
  return { x: (b.x - a.x) / PX_PER_MM, y: (b.y - a.y) / PX_PER_MM };
}

describe('毕业证书打印', () => {
  it('prints a recorded batch one certificate per page, at the template’s mm and the calibration offset', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    const calls = recordApi(test);
    await signIn(test);
    await page.goto(test.url('/diplomaPrintAE?ids=1,2,3'));
    await page.getByRole('article', { name: '毕业证书 · 陈浩然' }).waitFor();
    expect(await page.locator('[data-print-sheet]').count()).toBe(3);
    await screenshot(page, 'diploma-print');

    // printed without the page's 打印 (Ctrl+P): only the note, no certificate
    const unrecorded = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pageCount(unrecorded)).toBe(1);

    // 打印 records the first prints and the reprint (with its reason), then prints
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    const printRecorded = async () => {
      await page.getByRole('button', { name: '打印 3 张' }).click();
      await page.getByText('陈浩然（已打印 1 次）').waitFor();
      await page.getByText('打印时卡纸，证书污损作废').click();
      await page.getByRole('button', { name: '记录并打印' }).click();
      await expect.poll(() => page.locator('[data-print-page][data-armed="true"]').count()).toBe(1);
    };
    await printRecorded();
    const logged = calls.filter((call) => call.path === '/v1-certificate-print-log');
    // Prism checks each body against the contract (a refused one is a problem for expectClean)
    expect(logged.map((call) => (call.body as { print_type: number }).print_type)).toEqual([1, 2]);

    await page.emulateMedia({ media: 'print' });
    const plain = await fieldPosition(page, 'student_name');
    expect(plain.x).toBeCloseTo(112, 1);
    expect(plain.y).toBeCloseTo(60, 1);
    await page.emulateMedia({ media: null }); // back to the default (page.pdf prints with print media)
    const pdf = await page.pdf({
      path: 'tests/e2e/output/diploma-batch.pdf',
      preferCSSPageSize: true,
      printBackground: true,
    });
    expect(pageCount(pdf)).toBe(3);
    const [width, height] = mediaBoxMm(pdf);
    expect(width).toBeCloseTo(297, 0);
    expect(height).toBeCloseTo(210, 0);
    // printing disarms the page: the next print is recorded again
    await expect.poll(() => page.locator('[data-print-page][data-armed="false"]').count()).toBe(1);

    // this office's printer: 2 mm right, 1.5 mm up — kept on this computer
    await page.getByLabel('水平偏移（毫米）').fill('2');
    await page.getByLabel('水平偏移（毫米）').press('Enter');
    await page.getByLabel('垂直偏移（毫米）').fill('-1.5');
    await page.getByLabel('垂直偏移（毫米）').press('Enter');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('jw.print.calibration.diploma-2026')))
      .toBe('{"x":2,"y":-1.5}');
    await printRecorded();
    await page.emulateMedia({ media: 'print' });
    const moved = await fieldPosition(page, 'student_name');
    expect(moved.x).toBeCloseTo(114, 1);
    expect(moved.y).toBeCloseTo(58.5, 1);
    await page.emulateMedia({ media: null }); // back to the default (page.pdf prints with print media)
    expect(pageCount(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(3);
    await screenshot(page, 'diploma-print-calibrated');

    // the calibration test page: one page of the stock's size
    await page.getByRole('switch', { name: '校准测试页' }).click();
    await page.getByRole('article', { name: '校准测试页 · 毕业证书（2026 版）' }).waitFor();
    await screenshot(page, 'diploma-calibration-page');
    expectClean(test);
    await context.close();
  });
});
