import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { rowOf } from '../../support/requests';

const ok = { code: 200, msg: 'ok', result: null };
const empty = { code: 200, msg: 'ok', result: { total: 0, list: [] } };
/** Messages under the fields of a form. */
const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((element) => element.textContent);
describe('student lists (studentStatusAE / studentInformationST)', () => {
  it('shows students with masked ID numbers and phones, states and 共 N 条', async () => {
    await renderScreen('studentStatusAE');
    const row = await rowOf('陈浩然');
    expect(within(row).getByText('440106********2718')).toBeInTheDocument();
    expect(within(row).getByText('138****1907')).toBeInTheDocument();
    expect(within(row).getByText('华南师范大学')).toBeInTheDocument();
    expect(within(await rowOf('黄志明')).getByText('休学')).toBeInTheDocument();
    expect(within(await rowOf('韦海燕')).getByText('已毕业')).toBeInTheDocument();
    expect(screen.queryByText('440106199803152718')).toBeNull();
    expect(screen.getAllByText('共 1286 条').length).toBeGreaterThan(0);
  });

  it('posts the spec §3 filters from the URL with page, limit and the line', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/student/getStudentList', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(empty);
      }),
    );
    await renderScreen('studentInformationST', {
      search: '?keyword=陈浩然&schoolId=1&professionId=3&levelId=2&batchId=1&studyStatus=1&page=3&limit=20',
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      keyword: '陈浩然',
      schoolId: 1,
      professionId: 3,
      levelId: 2,
      batchId: 1,
      studyStatus: 1,
      page: 3,
      limit: 20,
      line: 1,
    });
  });

  it('sends line 2 on the adult line', async () => {
    const bodies: { line?: number }[] = [];
    server.use(
      http.post('*/api/user/student/getStudentList', async ({ request }) => {
        bodies.push((await request.json()) as { line?: number });
        return HttpResponse.json(empty);
      }),
    );
    await renderScreen('studentStatusAE');
    await waitFor(() => expect(bodies.map((body) => body.line)).toEqual([2]));
  });

  it('sets and removes a class leader with PUT updateStudentIsLeader', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/user/student/updateStudentIsLeader', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('studentStatusAE');
    fireEvent.click(within(await rowOf('李雨桐')).getByRole('button', { name: '设为班干部' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ uuid: 'fd5fc0c7-d041-47c3-ab4c-9555aaff8758', isLeader: 1 }]),
    );
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '取消班干部' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ uuid: '5b66f97c-560c-4edc-9a85-a067f73a02b8', isLeader: 0 });
  });

  it('deletes a student by uuid after confirmation', async () => {
    const paths: string[] = [];
    server.use(
      http.delete('*/api/user/student/deleteStudentByUuid/:uuid', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('studentInformationST');
    fireEvent.click(within(await rowOf('梁嘉欣')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除该学生吗/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(paths).toEqual(['/api/user/student/deleteStudentByUuid/3f8b2d61-c5e4-4a97-9d02-6b1e7a5c8f24']),
    );
  });

  it('opens a student: record, ID-card photos and the face-check snapshots of that student', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/user/realCheck/getRealCheckByStudentUuid/:uuid', ({ params }) => {
        asked.push(String(params.uuid));
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          result: [
            {
              id: 7,
              studentUuid: String(params.uuid),
              studentName: '陈浩然',
              idCard: '440106199803152718',
              examName: '2026年4月 大学语文 期末考试',
              frontCardImg: 'https://jw-oss.example.edu.cn/a.jpg',
              imgs: ['https://jw-oss.example.edu.cn/b.jpg', 'https://jw-oss.example.edu.cn/c.jpg'],
              phone: '13826451907',
              state: 2,
              createDate: '2026-04-11 09:32:15',
            },
          ],
        });
      }),
    );
    await renderScreen('studentStatusAE');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('学生详情 · 陈浩然')).toBeInTheDocument();
    expect(within(dialog).getByText('2026春汉语言文学专升本1班')).toBeInTheDocument();
    const checks = await within(dialog).findByRole('region', { name: '人脸核验抓拍' });
    expect(await within(checks).findByText('2026年4月 大学语文 期末考试')).toBeInTheDocument();
    expect(within(checks).getByText('审核失败')).toBeInTheDocument();
    expect(await within(checks).findByText('抓拍 2')).toBeInTheDocument();
    expect(asked).toEqual(['5b66f97c-560c-4edc-9a85-a067f73a02b8']);
    const photos = within(dialog).getByRole('region', { name: '身份证照片' });
    expect(await within(photos).findByText('身份证国徽面')).toBeInTheDocument();
  });

  it('links a self-taught student to the score view; the adult list has no score action', async () => {
    const view = await renderScreen('studentInformationST');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '成绩' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname + view.router.state.location.search).toBe(
        '/viewResultsStudentST?uuid=5b66f97c-560c-4edc-9a85-a067f73a02b8',
      ),
    );
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('studentStatusAE', { access: accessWith('studentStatusAE', ['export']) });
    const row = await rowOf('陈浩然');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增学生/ })).toBeNull();
    for (const name of ['编辑', '取消班干部', '删除'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
    expect(within(row).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '成绩' })).toBeNull();
  });
});

