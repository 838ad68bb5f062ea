import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const OK = { code: 200, msg: 'ok', result: null };
const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('辅导教师管理 (instructorST)', () => {
  it('is the teacher list for 辅导教师: type 1 on the self-taught line', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/teacher/getTeacherList', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          result: {
            total: 1,
            list: [
              {
                id: 51,
                uuid: '0b6e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a51',
                teacherName: '郑晓岚',
                sex: 2,
                phone: '13922458816',
                email: 'zhengxiaolan@gzhu.edu.cn',
                schoolId: 4,
                schoolName: '广州大学',
                majorIds: [1],
                majorNames: '汉语言文学',
                classCount: 2,
                teacherType: 1,
                accountId: 0,
                isPass: 1,
                content: '',
                createTime: '2025-02-20 10:00:00',
              },
            ],
          },
        });
      }),
    );
    await renderScreen('instructorST', { search: '?keyword=郑' });
    expect(await screen.findByText('郑晓岚')).toBeInTheDocument();
    expect(screen.getByText('139****8816')).toBeInTheDocument();
    expect(screen.getAllByText('辅导教师姓名').length).toBeGreaterThan(0);
    expect(screen.getAllByText('辅导班级数').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '重置密码' })).toBeNull();
    expect(bodies).toEqual([{ keyword: '郑', page: 1, limit: 10, teacherType: 1, line: 1 }]);
  });

  it('creates a 辅导教师 in a modal, validated in Chinese and sent as type 1', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-teacher-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('instructorST');
    await screen.findByText('李晓红');
    fireEvent.click(screen.getByRole('button', { name: /新增辅导教师/ }));
    const form = await screen.findByRole('form', { name: '新增辅导教师' });
    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '郑晓岚' } });
    fireEvent.change(within(form).getByLabelText('初始密码'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messages(form)).toEqual([
        '请选择性别',
        '请输入手机号码',
        '请选择所属院校',
        '初始密码至少 6 个字',
      ]),
    );
    expect(posts).toEqual([]);
  });

  it('edits a 辅导教师 in the modal from the row and saves by id', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-teacher-edit', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(OK);
      }),
    );
    await renderScreen('instructorST');
    const row = (await screen.findByText('刘芳')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑辅导教师' });
    await waitFor(() => expect(within(form).getByDisplayValue('刘芳')).toBeInTheDocument());
    fireEvent.change(within(form).getByLabelText('电子邮箱'), { target: { value: 'liufang@gzhu.edu.cn' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      id: 4,
      teacherName: '刘芳',
      sex: 2,
      phone: '13802937461',
      email: 'liufang@gzhu.edu.cn',
      schoolId: 2,
      majorIds: [3],
      isPass: 1,
    });
  });

  it('hides add, edit and delete without their actions', async () => {
    await renderScreen('instructorST', { access: accessWith('instructorST', ['toggle']) });
    await screen.findByText('李晓红');
    expect(screen.queryByRole('button', { name: /新增辅导教师/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: '编辑' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: '停用' }).length).toBeGreaterThan(0);
  });
});
