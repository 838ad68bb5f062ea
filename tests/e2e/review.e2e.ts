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

async function pickOption(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.locator('.arco-form-item', { hasText: label }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: option }).click();
}

describe('学籍异动 / 退学审核', () => {
  it('lists applications, searches by type and state, and shows one with its recorded steps', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentStatusChangeAE');
    await expect.poll(() => row(page, '陈浩然').getByText('汉语言文学 → 会计学').isVisible()).toBe(true);
    await expect.poll(() => row(page, '陈浩然').getByText('440106********2718').isVisible()).toBe(true);
    await screenshot(page, 'review-status-change-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await pickOption(page, search, '异动类型', '转专业');
    await pickOption(page, search, '审核状态', '待审核');
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?type=1&status=0');
    await expect
      .poll(() => Object.fromEntries(last(calls, '/v1-adult-student-change-list')?.query ?? []))
      .toEqual({ type: '1', status: '0', page: '1', limit: '10' });

    await row(page, '梁伟明').getByRole('button', { name: '查看' }).click();
    const detail = visibleDialog(page);
    await expect.poll(() => detail.getByLabel('审核记录').getByText('驳回', { exact: true }).count()).toBe(1);
    expect(await detail.getByText('驳回原因：缺少单位出具的岗位证明，请补充后重新提交').isVisible()).toBe(
      true,
    );
    expect(last(calls, '/v1-adult-student-change-logs')?.query.get('id')).toBe('3012');
    await screenshot(page, 'review-status-change-detail');
    await detail.getByRole('button', { name: '关闭' }).click();
    expectClean(test);
    await test.context.close();
  });

  it('rejects with a required reason, approves the selected ones, and exports', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentStatusChangeAE');
    await row(page, '黄丽娟').getByRole('button', { name: '驳回' }).click();
    const modal = visibleDialog(page);
    await modal.getByRole('button', { name: '确定驳回' }).click();
    await expect.poll(() => modal.getByText('请输入驳回原因').isVisible()).toBe(true);
    await modal.getByText('申请信息与学籍信息不一致').click();
    await screenshot(page, 'review-status-change-reject');
    await modal.getByRole('button', { name: '确定驳回' }).click();
    await expect
      .poll(() => last(calls, '/v1-adult-student-change-reject')?.body)
      .toEqual({ ids: [3020], reason: '申请信息与学籍信息不一致' });
    await expect.poll(() => modal.count()).toBe(0);

    for (const name of ['陈浩然', '黄丽娟']) await row(page, name).locator('.arco-checkbox').click();
    await expect.poll(() => page.getByText('已选 2 项').isVisible()).toBe(true);
    await page.getByRole('button', { name: '批量通过' }).click();
    await visibleDialog(page).getByRole('button', { name: '确定通过' }).click();
    await expect
      .poll(() => last(calls, '/v1-adult-student-change-pass')?.body)
      .toEqual({ ids: [3021, 3020] });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(last(calls, '/v1-adult-student-change-export')?.query.has('page')).toBe(false);
    expectClean(test);
    await test.context.close();
  });

  it('submits a transfer on a student’s behalf with a payload the contract accepts', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'studentStatusChangeAE');
    await page.getByRole('button', { name: '新增异动申请' }).click();
    const form = page.getByRole('form', { name: '新增异动申请' });
    await form.getByLabel('学号').fill('2025440106012');
    await form.getByLabel('学生姓名').fill('陈浩然');
    await form.getByText('转专业', { exact: true }).click();
    await form.getByLabel('申请原因').fill('工作岗位调整为财务方向，申请转入会计学专业');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请选择转入专业' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请选择生效日期' }).isVisible())
      .toBe(true);
    await screenshot(page, 'review-status-change-form');
    await pickOption(page, form, '转入专业', '会计学');
    await form.locator('.arco-form-item', { hasText: '生效日期' }).locator('input').click();
    await page.keyboard.type('2026-05-01');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => last(calls, '/v1-adult-student-change-add')?.body)
      .toEqual({
        student_no: '2025440106012',
        student_name: '陈浩然',
        type: 1,
        to_major_id: 2,
        effective_date: '2026-05-01',
        reason: '工作岗位调整为财务方向，申请转入会计学专业',
      });
    await expect.poll(() => form.count()).toBe(0);
    expectClean(test);
    await test.context.close();
  });

  it('reviews self-taught dropouts on the own- paths', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'dropOutToExamineST');
    await expect.poll(() => row(page, '周子轩').getByText('广州天河学习中心').isVisible()).toBe(true);
    await screenshot(page, 'review-dropout-list');
    await row(page, '周子轩').getByRole('button', { name: '通过' }).click();
    const modal = visibleDialog(page);
    await modal.getByRole('textbox').fill('已核实，同意退学');
    await modal.getByRole('button', { name: '确定通过' }).click();
    await expect
      .poll(() => last(calls, '/v1-own-dropout-pass')?.body)
      .toEqual({ ids: [812], remark: '已核实，同意退学' });
    expect(calls.some((call) => call.path.startsWith('/v1-adult-'))).toBe(false);
    expectClean(test);
    await test.context.close();
  });
});

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

  it('reviews face checks in their own tab: the ID-card photo beside the snapshots, PATCH by id', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'gradPhotoExamineAE');
    await expect.poll(() => page.getByAltText('陈浩然的毕业照片').isVisible()).toBe(true);
    expect(last(calls, '/v1-adult-photo-list')?.query.get('kind')).toBe('2');
    await page.getByRole('tab', { name: '真人核验审核' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=realCheck');
    const check = row(page, '陈浩然');
    await expect
      .poll(() =>
        check.getByAltText('陈浩然的身份证照片').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(Object.fromEntries(last(calls, '/api/user/realCheck/getRealChecks')?.query ?? [])).toEqual({
      start: '1',
      perPage: '10',
    });
    await screenshot(page, 'review-real-checks');

    await check.getByRole('button', { name: '驳回' }).click();
    const modal = visibleDialog(page);
    await modal.getByText('抓拍照片模糊或未拍到正脸').click();
    await modal.getByRole('button', { name: '确定驳回' }).click();
    await expect
      .poll(() => last(calls, '/api/user/realCheck/realChecks/1042'))
      .toMatchObject({
        method: 'PATCH',
        body: { state: 2, phone: '13826451907', remark: '抓拍照片模糊或未拍到正脸' },
      });

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('学生姓名').fill('李雨桐');
    await search.getByRole('button', { name: '查询' }).click();
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?tab=realCheck&rc_studentName=%E6%9D%8E%E9%9B%A8%E6%A1%90');
    await expect
      .poll(() => last(calls, '/api/user/realCheck/getRealChecks')?.query.get('studentName'))
      .toBe('李雨桐');
    expectClean(test);
    await test.context.close();
  });
});
