import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('开学设置 (schoolOpeningSettingAE)', () => {
  it('shows the opening arrangements of each batch with Chinese columns', async () => {
    await renderScreen('schoolOpeningSettingAE');
    expect(await screen.findByText('2026年春季')).toBeInTheDocument();
    for (const title of ['批次', '开学日期', '报到截止日期', '首次面授日期', '学期周数', '开学须知'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('2026-03-07')).toBeInTheDocument();
    expect(screen.getAllByText('18 周').length).toBeGreaterThan(0);
  });

  it('sends the batch filter from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-opening-setting-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('schoolOpeningSettingAE', { search: '?batch_id=2' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      batch_id: '2',
      page: '1',
      limit: '10',
    });
  });

  it('validates the new arrangement in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-opening-setting-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolOpeningSettingAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增开学设置/ }));
    const form = await screen.findByRole('form', { name: '新增开学设置' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual([
        '请选择批次',
        '请选择开学日期',
        '请选择报到截止日期',
        '请选择首次面授日期',
      ]),
    );
    expect(posts).toEqual([]);
  });

  it('edits an arrangement and sends it with its id', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-opening-setting-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('schoolOpeningSettingAE');
    const row = (await screen.findByText('2025年春季')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑开学设置' });
    await waitFor(() => expect(within(form).getByDisplayValue('18')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('开学须知'), { target: { value: '请按时报到。' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 13,
      batch_id: 3,
      opening_date: '2025-03-08',
      register_deadline: '2025-03-21',
      first_class_date: '2025-03-15',
      semester_weeks: 18,
      notice: '请按时报到。',
    });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('schoolOpeningSettingAE', { access: accessWith('schoolOpeningSettingAE', ['edit']) });
    const row = (await screen.findByText('2026年春季')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增开学设置/ })).toBeNull();
  });
});
