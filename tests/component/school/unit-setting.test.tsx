import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('单位设置 (unitSettingAE / unitSettingST)', () => {
  it('shows the units of the mock with Chinese columns', async () => {
    await renderScreen('unitSettingAE');
    expect(await screen.findByText('广州地铁集团有限公司')).toBeInTheDocument();
    for (const title of [
      '单位名称',
      '统一社会信用代码',
      '联系人',
      '联系电话',
      '单位地址',
      '在读学员',
      '合作状态',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('91440101190477344T')).toBeInTheDocument();
    expect(screen.getAllByText('已停止合作').length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 27 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL on the self-taught path', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-unit-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('unitSettingST', { search: '?name=地铁&status=1&limit=50' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      name: '地铁',
      status: '1',
      page: '1',
      limit: '50',
    });
  });

  it('checks the credit code and phone in Chinese, then submits the payload', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-unit-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('unitSettingAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增单位/ }));
    const form = await screen.findByRole('form', { name: '新增单位' });
    fireEvent.change(within(form).getByLabelText('单位名称'), {
      target: { value: '珠海格力电器股份有限公司' },
    });
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), {
      target: { value: '9144040019257094' },
    });
    fireEvent.change(within(form).getByLabelText('联系人'), { target: { value: '邱晓东' } });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '1381234567' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual(['统一社会信用代码格式不正确', '联系电话格式不正确']),
    );
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), {
      target: { value: '91440400192570942L' },
    });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '13812345678' } });
    fireEvent.change(within(form).getByLabelText('单位地址'), {
      target: { value: '珠海市香洲区前山金鸡西路789号' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          name: '珠海格力电器股份有限公司',
          credit_code: '91440400192570942L',
          contact: '邱晓东',
          phone: '13812345678',
          address: '珠海市香洲区前山金鸡西路789号',
          status: 1,
        },
      ]),
    );
  });

  it('stops cooperating with a unit after confirmation; 删除 only without students', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-unit-status', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('unitSettingAE');
    const row = (await screen.findByText('广州地铁集团有限公司')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(
      within(screen.getByText('广东粤通物流股份有限公司').closest('tr')!).getByRole('button', {
        name: '删除',
      }),
    ).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '停止合作' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts).toEqual([{ id: 31, status: 0 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('unitSettingAE', { access: accessWith('unitSettingAE', ['export']) });
    await screen.findByText('广州地铁集团有限公司');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增单位/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
