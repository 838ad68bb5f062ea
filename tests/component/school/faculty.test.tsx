import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('院系设置 (facultyAE, adult education only)', () => {
  it('shows the faculties of the mock with their college', async () => {
    await renderScreen('facultyAE');
    expect(await screen.findByText('汉语言文学系')).toBeInTheDocument();
    for (const title of ['院系编号', '院系名称', '所属学院', '系主任', '状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('经济与管理学院').length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 14 条').length).toBeGreaterThan(0);
  });

  it('sends the search (college filter included) from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-faculty-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('facultyAE', { search: '?name=会计&college_id=3&status=1&page=3' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      name: '会计',
      college_id: '3',
      status: '1',
      page: '3',
      limit: '10',
    });
  });

  it('validates the new-faculty modal in Chinese, then submits with the chosen college', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-faculty-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('facultyAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增院系/ }));
    const form = await screen.findByRole('form', { name: '新增院系' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual([
        '请输入院系编号',
        '请输入院系名称',
        '请选择所属学院',
        '请输入系主任',
      ]),
    );
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('院系编号'), { target: { value: 'YX-0402' } });
    fireEvent.change(within(form).getByLabelText('院系名称'), { target: { value: '软件工程系' } });
    fireEvent.change(within(form).getByLabelText('系主任'), { target: { value: '钟伟' } });
    await chooseOption(form, '所属学院', '计算机学院');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { code: 'YX-0402', name: '软件工程系', college_id: 4, head: '钟伟', status: 1 },
      ]),
    );
  });

  it('deletes a faculty after confirmation', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-faculty-del', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('facultyAE');
    const row = (await screen.findByText('学前教育系')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts).toEqual([{ id: 25 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('facultyAE', { access: accessWith('facultyAE', ['add']) });
    await screen.findByText('汉语言文学系');
    expect(screen.getByRole('button', { name: /新增院系/ })).toBeInTheDocument();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
