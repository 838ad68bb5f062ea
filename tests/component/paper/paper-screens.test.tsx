import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureSavedFiles, workbook } from '../enrolment/sheet-workbook';
import { setSessionValues } from '@/session/session';
import { keptEntry } from '@/session/user-storage';
import { getTabs } from '@/stores/tabs';

const ok = () => HttpResponse.json({ code: 200, msg: '操作成功', result: null });

/** The import template's header (the question bank's `sheet` columns) and a row by title. */
const QUESTION_HEADER = [
  ...['题干', '课程', '章节', '题型', '来源', '难度', '知识点'],
  ...['选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '参考答案', '解析', '分值'],
];
const questionRow = (cells: Record<string, string>) => QUESTION_HEADER.map((title) => cells[title] ?? '');

describe('question bank (curriculumAuestionBankAE)', () => {
  it('lists questions with dictionary labels and flags duplicate stems', async () => {
    await renderScreen('curriculumAuestionBankAE');
    expect(
      await screen.findByText('根据短文内容，作者写作的主要目的是什么？', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('简答题')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('疑似重复').length).toBeGreaterThan(0);
    expect(screen.getAllByText('共 7 条').length).toBeGreaterThan(0);
  });

  it('sends the search from the URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-adult-question-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await renderScreen('curriculumAuestionBankAE', {
      search: '?keyword=控制&style=5&difficulty=4&page=2&limit=20',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
      keyword: '控制',
      style: '5',
      difficulty: '4',
      page: '2',
      limit: '20',
    });
  });

  it('hides 新增试题 and row actions without their permissions', async () => {
    await renderScreen('curriculumAuestionBankAE', {
      access: accessWith('curriculumAuestionBankAE', ['export']),
    });
    await screen.findByText('根据短文内容，作者写作的主要目的是什么？');
    expect(screen.queryByRole('button', { name: /新增试题/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入试题/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });

  it('imports questions from the template: labels become codes, refused rows are shown, the list reloads', async () => {
    const templates: string[] = [];
    const bodies: { rows: Record<string, unknown>[] }[] = [];
    let listed = 0;
    server.use(
      http.get('*/api/user/down/export-template', ({ request }) => {
        templates.push(new URL(request.url).search);
        return new HttpResponse(new Blob(['xlsx']));
      }),
      http.get('*/v1-adult-question-list', () => {
        listed += 1;
        return undefined; // the generated handler answers
      }),
      http.post('*/v1-adult-question-import', async ({ request }) => {
        const body = (await request.json()) as { rows: Record<string, unknown>[] };
        bodies.push(body);
        return HttpResponse.json({
          code: 200,
          msg: '导入完成',
          result: {
            total: body.rows.length,
            success: body.rows.length - 1,
            failed: [
              {
                row: 3,
                field: 'stem',
                value: '计划工作是管理的首要职能。',
                message: '该课程下已有相同题干的试题',
              },
            ],
          },
        });
      }),
    );
    captureSavedFiles();
    await renderScreen('curriculumAuestionBankAE');
    await screen.findByText('根据短文内容，作者写作的主要目的是什么？', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: /导入试题/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: '下载导入模板' }));
    await waitFor(() => expect(templates).toEqual(['?type=5']));

    const course = { 课程: '00054 管理学原理' };
    const file = await workbook(
      [
        QUESTION_HEADER,
        questionRow({
          ...course,
          题干: '下列属于管理基本职能的是？',
          章节: '第一章 管理概述',
          题型: '单选题',
          来源: '章节练习',
          难度: '2',
          知识点: '管理职能',
          选项A: '计划',
          选项B: '招聘',
          选项C: '销售',
          选项D: '采购',
          参考答案: 'A',
          解析: '法约尔提出计划、组织、指挥、协调、控制五项职能。',
          分值: '2',
        }),
        questionRow({
          ...course,
          题干: '计划工作是管理的首要职能。',
          章节: '第三章 计划',
          题型: '判断题',
          来源: '作业',
          难度: '1',
          参考答案: '正确',
          分值: '1',
        }),
        questionRow({
          ...course,
          题干: '简述控制的基本过程。',
          章节: '第六章 控制',
          题型: '问答题', // not a label of the 题型 dictionary
          来源: '试卷',
          难度: '3',
          参考答案: '确立标准、衡量绩效、纠正偏差。',
          分值: '6',
        }),
      ],
      '题库试题.xlsx',
    );
    fireEvent.change(await within(dialog).findByLabelText('选择 Excel 文件'), { target: { files: [file] } });
    expect(
      await within(dialog).findByText('共 3 行：2 行可以导入，1 行有问题（1 处）。'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('「问答题」不是可选的题型')).toBeInTheDocument();

    const before = listed;
    fireEvent.click(within(dialog).getByRole('button', { name: '导入 2 行' }));
    expect(await within(dialog).findByText('已导入 1 行；2 行未导入。')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].rows).toEqual([
      {
        row: 2,
        stem: '下列属于管理基本职能的是？',
        course_id: 6,
        chapter_name: '第一章 管理概述',
        style: 1,
        source: 2,
        difficulty: 2,
        knowledge_point: '管理职能',
        option_a: '计划',
        option_b: '招聘',
        option_c: '销售',
        option_d: '采购',
        answer: 'A',
        analysis: '法约尔提出计划、组织、指挥、协调、控制五项职能。',
        score: 2,
      },
      {
        row: 3,
        stem: '计划工作是管理的首要职能。',
        course_id: 6,
        chapter_name: '第三章 计划',
        style: 3,
        source: 1,
        difficulty: 1,
        answer: '正确',
        score: 1,
      },
    ]);
    expect(within(dialog).getByText('该课程下已有相同题干的试题')).toBeInTheDocument();
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });
});

