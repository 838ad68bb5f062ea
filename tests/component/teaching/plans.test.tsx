import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption, pickDate } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('执行计划 (implementPlanAE / ST)', () => {
  it('lists plans with their classes, students and arrangement progress', async () => {
    await renderScreen('implementPlanAE');
    const row = await rowOf('2026春汉语言文学专升本执行计划');
    expect(within(row).getByText('9 / 14')).toBeInTheDocument();
    expect(within(row).getByText('执行中')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-09')).toBeInTheDocument();
    // plans under way keep their history: no 删除
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getAllByText('共 4 条').length).toBeGreaterThan(0);
  });

  it('sends the filters of the URL on the self-taught line', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-own-carry-plan-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('implementPlanST', { search: '?keyword=汉语言&batch_id=1&level_id=2&status=1' });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({
      keyword: '汉语言',
      batch_id: '1',
      level_id: '2',
      status: '1',
      page: '1',
      limit: '10',
    });
  });

  it('generates a plan for chosen classes after showing what will be created', async () => {
    const created = captureBodies('/v1-adult-carry-plan-add');
    await renderScreen('implementPlanAE');
    fireEvent.click(await screen.findByRole('button', { name: /生成执行计划/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '生成' }));
    await waitFor(() => expect(messages(dialog)).toEqual(['请选择教学计划', '请选择班级', '请选择开始日期']));
    await chooseOption(dialog, '教学计划', '2026春会计学高起本教学计划');
    await chooseOption(dialog, '班级', /2026春会计学高起本1班/);
    expect(
      await within(dialog).findByText('将为 1 个班级（共 52 名学生）各生成 30 门课程，共 30 条课程安排。'),
    ).toBeInTheDocument();
    await pickDate(dialog, '第一学期开始日期', '2026-03-09');
    fireEvent.click(within(dialog).getByRole('button', { name: '生成' }));
    await waitFor(() =>
      expect(created).toEqual([{ teach_plan_id: 2, class_ids: [2], start_date: '2026-03-09' }]),
    );
  });

  it('refuses classes that already have a plan', async () => {
    await renderScreen('implementPlanAE');
    fireEvent.click(await screen.findByRole('button', { name: /生成执行计划/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(dialog, '教学计划', '2026春汉语言文学专升本教学计划');
    await chooseOption(dialog, '班级', /2026春汉语言文学专升本1班/);
    expect(
      await within(dialog).findByText('2026春汉语言文学专升本1班已有执行计划，请取消选择后再生成'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '生成' })).toBeDisabled();
  });
});

describe('执行计划班级 (viewClassAE / ST) and 班级执行计划 (classImplementPlanAE)', () => {
  it('says where to open it from without ?id=', async () => {
    await renderScreen('viewClassAE');
    expect(await screen.findByText('请从「执行计划」中选择一个执行计划查看班级。')).toBeInTheDocument();
  });

  it('shows the plan, its classes and a class arrangement by semester', async () => {
    await renderScreen('viewClassST', { search: '?id=1' });
    const row = await rowOf('2026春汉语言文学专升本2班');
    expect(within(row).getByText('未指定')).toBeInTheDocument();
    expect(within(row).getByText('4 / 7')).toBeInTheDocument();
    expect(screen.getAllByText('2026春汉语言文学专升本教学计划').length).toBeGreaterThan(0);
    fireEvent.click(
      within(await rowOf('2026春汉语言文学专升本1班')).getByRole('button', { name: '课程安排' }),
    );
    const dialog = await screen.findByRole('dialog');
    const english = await rowOf('英语（二）', dialog);
    expect(within(english).getByText('2026-03-09 至 2026-06-28')).toBeInTheDocument();
    expect(within(english).getByText('吴雅琴')).toBeInTheDocument();
    expect(within(await rowOf('管理学原理', dialog)).getByText('第 3 学期')).toBeInTheDocument();
  });

  it('adjusts a course: dates, teacher and classroom', async () => {
    const adjusted = captureBodies('/v1-adult-carry-plan-course-edit');
    await renderScreen('classImplementPlanAE', { search: '?id=1' });
    fireEvent.click(within(await rowOf('大学语文')).getByRole('button', { name: '调整' }));
    const dialog = await screen.findByRole('dialog');
    const room = await within(dialog).findByDisplayValue('天河校区 B105');
    fireEvent.change(room, { target: { value: '天河校区 B201' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(adjusted).toEqual([
        {
          id: 14,
          start_date: '2026-09-07',
          end_date: '2026-12-27',
          teacher_id: 8,
          classroom: '天河校区 B201',
        },
      ]),
    );
  });

  it('offers no adjustment without the edit permission', async () => {
    await renderScreen('classImplementPlanAE', { search: '?id=1', access: accessWith('classAE', []) });
    await rowOf('大学语文');
    expect(screen.queryByRole('button', { name: '调整' })).toBeNull();
  });

  it('is reached from the adult class list for classes with a plan only', async () => {
    await renderScreen('classAE');
    expect(
      within(await rowOf('2026春汉语言文学专升本1班')).getByRole('button', { name: '执行计划' }),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('2026春会计学高起本1班')).queryByRole('button', { name: '执行计划' }),
    ).toBeNull();
  });
});

describe('学期计划管理 (semesterPlanManageAE)', () => {
  it('lists semesters with their dates, exam weeks and states', async () => {
    await renderScreen('semesterPlanManageAE');
    const row = await rowOf('清明、劳动节按国家规定放假');
    expect(within(row).getByText('2026-03-09 至 2026-07-12')).toBeInTheDocument();
    expect(within(row).getByText('2026-06-29 至 2026-07-12')).toBeInTheDocument();
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    expect(within(await rowOf('考试周待定')).getByText('待定')).toBeInTheDocument();
    // only semesters not yet begun may be deleted
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(await rowOf('考试周待定')).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('sends the filters of the URL', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-adult-time-plan-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('semesterPlanManageAE', { search: '?batch_id=2&status=0' });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({ batch_id: '2', status: '0', page: '1', limit: '10' });
  });

  it('validates a new semester in Chinese', async () => {
    const created = captureBodies('/v1-adult-time-plan-add');
    await renderScreen('semesterPlanManageAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增学期计划/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(dialog)).toContain('请输入学期名称'));
    expect(messages(dialog)).toEqual(
      expect.arrayContaining(['请选择批次', '请选择开学日期', '请选择学期结束日期']),
    );
    expect(created).toEqual([]);
  });

  it('checks the dates together and posts the edit with its id', async () => {
    const edited = captureBodies('/v1-adult-time-plan-edit');
    await renderScreen('semesterPlanManageAE');
    fireEvent.click(within(await rowOf('考试周待定')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const weeks = await within(dialog).findByDisplayValue('18');
    fireEvent.change(weeks, { target: { value: '25' } });
    fireEvent.blur(weeks);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('教学周数：开学到结束只有 19 周，不能超过它')).toBeInTheDocument();
    expect(edited).toEqual([]);
    fireEvent.change(weeks, { target: { value: '17' } });
    fireEvent.blur(weeks);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edited).toHaveLength(1));
    expect(edited[0]).toEqual({
      id: 5,
      name: '2026年秋季学期',
      batch_id: 2,
      semester: 3,
      weeks: 17,
      start_date: '2026-09-07',
      end_date: '2027-01-17',
      remark: '考试周待定',
    });
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('semesterPlanManageAE', { access: accessWith('semesterPlanManageAE', []) });
    await rowOf('考试周待定');
    expect(screen.queryByRole('button', { name: /新增学期计划/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

describe('新生班级执行计划 (newClassExecutionPlanAE)', () => {
  it('lists new classes with their matching teaching plan', async () => {
    await renderScreen('newClassExecutionPlanAE');
    const row = await rowOf('2026春会计学高起本2班');
    expect(within(row).getByText('2026春会计学高起本教学计划')).toBeInTheDocument();
    expect(within(row).getByText('未生成')).toBeInTheDocument();
    expect(
      within(await rowOf('2026春护理学高起专1班')).getByText('无（请先制定教学计划）'),
    ).toBeInTheDocument();
  });

  it('sends the filters of the URL', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-adult-carry-plan-new-class-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('newClassExecutionPlanAE', { search: '?batch_id=1&station_id=12&has_carry_plan=0' });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({
      batch_id: '1',
      station_id: '12',
      has_carry_plan: '0',
      page: '1',
      limit: '10',
    });
  });

  it('previews what will be created and skipped, then generates for the classes that can', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/v1-adult-carry-plan-batch-add', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: '操作成功', result: { created: 2, skipped: 0 } });
      }),
    );
    await renderScreen('newClassExecutionPlanAE');
    for (const name of [
      '2026春汉语言文学专升本1班',
      '2026春会计学高起本1班',
      '2026春会计学高起本2班',
      '2026春护理学高起专1班',
    ])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量生成执行计划' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '将为 2 个班级（共 100 名学生）按 1 个教学计划生成执行计划，共 60 条课程安排。',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('跳过 2 个班级')).toBeInTheDocument();
    expect(within(dialog).getByText('2026春汉语言文学专升本1班：已有执行计划')).toBeInTheDocument();
    expect(within(dialog).getByText('2026春护理学高起专1班：没有匹配的已启用教学计划')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '生成 2 个执行计划' }));
    expect(await within(dialog).findByText('请选择第一学期开始日期')).toBeInTheDocument();
    await pickDate(dialog, '第一学期开始日期', '2026-03-09');
    fireEvent.click(within(dialog).getByRole('button', { name: '生成 2 个执行计划' }));
    await waitFor(() => expect(bodies).toEqual([{ class_ids: [2, 8], start_date: '2026-03-09' }]));
    expect(await screen.findByText('已为 2 个班级生成执行计划')).toBeInTheDocument();
  });

  it('has no bulk action without the add permission', async () => {
    await renderScreen('newClassExecutionPlanAE', { access: accessWith('newClassExecutionPlanAE', []) });
    // no action to run: no selection either
    expect(within(await rowOf('2026春会计学高起本2班')).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '批量生成执行计划' })).toBeNull();
  });
});
