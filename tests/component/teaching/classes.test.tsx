import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

function listQueries(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ code: 200, msg: '操作成功', result: { total: 0, list: [] } });
    }),
  );
  return queries;
}

const messages = (form: HTMLElement) =>
  [...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent);

describe('班级管理 (classAE / classST)', () => {
  it('lists classes with station, class teacher and student counts', async () => {
    await renderScreen('classAE');
    const row = await rowOf('2026春汉语言文学专升本1班');
    expect(within(row).getByText('广州天河函授站')).toBeInTheDocument();
    expect(within(row).getByText('李晓红')).toBeInTheDocument();
    expect(within(row).getByText('46 / 60')).toBeInTheDocument();
    expect(within(row).getByText('在读')).toBeInTheDocument();
    expect(within(await rowOf('2024春护理学高起专1班')).getByText('未指定')).toBeInTheDocument();
    expect(screen.getAllByText('共 6 条').length).toBeGreaterThan(0);
  });

  it('sends the filters of the URL with page and limit', async () => {
    const queries = listQueries('/v1-adult-class-list');
    await renderScreen('classAE', {
      search: '?name=汉语言&batch_id=1&profession_id=2&level_id=3&station_id=12&head_teacher_id=2&status=1',
    });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]).toEqual({
      name: '汉语言',
      batch_id: '1',
      profession_id: '2',
      level_id: '3',
      station_id: '12',
      head_teacher_id: '2',
      status: '1',
      page: '1',
      limit: '10',
    });
  });

  it('is the 学习中心 screen on the self-taught line, calling own- paths', async () => {
    const queries = listQueries('/v1-own-class-list');
    await renderScreen('classST');
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(screen.getAllByText('学习中心').length).toBeGreaterThan(0);
  });

  it('deletes only empty classes, after asking', async () => {
    const deleted = captureBodies('/v1-adult-class-del');
    await renderScreen('classAE');
    expect(
      within(await rowOf('2026春汉语言文学专升本1班')).queryByRole('button', { name: '删除' }),
    ).toBeNull();
    fireEvent.click(within(await rowOf('2024春护理学高起专1班')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除班级「2024春护理学高起专1班」吗/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([{ id: 6 }]));
  });

  it('hides buttons without their action ids', async () => {
    await renderScreen('classAE', { access: accessWith('classAE', ['export']) });
    await screen.findByText('2026春汉语言文学专升本1班');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增班级/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});

describe('新增班级 (addGradeAE / addGradeST)', () => {
  it('validates in Chinese before sending anything', async () => {
    const posts = captureBodies('/v1-adult-class-add');
    await renderScreen('addGradeAE');
    const form = await screen.findByRole('form', { name: '新增班级' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(form)).toContain('请输入班级编号'));
    expect(messages(form)).toEqual(
      expect.arrayContaining(['请输入班级名称', '请选择批次', '请选择专业', '请选择层次', '请选择函授站']),
    );
    expect(posts).toEqual([]);
  });

  it('loads the class to edit from ?id= and posts the edit with its id', async () => {
    const edits = captureBodies('/v1-own-class-edit');
    await renderScreen('addGradeST', { search: '?id=1' });
    const form = await screen.findByRole('form', { name: '编辑班级' });
    await waitFor(() =>
      expect(within(form).getByDisplayValue('2026春汉语言文学专升本1班')).toBeInTheDocument(),
    );
    fireEvent.change(within(form).getByDisplayValue('周末面授'), { target: { value: '周末及晚间面授' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({
      id: 1,
      code: 'BJ2026-0101',
      capacity: 60,
      head_teacher_id: 2,
      remark: '周末及晚间面授',
    });
  });
});

describe('班级学生管理 (gradeStudentManagementAE / ST)', () => {
  it('says where to open it from without ?id=', async () => {
    await renderScreen('gradeStudentManagementAE');
    expect(await screen.findByText('请从「班级管理」中选择一个班级管理学生。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回班级列表' })).toBeInTheDocument();
  });

  it('shows the class and its students with masked ID numbers and phones', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-adult-class-student-list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return undefined;
      }),
    );
    await renderScreen('gradeStudentManagementAE', { search: '?id=1&s_keyword=陈' });
    const row = await rowOf('陈浩然');
    expect(within(row).getByText('440106********2718')).toBeInTheDocument();
    expect(within(row).getByText('138****1907')).toBeInTheDocument();
    expect(within(row).getByText('班长')).toBeInTheDocument();
    expect(await screen.findByText('46 / 60')).toBeInTheDocument();
    expect(queries[0]).toEqual({ class_id: '1', keyword: '陈', page: '1', limit: '10' });
  });

  it('removes the selected students with a reason', async () => {
    const removed = captureBodies('/v1-adult-class-student-remove');
    await renderScreen('gradeStudentManagementAE', { search: '?id=1' });
    fireEvent.click(within(await rowOf('林晓敏')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '移出班级' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('移出班级（1 名学生）')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages(dialog)).toContain('请输入移出原因'));
    expect(removed).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '休学一年，复学后重新分班' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(removed).toEqual([{ class_id: 1, student_ids: [104], reason: '休学一年，复学后重新分班' }]),
    );
  });

  it('transfers the selected students to another class with a reason', async () => {
    const moved = captureBodies('/v1-own-class-student-transfer');
    await renderScreen('gradeStudentManagementST', { search: '?id=1' });
    for (const name of ['王嘉豪', '周子轩']) fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '转班' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('转班（2 名学生）')).toBeInTheDocument();
    await chooseOption(dialog, '转入班级', /2025秋计算机科学与技术专升本2班/);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '工作地点变动' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(moved).toEqual([
        { class_id: 1, student_ids: [103, 105], to_class_id: 3, reason: '工作地点变动' },
      ]),
    );
  });

  it('refuses a transfer the target class cannot hold, at the field', async () => {
    const moved = captureBodies('/v1-adult-class-student-transfer');
    await renderScreen('gradeStudentManagementAE', { search: '?id=1' });
    for (const name of ['陈浩然', '李雨桐', '王嘉豪', '林晓敏', '周子轩'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '转班' }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(dialog, '转入班级', /2025秋学前教育高起专1班/);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '并班' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messages(dialog)).toEqual([
        '转入班级：「2025秋学前教育高起专1班」上限 45 人，现有 41 人，最多还能加入 4 人，已选 5 人',
      ]),
    );
    expect(moved).toEqual([]);
  });

  it('adds the selected candidates after asking', async () => {
    const added = captureBodies('/v1-adult-class-student-add');
    await renderScreen('gradeStudentManagementAE', { search: '?id=1' });
    await screen.findByText('46 / 60', undefined, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: /添加学生/ }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['黄诗琪', '罗俊杰'])
      fireEvent.click(within((await within(dialog).findByText(name)).closest('tr')!).getByRole('checkbox'));
    expect(within(dialog).getAllByText('未分班')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: '加入班级' }));
    expect(await screen.findByText(/确定把 2 名学生加入「2026春汉语言文学专升本1班」吗/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(added).toEqual([{ class_id: 1, student_ids: [131, 134] }]));
  });
});

