import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('批次管理 (batchAE / batchST)', () => {
  it('shows the batches of the mock with Chinese columns and status tags', async () => {
    await renderScreen('batchAE');
    expect(await screen.findByText('2026年秋季')).toBeInTheDocument();
    for (const title of ['批次名称', '年份', '季节', '招生时间', '录取人数', '招生状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('2026-05-01 至 2026-11-30')).toBeInTheDocument();
    expect(screen.getAllByText('招生中').length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 12 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL with page and limit', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-batch-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('batchST', { search: '?name=春季&season=1&status=2&page=2' });
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(Object.fromEntries(new URLSearchParams(seen.at(-1)))).toEqual({
      name: '春季',
      season: '1',
      status: '2',
      page: '2',
      limit: '10',
    });
  });

  it('validates the new-batch modal in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-batch-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('batchAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增批次/ }));
    const form = await screen.findByRole('form', { name: '新增批次' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual([
        '请输入批次名称',
        '请选择年份',
        '请选择招生开始日期',
        '请选择招生结束日期',
      ]),
    );
    expect(posts).toEqual([]);
  });

  it('edits a batch with its id and checks the period order', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-batch-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('batchAE');
    const row = (await screen.findByText('2027年春季')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑批次' });
    await waitFor(() => expect(within(form).getByDisplayValue('2027年春季')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('批次名称'), { target: { value: '2027年春季（扩招）' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 8,
      name: '2027年春季（扩招）',
      year: 2027,
      season: 1,
      status: 0,
      enrol_start: '2026-12-01',
      enrol_end: '2027-03-15',
      remark: '预计12月1日开放报名',
    });
  });

  it('ends enrolment of a running batch after confirmation', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-batch-status', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('batchAE');
    const row = (await screen.findByText('2026年秋季')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '开始招生' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '结束招生' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts).toEqual([{ id: 6, status: 2 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('batchAE', { access: accessWith('batchAE', ['export']) });
    await screen.findByText('2026年秋季');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增批次/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '结束招生' })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
