import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('教学点管理 (teachingPointAE)', () => {
  it('shows the teaching points with masked phones', async () => {
    await renderScreen('teachingPointAE');
    expect(await screen.findByText('广州番禺教学点')).toBeInTheDocument();
    expect(screen.getByText('139****5873')).toBeInTheDocument();
    for (const title of ['教学点编号', '所属函授站', '联系人', '在读学生'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 23 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-teaching-point-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('teachingPointAE', { search: '?name=番禺&station_id=2&status=0&page=3' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      name: '番禺',
      station_id: '2',
      status: '0',
      page: '3',
      limit: '10',
    });
  });

  it('validates in Chinese and saves an edited point by id', async () => {
    const edits: unknown[] = [];
    server.use(
      http.post('*/v1-adult-teaching-point-edit', async ({ request }) => {
        edits.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('teachingPointAE');
    const row = (await screen.findByText('佛山顺德教学点')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑教学点' });
    await waitFor(() => expect(within(form).getByDisplayValue('佛山顺德教学点')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '0757-22' } });
    fireEvent.change(within(form).getByLabelText('教学点编号'), { target: { value: 'JXD 002' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form)).toEqual(['教学点编号格式不正确', '联系电话格式不正确']));
    fireEvent.change(within(form).getByLabelText('教学点编号'), { target: { value: 'JXD-FS-002' } });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '0757-22803316' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      id: 42,
      code: 'JXD-FS-002',
      name: '佛山顺德教学点',
      station_id: 2,
      status: 1,
      contact: '黄丽娟',
      phone: '0757-22803316',
      address: '佛山市顺德区大良街道德民路 18 号',
    });
  });

  it('hides add and row actions without their action ids, keeps export', async () => {
    await renderScreen('teachingPointAE', { access: accessWith('teachingPointAE', ['export']) });
    await screen.findByText('广州番禺教学点');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增教学点/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
