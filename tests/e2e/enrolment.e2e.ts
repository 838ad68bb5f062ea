/**
 * Enrolment screens in Debian chromium against Prism: the Excel round trip of
 * 录取管理 (a 5,000-row workbook read in the Web Worker, with its timing and the
 * longest main-thread task reported), exported list re-imported as is, the
 * reviewed lists, and the 报考申请 form. Prism checks every request against the contract.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectClean,
  launchBrowser,
  openPage,
  openTabAt,
  recordApi,
  screenshot,
  signIn,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEADER = [
  '考生号',
  '姓名',
  '性别',
  '身份证号',
  '手机号',
  '招生年份',
  '录取院校',
  '录取专业',
  '层次',
  '学习形式',
  '批次',
  '民族',
  '政治面貌',
  '总分',
  '备注',
];
const SCHOOLS = ['华南师范大学', '广东工业大学', '华南理工大学', '广州大学'];
const PROFESSIONS = ['会计学', '计算机科学与技术', '工商管理', '护理学', '土木工程'];

/** 5,000 admitted students as staff fill the template; every 250th row has a mistake. */
async function bigWorkbook(rows: number): Promise<Buffer> {
  const data: (string | null)[][] = [HEADER];
  for (let i = 0; i < rows; i++) {
    const bad = i % 250 === 249;
    data.push([
      String(26440106150000 + i),
      `考生${String(i).padStart(4, '0')}`,
      i % 2 ? '男' : '女',
      bad ? `4401061998${i}` : `44010619980315${String(i % 10_000).padStart(4, '0')}`,
      `139${String(10_000_000 + i)}`,
      '2026',
      SCHOOLS[i % SCHOOLS.length],
      PROFESSIONS[i % PROFESSIONS.length],
      bad ? '专生本' : '专升本',
      '函授',
      '2026年春季',
      '汉族',
      '群众',
      String(150 + (i % 200)),
      i % 100 === 0 ? '=1+1 退役士兵' : null,
    ]);
  }
  return writeExcelFile(data).toBuffer();
}

/** Long main-thread tasks (PerformanceObserver 'longtask') and the widest gap between frames. */
async function watchMainThread(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __tasks: number[]; __gap: number; __watch: boolean };
    w.__tasks = [];
    w.__gap = 0;
    w.__watch = true;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (now: number) => {
      w.__gap = Math.max(w.__gap, now - last);
      last = now;
      if (w.__watch) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __tasks: number[]; __gap: number; __watch: boolean };
      w.__watch = false;
      return { longTasks: w.__tasks.length, longest: Math.max(0, ...w.__tasks), widestFrameGap: w.__gap };
    });
}

const dialog = (page: Page) => page.getByRole('dialog');
/** A cold first page on a shared 2-core machine can take a few seconds. */
const WAIT = { timeout: 15_000 };

describe('录取管理: the Excel round trip', () => {
  it('imports 5,000 rows without freezing the page, commits the valid ones, returns the rejected ones', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'admissionAE');
    await page.getByRole('button', { name: '导入录取名单' }).click();
    const modal = dialog(page);
    const template = page.waitForEvent('download');
    await modal.getByRole('button', { name: '下载导入模板' }).click();
    expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      calls.some((c) => c.path === '/api/user/down/export-template' && c.query.get('type') === '4'),
    ).toBe(true);

    const file = await bigWorkbook(5000);
    const stop = await watchMainThread(page);
    const started = Date.now();
    await modal.getByLabel('选择 Excel 文件').setInputFiles({
      name: '录取名单-5000.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await modal.getByText('共 5000 行：4980 行可以导入，20 行有问题（20 处）。').waitFor({ timeout: 60_000 });
    const checkMs = Date.now() - started;
    const check = await stop();
    await screenshot(page, 'enrolment-import-results');
    await expect.poll(() => modal.getByText('「专生本」不是可选的层次').count(), WAIT).toBeGreaterThan(0);

    const commitWatch = await watchMainThread(page);
    const commitStarted = Date.now();
    await modal.getByRole('button', { name: '导入 4980 行' }).click();
    // Prism answers every batch with the contract's example (2 written, row 4 refused)
    await modal.getByText('已导入 20 行；21 行未导入。').waitFor({ timeout: 60_000 });
    const commitMs = Date.now() - commitStarted;
    const commit = await commitWatch();
    const batches = calls.filter((c) => c.path === '/v1-adult-admission-import');
    expect(batches).toHaveLength(10);
    const first = (batches[0].body as { rows: Record<string, unknown>[] }).rows;
    expect(first).toHaveLength(500);
    expect(first[0]).toEqual({
      row: 2,
      exam_no: '26440106150000',
      name: '考生0000',
      sex: 2,
      id_card: '440106199803150000',
      phone: '13910000000',
      year: 2026,
      school_id: 1,
      profession_id: 2,
      level_id: 3,
      modality_id: 3,
      batch_id: 1,
      nation_id: 1,
      outlook_id: 13,
      score: 150,
      remark: '=1+1 退役士兵',
    });
    const figures = { rows: 5000, checkMs, check, commitMs, commit };
    writeFileSync(
      path.resolve(import.meta.dirname, 'output/enrolment-import-5000.json'),
      JSON.stringify(figures, null, 2),
    );
    console.log('5,000-row import', JSON.stringify(figures));
    expect(check.longest).toBeLessThan(200);

    const rejected = page.waitForEvent('download');
    await modal.getByRole('button', { name: '下载错误行' }).click();
    const saved = await rejected;
    expect(saved.suggestedFilename()).toBe('导入录取名单-错误行.xlsx');
    await modal.getByRole('button', { name: '完成' }).click();

    // the rejected rows come back in as they are: the 20 mistakes are found again
    await page.getByRole('button', { name: '导入录取名单' }).click();
    await dialog(page)
      .getByLabel('选择 Excel 文件')
      .setInputFiles(await saved.path());
    await dialog(page).getByText('共 21 行：1 行可以导入，20 行有问题（20 处）。').waitFor();
    expectClean(test);
    await test.context.close();
  }, 180_000);

  it('re-imports an exported list without edits', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await signIn(test);
    await openTabAt(test, 'admissionAE');
    await expect.poll(() => page.locator('.arco-table').getByText('陈晓婷').isVisible(), WAIT).toBe(true);
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toBe('录取名单.xlsx');
    await page.getByRole('button', { name: '导入录取名单' }).click();
    await dialog(page)
      .getByLabel('选择 Excel 文件')
      .setInputFiles(await file.path());
    await dialog(page).getByText('共 5 行：5 行可以导入，0 行有问题（0 处）。').waitFor();
    expectClean(test);
    await test.context.close();
  });

  it('keeps the spreadsheet library out of the list page and the start-up chunks', () => {
    const assets = path.join(inject('distDir'), 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const holding = (text: string) =>
      scripts.filter((name) => readFileSync(path.join(assets, name), 'utf8').includes(text));
    const listChunks = holding('撤销后该考生不再出现在录取名单中');
    expect(listChunks).toHaveLength(1);
    const listCode = readFileSync(path.join(assets, listChunks[0]), 'utf8');
    for (const marker of ['xl/worksheets/sheet', 'sharedStrings'])
      expect(listCode.includes(marker), `${listChunks[0]} holds ${marker}`).toBe(false);
    const indexHtml = readFileSync(path.join(inject('distDir'), 'index.html'), 'utf8');
    for (const name of holding('xl/worksheets/sheet')) expect(indexHtml.includes(name)).toBe(false);
  });
});
