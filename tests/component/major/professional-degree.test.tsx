import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('专业学位设置 (professionalDegreeAE / professionalDegreeST)', () => {
  it('shows each major with its degree and conditions', async () => {
    await renderScreen('professionalDegreeAE');
    const row = (await screen.findByText('计算机科学与技术')).closest('tr')!;
    expect(within(row).getByText('工学学士')).toBeInTheDocument();
    expect(within(row).getByText('72.5 分')).toBeInTheDocument();
    expect(within(row).getByText('学位英语')).toBeInTheDocument();
    for (const title of ['专业名称', '授予学位', '最低平均成绩', '外语要求', '论文答辩'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 5 条').length).toBeGreaterThan(0);
  });

  it('sends major, degree and status from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-major-degree-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('professionalDegreeST', { search: '?profession_id=2&degree_id=2&status=1' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      profession_id: '2',
      degree_id: '2',
      status: '1',
      page: '1',
      limit: '10',
    });
  });

  it('validates the modal in Chinese and sends nothing', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-major-degree-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('professionalDegreeAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增专业学位/ }));
    const form = await screen.findByRole('form', { name: '新增专业学位' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(form)).toEqual(['请选择专业', '请选择授予学位', '请输入最低平均成绩']),
    );
    expect(posts).toEqual([]);
  });

  it('edits a setting: the payload carries id and 1/0 flags', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-major-degree-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('professionalDegreeAE');
    const row = (await screen.findByText('工商管理')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑专业学位' });
    await waitFor(() => expect(within(form).getByDisplayValue('65')).toBeInTheDocument());
    fireEvent.click(within(form).getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 34,
      profession_id: 4,
      degree_id: 2,
      min_score: 65,
      foreign_language: 0,
      thesis_required: 0,
      status: 1,
    });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('professionalDegreeAE', { access: accessWith('professionalDegreeAE', ['add']) });
    await screen.findByText('会计学');
    expect(screen.getByRole('button', { name: /新增专业学位/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
