/**
 * 毕业证书打印 · 打印机校准 with the keyboard only: once the page is open, every step is a
 * key press — a printer made (its name checked), chosen, its X / Y offset set, the test page with its
 * mm rulers shown, the printers exported to a file, and the certificates printed; each control Tab
 * lands on shows where the focus is. The offset moves the printed photo by exactly its mm on the PDF.
 * Then this computer forgets everything (storage cleared, page reloaded), the file is imported
 * (keyboard again) and the certificates print at the same offset.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { pdfImages, printPdf, PX_PER_MM, type PdfBox } from './support/print-check';

const OFFICE = '教务处 HP M1136';
/** The diploma template's photo box (mm), as the template places it. */
const PHOTO = { x: 36, y: 58 };
const FILE = path.resolve(import.meta.dirname, 'output/打印机校准-keyboard.json');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Focus {
  name: string;
  /** How the focus shows ('' when it does not). */
  ring: string;
  /** Whether the element's own border has the theme's primary colour (how Arco marks a focused field). */
  primaryBorder: boolean;
}

/**
 * The focused control's name and how it shows the focus: an outline, or a box-shadow that reaches
 * beyond the box (Arco's focused field has a 0-width one: not a ring), on the element or on the field
 * box it sits in (Arco draws a field's box around its input).
 */
function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { name: '(无焦点)', ring: '', primaryBorder: false };
    const name =
      element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName.toLowerCase();
    const ringOf = (node: Element | null): string => {
      if (!node) return '';
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      const shadow = (style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)).find((part) =>
        (part.match(/-?[\d.]+px/g) ?? []).some((length) => parseFloat(length) !== 0),
      );
      return shadow ? `box-shadow ${shadow.trim()}` : '';
    };
    const primary = `rgb(${getComputedStyle(document.body).getPropertyValue('--primary-6').split(',').join(', ')})`;
    return {
      name,
      ring: ringOf(element) || ringOf(element.closest('.arco-input-inner-wrapper')),
      primaryBorder: getComputedStyle(element).borderTopColor === primary,
    };
  });
}

/** The focus once its ring has come (Arco's controls animate their focus style in over 0.1–0.2 s). */
async function settledFocus(page: Page): Promise<Focus> {
  let now = await focused(page);
  for (let wait = 0; wait < 10 && !now.ring && !now.primaryBorder; wait++) {
    await page.waitForTimeout(50);
    now = await focused(page);
  }
  return now;
}

/** The focus is on `name` and shows. */
async function expectFocus(page: Page, name: string) {
  const now = await settledFocus(page);
  expect(now.name).toBe(name);
  expect(now.ring, `「${now.name}」获得焦点时看不出来`).not.toBe('');
}

/**
 * Tab (or Shift+Tab) until `name` has the focus; every control passed shows its focus. `field`: the
 * target is an Arco text field outside the calibration tools (the print log's 补打原因), which marks
 * its focus by a border in the primary colour instead of a ring.
 */
async function tabTo(
  page: Page,
  name: string,
  { back = false, field = false }: { back?: boolean; field?: boolean } = {},
): Promise<string[]> {
  const passed: string[] = [];
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await settledFocus(page);
    passed.push(now.name);
    const shows = now.ring || (field && now.name === name && now.primaryBorder ? 'border' : '');
    expect(shows, `「${now.name}」获得焦点时看不出来（${passed.join(' → ')}）`).not.toBe('');
    if (now.name === name) return passed;
  }
  throw new Error(`按 Tab 到不了「${name}」：${passed.join(' → ')}`);
}

/** Replaces the focused field's text by typing. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** The printer the select shows. */
const chosenPrinter = (page: Page) =>
  page.getByRole('combobox', { name: '打印机' }).locator('.arco-select-view-value').innerText();

/** The option the arrow keys are on, when it is marked so that it shows (a filled background). */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const option = document.querySelector('[role="option"].arco-select-option-hover');
    if (!option) return '';
    const fill = getComputedStyle(option).backgroundColor;
    return fill === 'rgba(0, 0, 0, 0)' || fill === 'transparent' ? '(不可见)' : (option.textContent ?? '');
  });

/**
 * 打印 with the keyboard: the certificate lacking its photo left out (打印其余), the reprint's reason
 * typed, 记录并打印; then the PDF's first page: where its photo prints, in mm.
 */
