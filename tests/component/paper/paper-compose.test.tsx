import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';

const ok = () => HttpResponse.json({ code: 200, msg: '操作成功', result: null });

describe('paper lists (testPaperST / practicePaperST / homeworkPracticeST)', () => {
  it('lists exam papers (kind 1) and flags a total that is not the full marks', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-paper-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return undefined;
      }),
    );
    await renderScreen('testPaperST');
    expect(await screen.findByText('管理学原理 单元测验（一）', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/35 \/ 50/)).toHaveTextContent('（不一致）');
    expect(new URLSearchParams(seen[0]).get('kind')).toBe('1');
    expect(screen.getByRole('button', { name: /新增试卷/ })).toBeInTheDocument();
  });

  it('lists homework (kind 3) with its own noun', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/v1-own-paper-list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return undefined;
      }),
    );
    await renderScreen('homeworkPracticeST');
    expect(await screen.findByRole('button', { name: /新增作业/ })).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(seen[0]).get('kind')).toBe('3'));
  });
});

describe('compose a paper (addExaminationST)', () => {
  it('refuses to save without name and course, and says what is missing', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-paper-add', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('addExaminationST', { search: '?kind=1' });
    await screen.findByRole('form', { name: '新增试卷' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入试卷名称')).toBeInTheDocument();
    expect(screen.getByText('请选择课程')).toBeInTheDocument();
    expect(screen.getByText('试卷还没有题目')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});

describe('paper questions (testPaperTopicST) and composition (viewGroupVolumeAE)', () => {
  it('reorders and saves the questions with their marks', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/v1-own-paper-questions-save', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('testPaperTopicST', { search: '?id=1' });
    expect(await screen.findByText('题目（5 道，合计 30 分 / 满分 30 分）')).toBeInTheDocument();
    const first = screen.getByText('计划工作是管理的首要职能。').closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: '下移' }));
    fireEvent.click(screen.getByRole('button', { name: '保存题目' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          id: 1,
          questions: [
            { question_id: 8, score: 4 },
            { question_id: 3, score: 2 },
            { question_id: 5, score: 4 },
            { question_id: 6, score: 8 },
            { question_id: 9, score: 12 },
          ],
        },
      ]),
    );
  });

  it('will not save a total that differs from the full marks', async () => {
    await renderScreen('testPaperTopicST', { search: '?id=1' });
    await screen.findByText('题目（5 道，合计 30 分 / 满分 30 分）');
    const first = screen.getByText('计划工作是管理的首要职能。').closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: '移除' }));
    expect(screen.getByText('题目分值合计 28 分，与满分 30 分不一致')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存题目' })).toBeDisabled();
  });

  it('shows the rules and questions read-only on the adult line', async () => {
    await renderScreen('viewGroupVolumeAE', { search: '?id=1' });
    expect(await screen.findByText('组卷规则（合计 30 分）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存题目' })).toBeNull();
  });
});

describe('paper preview (previewExamAE)', () => {
  it('shows the paper by sections on A4 sheets with an answer sheet', async () => {
    await renderScreen('previewExamAE', { search: '?id=1' });
    expect(await screen.findByRole('article', { name: '答题卡' })).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: '试卷 · 第 1 页' });
    expect(within(sheet).getByText(/管理学原理 单元测验（一）/, { selector: 'h2' })).toBeInTheDocument();
    expect(within(sheet).getByText(/共 1 题，2 分/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '客观题答题区' })).toHaveTextContent('[A] [B] [C] [D]');
  });

  it('hides 打印 without the print permission', async () => {
    await renderScreen('previewExamAE', { search: '?id=1', access: accessWith('previewExamAE', []) });
    await screen.findByRole('article', { name: '答题卡' });
    expect(screen.queryByRole('button', { name: /打印试卷与答题卡/ })).toBeNull();
  });
});

describe('mock exams (mockTest / mockConfigST)', () => {
  it('lists mock exams with their pass rate', async () => {
    await renderScreen('mockTest');
    expect(await screen.findByText('管理学原理 考前模拟（一）')).toBeInTheDocument();
    expect(screen.getByText('78.0%')).toBeInTheDocument();
  });

  it('loads and saves the mock exam settings', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/exam/analog/config/save', async ({ request }) => {
        posts.push(await request.json());
        return ok();
      }),
    );
    await renderScreen('mockConfigST');
    const form = await screen.findByRole('form', { name: '模拟考试设置' });
    await waitFor(() =>
      expect(within(form).getByDisplayValue('模拟考试成绩不计入课程成绩，请独立完成。')).toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          enabled: 1,
          attempts_per_day: 3,
          duration: 90,
          pass_score: 60,
          show_answer: 1,
          shuffle: 1,
          notice: '模拟考试成绩不计入课程成绩，请独立完成。',
        },
      ]),
    );
  });
});
