/** 课程信息 and 教材管理 with their forms (both lines). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

function capture(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功', result: null });
    }),
  );
  return bodies;
}
const rowOf = async (text: string) =>
  (await screen.findAllByText(text, {}, { timeout: 5000 }))[0]!.closest('tr')!;

describe('课程信息 (adultEducationCourseAE / curriculumST)', () => {
  it('lists courses with type, assessment and content, sends the filters, and disables after saying what happens', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-own-curriculum-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return undefined;
      }),
    );
    const statuses = capture('/v1-own-curriculum-status');
    await renderScreen('curriculumST', { search: '?online=1&course_type=1' });
    const row = await rowOf('英语（二）');
    expect(within(row).getByText('公共基础课')).toBeInTheDocument();
    expect(within(row).getByText('16 / 48')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ online: '1', course_type: '1', page: '1', limit: '10' }),
    );
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/停用后该课程不再出现在教学计划与考试设置的选择中/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(statuses.at(-1)).toEqual({ id: 1, status: 0 }));
  });

  it('hides adding and editing without the permissions', async () => {
    await renderScreen('adultEducationCourseAE', {
      access: accessWith('adultEducationCourseAE', ['export']),
    });
    expect(within(await rowOf('英语（二）')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增课程' })).toBeNull();
  });

  it('validates a new course in Chinese, then creates it', async () => {
    const created = capture('/v1-adult-curriculum-add');
    await renderScreen('addCurriculumAE');
    const form = await screen.findByRole('form', { name: '新增课程' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入课程代码')).toBeInTheDocument();
    expect(created).toEqual([]);
    fireEvent.change(within(form).getByLabelText('课程代码'), { target: { value: '00018' } });
    fireEvent.change(within(form).getByLabelText('课程名称'), { target: { value: '计算机应用基础' } });
    fireEvent.change(within(form).getByLabelText('学分'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('学时'), { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(created.at(-1)).toMatchObject({
        code: '00018',
        name: '计算机应用基础',
        credit: 2,
        hours: 36,
        online: 1,
        status: 1,
      }),
    );
  });
});

describe('教材管理 (adultTeachingMaterialsAE / addCourseMaterialsST)', () => {
  it('marks textbooks out of stock', async () => {
    await renderScreen('adultTeachingMaterialsAE');
    await rowOf('马克思主义基本原理');
    expect(screen.getByText('本页 1 种教材无库存')).toBeInTheDocument();
  });

  it('refuses a wrong ISBN check digit, and saves the digits of a right one', async () => {
    const updated = capture('/v1-own-textbook-edit');
    await renderScreen('addCourseMaterialsST', { search: '?id=1' });
    const form = await screen.findByRole('form', { name: '编辑教材' }, { timeout: 5000 });
    const isbn = within(form).getByLabelText('ISBN');
    await waitFor(() => expect(isbn).toHaveValue('9787560088785'));
    fireEvent.change(isbn, { target: { value: '978-7-5600-8878-7' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('ISBN：ISBN 校验位不正确，请核对')).toBeInTheDocument();
    expect(updated).toEqual([]);
    fireEvent.change(isbn, { target: { value: '978-7-5600-8878-5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updated.at(-1)).toMatchObject({ id: 1, isbn: '9787560088785', title: '英语（二）自学教程' }),
    );
  });
});
