import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pickDate } from '../../support/arco';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';

/** A review's answer: one decided, none skipped. */
const DECIDED = { result: { done: 1, skipped: 0 } };

const dialog = () => screen.findByRole('dialog');

describe('学籍异动 (studentStatusChangeAE)', () => {
  it('lists applications with masked ID numbers, type, what changes and the review state', async () => {
    await renderScreen('studentStatusChangeAE');
    const row = await rowOf('陈浩然');
    expect(within(row).getByText('440106********2718')).toBeInTheDocument();
    expect(within(row).getByText('转专业')).toBeInTheDocument();
    expect(within(row).getByText('汉语言文学 → 会计学')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(await rowOf('黄丽娟')).getByText('佛山南海函授站 → 广州天河函授站')).toBeInTheDocument();
    expect(within(await rowOf('梁伟明')).getByText('已驳回')).toBeInTheDocument();
    expect(screen.getAllByText('共 48 条').length).toBeGreaterThan(0);
  });

  it('sends the search of the URL: student, type, state, school, major, dates and page', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/v1-adult-student-change-list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('studentStatusChangeAE', {
      search:
        '?keyword=陈浩然&type=1&status=0&school_id=1&profession_id=2&start_date=2026-04-01&end_date=2026-04-30&page=2&limit=20',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(seen[0])).toEqual({
      keyword: '陈浩然',
      type: '1',
      status: '0',
      school_id: '1',
      profession_id: '2',
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      page: '2',
      limit: '20',
    });
  });

  it('approves one application, then reloads the list', async () => {
    const passes = captureBodies('/v1-adult-student-change-pass', DECIDED);
    let loads = 0;
    server.use(
      http.get('*/v1-adult-student-change-list', () => {
        loads += 1;
        return undefined; // fall through to the contract's mock
      }),
    );
    await renderScreen('studentStatusChangeAE');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '通过' }));
    const modal = await dialog();
    expect(within(modal).getByText('审核通过：陈浩然的学籍异动申请')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(passes).toEqual([{ ids: [3021] }]));
    await waitFor(() => expect(loads).toBe(2));
  });

  it('rejects only with a reason: required, at least 2 characters, one-click reasons', async () => {
    const rejects = captureBodies('/v1-adult-student-change-reject', DECIDED);
    await renderScreen('studentStatusChangeAE');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '驳回' }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '缺' } });
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    expect(await within(modal).findByText('驳回原因至少 2 个字')).toBeInTheDocument();
    expect(rejects).toEqual([]);

    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '' } });
    fireEvent.click(within(modal).getByText('证明材料不全，请补充后重新提交'));
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(rejects).toEqual([{ ids: [3021], reason: '证明材料不全，请补充后重新提交' }]));
  });

  it('decides the selected applications together, skipping those already reviewed', async () => {
    const rejects = captureBodies('/v1-adult-student-change-reject', DECIDED);
    await renderScreen('studentStatusChangeAE');
    for (const name of ['陈浩然', '黄丽娟', '李俊杰'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    expect(screen.getByText('已选 3 项')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const modal = await dialog();
    expect(within(modal).getByText(/陈浩然、黄丽娟 共 2 个学籍异动申请/)).toBeInTheDocument();
    expect(within(modal).getByText('（另有 1 项已审核，将跳过）')).toBeInTheDocument();
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '申请信息与学籍信息不一致' } });
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(rejects).toEqual([{ ids: [3021, 3020], reason: '申请信息与学籍信息不一致' }]));
    await waitFor(() => expect(screen.queryByText('已选 3 项')).toBeNull());
  });

  it('shows an application with its recorded steps: who, when, what and why', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/v1-adult-student-change-logs', ({ request }) => {
        asked.push(new URL(request.url).search);
        return undefined;
      }),
    );
    await renderScreen('studentStatusChangeAE');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '查看' }));
    const modal = await dialog();
    expect(within(modal).getByText('陈浩然的学籍异动申请')).toBeInTheDocument();
    const timeline = await within(modal).findByLabelText('审核记录');
    expect(within(timeline).getAllByText('提交申请')).toHaveLength(2);
    expect(within(timeline).getByText('驳回')).toBeInTheDocument();
    expect(
      within(timeline).getByText('驳回原因：缺少单位出具的岗位证明，请补充后重新提交'),
    ).toBeInTheDocument();
    expect(within(timeline).getByText('· 张敏')).toBeInTheDocument();
    expect(within(timeline).getByText('2026-04-07 10:02')).toBeInTheDocument();
    expect(asked).toEqual(['?id=3021']);
    // still waiting: it can be decided from here
    expect(within(modal).getByRole('button', { name: '通过' })).toBeInTheDocument();
  });

  it('validates a new application in Chinese, with the transfer target required for a transfer', async () => {
    const posts = captureBodies('/v1-adult-student-change-add');
    await renderScreen('studentStatusChangeAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增异动申请/ }));
    const form = await screen.findByRole('form', { name: '新增异动申请' });
    const messages = () =>
      within(form)
        .queryAllByRole('alert')
        .map((alert) => alert.textContent);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messages()).toEqual([
        '请输入学号',
        '请输入学生姓名',
        '请选择异动类型',
        '请选择生效日期',
        '请输入申请原因',
      ]),
    );

    fireEvent.click(within(form).getByLabelText('转专业'));
    fireEvent.change(within(form).getByLabelText('学号'), { target: { value: '2025-44' } });
    fireEvent.change(within(form).getByLabelText('申请原因'), { target: { value: '转' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messages()).toEqual([
        '学号格式不正确',
        '请输入学生姓名',
        '请选择转入专业',
        '请选择生效日期',
        '申请原因至少 5 个字',
      ]),
    );
    expect(posts).toEqual([]);
  });

  it('hides what the account may not do', async () => {
    await renderScreen('studentStatusChangeAE', { access: accessWith('studentStatusChangeAE', ['export']) });
    const row = await rowOf('陈浩然');
    expect(within(row).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /新增异动申请/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });
});

