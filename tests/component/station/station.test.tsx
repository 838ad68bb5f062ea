import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

describe('station list (studentPointAE / studentPointST)', () => {
  it('shows the stations of the mock with masked phones and 共 N 条', async () => {
    await renderScreen('studentPointAE');
    expect(await screen.findByText('广州天河函授站')).toBeInTheDocument();
    expect(screen.getByText('139****5873')).toBeInTheDocument();
    expect(screen.getAllByText('共 36 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL with page and limit', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-point-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('studentPointAE', { search: '?name=天河&status=0&page=2&limit=20' });
    await waitFor(() => expect(seen).toHaveLength(1));
    const query = new URLSearchParams(seen[0]);
    expect(Object.fromEntries(query)).toEqual({ name: '天河', status: '0', page: '2', limit: '20' });
  });

  it('shows a failed load (code 500) with its msg and a retry, never 暂无数据 or 共 0 条 before it', async () => {
    server.use(
      http.get('*/v1-adult-point-list', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200)); // long enough to be seen loading
        return HttpResponse.json({ code: 500, msg: '数据库连接超时' });
      }),
    );
    const seen = new Set<string>();
    const watch = new MutationObserver(() => {
      for (const text of ['暂无数据', '共 0 条'])
        if (document.body.textContent?.includes(text)) seen.add(text);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderScreen('studentPointAE');
    expect(await screen.findByText('列表加载失败：数据库连接超时')).toBeInTheDocument();
    watch.disconnect();
    expect([...seen]).toEqual([]);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('studentPointAE', { access: accessWith('studentPointAE', ['export']) });
    await screen.findByText('广州天河函授站');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增函授站/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('is the learning-centre screen on the self-taught line, calling own- paths', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-point-list', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('studentPointST');
    expect(await screen.findByRole('button', { name: /新增学习中心/ })).toBeInTheDocument();
    await waitFor(() => expect(paths).toEqual(['/v1-own-point-list']));
  });
});

describe('station form (addStudentPointAE)', () => {
  it('validates in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-point-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('addStudentPointAE');
    const form = await screen.findByRole('form', { name: '新增函授站' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入函授站编号')).toBeInTheDocument();
    expect(within(form).getByText('请输入联系电话')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('marks what the contract requires with the asterisk before anything is typed', async () => {
    await renderScreen('addStudentPointAE');
    const form = await screen.findByRole('form', { name: '新增函授站' });
    const starred = [...form.querySelectorAll('.arco-form-label-item')]
      .filter((label) => label.querySelector('.arco-form-item-symbol'))
      .map((label) => label.textContent?.trim());
    expect(starred).toEqual([
      '函授站编号',
      '函授站名称',
      '所在省份',
      '所在城市',
      '负责人',
      '联系电话',
      '状态',
    ]);
  });

  it('loads the record to edit from ?id=', async () => {
    await renderScreen('addStudentPointAE', { search: '?id=12' });
    const form = await screen.findByRole('form', { name: '编辑函授站' });
    await waitFor(() => expect(within(form).getByDisplayValue('广州天河函授站')).toBeInTheDocument());
  });
});
