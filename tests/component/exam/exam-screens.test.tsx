/** 考试: plans and their approval, settings, assessment methods, eligibility, bulk registration, results, practical assessment. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { capture, rowOf } from '../../support/requests';

function queriesOf(path: string) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return undefined; // the generated handler answers
    }),
  );
  return queries;
}

describe('考试计划 (examPlanManagementAE / examinationPlanST)', () => {
  it('lists plans with their windows and approval, and sends the line and filters', async () => {
    const queries = queriesOf('/api/exam/unified/list');
    await renderScreen('examinationPlanST', { search: '?is_pass=0&semester=2026春' });
    const row = await rowOf('2026年上半年课程考试');
    expect(within(row).getByText('2026-03-01 至 2026-03-20')).toBeInTheDocument();
    expect(within(row).getByText('已通过')).toBeInTheDocument();
    // approved plans with students can neither be approved again nor deleted
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row).getByRole('button', { name: '成绩' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ type: '1', is_pass: '0', semester: '2026春', page: '1', limit: '10' }),
    );
  });

  it('approves a pending plan (isPass) and rejects another with a remark', async () => {
    const passes = capture('/api/exam/unified/isPass');
    await renderScreen('examPlanManagementAE');
    fireEvent.click(within(await rowOf('2026年上半年补考')).getByRole('button', { name: '通过' }));
    expect(await screen.findByText(/通过后学生即可在报名期内报名/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(passes.at(-1)?.body).toEqual({ ids: [2], is_pass: 1 }));

    fireEvent.click(within(await rowOf('2026年下半年课程考试')).getByRole('button', { name: '驳回' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText(/请输入/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('报名期过短，请至少留出7天'));
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(passes.at(-1)?.body).toEqual({ ids: [3], is_pass: 2, pass_remark: '报名期过短，请至少留出7天' }),
    );
  });

  it('hides the approval from staff without the audit permission', async () => {
    await renderScreen('examPlanManagementAE', { access: accessWith('examPlanManagementAE', ['edit']) });
    const row = await rowOf('2026年上半年补考');
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增考试计划' })).toBeNull();
  });

  it('lists a plan’s enrolled students with payment state, or says where to open it from', async () => {
    const queries = queriesOf('/api/exam/unified/students');
    await renderScreen('enrolledStudentsST', { search: '?plan_id=1&pay_status=0' });
    expect(
      await screen.findByText('考试计划报名学生'.slice(0, 0) + '2026年上半年课程考试'),
    ).toBeInTheDocument();
    const row = await rowOf('李雨桐');
    expect(within(row).getByText('未缴费')).toBeInTheDocument();
    expect(within(row).getByText('马克思主义基本原理概论（03709）')).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ plan_id: '1', pay_status: '0' }));

    await renderScreen('examPlanEnrolledStudentsAE');
    expect(
      await screen.findByText('请从「考试计划」列表中选择一个考试计划查看报名学生。'),
    ).toBeInTheDocument();
  });
});

describe('考试设置 (examManagementAE / addExaminationSettingST)', () => {
  it('lists each course’s exam setting', async () => {
    await renderScreen('examManagementAE');
    const row = await rowOf('管理学原理');
    expect(within(row).getByText('线下')).toBeInTheDocument();
    expect(within(row).getByText('90 分钟')).toBeInTheDocument();
    expect(within(row).getByText('平时20%+作业20%+期末60%')).toBeInTheDocument();
  });

  it('opens a setting’s paper by ?id= (查看组卷, 试卷预览), and offers neither without a paper', async () => {
    const ae = await renderScreen('examManagementAE');
    const offline = await rowOf('管理学原理');
    expect(within(offline).queryByRole('button', { name: '查看组卷' })).toBeNull();
    expect(within(offline).queryByRole('button', { name: '试卷预览' })).toBeNull();
    fireEvent.click(within(await rowOf('马克思主义基本原理概论')).getByRole('button', { name: '查看组卷' }));
    await waitFor(() =>
      expect(ae.router.state.location).toMatchObject({ pathname: '/viewGroupVolumeAE', search: '?id=1' }),
    );
    ae.unmount();

    const preview = await renderScreen('examManagementAE');
    fireEvent.click(within(await rowOf('英语（二）')).getByRole('button', { name: '试卷预览' }));
    await waitFor(() =>
      expect(preview.router.state.location).toMatchObject({ pathname: '/previewExamAE', search: '?id=3' }),
    );
    preview.unmount();

    // the self-taught line composes papers under 试卷管理 and has no preview route
    const st = await renderScreen('examinationSettingST');
    const row = await rowOf('英语（二）');
    expect(within(row).queryByRole('button', { name: '试卷预览' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '查看组卷' }));
    await waitFor(() =>
      expect(st.router.state.location).toMatchObject({ pathname: '/testPaperTopicST', search: '?id=3' }),
    );
  });

  it('edits a setting from ?uuid= and refuses a pass mark above the full marks', async () => {
    const updates = capture('/api/exam/examBasic/updateExamBasic');
    await renderScreen('addExaminationSettingST', { search: '?uuid=7c1e0f52-3b9a-4d6e-8f21-0a9b8c7d6e01' });
    const form = await screen.findByRole(
      'form',
      { name: '编辑考试设置 · 马克思主义基本原理概论' },
      { timeout: 5000 },
    );
    const pass = within(form).getByLabelText('及格分');
    await waitFor(() => expect(pass).toHaveValue('60'));
    fireEvent.change(pass, { target: { value: '120' } });
    fireEvent.blur(pass);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('及格分：不能高于满分')).toBeInTheDocument();
    expect(updates).toEqual([]);

    fireEvent.change(pass, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updates.at(-1)?.body).toEqual({
        id: 1,
        type: 1,
        course_id: 3,
        mode: 1,
        paper_id: 1,
        duration: 120,
        full_score: 100,
        pass_score: 60,
        attempts: 1,
        assessment_id: 1,
        status: 1,
      }),
    );
  });
});

describe('考核方式 (examAssessmentAE / addExamAssessmentAE)', () => {
  it('shows each method’s parts and weights', async () => {
    await renderScreen('examAssessmentAE');
    const row = await rowOf('平时20%+作业20%+期末60%');
    expect(within(row).getByText('平时成绩 20% + 作业 20% + 期末考试 60%')).toBeInTheDocument();
    // in use: no 删除
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(await rowOf('实验40%+期末60%')).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('saves a method only when the weights add up to 100%', async () => {
    const creates = capture('/api/exam/assessment/save');
    await renderScreen('addExamAssessmentAE');
    const form = await screen.findByRole('form', { name: '新增考核方式' });
    fireEvent.change(within(form).getByLabelText('考核方式名称'), { target: { value: '平时40%+期末60%' } });
    fireEvent.change(within(form).getByLabelText('第 1 项权重'), { target: { value: '40' } });
    fireEvent.blur(within(form).getByLabelText('第 1 项权重'));
    expect(await within(form).findByText('权重合计 110%，须为 100%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('组成与权重：权重合计 110%，须为 100%')).toBeInTheDocument();
    expect(creates).toEqual([]);

    fireEvent.change(within(form).getByLabelText('第 2 项权重'), { target: { value: '60' } });
    fireEvent.blur(within(form).getByLabelText('第 2 项权重'));
    expect(await within(form).findByText('权重合计 100%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(creates.at(-1)?.body).toEqual({
        type: 2,
        name: '平时40%+期末60%',
        parts: [
          { name: '平时成绩', weight: 40 },
          { name: '期末考试', weight: 60 },
        ],
        status: 1,
      }),
    );
  });
});

describe('考试资格审核 (examCheckAE / examCheckViewStudentsAE)', () => {
  it('shows each registration’s failed checks and starts a rejection from them', async () => {
    const reviews = capture('/api/exam/check/review');
    await renderScreen('examCheckViewStudentsAE', { search: '?plan_id=1' });
    const row = await rowOf('李雨桐');
    expect(within(row).getByText('欠费')).toBeInTheDocument();
    expect(within(row).getByText('学习进度不足')).toBeInTheDocument();
    expect(within(await rowOf('陈浩然')).getByText('符合条件')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '驳回' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(reviews.at(-1)?.body).toEqual({
        ids: [2],
        status: 2,
        reason: '欠缴2025-2026学年学费 1,860.00 元；学习进度 41%，低于要求的 60%',
      }),
    );
  });

  it('warns before approving registrations that failed a check', async () => {
    const reviews = capture('/api/exam/check/review');
    await renderScreen('examCheckViewStudentsAE', { search: '?plan_id=1' });
    fireEvent.click(within(await rowOf('黄志明')).getByRole('button', { name: '通过' }));
    expect(await screen.findByText(/其中 1 条未通过系统检查（照片未审核通过）/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(reviews.at(-1)?.body).toEqual({ ids: [3], status: 1 }));
  });
});

describe('考试报名 (examinationRegistrationST) and 未缴费学生 (unpaidStudentsST)', () => {
  it('registers every result of the search after saying how many', async () => {
    const registered = capture('/api/exam/registration/register', { result: { done: 340, skipped: 2 } });
    await renderScreen('examinationRegistrationST', { search: '?keyword=陈&status=0' });
    await rowOf('李雨桐');
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '选择全部 342 条结果' }));
    fireEvent.click(screen.getByRole('button', { name: '代报名' }));
    expect(await screen.findByText(/确定为这 342 条记录报名吗？/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(registered.at(-1)).toMatchObject({
        query: { type: '1' },
        body: { ids: [], all: 1, filters: { plan_id: null, keyword: '陈', course_id: null, status: 0 } },
      }),
    );
    expect(await screen.findByText('已报名 340 条，跳过 2 条（已处理过或不符合条件）')).toBeInTheDocument();
  });

  it('reminds the selected unpaid students by text message', async () => {
    const reminded = capture('/api/exam/unpaid/remind', { result: { done: 2, skipped: 0 } });
    await renderScreen('unpaidStudentsST');
    const row = await rowOf('刘伟强');
    expect(screen.getByText('本页应缴合计 240.00 元')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('吴静怡')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '短信提醒缴费' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(reminded.at(-1)?.body).toMatchObject({ ids: [6, 8], all: 0 }));
  });
});

describe('考试成绩 (achievementST / viewResultsST)', () => {
  it('enters an offline exam’s score within the full marks', async () => {
    const scores = capture('/api/exam/updateStudentScore/*');
    await renderScreen('achievementST');
    const row = await rowOf('刘伟强');
    expect(screen.getByText('本页 4 人有成绩，及格 3 人 (75.0%)，1 人未录入')).toBeInTheDocument();
    expect(within(row).getByText('未录入')).toBeInTheDocument();
    expect(within(await rowOf('陈浩然')).queryByRole('button', { name: '录入成绩' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '录入成绩' }));
    const form = await screen.findByRole('form', { name: /录入成绩 · 刘伟强/ });
    const input = within(form).getByLabelText('成绩');
    fireEvent.change(input, { target: { value: '105' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('成绩不能大于 100')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '76.5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(scores.at(-1)?.path).toBe(
        '/api/exam/updateStudentScore/33/3f6b2c1e-8a4d-4f7e-9c21-5d8e7a6b1c05/76.5',
      ),
    );
  });
});

describe('实践考核 (practicalAssessmentSt / viewPracticalApplicationST)', () => {
  it('approves an application with its score', async () => {
    const reviews = capture('/api/exam/practical/review');
    await renderScreen('practicalAssessmentSt');
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '通过并评分' }));
    const form = await screen.findByRole('form', { name: /通过并评分 · 陈浩然/ });
    fireEvent.change(within(form).getByLabelText('考核成绩'), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(reviews.at(-1)?.body).toEqual({ ids: [1], status: 1, score: 85 }));
  });

  it('shows an application with its materials and history', async () => {
    await renderScreen('viewPracticalApplicationST', { search: '?id=1' });
    expect(
      await screen.findByText('在广州日报社新闻部实习12周，参与编辑校对与采访，完成实习报告约8000字。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '实习报告.pdf' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('提交申请')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '通过并评分' })).toBeInTheDocument();
  });
});
