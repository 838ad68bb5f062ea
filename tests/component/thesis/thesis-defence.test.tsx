import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';
import { dialog, listQueries } from './helpers';

describe('答辩申请 (paperScoreStudentAE)', () => {
  it('sends the filters from the URL', async () => {
    const queries = listQueries('/v1-adult-thesis-apply-list');
    await renderScreen('paperScoreStudentAE', { search: '?status=0&keyword=陈' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ status: '0', keyword: '陈', page: '1', limit: '10' }),
    );
  });

  it('approves the selected pending applications at once', async () => {
    const approved = captureBodies('/v1-adult-thesis-apply-approve');
    await renderScreen('paperScoreStudentAE');
    for (const name of ['陈浩然', '张雨桐', '王俊杰'])
      fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(approved).toEqual([{ ids: [801, 804] }]));
  });
});

describe('专家评阅 (specialistScoreAE)', () => {
  it('shows blind codes only and saves a score with a comment', async () => {
    const scored = captureBodies('/v1-adult-thesis-expert-score');
    await renderScreen('specialistScoreAE');
    const row = await rowOf('MS-2026-0012');
    expect(screen.queryByText('张雨桐')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '评阅' }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText('请输入评阅成绩')).toBeInTheDocument();
    fireEvent.change(within(modal).getByRole('spinbutton'), { target: { value: '82' } });
    fireEvent.change(within(modal).getByRole('textbox'), {
      target: { value: '结构清晰，文献综述可再补充。' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(scored).toEqual([{ id: 902, score: 82, comment: '结构清晰，文献综述可再补充。' }]),
    );
  });
});

describe('答辩评分 (defenceScoreStudentAE) / 答辩学生 (dissertationStudentST)', () => {
  it('averages the panel as scores are typed and saves every member', async () => {
    const scored = captureBodies('/v1-adult-thesis-defence-score');
    await renderScreen('defenceScoreStudentAE');
    const row = await rowOf('张雨桐');
    expect(within(row).getByText('刘志远 76 / 黄丽华 — / 郭建华 74')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '评分' }));
    const modal = await dialog();
    expect(within(modal).getByText('待全部委员评分')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText('请填写黄丽华的评分')).toBeInTheDocument();
    const input = within(modal).getByRole('spinbutton', { name: '黄丽华的评分' });
    fireEvent.change(input, { target: { value: '78' } });
    fireEvent.blur(input);
    expect(await within(modal).findByText('76.00')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(scored).toEqual([
        {
          id: 1002,
          scores: [
            { member: '刘志远', score: 76 },
            { member: '黄丽华', score: 78 },
            { member: '郭建华', score: 74 },
          ],
        },
      ]),
    );
  });

  it('is 答辩学生 on the self-taught line (own- paths) and hides printing without permission', async () => {
    const queries = listQueries('/v1-own-thesis-defence-student-list');
    await renderScreen('dissertationStudentST', { access: accessWith('dissertationStudentST', ['edit']) });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /打印答辩记录表/ })).toBeNull();
  });
});

describe('答辩成绩管理 (defenceScoreStudentManageAE)', () => {
  it('publishes an evaluated result after saying what it means', async () => {
    const published = captureBodies('/v1-adult-thesis-result-publish');
    await renderScreen('defenceScoreStudentManageAE');
    const row = await rowOf('陈浩然');
    expect(within(row).getByText('良好')).toBeInTheDocument();
    expect(within(await rowOf('张雨桐')).queryByRole('button', { name: '发布' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布后陈浩然可查看论文成绩，确定发布吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(published).toEqual([{ ids: [1101], publish: 1 }]));
  });
});

describe('成绩评定 (assessmentAE)', () => {
  it('shows the rule, previews each row and saves the complete ones with the weights', async () => {
    const assessed = captureBodies('/v1-adult-thesis-assess');
    await renderScreen('assessmentAE');
    expect(
      await screen.findByText(/总评 = 指导成绩 × 30% \+ 评阅成绩 × 30% \+ 答辩成绩 × 40%/),
    ).toBeInTheDocument();
    expect(within(await rowOf('张雨桐')).getByText('91.8 优秀')).toBeInTheDocument();
    expect(within(await rowOf('王俊杰')).getByText('缺答辩成绩')).toBeInTheDocument();
    for (const name of ['张雨桐', '王俊杰']) fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量评定' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(assessed).toEqual([
        {
          weights: { supervision: 30, review: 30, defence: 40 },
          items: [{ id: 1102, total_score: 91.8, grade: 1 }],
        },
      ]),
    );
  });

  it('refuses weights that do not add up to 100', async () => {
    await renderScreen('assessmentAE');
    fireEvent.click(await screen.findByRole('button', { name: /调整权重/ }));
    const modal = await dialog();
    const input = within(modal).getByRole('spinbutton', { name: '答辩成绩权重' });
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.blur(input);
    expect(await within(modal).findByText('三项权重合计须为 100%，现在是 90%')).toBeInTheDocument();
  });
});

