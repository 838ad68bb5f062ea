/** Reviewed applications (学籍异动, 退学审核) and photo review (录取 / 毕业照片, 真人核验) in chromium against Prism. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCall,
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

type Call = ApiCall;

const last = (calls: Call[], path: string) => calls.filter((call) => call.path === path).at(-1);
const visibleDialog = (page: Page) => page.getByRole('dialog').filter({ visible: true });
const row = (page: Page, text: string) => page.locator('.arco-table-tr', { hasText: text }).first();

describe('录取 / 毕业照片审核 and 真人核验', () => {
  it('shows the photos with their automatic checks, previews one large and rejects the failing ones', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'admissionPhotoAE');
    const photo = page.getByAltText('陈浩然的录取照片');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('本页 3 张未通过自动检查').isVisible()).toBe(true);
    expect(await row(page, '黄丽娟').getByText('像素应为 480×640（实际 600×800）').isVisible()).toBe(true);
    expect(last(calls, '/v1-adult-photo-list')?.query.get('kind')).toBe('1');
    await screenshot(page, 'review-admission-photos');

    await photo.click();
    const preview = page.locator('.arco-image-preview').filter({ visible: true });
    await expect.poll(() => preview.count()).toBe(1);
    await screenshot(page, 'review-admission-photo-preview');
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.count()).toBe(0);

    for (const name of ['黄丽娟', '李俊杰']) await row(page, name).locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量驳回' }).click();
    const modal = visibleDialog(page);
    await expect
      .poll(() => modal.getByRole('textbox').inputValue())
      .toBe(
        '像素应为 480×640；文件大小应为 20 KB–40 KB；背景应为蓝色；格式应为 JPG，请按学信网照片要求重新上传',
      );
    await screenshot(page, 'review-admission-photo-reject');
    await modal.getByRole('button', { name: '确定驳回' }).click();
    await expect
      .poll(() => (last(calls, '/v1-adult-photo-reject')?.body as { ids: number[] })?.ids)
      .toEqual([7302, 7303]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const exported = last(calls, '/v1-adult-photo-export');
    expect(exported?.query.get('kind')).toBe('1');
    expect(exported?.query.has('page')).toBe(false);
    expectClean(test);
    await test.context.close();
  });
});
