/**
 * 毕业证书打印 · 模板设计 (diplomaPrintAE), in chromium: 模板设计 opens the designer over the scan of
 * the blank stock; 姓名 is moved 10 mm to the right with the keyboard (Shift + → twice) and another
 * field dragged with the mouse and back; 保存为新版本 sends the template to the server (Prism checks
 * the body against the contract), the page prints with the new version, the print log names it,
 * and in the printed sheets 姓名 sits exactly 10.0 mm further right than before, nothing else moved.
 *
 * Prism answers every call with the contract's example, so the template versions are served by a
 * small server of the test's own (the requests still go through Prism first, to be checked): what
 * is saved is numbered 3, listed first and the newest, and reading version 3 returns it.
 */
import { inflateSync } from 'node:zlib';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateTemplateVersion, CertificateTemplateVersionBody } from '@/generated/model';
import { summaryOf } from '@/pages/graduation/template-versions';
import { expectClean, launchBrowser, openPage, recordApi, screenshot, signIn } from './support/browser';
import { measureSheets, PX_PER_MM, readPdf, sheetProblems, strayText } from './support/print-check';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The template versions kept as a server would: saved ones numbered after the contract's examples. */
async function serveVersions(page: Page) {
  const saved: CertificateTemplateVersion[] = [];
  /** Prism checks the request first; one it refuses is answered as refused (and fails expectClean). */
  const checked = async (route: Route) => {
    const response = await route.fetch();
    if (response.status() !== 200) {
      await route.fulfill({ response });
      return undefined;
    }
    return (await response.json()) as { code: number; msg: string; result: unknown };
  };
  await page.route('**/v1-certificate-template-version-save', async (route) => {
    if (!(await checked(route))) return;
    const body = route.request().postDataJSON() as CertificateTemplateVersionBody;
    const version: CertificateTemplateVersion = {
      remark: '',
      background_url: null,
      ...body,
      version: 3 + saved.length,
      saved_by: '李丽娟',
      saved_at: '2026-07-01 09:30:00',
    };
    saved.unshift(version);
    await route.fulfill({ json: { code: 200, msg: '操作成功', result: version } });
  });
  await page.route('**/v1-certificate-template-overview?*', async (route) => {
    const example = await checked(route);
    if (!example) return;
    const id = new URL(route.request().url()).searchParams.get('template_id');
    const mine = saved.filter((version) => version.template_id === id);
    const { versions, latest } = example.result as { versions: unknown[]; latest?: unknown };
    await route.fulfill({
      json: {
        ...example,
        result: { versions: [...mine.map(summaryOf), ...versions], latest: mine[0] ?? latest },
      },
    });
  });
  await page.route('**/v1-certificate-template-version-info?*', async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const version = saved.find(
      (item) =>
        item.template_id === query.get('template_id') && item.version === Number(query.get('version')),
    );
    if (!version) return route.continue();
    if (await checked(route)) await route.fulfill({ json: { code: 200, msg: '操作成功', result: version } });
  });
  return saved;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const PT_TO_MM = 25.4 / 72;

/**
 * Where each line of text starts in a PDF chromium printed: the origin of every text object (its
 * first `Tm`, through the graphics state's matrices), in mm from the page's left edge and bottom,
 * to a tenth of a mm, as "x,y" — every page's together, sorted. (A field's text starts at its box's
 * left edge, so a field moved 10 mm to the right has its origin 10 mm further right.)
 */
function textOrigins(pdf: Buffer): string[] {
  const file = pdf.toString('latin1');
  const origins: string[] = [];
  for (const match of file.matchAll(/\d+\s+0\s+obj([\s\S]*?)endobj/g)) {
    const [object, body] = match as unknown as [string, string];
    const at = body.indexOf('stream');
    if (at < 0 || !/\/FlateDecode/.test(body.slice(0, at))) continue;
    let from = match.index + object.indexOf('stream') + 'stream'.length;
    if (file[from] === '\r') from++;
    if (file[from] === '\n') from++;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(from, file.indexOf('endstream', from))).toString('latin1');
    } catch {
      continue;
    }
    if (!/^\s*(?:[-\d.]+\s+){6}cm/.test(content)) continue; // a page's content, not a font
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    let operands: string[] = [];
    let inText = false;
    let placed = false;
    const tokens =
      /\/[^\s/[\]<>()]+|<<|>>|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\[|\]|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;
    for (const [token] of content.matchAll(tokens)) {
      if (!/^[A-Za-z'"*]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      const n = operands.slice(-6).map(Number) as Matrix;
      if (token === 'q') saved.push(ctm);
      else if (token === 'Q') ctm = saved.pop() ?? ctm;
      else if (token === 'cm') ctm = multiply(n, ctm);
      else if (token === 'BT') [inText, placed] = [true, false];
      else if (token === 'ET') inText = false;
      else if (token === 'Tm' && inText && !placed) {
        placed = true;
        const x = n[4] * ctm[0] + n[5] * ctm[2] + ctm[4];
        const y = n[4] * ctm[1] + n[5] * ctm[3] + ctm[5];
        origins.push(`${(x * PT_TO_MM).toFixed(1)},${(y * PT_TO_MM).toFixed(1)}`);
      }
      operands = [];
    }
  }
  return origins.sort();
}