it('refuses more students than the class holds, before sending', async () => {
  const added = captureBodies('/v1-adult-class-student-add');
  const full = {
    id: 1,
    code: 'BJ2026-0101',
    name: '2026春汉语言文学专升本1班',
    batch_id: 1,
    batch_name: '2026年春季',
    profession_id: 1,
    profession_name: '汉语言文学',
    level_id: 2,
    level_name: '专升本',
    station_id: 12,
    station_name: '广州天河函授站',
    head_teacher_id: 2,
    head_teacher_name: '李晓红',
    student_count: 59,
    capacity: 60,
    carry_plan_id: 1,
    status: 1,
    remark: '',
    created_at: '2026-03-01 09:30:00',
  };
  server.use(
    http.get('*/v1-adult-class-info', () => HttpResponse.json({ code: 200, msg: '操作成功', result: full })),
  );
  await renderScreen('gradeStudentManagementAE', { search: '?id=1' });
  await screen.findByText('59 / 60', undefined, { timeout: 3000 });
  fireEvent.click(screen.getByRole('button', { name: /添加学生/ }));
  const dialog = await screen.findByRole('dialog');
  for (const name of ['黄诗琪', '郭志远'])
    fireEvent.click(within((await within(dialog).findByText(name)).closest('tr')!).getByRole('checkbox'));
  fireEvent.click(within(dialog).getByRole('button', { name: '加入班级' }));
  fireEvent.click(await screen.findByRole('button', { name: '确定' }));
  expect(
    await screen.findByText(
      '「2026春汉语言文学专升本1班」上限 60 人，现有 59 人，最多还能加入 1 人，已选 2 人',
    ),
  ).toBeInTheDocument();
  expect(added).toEqual([]);
});

describe('查看班级成绩 (viewResultsClassAE / ST)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows students × courses with failed scores marked and pass rates per course', async () => {
    await renderScreen('viewResultsClassAE', { search: '?id=1' });
    const row = await rowOf('李雨桐');
    expect(within(row).getByTitle('不及格')).toHaveTextContent('54');
    expect(within(row).getByText('1 门')).toBeInTheDocument();
    expect(within(await rowOf('王嘉豪')).getByText('未录入')).toBeInTheDocument();
    // 马克思主义基本原理概论: 4 entered, 3 passed
    expect(screen.getByText('75%（3/4）')).toBeInTheDocument();
    expect(screen.getByText(/共 5 名学生、4 门课程/)).toBeInTheDocument();
  });

  it('shows only students with a failed course when asked', async () => {
    await renderScreen('viewResultsClassST', { search: '?id=1' });
    await rowOf('陈浩然');
    fireEvent.click(screen.getByRole('switch', { name: '只看有不及格的学生' }));
    await waitFor(() => expect(screen.queryByText('陈浩然')).toBeNull());
    expect(screen.getByText('李雨桐')).toBeInTheDocument();
    expect(screen.getByText('王嘉豪')).toBeInTheDocument();
  });

  it('has no export button without the export permission', async () => {
    await renderScreen('viewResultsClassAE', { search: '?id=1', access: accessWith('classAE', []) });
    await rowOf('陈浩然');
    expect(screen.queryByRole('button', { name: /导出成绩/ })).toBeNull();
  });

  it('exports the grade sheet of the class under a Chinese name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:class-scores');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const exported: string[] = [];
    server.use(
      http.get('*/v1-adult-class-score-export', ({ request }) => {
        exported.push(new URL(request.url).search);
        return new HttpResponse(new Blob(['x']), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    await renderScreen('viewResultsClassAE', { search: '?id=1' });
    await rowOf('陈浩然');
    fireEvent.click(screen.getByRole('button', { name: /导出成绩/ }));
    await waitFor(() => expect(exported).toEqual(['?id=1']));
    await waitFor(() => expect(saved).toEqual(['2026春汉语言文学专升本1班成绩.xlsx']));
  });
});