describe('退学审核 (dropOutToExamineST)', () => {
  it('is the same screen over the self-taught dropouts, without change types', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-dropout-list', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return undefined;
      }),
    );
    await renderScreen('dropOutToExamineST');
    const row = await rowOf('周子轩');
    expect(within(row).getByText('广州天河学习中心')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增退学申请/ })).toBeInTheDocument();
    expect(screen.queryByText('异动类型')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '学习中心' })).toBeInTheDocument();
    expect(paths).toEqual(['/v1-own-dropout-list']);
  });

  it('rejects a dropout on the own- path with its reason', async () => {
    const rejects = captureBodies('/v1-own-dropout-reject', DECIDED);
    await renderScreen('dropOutToExamineST');
    fireEvent.click(within(await rowOf('李雨桐')).getByRole('button', { name: '驳回' }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByText('尚有未结清的费用，请结清后再提交'));
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(rejects).toEqual([{ ids: [809], reason: '尚有未结清的费用，请结清后再提交' }]),
    );
  });
});

describe('new application (submit)', () => {
  it('sends a suspension without transfer targets and shows the server’s field errors', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-student-change-add', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(
          { code: 400, msg: '学号与姓名不一致', result: { errors: { student_no: '学号与姓名不一致' } } },
          { status: 400 },
        );
      }),
    );
    await renderScreen('studentStatusChangeAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增异动申请/ }));
    const form = await screen.findByRole('form', { name: '新增异动申请' });
    fireEvent.change(within(form).getByLabelText('学号'), { target: { value: '2025440304018' } });
    fireEvent.change(within(form).getByLabelText('学生姓名'), { target: { value: '李俊杰' } });
    fireEvent.click(within(form).getByLabelText('休学'));
    await pickDate(form, '生效日期', '2026-04-15');
    fireEvent.change(within(form).getByLabelText('申请原因'), {
      target: { value: '因病住院治疗，申请休学一年' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          student_no: '2025440304018',
          student_name: '李俊杰',
          type: 3,
          effective_date: '2026-04-15',
          reason: '因病住院治疗，申请休学一年',
        },
      ]),
    );
    expect(await within(form).findByText('学号与姓名不一致')).toBeInTheDocument();
  });
});