/** What is in `a` and not in `b` (each occurrence counted). */
function without(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((item) => {
    const at = rest.indexOf(item);
    if (at < 0) return true;
    rest.splice(at, 1);
    return false;
  });
}

/** Where a field of the first certificate prints on its sheet, in mm (under print media). */
async function printedAt(page: Page, key: string): Promise<{ x: number; y: number }> {
  await page.emulateMedia({ media: 'print' });
  try {
    const sheet = page.locator('[data-print-sheet]').first();
    const field = sheet.locator(`[data-field="${key}"]`);
    const [a, b] = await Promise.all([sheet.boundingBox(), field.boundingBox()]);
    if (!a || !b) throw new Error(`${key} not laid out`);
    return { x: (b.x - a.x) / PX_PER_MM, y: (b.y - a.y) / PX_PER_MM };
  } finally {
    await page.emulateMedia({ media: null });
  }
}

describe('毕业证书打印 · 模板设计', () => {
  it('moves 姓名 10 mm right in the designer, saves a new version, prints with it and logs it', async () => {
    const test = await openPage(browser);
    const { page, context } = test;
    const calls = recordApi(test);
    await signIn(test);
    const saved = await serveVersions(page);
    await page.goto(test.url('/diplomaPrintAE?ids=1,2'));
    await page.getByRole('article', { name: '毕业证书 · 陈浩然' }).waitFor();
    expect(await page.locator('[data-print-sheet]').count()).toBe(2);
    const picker = page.getByRole('combobox', { name: '模板版本' });
    await expect.poll(() => picker.textContent()).toContain('第 2 版 · 李丽娟 · 2026-06-20 15:42');

    // printed with 第 2 版 (the sheets print only through 打印, recorded: 陈浩然's is a reprint)
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    const printRecorded = async () => {
      await page.getByRole('button', { name: '打印 2 张' }).click();
      // (Prism answers with the three example certificates whatever is asked: 张嘉怡 lacks her photo)
      await page.getByRole('button', { name: '打印其余 2 张' }).click();
      await page.getByText('打印时卡纸，证书污损作废').click();
      await page.getByRole('button', { name: '记录并打印' }).click();
      await expect.poll(() => page.locator('[data-print-page][data-armed="true"]').count()).toBe(1);
    };
    await printRecorded();
    const before = {
      name: await printedAt(page, 'student_name'),
      number: await printedAt(page, 'certificate_no'),
    };
    expect(before.name.x).toBeCloseTo(112, 1);
    const pdfBefore = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(readPdf(pdfBefore).pages).toHaveLength(2);
    // printing disarms the page
    await expect.poll(() => page.locator('[data-print-page][data-armed="false"]').count()).toBe(1);

    // the designer: the paper at true scale (1 mm = 96 / 25.4 px) over the stock scan
    await page.getByRole('button', { name: '模板设计' }).click();
    const paper = page.getByRole('group', { name: '毕业证书（2026 版）（297 × 210 毫米）' });
    await paper.waitFor();
    const paperBox = (await paper.boundingBox())!;
    expect(paperBox.width / PX_PER_MM).toBeCloseTo(297, 0);
    expect(paperBox.height / PX_PER_MM).toBeCloseTo(210, 0);

    // 姓名 by keyboard: Shift + → twice = 10 mm
    const name = page.getByRole('button', { name: /^姓名：/ });
    await name.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect
      .poll(() => name.getAttribute('aria-label'))
      .toBe('姓名：X 122 毫米，Y 60 毫米，宽 40 毫米，高 9 毫米');
    await expect.poll(() => page.getByLabel('X（毫米）').inputValue()).toBe('122.0');

    // 性别 by mouse: dragged 20 mm right and 5 mm down (snapped to 0.5 mm), then back
    const sex = page.getByRole('button', { name: /^性别：/ });
    const drag = async (dx: number, dy: number) => {
      await sex.hover(); // in view, no longer moving with the drawer, and the one to receive the press
      const box = (await sex.boundingBox())!;
      const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + (dx * PX_PER_MM) / 2, from.y + (dy * PX_PER_MM) / 2, { steps: 4 });
      await page.mouse.move(from.x + dx * PX_PER_MM, from.y + dy * PX_PER_MM, { steps: 4 });
      await page.mouse.up();
    };
    await drag(20, 5);
    await expect
      .poll(() => sex.getAttribute('aria-label'))
      .toBe('性别：X 190 毫米，Y 65 毫米，宽 12 毫米，高 9 毫米');
    await drag(-20, -5);
    await expect
      .poll(() => sex.getAttribute('aria-label'))
      .toBe('性别：X 170 毫米，Y 60 毫米，宽 12 毫米，高 9 毫米');
    await screenshot(page, 'template-designer');

    await page.getByLabel('修改说明').fill('姓名右移 10 毫米');
    await page.getByRole('button', { name: '保存为新版本' }).click();
    await page.getByText('已保存为第 3 版，打印将使用这一版').waitFor();
    const [body] = calls
      .filter((call) => call.path === '/v1-certificate-template-version-save')
      .map((call) => call.body as { fields: { key: string; x: number; y: number }[]; remark: string });
    expect(body!.remark).toBe('姓名右移 10 毫米');
    expect(body!.fields.find((field) => field.key === 'student_name')).toMatchObject({ x: 122, y: 60 });
    expect(body!.fields.find((field) => field.key === 'sex')).toMatchObject({ x: 170, y: 60 });
    expect(saved).toHaveLength(1);

    // the page now prints with 第 3 版
    await expect.poll(() => picker.textContent()).toContain('第 3 版 · 李丽娟 · 2026-07-01 09:30');
    await printRecorded();
    const logged = calls.filter((call) => call.path === '/v1-certificate-print-log');
    expect(logged.map((call) => call.body)).toEqual([
      expect.objectContaining({ ids: [2], print_type: 1, template_version: 2 }),
      expect.objectContaining({ ids: [1], print_type: 2, template_version: 2 }),
      expect.objectContaining({ ids: [2], print_type: 1, template_version: 3 }),
      expect.objectContaining({ ids: [1], print_type: 2, template_version: 3 }),
    ]);

    // as printed (measured while armed: printing disarms the page): each sheet within its stock and
    // margin, 姓名 exactly 10.0 mm further right, nothing else moved; 2 pages of the stock's size
    expect((await measureSheets(page)).flatMap(sheetProblems)).toEqual([]);
    // nothing else prints: not the message 已保存为第 3 版 still on screen
    await expect.poll(() => page.getByText('已保存为第 3 版，打印将使用这一版').count()).toBe(1);
    expect(await strayText(page)).toEqual([]);
    const after = {
      name: await printedAt(page, 'student_name'),
      number: await printedAt(page, 'certificate_no'),
    };
    const pdfAfter = await page.pdf({
      path: 'tests/e2e/output/template-designer.pdf',
      preferCSSPageSize: true,
      printBackground: true,
    });
    const pdf = readPdf(pdfAfter);
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]!.width).toBeCloseTo(297, 0);
    expect(pdf.pages[0]!.height).toBeCloseTo(210, 0);
    expect(after.name.x - before.name.x).toBeCloseTo(10, 1);
    expect(after.name.y - before.name.y).toBeCloseTo(0, 1);
    expect(after.number.x - before.number.x).toBeCloseTo(0, 1);
    expect(after.number.y - before.number.y).toBeCloseTo(0, 1);
    // and in the PDFs themselves: on each of the 2 pages exactly one line of text moved — the one
    // starting at 姓名's place (x 112 mm, baseline within its 9 mm box 60 mm from the top) — by
    // exactly +10.0 mm, on the same baseline; every other line prints where it did
    const [moved, to] = [
      without(textOrigins(pdfBefore), textOrigins(pdfAfter)),
      without(textOrigins(pdfAfter), textOrigins(pdfBefore)),
    ];
    const mm = (origin: string) => origin.split(',').map(Number) as [number, number];
    expect(moved).toHaveLength(2);
    expect(to).toHaveLength(2);
    for (const [index, origin] of moved.entries()) {
      const [x, y] = mm(origin);
      const [movedX, movedY] = mm(to[index]!);
      expect(x).toBeCloseTo(112, 1);
      expect(210 - y).toBeGreaterThan(60);
      expect(210 - y).toBeLessThan(69);
      expect(movedX - x).toBeCloseTo(10, 1);
      expect(movedY).toBeCloseTo(y, 1);
    }
    expectClean(test);
    await context.close();
  });
});
