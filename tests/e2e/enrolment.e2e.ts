/**
 * Enrolment screens in Debian chromium against Prism: the Excel round trip of
 * 录取管理: a 5,000-row workbook read in the Web Worker (what is found, committed and
 * returned; how the page copes meanwhile is the bench's, `npm run bench`), an exported list
 * re-imported as is, and the spreadsheet library kept out of the list and start-up chunks.
 * Prism checks every request against the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admissionWorkbook, WORKBOOK_TYPE } from './support/admission-workbook';
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

const dialog = (page: Page) => page.getByRole('dialog');
/** A cold first page on a shared 2-core machine can take a few seconds. */
const WAIT = { timeout: 15_000 };

describe('录取管理: the Excel round trip', () => {
  it('imports 5,000 rows: finds the 20 mistakes, commits the valid ones, returns the rejected ones', async () => {
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

    await modal.getByLabel('选择 Excel 文件').setInputFiles({
      name: '录取名单-5000.xlsx',
      mimeType: WORKBOOK_TYPE,
      buffer: await admissionWorkbook(5000),
    });
    await modal.getByText('共 5000 行：4980 行可以导入，20 行有问题（20 处）。').waitFor({ timeout: 60_000 });
    await screenshot(page, 'enrolment-import-results');
    await expect.poll(() => modal.getByText('「专生本」不是可选的层次').count(), WAIT).toBeGreaterThan(0);

    await modal.getByRole('button', { name: '导入 4980 行' }).click();
    // Prism answers every batch with the contract's example (2 written, row 4 refused)
    await modal.getByText('已导入 20 行；21 行未导入。').waitFor({ timeout: 60_000 });
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
