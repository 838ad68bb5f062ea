import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

/** The validation messages under the fields, in form order. */
const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

const EMPTY_LIST = { code: 200, msg: 'ok', result: { total: 0, list: [] } };

describe('专业设置 (majorSettingAE / majorSettingST)', () => {
  it('shows the majors of the mock with Chinese columns', async () => {
    await renderScreen('majorSettingAE');
    expect(await screen.findByText('汉语言文学')).toBeInTheDocument();
    expect(screen.getByText('120203K')).toBeInTheDocument();
    for (const title of ['专业代码', '专业名称', '层次', '科类', '主办院校', '学制', '毕业学分', '招生状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('2.5 年').length).toBeGreaterThan(0);
    expect(screen.getByText('不要求')).toBeInTheDocument();
    expect(screen.getAllByText('停招').length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 18 条').length).toBeGreaterThan(0);
  });

  it('sends keyword, level, family and status from the URL with page and limit', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-major-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(EMPTY_LIST);
      }),
    );
    await renderScreen('majorSettingAE', {
      search: '?keyword=会计&level=3&family_id=3&status=0&page=2&limit=20',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      keyword: '会计',
      level: '3',
      family_id: '3',
      status: '0',
      page: '2',
      limit: '20',
    });
  });

  it('searches by keyword from the search area', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/v1-adult-major-list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(EMPTY_LIST);
      }),
    );
    await renderScreen('majorSettingAE');
    const search = await screen.findByRole('form', { name: '搜索条件' });
    fireEvent.change(within(search).getByPlaceholderText('专业代码或名称'), { target: { value: '050101' } });
    fireEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(seen.at(-1)?.get('keyword')).toBe('050101'));
  });

  it('stops enrolment of a major after confirmation', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/v1-adult-major-status', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('majorSettingAE');
    const row = (await screen.findByText('050101')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '停招' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 21, status: 0 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('majorSettingAE', { access: accessWith('majorSettingAE', ['export']) });
    await screen.findByText('汉语言文学');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增专业/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('is the same screen on the self-taught line: own- paths and 主考院校', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-major-list', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json(EMPTY_LIST);
      }),
    );
    await renderScreen('majorSettingST');
    expect(await screen.findByRole('button', { name: /新增专业/ })).toBeInTheDocument();
    expect(screen.getAllByText('主考院校').length).toBeGreaterThan(0);
    await waitFor(() => expect(paths).toEqual(['/v1-own-major-list']));
  });
});

describe('新增专业 (addMajorSettingAE)', () => {
  it('validates in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-major-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('addMajorSettingAE');
    const form = await screen.findByRole('form', { name: '新增专业' });
    fireEvent.change(within(form).getByLabelText('专业代码'), { target: { value: '0501' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(form)).toContain('专业代码格式不正确'));
    expect(messagesOf(form)).toEqual([
      '专业代码格式不正确',
      '请输入专业名称',
      '请选择层次',
      '请选择科类',
      '请选择主办院校',
      '请输入学制',
      '请输入总学分',
      // 毕业学分要求 is on for a new major, so its value is required too
      '请输入毕业最低学分',
    ]);
    expect(posts).toEqual([]);
  });

  it('loads the major to edit from ?id= and submits the edited payload', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-major-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('addMajorSettingAE', { search: '?id=21' });
    const form = await screen.findByRole('form', { name: '编辑专业' });
    await waitFor(() => expect(within(form).getByDisplayValue('汉语言文学')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('专业名称'), { target: { value: '汉语言文学（师范）' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 21,
      code: '050101',
      name: '汉语言文学（师范）',
      level: 3,
      family_id: 1,
      school_id: 1,
      study_years: 2.5,
      total_credits: 80,
      degree_granted: 1,
      credit_required: 1,
      graduation_credits: 72,
      description: '培养具有扎实汉语言文学基础和写作能力的中学语文教师及文秘人员',
    });
  });
});
