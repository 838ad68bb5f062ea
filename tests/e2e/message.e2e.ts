/** Messages: 平台公告 (list, preview, rich-text form) and 院长信箱 (letters, reply, close) on both lines. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  goTo,
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

const last = (calls: ReturnType<typeof recordApi>, path: string) =>
  calls.filter((c) => c.path === path).at(-1);

describe('platform notices', () => {
  it('lists notices, searches by title, and previews one sanitised', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'platformNoticeAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('关于2026年上半年课程考试安排的通知').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('华南师范大学2026年成人高等教育招生简章').isVisible()).toBe(true);
    await screenshot(page, 'platform-notice-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('公告标题').fill('考试');
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => last(calls, '/v1-adult-notice-list')?.query.get('title')).toBe('考试');

    const row = page.locator('.arco-table-tr', { hasText: '关于2026年上半年课程考试安排的通知' });
    await row.getByRole('button', { name: '预览' }).click();
    const article = page.getByRole('article', { name: '公告内容' });
    await expect.poll(() => article.getByRole('heading', { name: '一、考试时间' }).isVisible()).toBe(true);
    await expect.poll(() => article.getByText('2026年上半年课程考试安排表.xlsx').isVisible()).toBe(true);
    await screenshot(page, 'platform-notice-preview');
    expectClean(test);
    await test.context.close();
  });

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

  it('edits a notice from ?id=, takes another offline with confirmation, and exports', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await goTo(test, '/addPlatformAE?id=301');
    const form = page.getByRole('form', { name: '编辑公告' });
    await expect
      .poll(() => form.getByLabel('公告标题').inputValue())
      .toBe('关于2026年上半年课程考试安排的通知');
    const editor = form.getByRole('textbox', { name: '公告内容' });
    await expect.poll(() => editor.locator('h2', { hasText: '二、注意事项' }).isVisible()).toBe(true);
    await screenshot(page, 'edit-platform-form');
    // a kept-alive tab hidden and shown again: tiptap rebuilds its editor, which must show the content again
    await page.locator('[data-tab="home"]').click();
    await page.waitForURL(/\/home$/);
    await page.locator('[data-tab="addPlatformAE"]').click();
    await expect.poll(() => editor.locator('h2', { hasText: '二、注意事项' }).isVisible()).toBe(true);
    await editor.getByText('考试开始 30 分钟后不得入场。').click();
    await page.keyboard.press('End');
    await page.keyboard.type('迟到者按缺考处理。');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/platformNoticeAE$/);
    const edit = last(calls, '/v1-adult-notice-edit')?.body as Record<string, unknown>;
    expect(edit).toMatchObject({ id: 301, type: 4, audience: 1, is_top: 1, status: 1 });
    expect(edit.content).toContain('考试开始 30 分钟后不得入场。迟到者按缺考处理。');

    const row = page.locator('.arco-table-tr', { hasText: '关于2026年上半年课程考试安排的通知' });
    await row.getByRole('button', { name: '下线' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => last(calls, '/v1-adult-notice-status')?.body).toEqual({ id: 301, status: 2 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(calls.some((c) => c.path === '/v1-adult-notice-export' && !c.query.has('page'))).toBe(true);
    expectClean(test);
    await test.context.close();
  });

  it('is the same pair of screens on the self-taught line (own- paths, 学习中心)', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'platformNoticeST');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('学习中心').first().isVisible()).toBe(true);
    await screenshot(page, 'platform-notice-list-st');
    await page.getByRole('button', { name: '发布公告' }).click();
    await page.locator('[data-tab="addPlatformST"]').waitFor();
    const form = page.getByRole('form', { name: '发布公告' });
    await expect.poll(() => form.locator('.arco-radio', { hasText: '学习中心' }).count()).toBe(1);
    await screenshot(page, 'add-platform-form-st');
    expect(calls.some((c) => c.path === '/v1-own-notice-list')).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/v1-adult-notice'))).toBe(false);
    expectClean(test);
    await test.context.close();
  });
});

describe('dean mailbox', () => {
  it('lists letters, answers one in the drawer (validated by the contract), and closes another', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'deanMailboxAE');
    const table = page.locator('.arco-table');
    await expect.poll(() => table.getByText('关于补考报名时间的咨询').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('139****5873').isVisible()).toBe(true);
    await screenshot(page, 'dean-mailbox-list');

    const search = page.getByRole('form', { name: '搜索条件' });
    await search.getByLabel('关键字').fill('补考');
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => last(calls, '/v1-adult-mailbox-list')?.query.get('keyword')).toBe('补考');

    const row = page.locator('.arco-table-tr', { hasText: '关于补考报名时间的咨询' });
    await row.getByRole('button', { name: '查看并回复' }).click();
    const drawer = page.locator('.arco-drawer', { hasText: '来信详情' });
    await expect.poll(() => drawer.getByText('回复记录（1）').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: '提交回复' }).click();
    const form = drawer.getByRole('form', { name: '回复来信' });
    await expect
      .poll(() => form.locator('.arco-form-message', { hasText: '请输入回复内容' }).isVisible())
      .toBe(true);
    await form
      .getByLabel('回复内容')
      .fill('陈同学你好，补考报名时间为3月20日至27日，请在学习平台「考试报名」中提交。');
    await screenshot(page, 'dean-mailbox-drawer');
    await drawer.getByRole('button', { name: '提交回复' }).click();
    await expect
      .poll(() => last(calls, '/v1-adult-mailbox-reply')?.body)
      .toEqual({
        id: 5101,
        content: '陈同学你好，补考报名时间为3月20日至27日，请在学习平台「考试报名」中提交。',
      });
    await expect.poll(() => page.getByText('回复来信成功').isVisible()).toBe(true);
    await expect.poll(() => form.getByLabel('回复内容').inputValue()).toBe('');
    await page.locator('.arco-drawer-close-icon').click();

    const other = page.locator('.arco-table-tr', { hasText: '学位英语成绩何时可以查询' });
    await other.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => last(calls, '/v1-adult-mailbox-close')?.body).toEqual({ id: 5105 });
    expectClean(test);
    await test.context.close();
  });

  it('is the same screen on the self-taught line', async () => {
    const test = await openPage(browser);
    const { page } = test;
    const calls = recordApi(test);
    await signIn(test);
    await openTabAt(test, 'deanMailboxST');
    await expect
      .poll(() => page.locator('.arco-table').getByText('建议增加周末面授课程').isVisible())
      .toBe(true);
    await screenshot(page, 'dean-mailbox-list-st');
    expect(calls.some((c) => c.path === '/v1-own-mailbox-list')).toBe(true);
    expectClean(test);
    await test.context.close();
  });
});