describe('question form (addCurriculumAuestionBankAE / topicEntry)', () => {
  it('refuses a choice question without options before sending', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-adult-question-add', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('addCurriculumAuestionBankAE');
    const form = await screen.findByRole('form', { name: '新增试题' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入题干')).toBeInTheDocument();
    expect(within(form).getByText('请输入选项')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('loads the question to edit from ?id=', async () => {
    await renderScreen('addCurriculumAuestionBankAE', { search: '?id=1' });
    const form = await screen.findByRole('form', { name: '编辑试题' });
    await waitFor(() => expect(within(form).getByDisplayValue('第一章 阅读理解')).toBeInTheDocument());
  });

  it('is the same form under the home shell (topicEntry)', async () => {
    await renderScreen('topicEntry');
    expect(await screen.findByRole('form', { name: '新增试题' })).toBeInTheDocument();
  });
});

describe('marking management (markingAE / markingST)', () => {
  it('lists papers to mark with their progress; 新增阅卷老师 only on the self-taught line', async () => {
    await renderScreen('markingAE');
    expect(await screen.findByText('管理学原理（A卷）', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('240 / 378')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增阅卷老师/ })).toBeNull();
  });

  it('offers 新增阅卷老师 on markingST and asks for the self-taught papers (type 1)', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/exam/marking/list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return undefined;
      }),
    );
    await renderScreen('markingST', { search: '?status=1' });
    expect(await screen.findByRole('button', { name: /新增阅卷老师/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(seen[0]))).toEqual({
        status: '1',
        type: '1',
        page: '1',
        limit: '10',
      }),
    );
  });
});

