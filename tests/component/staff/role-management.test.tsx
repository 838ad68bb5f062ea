import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { installApiUi } from '@/api/notify';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { rowOf } from '../../support/requests';

describe('roles (roleManagementAE / roleManagementST)', () => {
  it('shows the roles with Chinese columns and their account counts', async () => {
    await renderScreen('roleManagementAE');
    const row = await rowOf('教务管理员');
    for (const title of ['角色名称', '角色描述', '账号数', '状态', '创建时间'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(within(row).getByText('负责教学计划、排课与成绩管理')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(await rowOf('督导巡查')).getByText('停用')).toBeInTheDocument();
  });

  it('sends the search from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-role-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('roleManagementST', { search: '?name=教务&status=1' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      name: '教务',
      status: '1',
      page: '1',
      limit: '10',
    });
  });

  it('creates a role in a modal, validating in Chinese first', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-role-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('roleManagementAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增角色/ }));
    const form = await screen.findByRole('form', { name: '新增角色' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入角色名称')).toBeInTheDocument();
    fireEvent.change(within(form).getByPlaceholderText('请输入角色名称'), {
      target: { value: '教材管理员' },
    });
    fireEvent.change(within(form).getByPlaceholderText('请输入角色描述'), {
      target: { value: '负责教材征订与发放' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([{ name: '教材管理员', description: '负责教材征订与发放', status: 1 }]),
    );
  });

  it('edits a role with its id', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-role-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('roleManagementAE');
    fireEvent.click(within(await rowOf('招生专员')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑角色' });
    await waitFor(() => expect(within(form).getByDisplayValue('招生专员')).toBeInTheDocument());
    fireEvent.change(within(form).getByDisplayValue('招生专员'), { target: { value: '招生与录取专员' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { id: 3, name: '招生与录取专员', description: '负责报名、录取与新生审核', status: 1 },
      ]),
    );
  });

  it('shows why a role still in use cannot be deleted (code 500 with msg)', async () => {
    server.use(
      http.post('*/v1-adult-role-del', () =>
        HttpResponse.json({ code: 500, msg: '该角色下还有 6 个账号，请先调整这些账号的角色', result: null }),
      ),
    );
    const ui = { showError: vi.fn<(message: string) => void>(), goToLogin: vi.fn<() => void>() };
    installApiUi(ui);
    await renderScreen('roleManagementAE');
    fireEvent.click(within(await rowOf('教务管理员')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(ui.showError).toHaveBeenCalledWith('该角色下还有 6 个账号，请先调整这些账号的角色'),
    );
    expect(screen.getByText('教务管理员')).toBeInTheDocument();
    installApiUi({ showError: (message) => console.warn(message), goToLogin: () => undefined });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('roleManagementAE', { access: accessWith('roleManagementAE', ['config']) });
    const row = await rowOf('教务管理员');
    expect(within(row).getByRole('button', { name: '配置权限' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增角色/ })).toBeNull();
  });
});
