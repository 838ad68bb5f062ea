import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const EMPTY = { code: 200, msg: 'ok', result: { total: 0, list: [] } };

/** The validation messages shown in a form. */
const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

/** Opens an Arco select inside a form item and picks an option. */
describe('班主任管理 (headmasterAE / headmasterST)', () => {
  it('shows the head teachers with Chinese columns and masked phones', async () => {
    await renderScreen('headmasterAE');
    expect(await screen.findByText('李晓红')).toBeInTheDocument();
    expect(screen.getByText('139****5873')).toBeInTheDocument();
    for (const title of ['班主任姓名', '手机号码', '所属院校', '负责专业', '带班数', '状态'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 28 条').length).toBeGreaterThan(0);
  });

  it('posts the search with page, limit, the 班主任 type and the line', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/teacher/getTeacherList', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('headmasterAE', { search: '?keyword=李&school_id=1&status=0&page=2&limit=20' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      keyword: '李',
      school_id: 1,
      status: 0,
      page: 2,
      limit: 20,
      teacherType: 2,
      line: 2,
    });
  });

  it('is the same screen on the self-taught line (line 1)', async () => {
    const bodies: { line?: number; teacherType?: number }[] = [];
    server.use(
      http.post('*/api/user/teacher/getTeacherList', async ({ request }) => {
        bodies.push((await request.json()) as { line: number });
        return HttpResponse.json(EMPTY);
      }),
    );
    await renderScreen('headmasterST');
    expect(await screen.findByRole('button', { name: /新增班主任/ })).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ page: 1, limit: 10, teacherType: 2, line: 1 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('headmasterAE', { access: accessWith('headmasterAE', ['export']) });
    await screen.findByText('李晓红');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增班主任/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('resets the password of a teacher with an account, validating it in Chinese', async () => {
    const forms: Record<string, unknown>[] = [];
    server.use(
      http.post('*/v1-school-up-account-password', async ({ request }) => {
        forms.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('headmasterAE');
    await screen.findByText('李晓红');
    // 梁嘉欣 has no login account: no reset for her
    const rows = screen.getAllByRole('row');
    const noAccount = rows.find((row) => within(row).queryByText('梁嘉欣'))!;
    expect(within(noAccount).queryByRole('button', { name: '重置密码' })).toBeNull();
    const row = rows.find((r) => within(r).queryByText('李晓红'))!;
    fireEvent.click(within(row).getByRole('button', { name: '重置密码' }));
    const form = await screen.findByRole('form', { name: '重置登录密码（李晓红）' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入新密码')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'abcdefg' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('新密码格式不正确')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'Reset2026a' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(forms).toEqual([{ id: '27', password: 'Reset2026a' }]));
  });
});

describe('新增/编辑班主任 (addHeadTeacherAE)', () => {
  it('validates in Chinese, then creates a 班主任 with the payload the contract expects', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-teacher-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('addHeadTeacherAE');
    const form = await screen.findByRole('form', { name: '新增班主任' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入姓名')).toBeInTheDocument();
    expect(messages(form)).toEqual(['请输入姓名', '请选择性别', '请输入手机号码', '请选择所属院校']);
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '王建国' } });
    fireEvent.change(within(form).getByLabelText('手机号码'), { target: { value: '1391234' } });
    await chooseOption(form, '性别', '男');
    await chooseOption(form, '所属院校', '华南师范大学');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form)).toEqual(['手机号码格式不正确']));
    fireEvent.change(within(form).getByLabelText('手机号码'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { teacherName: '王建国', sex: 1, phone: '13912345678', schoolId: 1, isPass: 1, teacherType: 2 },
      ]),
    );
  });

  it('loads the 班主任 to edit from ?id= and saves the changes by id', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-teacher-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await renderScreen('addHeadTeacherAE', { search: '?id=2' });
    const form = await screen.findByRole('form', { name: '编辑班主任' });
    await waitFor(() => expect(within(form).getByDisplayValue('李晓红')).toBeInTheDocument());
    expect(within(form).queryByLabelText('初始密码')).toBeNull();
    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '李晓虹' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ id: 2, teacherName: '李晓虹', sex: 2, schoolId: 1, majorIds: [1, 2] });
    expect(posts[0]).not.toHaveProperty('teacherType');
  });
});