describe('论文成绩汇总 (studentSummaryViewAE)', () => {
  it('shows the counts per grade with the totals of the page', async () => {
    await renderScreen('studentSummaryViewAE');
    await rowOf('2026届工商管理本科毕业论文');
    expect(
      screen.getByText(
        /本页合计：学生 166 人，优秀 19，良好 42，中等 31，及格 14，不及格 4，未评定 56；已评定的及格率 96.4%/,
      ),
    ).toBeInTheDocument();
  });
});

describe('论文材料验收 (paperInformationStudentAE)', () => {
  it('accepts the ticked materials and says what is missing', async () => {
    const accepted = captureBodies('/v1-adult-thesis-accept');
    await renderScreen('paperInformationStudentAE');
    const row = await rowOf('张雨桐');
    expect(within(row).getByText('已交 5/6，合格 0/6')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '验收' }));
    const modal = await dialog();
    expect(within(modal).getByRole('checkbox', { name: /答辩记录表/ })).toBeDisabled();
    fireEvent.click(within(modal).getByRole('checkbox', { name: '任务书' }));
    fireEvent.click(within(modal).getByRole('checkbox', { name: '开题报告' }));
    expect(within(modal).getByText('需补交：中期检查表、论文终稿、查重报告、答辩记录表')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存验收' }));
    await waitFor(() => expect(accepted).toEqual([{ id: 1202, accepted_keys: ['task_book', 'proposal'] }]));
  });
});

describe('答辩计划 (dissertationDefenceeST)', () => {
  it('needs a panel of at least three before saving an edit', async () => {
    const updated = captureBodies('/v1-own-thesis-defence-plan-edit');
    await renderScreen('dissertationDefenceeST');
    fireEvent.click(
      within(await rowOf('2026年下半年行政管理（本科）论文答辩')).getByRole('button', { name: '编辑' }),
    );
    const modal = await dialog();
    fireEvent.change(within(modal).getByDisplayValue('郑国强、何丽萍、许建新'), {
      target: { value: '郑国强、何丽萍' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText(/答辩委员至少 3 人，现在是 2 人/)).toBeInTheDocument();
    fireEvent.change(within(modal).getByDisplayValue('郑国强、何丽萍'), {
      target: { value: '郑国强、何丽萍、许建新' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({
      id: 1302,
      panel: '郑国强、何丽萍、许建新',
      defence_date: '2026-11-29',
    });
  });
});

describe('答辩记录表 (dissertationStudentAETable / STTable)', () => {
  it('prints one A4 record per student asked for, with panel, questions and signatures', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/v1-adult-thesis-defence-records', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return undefined;
      }),
    );
    await renderScreen('dissertationStudentAETable', { search: '?ids=1001,1004' });
    const sheets = await screen.findAllByRole('article', {}, { timeout: 4000 });
    expect(sheets).toHaveLength(2);
    expect(queries[0]).toEqual({ ids: '1001,1004' });
    const first = within(sheets[0]!);
    expect(first.getByText('成人高等教育毕业论文答辩记录表')).toBeInTheDocument();
    expect(first.getByText('网络流行语的构词方式研究')).toBeInTheDocument();
    expect(first.getByText('86.33')).toBeInTheDocument();
    expect(first.getByText('你的语料是如何收集和筛选的？（刘志远）')).toBeInTheDocument();
    expect(first.getByText('答辩委员会主席签名')).toBeInTheDocument();
    expect(document.querySelector('[data-print-page]')).not.toBeNull();
  });

  it('says where to open it from without students', async () => {
    await renderScreen('dissertationStudentSTTable');
    expect(
      await screen.findByText(/缺少学生，请从「答辩学生」选择学生后点「答辩记录表」进入/),
    ).toBeInTheDocument();
  });

  it('opens from 答辩评分 with the selected students', async () => {
    const { router } = await renderScreen('defenceScoreStudentAE');
    for (const name of ['陈浩然', '黄嘉怡']) fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /打印答辩记录表/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dissertationStudentAETable'));
    expect(new URLSearchParams(router.state.location.search).get('ids')).toBe('1001,1004');
  });
});
