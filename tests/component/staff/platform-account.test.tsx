import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { rowOf } from '../../support/requests';

const ok = { code: 200, msg: 'ok', result: null };

/** Messages under the fields of a form. */
const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((element) => element.textContent);

describe('staff accounts (platformAccountAE / platformAccountST)', () => {
  it('shows the accounts with Chinese columns, masked phones, lock tags and platform accounts', async () => {
    await renderScreen('platformAccountAE');
    expect(await screen.findByText('zhangwei')).toBeInTheDocument();
    for (const title of [
      '登录账号',
      '姓名',
      '角色',
      '手机号',
      '所属院校',
      '状态',
      '锁定',
      '最后登录',
      '创建时间',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('139****5873')).toBeInTheDocument();
    expect(within(await rowOf('lixiaohong')).getByText('已锁定')).toBeInTheDocument();
    expect(within(await rowOf('admin')).getByText('平台账号')).toBeInTheDocument();
    expect(screen.getAllByText('共 28 条').length).toBeGreaterThan(0);
  });

  it('sends keyword, role and status from the URL; the role select is fed by the role list', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-account-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('platformAccountAE', { search: '?keyword=张伟&role_id=2&status=1&page=2&limit=20' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      keyword: '张伟',
      role_id: '2',
      status: '1',
      page: '2',
      limit: '20',
    });
    const search = screen.getByRole('form', { name: '搜索条件' });
    expect(within(search).getByText('教务管理员')).toBeInTheDocument();
  });

  it('lists the accounts while the role list is still loading (no role in the URL)', async () => {
    let releaseRoles = () => {};
    const rolesHeld = new Promise<void>((resolve) => (releaseRoles = resolve));
    server.use(
      http.get('*/v1-adult-role-list', async () => {
        await rolesHeld;
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('platformAccountAE');
    expect(await screen.findByText('zhangwei')).toBeInTheDocument();
    releaseRoles();
  });

  it('unlocks a locked account after confirmation', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/v1-adult-account-lock', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('platformAccountAE');
    fireEvent.click(within(await rowOf('lixiaohong')).getByRole('button', { name: '解锁' }));
    expect(await screen.findByText('解锁后密码错误次数清零，确定解锁吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 22, is_locked: 0 }]));
  });

  it('resets a password: the contract rule and the second entry are checked in Chinese', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('*/v1-school-up-account-password', async ({ request }) => {
        sent.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('platformAccountAE');
    fireEvent.click(within(await rowOf('zhangwei')).getByRole('button', { name: '重置密码' }));
    const form = await screen.findByRole('form', { name: '重置密码' });
    expect(within(form).getByText(/为 张伟（zhangwei）设置新密码/)).toBeInTheDocument();
    const [password, confirm] = within(form).getAllByPlaceholderText(/请输入/);
    fireEvent.change(password, { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('新密码格式不正确')).toBeInTheDocument();
    expect(within(form).getByText('请输入确认新密码')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Jw2026abc' } });
    fireEvent.change(confirm, { target: { value: 'Jw2026abd' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('确认新密码：两次输入的密码不一致')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(confirm, { target: { value: 'Jw2026abc' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toEqual([{ id: '21', password: 'Jw2026abc' }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('platformAccountAE', { access: accessWith('platformAccountAE', ['export', 'reset']) });
    const row = await rowOf('zhangwei');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '重置密码' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增账号/ })).toBeNull();
    for (const name of ['编辑', '停用', '锁定', '删除'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
  });

  it('is the same screen on the self-taught line, calling own- paths', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-account-list', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('platformAccountST');
    await waitFor(() => expect(paths).toEqual(['/v1-own-account-list']));
  });
});

describe('staff account form (addPlatformAccountAE)', () => {
  it('validates in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-account-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('addPlatformAccountAE');
    const form = await screen.findByRole('form', { name: '新增职工账号' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messages(form)).toEqual([
        '请输入登录账号',
        '请输入姓名',
        '请输入手机号',
        '请选择角色',
        '请输入初始密码',
      ]),
    );
    fireEvent.change(within(form).getByPlaceholderText('请输入登录账号'), { target: { value: '9abc' } });
    fireEvent.change(within(form).getByPlaceholderText('请输入手机号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('登录账号格式不正确')).toBeInTheDocument();
    expect(within(form).getByText('手机号格式不正确')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('says why the roles could not be loaded (a role is required) and loads them again on 重试', async () => {
    let calls = 0;
    server.use(
      // the first answer fails; later ones fall through to the usual role list
      http.get('*/v1-adult-role-list', () =>
        ++calls === 1
          ? HttpResponse.json({ code: 400, msg: '参数错误：角色查询条件不合法' }, { status: 400 })
          : undefined,
      ),
    );
    await renderScreen('addPlatformAccountAE');
    expect(await screen.findByText(/角色选项加载失败/)).toBeInTheDocument();
    expect(screen.getByText(/参数错误：角色查询条件不合法/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/角色选项加载失败/)).toBeNull());
    expect(calls).toBe(2);
  });

  it('creates an account with the payload the contract expects', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-account-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('addPlatformAccountAE');
    const form = await screen.findByRole('form', { name: '新增职工账号' });
    const type = (placeholder: string, value: string) =>
      fireEvent.change(within(form).getByPlaceholderText(placeholder), { target: { value } });
    type('请输入登录账号', 'wangfang');
    type('请输入姓名', '王芳');
    type('请输入手机号', '13912345678');
    type('请输入初始密码', 'Jw2026abc');
    await chooseOption(form, '角色', '招生专员');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          account: 'wangfang',
          name: '王芳',
          phone: '13912345678',
          role_id: 3,
          password: 'Jw2026abc',
          status: 1,
        },
      ]),
    );
  });

  it('loads the account to edit from ?id=; the login name is fixed and there is no password', async () => {
    await renderScreen('addPlatformAccountAE', { search: '?id=21' });
    const form = await screen.findByRole('form', { name: '编辑职工账号' });
    await waitFor(() => expect(within(form).getByDisplayValue('张伟')).toBeInTheDocument());
    expect(within(form).getByDisplayValue('zhangwei')).toBeDisabled();
    expect(within(form).queryByText('初始密码')).toBeNull();
  });
});
