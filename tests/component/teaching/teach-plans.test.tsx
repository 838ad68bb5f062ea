import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

describe('教学计划 (teachingPlanAE / ST)', () => {
  it('lists plans with credits against the requirement and flags those short of it', async () => {
    await renderScreen('teachingPlanAE');
    const short = await rowOf('2026春汉语言文学专升本教学计划');
    expect(within(short).getByText('36 / 72')).toBeInTheDocument();
    expect(within(short).getByText('学分不足')).toBeInTheDocument();
    expect(within(await rowOf('2026春会计学高起本教学计划')).getByText('达标')).toBeInTheDocument();
    expect(screen.getAllByText('共 5 条').length).toBeGreaterThan(0);
  });

  it('sends the filters of the URL on the self-taught line', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-own-teach-plan-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('teachingPlanST', {
      search: '?name=会计&batch_id=1&profession_id=2&level_id=3&status=0',
    });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({
      name: '会计',
      batch_id: '1',
      profession_id: '2',
      level_id: '3',
      status: '0',
      page: '1',
      limit: '10',
    });
  });

  it('disables a plan after saying what that means', async () => {
    const sent = captureBodies('/v1-adult-teach-plan-status');
    await renderScreen('teachingPlanAE');
    fireEvent.click(within(await rowOf('2026春会计学高起本教学计划')).getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/停用后不能再据此生成执行计划/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toEqual([{ id: 2, status: 0 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('teachingPlanAE', { access: accessWith('teachingPlanAE', []) });
    await rowOf('2026春会计学高起本教学计划');
    expect(screen.queryByRole('button', { name: /新增教学计划/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});

describe('编辑教学计划 (editTeachingPlanAE / ST)', () => {
  const subtotal = (semester: number) => screen.getByLabelText(`第 ${semester} 学期小计`).textContent;

  it('lays the plan out by semester with totals and warns when credits miss the requirement', async () => {
    await renderScreen('editTeachingPlanAE', { search: '?id=1' });
    expect(
      await screen.findByDisplayValue('2026春汉语言文学专升本教学计划', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(subtotal(1)).toBe('2 门 · 16 学分 · 288 学时 · 累计 16 学分');
    expect(subtotal(2)).toBe('2 门 · 8 学分 · 144 学时 · 累计 24 学分');
    expect(subtotal(5)).toBe('1 门 · 2 学分 · 36 学时 · 累计 36 学分');
    expect(screen.getByLabelText('计划合计')).toHaveTextContent('课程 7 门总学分 36');
    expect(await screen.findByText('总学分 36 未达到专业要求的 72 学分，还差 36 学分')).toBeInTheDocument();
  });

  it('recomputes the totals when a credit changes', async () => {
    await renderScreen('editTeachingPlanAE', { search: '?id=1' });
    const credit = await screen.findByLabelText('大学语文学分', undefined, { timeout: 3000 });
    fireEvent.change(credit, { target: { value: '5.5' } });
    fireEvent.blur(credit);
    await waitFor(() => expect(subtotal(2)).toBe('2 门 · 9.5 学分 · 144 学时 · 累计 25.5 学分'));
    expect(screen.getByLabelText('计划合计')).toHaveTextContent('总学分 37.5');
  });

  it('removes a course and saves the plan with its id after confirming the credit shortfall', async () => {
    const saved = captureBodies('/v1-adult-teach-plan-edit');
    await renderScreen('editTeachingPlanAE', { search: '?id=1' });
    fireEvent.click(await screen.findByRole('button', { name: '移除语言学概论' }, { timeout: 3000 }));
    expect(subtotal(5)).toBe('0 门 · 0 学分 · 0 学时 · 累计 34 学分');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('学分未达到专业要求')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '仍要保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as { id: number; courses: { course_id: number }[]; semester_count: number };
    expect(body).toMatchObject({
      id: 1,
      name: '2026春汉语言文学专升本教学计划',
      batch_id: 1,
      semester_count: 5,
    });
    expect(body.courses.map((course) => course.course_id)).toEqual([1, 2, 3, 7, 6, 8]);
    expect(body.courses[0]).toEqual({ course_id: 1, semester: 1, credit: 14, hours: 252, exam_form: 1 });
  });

  it('adds a course from the course list to a semester, once', async () => {
    await renderScreen('editTeachingPlanAE', { search: '?id=1' });
    const picker = async (semester: number, course: string) => {
      const [placeholder] = await screen.findAllByText(`添加课程到第 ${semester} 学期`, undefined, {
        timeout: 3000,
      });
      await chooseOption(document.body, placeholder.closest<HTMLElement>('.arco-select')!, course);
    };
    await picker(3, '00023 高等数学（工本）');
    await waitFor(() => expect(subtotal(3)).toBe('2 门 · 8 学分 · 144 学时 · 累计 32 学分'));
    expect(screen.getByLabelText('高等数学（工本）学分')).toBeInTheDocument();
    await picker(4, '00054 管理学原理');
    expect(await screen.findByText('「管理学原理」已在第 3 学期')).toBeInTheDocument();
    expect(subtotal(4)).toBe('1 门 · 4 学分 · 72 学时 · 累计 36 学分');
  });

  it('says at the cell what is wrong with a credit, and refuses to save until it is right', async () => {
    const saved = captureBodies('/v1-adult-teach-plan-edit');
    await renderScreen('editTeachingPlanAE', { search: '?id=1' });
    const credit = await screen.findByLabelText('大学语文学分');
    fireEvent.change(credit, { target: { value: '25' } });
    const cell = credit.closest('[data-edit-cell]') as HTMLElement;
    expect(await within(cell).findByText('学分不能大于 20')).toBeInTheDocument();
    // the totals keep the last good value
    expect(subtotal(2)).toBe('2 门 · 8 学分 · 144 学时 · 累计 24 学分');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('「大学语文」学分不能大于 20')).toBeInTheDocument();
    await waitFor(() => expect(credit).toHaveFocus());
    expect(saved).toEqual([]);
    // an edited cell is marked unsaved, apart from a wrong one
    const hours = screen.getByLabelText('大学语文学时');
    fireEvent.change(hours, { target: { value: '90' } });
    expect(hours.closest('[data-edit-cell]')).toHaveAttribute('data-dirty');
    expect(hours.closest('[data-edit-cell]')).not.toHaveAttribute('data-invalid');
    expect(cell).toHaveAttribute('data-invalid');
  });

  it('refuses to save courses beyond the semester count', async () => {
    const saved = captureBodies('/v1-adult-teach-plan-edit');
    await renderScreen('editTeachingPlanAE', { search: '?id=1' });
    const count = await screen.findByLabelText('学期数', undefined, { timeout: 3000 });
    fireEvent.change(count, { target: { value: '4' } });
    fireEvent.blur(count);
    expect(await screen.findByText('第 5 学期（超出学期数）')).toBeInTheDocument();
    const problem = '「语言学概论」排在第 4 学期之后，请调整学期或学期数';
    expect(screen.getAllByText(problem)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // the save stops at the problem, said again in a message: it never reaches the credit question
    await waitFor(() => expect(screen.getAllByText(problem)).toHaveLength(2));
    expect(screen.queryByText('学分未达到专业要求')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('validates a new plan in Chinese before sending anything', async () => {
    const created = captureBodies('/v1-own-teach-plan-add');
    await renderScreen('editTeachingPlanST');
    const form = await screen.findByRole('form', { name: '新增教学计划' }, { timeout: 3000 });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入计划名称')).toBeInTheDocument();
    const messages = [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);
    expect(messages).toEqual(['请输入计划名称', '请选择批次', '请选择专业', '请选择层次']);
    expect(created).toEqual([]);
  });
});
