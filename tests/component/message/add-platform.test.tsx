// must come first: makes DOMPurify work under happy-dom (see the module)
import './support/happy-dom-purify';
import type { Editor } from '@tiptap/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';
import { capturePosts } from './support/capture-posts';

/** The tiptap editor behind the 公告内容 field (tiptap puts it on its DOM element). */
async function findEditor(): Promise<Editor> {
  const area = await screen.findByRole('textbox', { name: '公告内容' }, { timeout: 8000 });
  return (area as HTMLElement & { editor: Editor }).editor;
}

describe('notice form (addPlatformAE)', () => {
  it('validates in Chinese, then posts the rich-text HTML from the editor', async () => {
    const posts = capturePosts('notice-add');
    await renderScreen('addPlatformAE');
    const form = await screen.findByRole('form', { name: '发布公告' });
    const editor = await findEditor();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入公告标题')).toBeInTheDocument();
    expect(within(form).getByText('请输入公告内容')).toBeInTheDocument();
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('公告标题'), {
      target: { value: '关于清明节放假安排的通知' },
    });
    editor.commands.insertContent('<p>4月4日至6日放假，共3天。</p><ul><li>7日正常上课</li></ul>');
    editor.commands.selectAll();
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(within(form).queryByText('请输入公告内容')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      title: '关于清明节放假安排的通知',
      type: 1,
      audience: 0,
      is_top: 0,
      status: 1,
      attachments: [],
      content:
        '<p><strong>4月4日至6日放假，共3天。</strong></p><ul><li><p><strong>7日正常上课</strong></p></li></ul>',
    });
  });

  it('loads the notice to edit from ?id= into the editor and saves it with its id', async () => {
    const posts = capturePosts('notice-edit');
    await renderScreen('addPlatformAE', { search: '?id=301' });
    const form = await screen.findByRole('form', { name: '编辑公告' });
    await waitFor(() =>
      expect(within(form).getByDisplayValue('关于2026年上半年课程考试安排的通知')).toBeInTheDocument(),
    );
    const editor = await findEditor();
    await waitFor(() => expect(editor.getHTML()).toContain('<h2>一、考试时间</h2>'));
    expect(within(form).getByText('2026年上半年课程考试安排表.xlsx')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      id: 301,
      type: 4,
      is_top: 1,
      publish_time: '2026-03-02 09:00:00',
      attachments: [
        {
          name: '2026年上半年课程考试安排表.xlsx',
          url: 'https://files.example.edu.cn/notice/2026/03/exam-schedule.xlsx',
          size: 48213,
        },
        {
          name: '考场分布示意图.png',
          url: 'https://files.example.edu.cn/notice/2026/03/exam-rooms.png',
          size: 356812,
        },
      ],
    });
    expect((posts[0] as { content: string }).content).toMatch(/^<h2>一、考试时间<\/h2><p>2026年4月18日/);
  });

  it('checks attachments before uploading and adds uploaded ones to the payload', async () => {
    const uploads: string[] = [];
    server.use(
      http.post('*/v1-adult-notice-upload', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        // Node's multipart parser reads the UTF-8 file name as latin1
        const name = Buffer.from(file.name, 'latin1').toString('utf8');
        uploads.push(name);
        return HttpResponse.json({
          code: 200,
          msg: '操作成功',
          result: { name, url: 'https://files.example.edu.cn/notice/new.pdf', size: file.size },
        });
      }),
    );
    const posts = capturePosts('notice-add');
    const { container } = await renderScreen('addPlatformAE');
    const form = await screen.findByRole('form', { name: '发布公告' });
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['MZ'], '工具.exe')] } });
    expect(
      await screen.findByText('「工具.exe」格式不支持，仅支持 pdf、doc、docx、xls、xlsx、jpg、png'),
    ).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], '考场安排.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(uploads).toEqual(['考场安排.pdf']));
    expect(await within(form).findByText('考场安排.pdf')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('公告标题'), { target: { value: '考场安排' } });
    (await findEditor()).commands.insertContent('<p>见附件。</p>');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      content: '<p>见附件。</p>',
      attachments: [{ name: '考场安排.pdf', url: 'https://files.example.edu.cn/notice/new.pdf', size: 8 }],
    });
  });
});
