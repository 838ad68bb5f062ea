import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const EMPTY = { code: 200, msg: 'ok', result: { total: 0, list: [] } };

describe('course list (openCourseAE / openCourseST)', () => {
  it('shows the courses of the mock with Chinese columns and labels', async () => {
    await renderScreen('openCourseAE');
    expect(await screen.findByText('英语（二）')).toBeInTheDocument();
    for (const title of [
      '课程代码',
      '课程名称',
      '课程类型',
      '学分',
      '学时',
      '考核方式',
      '指定教材',
      '任课教师',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const row = screen.getByText('00015').closest('tr')!;
    expect(within(row).getByText('公共基础课')).toBeInTheDocument();
    expect(within(row).getByText('闭卷')).toBeInTheDocument();
    expect(within(row).getByText('吴雅琴')).toBeInTheDocument();
    expect(screen.getAllByText('共 48 条').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /新增开设课程/ })).toBeInTheDocument();
  });

  it('sends the search from the URL with page and limit', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-course-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('openCourseAE', { search: '?keyword=英语&type=1&status=0&page=2&limit=20' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      keyword: '英语',
      type: '1',
      status: '0',
      page: '2',
      limit: '20',
    });
  });

  it('searches by keyword from the search area', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/v1-adult-course-list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('openCourseAE');
    const search = screen.getByRole('form', { name: '搜索条件' });
    fireEvent.change(within(search).getByPlaceholderText('课程代码或名称'), { target: { value: '03708' } });
    fireEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(seen.at(-1)?.get('keyword')).toBe('03708'));
  });

  it('disables a course after confirmation', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-course-status', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('openCourseAE');
    const row = (await screen.findByText('00015')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts).toEqual([{ id: 1, status: 0 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('openCourseAE', { access: accessWith('openCourseAE', ['export']) });
    await screen.findByText('英语（二）');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增开设课程/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('is the 开考课程 screen on the self-taught line, calling own- paths', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-course-list', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('openCourseST');
    expect(await screen.findByRole('button', { name: /新增开考课程/ })).toBeInTheDocument();
    await waitFor(() => expect(paths).toEqual(['/v1-own-course-list']));
  });
});

describe('course form (addOpenCourseAE / addOpenCourseST)', () => {
  it('validates in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-course-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('addOpenCourseAE');
    const form = await screen.findByRole('form', { name: '新增开设课程' });
    fireEvent.change(within(form).getByPlaceholderText('请输入课程代码'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('课程代码至少 5 个字')).toBeInTheDocument();
    const messages = within(form)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(messages).toEqual(
      expect.arrayContaining([
        '请输入课程名称',
        '请选择课程类型',
        '请输入学分',
        '请输入学时',
        '请选择任课教师',
      ]),
    );
    expect(messages).not.toContain('请选择指定教材');
    fireEvent.change(within(form).getByPlaceholderText('请输入课程代码'), { target: { value: 'ab-15' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('课程代码格式不正确')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('loads the course to edit from ?id= and submits the edited payload', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-course-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('addOpenCourseST', { search: '?id=1' });
    const form = await screen.findByRole('form', { name: '编辑开考课程' });
    await waitFor(() => expect(within(form).getByDisplayValue('英语（二）')).toBeInTheDocument());
    fireEvent.change(within(form).getByDisplayValue('英语（二）'), {
      target: { value: '英语（二）（2026版）' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 1,
      code: '00015',
      name: '英语（二）（2026版）',
      type: 1,
      credit: 14,
      hours: 252,
      exam_form: 1,
      textbook_id: 3,
      teacher_id: 8,
      syllabus: '以阅读理解为主，考查词汇、语法与英汉互译能力。',
      status: 1,
    });
  });
});
