import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('学费设置 (tuitionSettingAE)', () => {
  it('shows fee standards with dictionary levels and money columns', async () => {
    await renderScreen('tuitionSettingAE');
    expect(await screen.findByText('¥3,050.50')).toBeInTheDocument();
    for (const title of [
      '专业层次',
      '学习形式',
      '批次',
      '学费（每学年）',
      '教材费',
      '考试费',
      '缴费截止日期',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(await screen.findAllByText('专升本')).not.toHaveLength(0);
    expect(screen.getByText('¥380.50')).toBeInTheDocument();
    expect(screen.getAllByText('函授').length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 18 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-tuition-setting-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('tuitionSettingAE', { search: '?level=3&study_form=2&batch_id=1&status=1' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      level: '3',
      study_form: '2',
      batch_id: '1',
      status: '1',
      page: '1',
      limit: '10',
    });
  });

  it('validates the new standard in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-tuition-setting-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('tuitionSettingAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增学费标准/ }));
    const form = await screen.findByRole('form', { name: '新增学费标准' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual([
        '请选择专业层次',
        '请选择批次',
        '请输入每学年学费',
        '请选择缴费截止日期',
      ]),
    );
    expect(posts).toEqual([]);
  });

  it('edits a standard with its id and money in yuan', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-tuition-setting-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('tuitionSettingAE');
    const row = (await screen.findByText('¥3,050.50')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑学费标准' });
    await waitFor(() => expect(within(form).getByDisplayValue('3050.50')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 22,
      level: 3,
      study_form: 2,
      batch_id: 1,
      tuition_per_year: 3050.5,
      book_fee: 450,
      exam_fee: 120,
      pay_deadline: '2026-04-30',
      status: 1,
      remark: '理工类专业（含实验费）',
    });
  });

  it('disables a standard after confirmation', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-tuition-setting-status', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('tuitionSettingAE');
    const row = (await screen.findByText('¥3,050.50')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts).toEqual([{ id: 22, status: 0 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('tuitionSettingAE', { access: accessWith('tuitionSettingAE', ['add']) });
    await screen.findByText('¥3,050.50');
    expect(screen.getByRole('button', { name: /新增学费标准/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