describe('student form (addStudentAE / addStudentST)', () => {
  it('validates in Chinese before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/user/student/student', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('addStudentAE');
    const form = await screen.findByRole('form', { name: '新增学生' });
    fireEvent.change(within(form).getByPlaceholderText('请输入身份证号'), {
      target: { value: '44010619980315' },
    });
    fireEvent.change(within(form).getByPlaceholderText('请输入初始密码'), { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form).length).toBeGreaterThan(0));
    expect(messages(form)).toEqual([
      '请输入姓名',
      '请选择性别',
      '身份证号格式不正确',
      '请输入手机号',
      '请选择院校',
      '请选择专业',
      '请选择层次',
      '请选择入学批次',
      '初始密码格式不正确',
    ]);
    expect(posts).toEqual([]);
  });

  it('has the adult 学籍 fields on the adult line only', async () => {
    await renderScreen('addStudentAE');
    const adult = await screen.findByRole('form', { name: '新增学生' });
    for (const label of ['学习形式', '民族', '政治面貌'])
      expect(within(adult).getByText(label)).toBeInTheDocument();
  });

  it('edits a student loaded from ?uuid=: PUT with the uuid and the line, no password field', async () => {
    const puts: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/user/student/student', async ({ request }) => {
        puts.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(ok);
      }),
    );
    await renderScreen('addStudentST', { search: '?uuid=5b66f97c-560c-4edc-9a85-a067f73a02b8' });
    const form = await screen.findByRole('form', { name: '编辑学生' });
    await waitFor(() => expect(within(form).getByDisplayValue('陈浩然')).toBeInTheDocument());
    expect(within(form).queryByText('初始密码')).toBeNull();
    expect(within(form).queryByText('学习形式')).toBeNull();
    fireEvent.change(within(form).getByDisplayValue('13826451907'), { target: { value: '13926015873' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      uuid: '5b66f97c-560c-4edc-9a85-a067f73a02b8',
      line: 1,
      studentName: '陈浩然',
      phone: '13926015873',
      card: '440106199803152718',
      schoolId: 1,
      batchId: 1,
    });
    expect(puts[0]).not.toHaveProperty('password');
  });

  it('shows the server field error under the ID number', async () => {
    server.use(
      http.put('*/api/user/student/student', () =>
        HttpResponse.json(
          { code: 400, msg: '参数错误', result: { errors: { card: '该身份证号已被学生 李雨桐 使用' } } },
          { status: 400 },
        ),
      ),
    );
    await renderScreen('addStudentAE', { search: '?uuid=5b66f97c-560c-4edc-9a85-a067f73a02b8' });
    const form = await screen.findByRole('form', { name: '编辑学生' });
    await waitFor(() => expect(within(form).getByDisplayValue('陈浩然')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('该身份证号已被学生 李雨桐 使用')).toBeInTheDocument();
  });
});
