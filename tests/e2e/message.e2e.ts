/** Messages: 平台公告 (list, preview, rich-text form) and 院长信箱 (letters, reply, close) on both lines. */
import type { Browser } from 'playwright-core';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Waits until the editor has read the selection the last key set: ProseMirror learns of a
 * native caret move from the async selectionchange event, and the next key must not beat it.
 */
async function settled(page: TestPage['page']) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const dom = document.querySelector('.tiptap') as
          (Element & { editor?: { state: { selection: { from: number; to: number } } } }) | null;
        const selection = window.getSelection();
        return (
          !!dom?.editor &&
          !!selection &&
          dom.editor.state.selection.from === dom.editor.state.selection.to &&
          selection.isCollapsed
        );
      }),
    )
    .toBe(true);
}

// built, not written: the lint forbids script URLs in source
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');

describe('platform notices', () => {
  it('neutralises hostile notice HTML in the real browser (script, on* handlers, javascript: links)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/v1-adult-notice-info?*', (route) =>
      route.fulfill({
        json: {
          code: 200,
          msg: '操作成功',
          result: {
            id: 301,
            title: '恶意公告',
            type: 1,
            audience: 0,
            publisher: '王晓梅',
            publish_time: '2026-03-02 09:00:00',
            is_top: 0,
            status: 1,
            read_count: 1,
            updated_at: '2026-03-01 17:42:00',
            content:
              '<p>正文</p><script>alert("script")</script><img src="x" onerror="alert(\'img\')">' +
              '<svg><animate onbegin="alert(\'svg\')" attributeName="x" dur="1s"></animate></svg>' +
              '<a id="evil" href="javascript:alert(\'link\')">点我</a><p style="position:fixed;inset:0">遮罩</p>',
            attachments: [{ name: '恶意附件', url: SCRIPT_URL, size: 1 }],
          },
        },
      }),
    );
    await signIn(test);
    await openTabAt(test, 'platformNoticeAE');
    const row = page.locator('.arco-table-tr', { hasText: '关于2026年上半年课程考试安排的通知' });
    await row.getByRole('button', { name: '预览' }).click();
    const article = page.getByRole('article', { name: '公告内容' });
    await expect.poll(() => article.getByText('正文').isVisible()).toBe(true);
    const html = await article.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onbegin|javascript:|position:\s*fixed/i);
    await article.getByText('点我').click();
    await article.getByText('恶意附件').click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    // Under the CSP (mock-server/deploy) Chromium reports the on* attributes DOMPurify meets while
    // parsing the HTML in its inert document; nothing runs there, the report is the policy at work.
    const blocked =
      /^console\.error: Executing inline event handler violates the following Content Security Policy/;
    expect(test.problems.filter((problem) => !blocked.test(problem))).toEqual([]);
    await test.context.close();
  });

  it('publishes a notice written in the rich-text editor, with an attachment', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'platformNoticeAE');
    await page.getByRole('button', { name: '发布公告' }).click();
    await page.locator('[data-tab="addPlatformAE"]').waitFor();
    const form = page.getByRole('form', { name: '发布公告' });
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入公告标题' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入公告内容' }).isVisible())
      .toBe(true);

    await form.getByLabel('公告标题').fill('关于清明节放假安排的通知');
    await form.locator('.arco-form-item', { hasText: '公告类型' }).locator('.arco-select-view').click();
    await page.getByRole('option', { name: '教务动态' }).click();
    await form.locator('.arco-radio', { hasText: '学生' }).click();

    const editor = form.getByRole('textbox', { name: '公告内容' });
    await editor.click();
    await form.getByRole('button', { name: '二级标题' }).click();
    await page.keyboard.type('一、放假时间');
    await page.keyboard.press('Enter');
    await page.keyboard.type('4月4日至6日放假');
    await page.keyboard.press('Shift+Home');
    await form.getByRole('button', { name: '加粗' }).click();
    await expect.poll(() => editor.innerHTML()).toContain('<strong>4月4日至6日放假</strong>');
    await page.keyboard.press('ArrowRight'); // collapse the selection to its end
    await settled(page);
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('7日正常上课');
    await page.keyboard.press('Shift+Home');
    await form.getByRole('button', { name: '链接' }).click();
    const linkInput = page.getByRole('textbox', { name: '链接地址' });
    await linkInput.fill(SCRIPT_URL);
    await page.getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => page.getByText('链接地址须以 http://、https:// 或 mailto: 开头').isVisible())
      .toBe(true);
    await linkInput.fill('https://jw.example.edu.cn/calendar');
    await page.getByRole('button', { name: '确定' }).click();

    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: '工具.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await expect
      .poll(() => page.getByText('「工具.exe」格式不支持', { exact: false }).isVisible())
      .toBe(true);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: '校历.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 校历') },
      ]);
    await expect.poll(() => calls.some((c) => c.path === '/v1-adult-notice-upload')).toBe(true);
    // the mock answers with its example attachment
    await expect.poll(() => form.getByText('2026年上半年课程考试安排表.xlsx').isVisible()).toBe(true);
    await page.waitForTimeout(500); // let the modal and the upload list finish their transitions
    await screenshot(page, 'add-platform-form');

    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/platformNoticeAE$/);
    const adds = calls.filter((c) => c.path === '/v1-adult-notice-add');
    expect(adds).toHaveLength(1);
    expect(adds[0].body).toEqual({
      title: '关于清明节放假安排的通知',
      type: 5,
      audience: 1,
      is_top: 0,
      status: 1,
      content:
        '<h2>一、放假时间</h2><p><strong>4月4日至6日放假</strong></p><ul><li><p>' +
        '<a target="_blank" rel="noopener noreferrer nofollow" href="https://jw.example.edu.cn/calendar">7日正常上课</a>' +
        '</p></li></ul>',
      attachments: [
        {
          name: '2026年上半年课程考试安排表.xlsx',
          url: 'https://files.example.edu.cn/notice/2026/03/exam-schedule.xlsx',
          size: 48213,
        },
      ],
    });
    expectClean(test);
    await test.context.close();
  });
});
