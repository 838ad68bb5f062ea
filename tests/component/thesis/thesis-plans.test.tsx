import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';
import { dialog, listQueries } from './helpers';

describe('论文计划 (dissertationToExamineAE / ST)', () => {
  it('lists plans with their milestones and grouping progress, sending the search', async () => {
    await renderScreen('dissertationToExamineAE');
    const row = await rowOf('2026届汉语言文学本科毕业论文');
    expect(within(row).getByText('40 / 48')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21')).toBeInTheDocument();
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    const queries = listQueries('/v1-adult-thesis-plan-list');
    await renderScreen('dissertationToExamineAE', { search: '?name=会计&status=0' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ name: '会计', status: '0', page: '1', limit: '10' }),
    );
  });

  it('edits a plan, sending the whole form with its id', async () => {
    const updated = captureBodies('/v1-adult-thesis-plan-edit');
    await renderScreen('dissertationToExamineAE');
    fireEvent.click(within(await rowOf('2026届工商管理本科毕业论文')).getByRole('button', { name: '编辑' }));
    const modal = await dialog();
    expect(within(modal).getByDisplayValue('2026届工商管理本科毕业论文')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({ id: 2, name: '2026届工商管理本科毕业论文', defence_at: '2026-11-28' });
  });

  it('offers tasks, groups and students on the adult line', async () => {
    await renderScreen('dissertationToExamineAE');
    const row = await rowOf('2026届会计学专升本毕业论文');
    for (const name of ['计划任务', '查看分组', '查看学生'])
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
  });

  it('is 论文计划 on the self-taught line, calling own- paths, without the adult views', async () => {
    const queries = listQueries('/v1-own-thesis-plan-list');
    await renderScreen('dissertationToExamineST');
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(screen.queryByRole('button', { name: '查看分组' })).toBeNull();
  });

  it('hides add and delete without permission', async () => {
    await renderScreen('dissertationToExamineAE', {
      access: accessWith('dissertationToExamineAE', ['export']),
    });
    await rowOf('2026届汉语言文学本科毕业论文');
    expect(screen.queryByRole('button', { name: /新增论文计划/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});

describe('计划任务 (planTasksAE)', () => {
  it('says where to open it from without a plan', async () => {
    await renderScreen('planTasksAE');
    expect(
      await screen.findByText('请从「论文计划分组」中选择一个论文计划查看其计划任务。'),
    ).toBeInTheDocument();
  });

  it('lists the plan tasks with the plan id and adds a task for that plan', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-adult-thesis-task-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return undefined;
      }),
    );
    const created = captureBodies('/v1-adult-thesis-task-add');
    await renderScreen('planTasksAE', { search: '?plan_id=1&plan_name=2026届汉语言文学本科毕业论文' });
    expect(await screen.findByText('提交选题申报表')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ plan_id: '1' });
    fireEvent.click(screen.getByRole('button', { name: /新增任务/ }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText('请输入任务名称')).toBeInTheDocument();
    expect(created).toEqual([]);
  });
});

describe('查看分组 (viewGroupsAE)', () => {
  it('proposes a balanced grouping and saves only the new assignments', async () => {
    const saved = captureBodies('/v1-adult-thesis-groups-save');
    await renderScreen('viewGroupsAE', { search: '?plan_id=1&plan_name=2026届汉语言文学本科毕业论文' });
    expect(await screen.findByText('8 / 8')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /自动分组/ }));
    const modal = await dialog();
    expect(within(modal).getByText(/本次新分 5 人，其中同专业 4 人/)).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存分组' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      plan_id: 1,
      assignments: [
        { student_id: 103, supervisor_id: 33 },
        { student_id: 105, supervisor_id: 33 },
        { student_id: 102, supervisor_id: 32 },
        { student_id: 104, supervisor_id: 32 },
        { student_id: 106, supervisor_id: 31 },
      ],
    });
  });
});

describe('查看学生 (viewStudentsAE)', () => {
  it('moves students to a supervisor with room, and refuses one over the limit', async () => {
    const moved = captureBodies('/v1-adult-thesis-student-move');
    await renderScreen('viewStudentsAE', { search: '?plan_id=1&plan_name=2026届汉语言文学本科毕业论文' });
    const row = await rowOf('李思琪');
    expect(within(row).getByText('未分组')).toBeInTheDocument();
    expect(within(row).getByText('137****4567')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '调整分组' }));
    const modal = await dialog();
    await chooseOption(modal, '指导教师', '周晓梅（汉语言文学，8/8）');
    expect(await within(modal).findByText(/只能再调入 0 人/)).toBeInTheDocument();
    await chooseOption(modal, '指导教师', '刘志远（汉语言文学，9/10）');
    fireEvent.click(within(modal).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(moved).toEqual([{ plan_id: 1, student_ids: [102], supervisor_id: 32 }]));
  });
});
