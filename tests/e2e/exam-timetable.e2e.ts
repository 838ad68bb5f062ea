/**
 * 线下排考: publishing seats checks the timetable for conflicts first. The contract's
 * example timetable (Prism) has a teaching clash on 英语（二）(刘芳 invigilates while teaching):
 * publishing it asks for a reason, which is sent with the count; 管理学原理 has no conflict and is
 * published straight away. Prism checks both bodies against the contract. Then the seat workspace
 * with 100 rooms at 1366 × 768: the room tabs scroll, the seat grid stays inside the dialog.
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
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const row = (page: Page, text: string) =>
  page.locator('[data-screen="examSchedulingOfflineAE"] .arco-table-tr', { hasText: text }).first();

describe('exam timetable: publishing with and without conflicts', () => {
  it('asks for a reason for a session with a conflict and sends it; publishes one without straight away', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    const published = () =>
      calls.filter((call) => call.path === '/api/exam/offline/session/publish').map((call) => call.body);
    await signIn(test);
    await openTabAt(test, 'examSchedulingOfflineAE');

    await row(page, '英语（二）（00015）').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '发布座位' }).click();
    const dialog = page.getByRole('dialog', { name: '发布前发现冲突' });
    await dialog.getByText(/所选 1 个场次有 1 项冲突（监考与授课冲突 1 项）/).waitFor();
    await dialog.getByRole('button', { name: '仍然发布' }).click();
    await expect
      .poll(() => dialog.getByText('请填写发布原因：有冲突的场次须说明为何仍要发布').isVisible())
      .toBe(true);
    expect(published()).toEqual([]);
    await dialog.getByRole('textbox', { name: '发布原因' }).fill('刘芳当天下午的课程已调至周日');
    await screenshot(page, 'exam-timetable-publish-reason');
    await dialog.getByRole('button', { name: '仍然发布' }).click();
    await expect
      .poll(published)
      .toEqual([{ ids: [2], conflict_reason: '刘芳当天下午的课程已调至周日', conflict_count: 1 }]);
    await dialog.waitFor({ state: 'hidden' });

    await row(page, '管理学原理（00054）').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '发布座位' }).click();
    await expect.poll(() => published().length).toBe(2);
    expect(published()[1]).toEqual({ ids: [5] });
    expect(await page.getByRole('dialog', { name: '发布前发现冲突' }).count()).toBe(0);

    await page.getByRole('button', { name: '冲突检查' }).click();
    const list = page.getByRole('dialog', { name: '冲突检查 · 今天起 62 天' });
    await list.getByText('共 4 项冲突', { exact: false }).waitFor();
    await screenshot(page, 'exam-timetable-conflicts');
    expectClean(test);
    await test.context.close();
  });

  it('fits a session with 100 rooms into the seat workspace at 1366 × 768', async () => {
    const test = await openPage(browser);
    const { page } = test;
    await page.setViewportSize({ width: 1366, height: 768 });
    const rooms = Array.from({ length: 100 }, (_, i) => ({
      room_id: i + 1,
      code: `KC-TH-${String(i + 1).padStart(3, '0')}`,
      // one long name: the 转到考场 list shows it whole
      name: i === 56 ? '第57考场（实训楼三楼东侧阶梯教室）' : `第${i + 1}考场`,
      venue_name: i < 50 ? '广州天河函授站' : '佛山南海函授站',
      location: `教学楼${i < 50 ? 'A' : 'B'}栋${100 + (i % 50) + 1}`,
      capacity: 30,
      seat_cols: 6,
      selected: 1,
    }));
    const surnames = '陈李王张刘黄林吴周徐孙马朱胡郭何高罗郑梁';
    const candidates = Array.from({ length: 2_900 }, (_, i) => ({
      student_uuid: `e2e${String(i).padStart(6, '0')}`,
      student_name: `${surnames[i % 20]}${'志明晓红伟芳海涛婷俊杰梦瑶'[i % 12]}${'强华敏'[i % 3]}`,
      student_no: `2024${String(300000 + i)}`,
      exam_no: `26044010${String(i + 1).padStart(4, '0')}`,
      id_card: '440106198801011001',
      class_id: 300 + Math.floor(i / 45),
      class_name: `2024级行政管理（专升本）${Math.floor(i / 45) + 1}班`,
      photo: null,
    }));
    await page.route(/\/api\/exam\/offline\/session\/arrangement\/\d+/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 200,
          msg: '操作成功',
          result: {
            session: {
              id: 3,
              exam_id: 4,
              exam_name: '2026年春季学期期中考试',
              course_id: 4,
              course_code: '00023',
              course_name: '高等数学（工本）',
              exam_date: '2026-04-12',
              start_time: '09:00',
              end_time: '11:30',
              venue_names: '广州天河函授站、佛山南海函授站',
              room_count: 100,
              capacity_total: 3000,
              candidate_count: 2900,
              seated_count: 0,
              invigilator_count: 0,
              seat_status: 0,
              published_at: null,
              remark: '',
            },
            rooms,
            candidates,
            seats: [],
          },
        }),
      }),
    );
    await signIn(test);
    await openTabAt(test, 'examSchedulingOfflineAE');
    await row(page, '高等数学（工本）（00023）').getByRole('button', { name: '排座' }).click();
    const dialog = page.getByRole('dialog', { name: /排座 · 高等数学（工本）/ });
    await dialog.getByRole('button', { name: '自动排座' }).click();
    await dialog.getByRole('gridcell', { name: /^座位 01 (?!空座)/ }).waitFor();
    await dialog.getByRole('combobox', { name: '转到考场' }).click();
    await page.keyboard.type('第57考场');
    // the long name is not cut off in the list (wider than the select, with the name as its tooltip)
    const option = page.locator('.arco-select-option', { hasText: '第57考场' });
    await option.waitFor();
    expect(await option.getAttribute('title')).toBe('佛山南海函授站 第57考场（实训楼三楼东侧阶梯教室）');
    expect(await option.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog
      .getByRole('grid', { name: '佛山南海函授站 第57考场（实训楼三楼东侧阶梯教室） 座位' })
      .waitFor();
    // the chosen room's tab is scrolled into the middle of the tab bar
    const middle = async (selector: string) => {
      const box = (await dialog.locator(selector).first().boundingBox())!;
      return box.x + box.width / 2;
    };
    await expect
      .poll(async () =>
        Math.abs(
          (await middle('.arco-tabs-header-title-active')) - (await middle('.arco-tabs-header-scroll')),
        ),
      )
      .toBeLessThan(40);
    await screenshot(page, 'exam-seat-workspace-100-rooms-1366');
    const box = (await dialog.boundingBox())!;
    const grid = (await dialog.getByRole('grid').boundingBox())!;
    const tabs = (await dialog.locator('.arco-tabs').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1366);
    expect(grid.x + grid.width).toBeLessThanOrEqual(box.x + box.width);
    expect(tabs.x + tabs.width).toBeLessThanOrEqual(box.x + box.width);
    // the footer's 保存座位 is on screen without scrolling the page
    const save = (await dialog.getByRole('button', { name: '保存座位' }).boundingBox())!;
    expect(save.y + save.height).toBeLessThanOrEqual(768);
    expectClean(test);
    await test.context.close();
  });
});