describe('answer sheets (markingTestPaperAE)', () => {
  it('asks for the paper it belongs to when opened without one', async () => {
    await renderScreen('markingTestPaperAE');
    expect(await screen.findByText('请从「阅卷管理」列表中选择一条记录打开本页。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回阅卷管理' })).toBeInTheDocument();
  });

  it('lists sealed sheets of the paper and reopens one with a reason', async () => {
    const queries: string[] = [];
    const posts: unknown[] = [];
    server.use(
      http.get('*/api/exam/testPaperStudents', ({ request }) => {
        queries.push(new URL(request.url).search);
        return undefined;
      }),
      http.post('*/api/exam/marking/reopen', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('markingTestPaperAE', { search: '?paper_id=21' });
    expect(await screen.findByText('MF-21-0001')).toBeInTheDocument();
    expect(new URLSearchParams(queries[0]).get('paper_id')).toBe('21');
    const row = screen.getByText('MF-21-0001').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('重新批阅'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '第 6 题给分偏高，请复核' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(posts).toEqual([{ ids: [501], reason: '第 6 题给分偏高，请复核' }]));
  });
});

describe('marking by question (modifyQuestionAE)', () => {
  it('shows each question with progress and its assignment: markers, double marking, tolerance and lead', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/exam/marking/assignment/save', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('modifyQuestionAE', { search: '?paper_id=21' });
    expect(await screen.findByText('80 / 126')).toBeInTheDocument();
    const row = screen.getByText('80 / 126').closest('tr') as HTMLElement;
    expect(await within(row).findByText('双评 · 误差 2 分')).toBeInTheDocument();
    expect(within(row).getByText('王建国 仲裁')).toBeInTheDocument();
    fireEvent.click(within(row).getByText('分配阅卷老师'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('第 6 题的阅卷分配')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    // the teacher picker knows the markers and the lead: names, not ids
    const picked = () =>
      [...dialog.querySelectorAll('.arco-select-view')].map((view) => view.textContent?.trim());
    await waitFor(() => expect(picked()).toEqual(['周晓梅刘志远', '王建国']));
    // a tolerance above the question's full marks is refused at the field
    const tolerance = within(dialog).getByRole('spinbutton', { name: '允许误差' });
    fireEvent.change(tolerance, { target: { value: '7' } });
    fireEvent.blur(tolerance);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    expect(await within(dialog).findByText(/允许误差不能超过满分 6 分/)).toBeInTheDocument();
    expect(posts).toEqual([]);
    fireEvent.change(tolerance, { target: { value: '1.5' } });
    fireEvent.blur(tolerance);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() =>
      expect(posts).toEqual([
        { id: 71, teacher_ids: [31, 32], double_marking: 1, tolerance: 1.5, lead_teacher_id: 35 },
      ]),
    );
  });

  it('opens a marker’s or the lead’s task from the question', async () => {
    const { router } = await renderScreen('modifyQuestionAE', { search: '?paper_id=21' });
    const row = (await screen.findByText('80 / 126')).closest('tr') as HTMLElement;
    fireEvent.click(await within(row).findByText('王建国 仲裁'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/modifyQuestionDetailAE?paper_id=21&topic_id=6&teacher_id=35',
      ),
    );
  });
});

describe('marking workspace (markingTestPaperDetailAE / modifyQuestionDetailST)', () => {
  const scoreBox = () => screen.getByLabelText(/^得分/) as HTMLInputElement;
  const type = (value: string, key = 'Enter') => {
    fireEvent.change(scoreBox(), { target: { value } });
    fireEvent.keyDown(scoreBox(), { key });
  };

  it('marks with the keyboard: limits, Enter saves and opens the next at once, F gives full marks', async () => {
    const posts: unknown[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/exam/marking/score', async ({ request }) => {
        posts.push(await request.json());
        await held;
        return ok();
      }),
    );
    await renderScreen('markingTestPaperDetailAE', { search: '?paper_id=21&sheet_id=502' });
    // starts at the first unmarked answer; the candidate is only a seal number
    expect(await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-code')).toHaveTextContent('MF-21-0002');
    expect(document.activeElement).toBe(scoreBox());
    type('7');
    expect(scoreBox()).toHaveAccessibleDescription('得分不能超过满分 6 分');
    type('5');
    // the next answer is shown while the save is still in flight
    expect(await screen.findByText('论述计划、组织、领导、控制四项职能之间的关系。')).toBeInTheDocument();
    expect(screen.getByText('保存中 1')).toBeInTheDocument();
    fireEvent.keyDown(scoreBox(), { key: 'f' });
    expect(
      await screen.findByText('赫塞和布兰查德的情境领导理论认为，领导风格应与下属的______相适应。'),
    ).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(posts).toEqual([
        // 9002's question has rubric items: the chosen ones (none here) go with the score
        { answer_id: 9002, score: 5, comment: '', rubric_item_ids: [] },
        { answer_id: 9003, score: 15, comment: '' },
      ]),
    );
    await waitFor(() => expect(screen.queryByText(/保存中/)).toBeNull());
    expect(screen.getByLabelText('批阅进度')).toHaveTextContent('已批阅 3 / 5');
  });

  it('says 重试中（第 N 次） at once with 重试, then 未保存 with the server msg, and sends again on 重试', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
    setSessionValues({ account: 'wangjg', token: 'test-token' });
    let failing = true;
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/exam/marking/score', async ({ request }) => {
        posts.push(await request.json());
        return failing ? HttpResponse.json({ code: 500, msg: '网络繁忙' }) : ok();
      }),
    );
    try {
      await renderScreen('modifyQuestionDetailST', { search: '?paper_id=21&topic_id=6' });
      await screen.findByText('简述前馈控制、同期控制与反馈控制的区别。');
      type('4');
      expect(keptEntry('marking:21').read()?.value).toEqual([
        { answerId: 9002, score: 4, comment: '', rubricItemIds: [] },
      ]);
      // the first failure is said at once, not after 15 s of 保存中
      expect(await screen.findByText('重试中（第 1 次）')).toBeInTheDocument();
      expect(posts.length).toBe(1);
      expect(screen.queryByText(/保存中/)).toBeNull();
      const status = screen.getByRole('status', { name: '保存失败' });
      // 重试 beside it sends at once (the scheduled retry is dropped)
      fireEvent.click(within(status).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(posts.length).toBe(2));
      expect(await screen.findByText('重试中（第 2 次）')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(40_000);
      expect(await screen.findByText('未保存 1')).toBeInTheDocument();
      expect(screen.getByTestId('save-error')).toHaveTextContent('网络繁忙');
      expect(screen.queryByText(/重试中/)).toBeNull();
      expect(posts.length).toBe(5);
      // closing the tab now asks first
      expect(getTabs().dirty.has('modifyQuestionDetailST')).toBe(true);
      failing = false;
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
      await waitFor(() => expect(screen.queryByText('未保存 1')).toBeNull());
      expect(screen.queryByRole('status', { name: '保存失败' })).toBeNull();
      expect(getTabs().dirty.has('modifyQuestionDetailST')).toBe(false);
      expect(posts.at(-1)).toEqual({ answer_id: 9002, score: 4, comment: '', rubric_item_ids: [] });
      expect(keptEntry('marking:21').read()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('marking workspace after a closed tab', () => {
  it('offers the marks a closed tab left unsaved, with what will be sent, and sends them once taken back', async () => {
    setSessionValues({ account: 'wangjg', token: 'test-token' });
    keptEntry('marking:21').write(
      [{ answerId: 9002, score: 4, comment: '草稿批语' }],
      '阅卷：试卷 21 的 1 个评分',
    );
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/exam/marking/score', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('markingTestPaperDetailST', { search: '?paper_id=21&sheet_id=502' });
    expect(await screen.findByText(/有 1 个评分上次没有保存/)).toBeInTheDocument();
    expect(screen.getByText('密封号 MF-21-0002 第 6 题：4 分，批语「草稿批语」')).toBeInTheDocument();
    // the answer shows what the server has until the mark is taken back
    expect(screen.getByText('简述前馈控制、同期控制与反馈控制的区别。')).toBeInTheDocument();
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '恢复并保存 1 个评分' }));
    await waitFor(() => expect(posts).toEqual([{ answer_id: 9002, score: 4, comment: '草稿批语' }]));
    expect(screen.getByLabelText(/^得分/)).toHaveValue('4');
    await waitFor(() => expect(keptEntry('marking:21').read()).toBeUndefined());
  });
});

describe('add a marker (addMarkingTeacherST)', () => {
  it('asks for the paper, the teacher and the questions before sending', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/exam/marking/teacher/add', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('addMarkingTeacherST');
    const form = await screen.findByRole('form', { name: '新增阅卷老师' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => {
      const messages = [...form.querySelectorAll('[role="alert"]')].map((node) => node.textContent);
      expect(messages).toEqual(expect.arrayContaining(['请选择试卷', '请选择阅卷老师', '请选择负责的题目']));
    });
    expect(posts).toEqual([]);
  });
});
