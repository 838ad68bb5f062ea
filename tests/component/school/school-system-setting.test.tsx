import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseCascade, chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const EMPTY = { code: 200, msg: 'ok', result: { total: 0, list: [] } };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('院校设置 (schoolSystemSettingAE / schoolSystemSettingST)', () => {
  it('shows the partner schools of the mock with Chinese columns and status tags', async () => {
    await renderScreen('schoolSystemSettingAE');
    expect(await screen.findByText('华南师范大学')).toBeInTheDocument();
    for (const title of ['院校名称', '所在地区', '负责人', '院校类型', '院校性质', '登录账号', '激活状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('广东省 / 广州市 / 天河区')).toBeInTheDocument();
    expect(screen.getByText('139****5873')).toBeInTheDocument();
    expect(screen.getAllByText('已通过').length).toBeGreaterThan(0);
    expect(screen.getAllByText('未通过').length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 18 条').length).toBeGreaterThan(0);
  });

  it('posts selectSchool with page, limit, the search and the line (2 adult)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/school/selectSchool', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('schoolSystemSettingAE', {
      search: '?keyword=华南&province=440000&isPass=0&page=2&limit=20',
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      keyword: '华南',
      province: '440000',
      isPass: 0,
      page: 2,
      limit: 20,
      line: 2,
    });
  });

  it('sends line 1 on the self-taught line', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/school/selectSchool', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('schoolSystemSettingST');
    await waitFor(() => expect(bodies).toEqual([{ page: 1, limit: 10, line: 1 }]));
  });

  it('approves a school and stops one (with confirmation) through updateSchoolIsPass', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/school/updateSchoolIsPass', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolSystemSettingAE');
    const pending = (await screen.findByText('广西财经学院')).closest('tr')!;
    expect(within(pending).queryByRole('button', { name: '停用' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: '审核通过' }));
    await waitFor(() => expect(bodies).toEqual([{ uuid: 'e5a7c9d1f3b54e8a0c2d4f6b8e0a2c4d', isPass: 1 }]));

    const active = screen.getByText('华南师范大学').closest('tr')!;
    fireEvent.click(within(active).getByRole('button', { name: '停用' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ uuid: '5f2c9a7e3b8d4e1fa6c0d9b2e7f41a3c', isPass: 0 });
  });

  it('validates the new-school form in Chinese, then sends the cascader as province/city/area codes', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/user/school/addSchool', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolSystemSettingAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增院校/ }));
    const form = await screen.findByRole('form', { name: '新增院校' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toContain('请输入院校名称'));
    expect(messagesOf(form)).toEqual(
      expect.arrayContaining(['请选择所在地区', '请选择院校类型', '请输入登录账号', '请输入登录密码']),
    );

    fireEvent.change(within(form).getByLabelText('院校名称'), { target: { value: '广州商学院' } });
    await chooseCascade(form, '所在地区', '广东省', '广州市', '海珠区');
    fireEvent.change(within(form).getByLabelText('详细地址'), { target: { value: '新港东路1002号' } });
    fireEvent.change(within(form).getByLabelText('院校负责人'), { target: { value: '赵明' } });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '1391234' } });
    await chooseOption(form, '院校类型', '普通本科院校');
    await chooseOption(form, '院校性质', '民办');
    fireEvent.change(within(form).getByLabelText('登录账号'), { target: { value: 'gzcc_admin' } });
    fireEvent.change(within(form).getByLabelText('登录密码'), { target: { value: 'abc12' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toEqual(['联系电话格式不正确', '登录密码格式不正确']));
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '13912345678' } });
    fireEvent.change(within(form).getByLabelText('登录密码'), { target: { value: 'Gzcc2026' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      schoolName: '广州商学院',
      province: '440000',
      city: '440100',
      area: '440105',
      detailed: '新港东路1002号',
      principal: '赵明',
      phone: '13912345678',
      type: 1,
      nature: 2,
      username: 'gzcc_admin',
      password: 'Gzcc2026',
      line: 2,
    });
  });

  it('edits a school loaded with getSchoolById and updates it by uuid', async () => {
    const puts: unknown[] = [];
    const loaded: string[] = [];
    server.use(
      http.get('*/api/user/getSchoolById/:id', ({ params }) => {
        loaded.push(String(params.id));
        return undefined;
      }),
      http.put('*/api/user/school/updateSchoolByUUID', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolSystemSettingST');
    const row = (await screen.findByText('华南师范大学')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑院校' });
    await waitFor(() => expect(within(form).getByDisplayValue('王建国')).toBeInTheDocument());
    expect(loaded).toEqual(['1']);
    expect(within(form).getByLabelText('登录账号')).toBeDisabled();
    expect(within(form).queryByLabelText('登录密码')).toBeNull();
    fireEvent.change(within(form).getByLabelText('院校负责人'), { target: { value: '王志远' } });
    await chooseCascade(form, '所在地区', '广东省', '深圳市', '南山区');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      uuid: '5f2c9a7e3b8d4e1fa6c0d9b2e7f41a3c',
      schoolName: '华南师范大学',
      province: '440000',
      city: '440300',
      area: '440305',
      detailed: '中山大道西55号',
      principal: '王志远',
      phone: '13926015873',
      type: 1,
      nature: 1,
      content: expect.stringContaining('华南师范大学') as unknown,
      logo: 'https://static.example.edu.cn/school/logo/scnu.png',
    });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('schoolSystemSettingAE', {
      access: accessWith('schoolSystemSettingAE', ['toggle']),
    });
    const row = (await screen.findByText('广西财经学院')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '审核通过' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增院校/ })).toBeNull();
  });
});
