import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { installApiUi } from '@/api/notify';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('科类设置 (familySettingAE / familySettingST)', () => {
  it('shows the families of the mock with Chinese columns', async () => {
    await renderScreen('familySettingAE');
    expect(await screen.findByText('文史类')).toBeInTheDocument();
    for (const title of ['科类代码', '科类名称', '说明', '专业数', '排序', '状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 6 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-family-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('familySettingAE', { search: '?name=文史&status=1' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      name: '文史',
      status: '1',
      page: '1',
      limit: '10',
    });
  });

  it('offers 删除 only for families no major uses', async () => {
    await renderScreen('familySettingAE');
    const used = (await screen.findByText('文史类')).closest('tr')!;
    expect(within(used).queryByRole('button', { name: '删除' })).toBeNull();
    const unused = screen.getByText('艺术类').closest('tr')!;
    expect(within(unused).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(unused).getByRole('button', { name: '启用' })).toBeInTheDocument();
  });

  it('shows the server reason when a delete is refused (code 500)', async () => {
    server.use(
      http.post('*/v1-adult-family-del', () =>
        HttpResponse.json({ code: 500, msg: '该科类下还有 2 个专业，不能删除', result: null }),
      ),
    );
    const showError = vi.fn();
    installApiUi({ showError, goToLogin: vi.fn() });
    await renderScreen('familySettingAE');
    const row = (await screen.findByText('艺术类')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('该科类下还有 2 个专业，不能删除'));
  });

  it('validates the new-family modal in Chinese, then submits the payload', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-family-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('familySettingAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增科类/ }));
    const form = await screen.findByRole('form', { name: '新增科类' });
    fireEvent.change(within(form).getByLabelText('科类代码'), { target: { value: '07-A' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toEqual(['请输入科类名称', '科类代码格式不正确']));
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('科类名称'), { target: { value: '农学类' } });
    fireEvent.change(within(form).getByLabelText('科类代码'), { target: { value: '07' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toEqual([{ name: '农学类', code: '07', sort: 0, status: 1 }]));
  });

  it('edits a family in the modal with its id', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-family-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('familySettingST');
    const row = (await screen.findByText('理工类')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑科类' });
    await waitFor(() => expect(within(form).getByDisplayValue('理工类')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('科类名称'), { target: { value: '理工农类' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ id: 2, name: '理工农类', code: '02', sort: 2, status: 1 });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('familySettingAE', { access: accessWith('familySettingAE', ['edit']) });
    const row = (await screen.findByText('艺术类')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '启用' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增科类/ })).toBeNull();
  });
});