async function printByKeyboard(page: Page): Promise<PdfBox> {
  // from the toolbar's settings row (the printer's controls) back up to its first row
  await tabTo(page, '打印 2 张', { back: true });
  await page.keyboard.press('Enter');
  const missing = page.getByRole('dialog', { name: '1 张毕业证书缺少打印所需的信息' });
  await missing.waitFor();
  await tabTo(page, '打印其余 2 张');
  await page.keyboard.press('Enter');
  const reprint = page.getByRole('dialog', { name: '补打 1 张证书' });
  await reprint.waitFor();
  await tabTo(page, '补打原因', { field: true });
  await page.keyboard.type('打印机校准后重新打印');
  await tabTo(page, '记录并打印');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('[data-print-page][data-armed="true"]').count()).toBe(1);
  const pages = pdfImages(await printPdf(page));
  expect(pages).toHaveLength(2);
  // printing disarms the page (the next print is recorded again) and gives the focus back
  await expect.poll(() => page.locator('[data-print-page][data-armed="false"]').count()).toBe(1);
  return pages[0]![0]!;
}

describe('打印机校准 · 键盘操作', () => {
  it('makes, chooses and calibrates a printer, shows the test page, exports, prints; another computer imports it', async () => {
    const test = await openPage(browser);
    const { page } = test;
    // file choosers caught from the start (a listener added just before the key press can miss it)
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await signIn(test);
    await page.goto(test.url('/diplomaPrintAE?ids=1,2,3'));
    await page.getByRole('article', { name: '毕业证书 · 陈浩然' }).waitFor();
    // the toolbar's controls load once the certificates are there, just after the first sheets
    await page.getByRole('combobox', { name: '模板版本' }).waitFor();
    await page.evaluate(() => {
      window.print = () => undefined; // the print dialog itself is the browser's
    });
    // from here on: the keyboard only

    // the toolbar in Tab order, each control showing its focus (删除 and 归零 are disabled: skipped)
    // the toolbar's first row (版本, 设计, 打印, 关闭), then its settings row (the printer)
    expect(await tabTo(page, '打印机')).toEqual(['模板版本', '模板设计', '打印 2 张', '关闭', '打印机']);
    expect(await chosenPrinter(page)).toBe('本机打印机');

    // 新建: the name is checked (empty, taken), Enter saves, the focus comes back to 新建
    await tabTo(page, '新建打印机');
    await page.keyboard.press('Enter');
    const naming = page.getByRole('dialog', { name: '新建打印机' });
    await naming.waitFor();
    await expectFocus(page, '打印机名称');
    await page.keyboard.press('Enter');
    await naming.getByText('请输入打印机名称').waitFor();
    await page.keyboard.type('本机打印机');
    await page.keyboard.press('Enter');
    await naming.getByText('已有名为「本机打印机」的打印机').waitFor();
    await retype(page, OFFICE);
    await page.keyboard.press('Enter');
    await naming.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toEqual(expect.objectContaining({ name: '新建打印机' }));
    await expectFocus(page, '新建打印机');
    expect(await chosenPrinter(page)).toBe(OFFICE);

    // the printer chosen from the list: Enter opens it, arrows move, Enter chooses
    await tabTo(page, '打印机', { back: true });
    await page.keyboard.press('Enter');
    const printerList = page.getByRole('combobox', { name: '打印机' });
    const listOpen = (open: boolean) =>
      expect.poll(() => printerList.getAttribute('aria-expanded')).toBe(String(open));
    await listOpen(true);
    await expect.poll(() => activeOption(page)).toBe(OFFICE);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => activeOption(page)).toBe('本机打印机');
    await page.keyboard.press('Enter');
    await expect.poll(() => chosenPrinter(page)).toBe('本机打印机');
    await listOpen(false);
    await expectFocus(page, '打印机');
    await page.keyboard.press('Enter');
    await listOpen(true);
    await expect.poll(() => activeOption(page)).toBe('本机打印机');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeOption(page)).toBe(OFFICE);
    await page.keyboard.press('Enter');
    await expect.poll(() => chosenPrinter(page)).toBe(OFFICE);
    await listOpen(false);
    await expectFocus(page, '打印机');

    // this printer prints 3 mm too far left and 2 mm too low: X by arrow keys (0.5 mm a press), Y typed
    expect(await tabTo(page, '水平偏移（毫米）')).toEqual([
      '新建打印机',
      '重命名打印机',
      '删除打印机',
      '导出校准',
      '导入校准',
      '水平偏移（毫米）',
    ]);
    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowUp');
    await tabTo(page, '垂直偏移（毫米）');
    await retype(page, '-2');
    await tabTo(page, '归零');
    expect(await page.getByLabel('水平偏移（毫米）').inputValue()).toBe('3.0');
    expect(await page.getByLabel('垂直偏移（毫米）').inputValue()).toBe('-2.0');

    // the test page with its mm rulers, then back to the certificates
    await tabTo(page, '校准测试页');
    await page.keyboard.press('Space');
    const testSheet = page.getByRole('article', { name: '校准测试页 · 毕业证书（2026 版）' });
    await testSheet.waitFor();
    await expectFocus(page, '校准测试页');
    await screenshot(page, 'calibration-keyboard-test-page');
    // in mm as laid out (print media hides the sheets until 打印 arms the page; mm are mm on screen too):
    // the rulers along the paper's edges, every number beside its tick, and the offset read off them
    const laidOut = await testSheet.evaluate((sheet, pxPerMm) => {
      const origin = sheet.getBoundingClientRect();
      const mm = (px: number) => Math.round((px / pxPerMm) * 10) / 10;
      const box = (selector: string) => {
        const rect = sheet.querySelector(selector)!.getBoundingClientRect();
        return {
          x: mm(rect.left - origin.left),
          y: mm(rect.top - origin.top),
          width: mm(rect.width),
          height: mm(rect.height),
        };
      };
      const labels = (edge: string, axis: 'left' | 'top') =>
        [...sheet.querySelectorAll(`[data-ruler="${edge}"] text`)].map((text) => ({
          label: Number(text.textContent),
          at: mm(text.getBoundingClientRect()[axis] - origin[axis]),
        }));
      return {
        top: box('[data-ruler="top"]'),
        left: box('[data-ruler="left"]'),
        topLabels: labels('top', 'left'),
        leftLabels: labels('left', 'top'),
        mark: box('[data-mark="20,20"]'),
      };
    }, PX_PER_MM);
    expect(laidOut.top).toEqual({ x: 0, y: 0, width: 297, height: 7 });
    expect(laidOut.left).toEqual({ x: 0, y: 0, width: 7, height: 210 });
    expect(laidOut.topLabels).toHaveLength(29);
    expect(laidOut.leftLabels).toHaveLength(20);
    for (const { label, at } of [...laidOut.topLabels, ...laidOut.leftLabels]) {
      expect(at, `标尺数字 ${label}`).toBeGreaterThanOrEqual(label);
      expect(at, `标尺数字 ${label}`).toBeLessThan(label + 1.5);
    }
    // the (20, 20) crosshair at 23 / 18 on the rulers: X 3, Y -2
    expect(laidOut.mark).toMatchObject({ x: 23, y: 18 });
    await page.keyboard.press('Space');
    await page.getByRole('article', { name: '毕业证书 · 陈浩然' }).waitFor();

    // 导出校准: the printers as a file
    await tabTo(page, '导出校准', { back: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const schoolDay = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 10);
    expect(download.suggestedFilename()).toBe(`打印机校准-${schoolDay}.json`);
    await download.saveAs(FILE);
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toMatchObject({
      kind: 'jw-printer-calibration',
      profiles: [
        { name: '本机打印机', offsets: {} },
        { name: OFFICE, offsets: { 'diploma-2026': { x: 3, y: -2 } } },
      ],
    });
    await expectFocus(page, '导出校准');
    await screenshot(page, 'calibration-keyboard-print-page');

    // printed: the photo 3 mm right and 2 mm up of where the template puts it
    const moved = await printByKeyboard(page);
    expect(moved.x).toBeCloseTo(PHOTO.x + 3, 0);
    expect(moved.y).toBeCloseTo(PHOTO.y - 2, 0);
    expect(Math.abs(moved.x - (PHOTO.x + 3))).toBeLessThan(0.2);
    expect(Math.abs(moved.y - (PHOTO.y - 2))).toBeLessThan(0.2);

    // another computer: nothing stored, so no offset …
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('article', { name: '毕业证书 · 陈浩然' }).waitFor();
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    expect(await chosenPrinter(page)).toBe('本机打印机');
    expect(await page.getByLabel('水平偏移（毫米）').inputValue()).toBe('0.0');
    // … until the file is imported (with the keyboard): this template prints with the imported printer
    await tabTo(page, '导入校准');
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0]!.setFiles(FILE);
    await page.getByText('已导入 2 台打印机的校准：新增 1 台，更新 1 台').waitFor();
    await expect.poll(() => chosenPrinter(page)).toBe(OFFICE);
    expect(await page.getByLabel('水平偏移（毫米）').inputValue()).toBe('3.0');
    expect(await page.getByLabel('垂直偏移（毫米）').inputValue()).toBe('-2.0');
    await expectFocus(page, '导入校准');
    const imported = await printByKeyboard(page);
    expect(Math.abs(imported.x - (PHOTO.x + 3))).toBeLessThan(0.2);
    expect(Math.abs(imported.y - (PHOTO.y - 2))).toBeLessThan(0.2);
    expectClean(test);
    await test.context.close();
  });
});
