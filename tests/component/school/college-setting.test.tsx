import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('学院设置 (collegeSettingAE / collegeSettingST)', () => {
  it('shows the colleges of the mock with Chinese columns', async () => {
    await renderScreen('collegeSettingAE');
    expect(await screen.findByText('继续教育学院')).toBeInTheDocument();
    for (const title of ['学院编号', '学院名称', '院长', '联系电话', '专业数', '状态', '创建时间'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 9 条').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });

  it('sends the search from the URL to the line path', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-college-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('collegeSettingST', { search: '?name=文学&status=0' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      name: '文学',
      status: '0',
      page: '1',
      limit: '10',
    });
  });

  it('offers 删除 only for colleges without majors, and toggles with status', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-college-status', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('collegeSettingAE');
    const used = (await screen.findByText('继续教育学院')).closest('tr')!;
    expect(within(used).queryByRole('button', { name: '删除' })).toBeNull();
    const unused = screen.getByText('外国语学院').closest('tr')!;
    expect(within(unused).getByRole('button', { name: '删除' })).toBeInTheDocument();
    fireEvent.click(within(unused).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(posts).toEqual([{ id: 5, status: 1 }]));
  });

  it('validates the new-college modal in Chinese, then submits the payload', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-college-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('collegeSettingAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增学院/ }));
    const form = await screen.findByRole('form', { name: '新增学院' });
    fireEvent.change(within(form).getByLabelText('学院编号'), { target: { value: 'XY 06' } });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '020-123' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual([
        '学院编号格式不正确',
        '请输入学院名称',
        '请输入院长',
        '联系电话格式不正确',
      ]),
    );
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('学院编号'), { target: { value: 'XY-06' } });
    fireEvent.change(within(form).getByLabelText('学院名称'), { target: { value: '教育科学学院' } });
    fireEvent.change(within(form).getByLabelText('院长'), { target: { value: '孙丽华' } });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '020-85211234' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { code: 'XY-06', name: '教育科学学院', dean: '孙丽华', phone: '020-85211234', status: 1 },
      ]),
    );
  });

  it('edits a college in the modal with its id', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-college-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('collegeSettingAE');
    const row = (await screen.findByText('文学院')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑学院' });
    await waitFor(() => expect(within(form).getByDisplayValue('陈慧敏')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('院长'), { target: { value: '陈慧玲' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 2,
      code: 'XY-02',
      name: '文学院',
      dean: '陈慧玲',
      phone: '13802937461',
      status: 1,
    });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('collegeSettingAE', { access: accessWith('collegeSettingAE', ['edit']) });
    const row = (await screen.findByText('外国语学院')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '启用' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增学院/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });
});
