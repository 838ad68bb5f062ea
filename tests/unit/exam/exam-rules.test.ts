import { describe, expect, it } from 'vitest';
import { CREATE_PLAN } from '@/pages/exam/plan-form';
import {
  partsText,
  planDateIssues,
  reasonSummary,
  settingIssues,
  suggestedRejection,
  weightIssue,
  weightTotal,
} from '@/pages/exam/exam-rules';
import { passSummary, scoreText } from '@/pages/exam/results-page';

describe('plan dates', () => {
  it('accepts 报名开始 ≤ 报名截止 < 考试开始 ≤ 考试结束, same-day windows included', () => {
    expect(
      planDateIssues({
        register_start: '2026-03-01',
        register_end: '2026-03-01',
        exam_start: '2026-03-02',
        exam_end: '2026-03-02',
      }),
    ).toEqual([]);
  });
  it('names each date out of order at its field', () => {
    expect(
      planDateIssues({
        register_start: '2026-03-20',
        register_end: '2026-03-01',
        exam_start: '2026-03-01',
        exam_end: '2026-02-28',
      }),
    ).toEqual([
      { path: 'register_end', message: '不能早于报名开始日期' },
      { path: 'exam_start', message: '须晚于报名截止日期' },
      { path: 'exam_end', message: '不能早于考试开始日期' },
    ]);
  });
  it('says nothing about dates not filled in yet', () => {
    expect(planDateIssues({ register_start: '2026-03-20' })).toEqual([]);
  });
  it('is part of the form schema, reported at the field', () => {
    const result = CREATE_PLAN.safeParse({
      name: '2026年上半年课程考试',
      semester: '2026春',
      batch_id: 2,
      register_start: '2026-03-01',
      register_end: '2026-03-20',
      exam_start: '2026-03-20',
      exam_end: '2026-04-12',
      course_ids: [3],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['exam_start', '须晚于报名截止日期'],
    ]);
  });
});

describe('assessment weights', () => {
  it('adds up the weights, empty ones as 0', () => {
    expect(
      weightTotal([
        { name: '平时', weight: 30 },
        { name: '期末', weight: null },
      ]),
    ).toBe(30);
  });
  it('requires 100% in all, at least one part and no repeated name', () => {
    expect(
      weightIssue([
        { name: '平时成绩', weight: 30 },
        { name: '期末考试', weight: 70 },
      ]),
    ).toBeUndefined();
    expect(
      weightIssue([
        { name: '平时成绩', weight: 30 },
        { name: '期末考试', weight: 60 },
      ]),
    ).toBe('权重合计 90%，须为 100%');
    expect(weightIssue([])).toBe('至少需要一个组成部分');
    expect(
      weightIssue([
        { name: '期末考试', weight: 50 },
        { name: ' 期末考试 ', weight: 50 },
      ]),
    ).toBe('组成部分「期末考试」重复');
  });
  it('reads as 平时成绩 30% + 期末考试 70%', () => {
    expect(
      partsText([
        { name: '平时成绩', weight: 30 },
        { name: '期末考试', weight: 70 },
      ]),
    ).toBe('平时成绩 30% + 期末考试 70%');
  });
});

describe('exam settings', () => {
  it('needs a paper online and a pass mark within the full marks', () => {
    expect(settingIssues({ mode: 1, paper_id: null, full_score: 100, pass_score: 60 })).toEqual([
      { path: 'paper_id', message: '线上考试须选择试卷' },
    ]);
    expect(settingIssues({ mode: 2, paper_id: null, full_score: 150, pass_score: 151 })).toEqual([
      { path: 'pass_score', message: '不能高于满分' },
    ]);
    expect(settingIssues({ mode: 2, full_score: 150, pass_score: 150 })).toEqual([]);
  });
});

describe('eligibility reasons', () => {
  const owed = { code: 'fees_owed', detail: '欠缴学费 1,860.00 元' };
  const slow = { code: 'progress_low', detail: '学习进度 41%，低于要求的 60%' };
  it('sums up the rows’ reasons, most frequent first', () => {
    expect(reasonSummary([{ reasons: [owed, slow] }, { reasons: [slow] }, { reasons: [] }])).toBe(
      '学习进度不足、欠费',
    );
    expect(reasonSummary([{ reasons: [] }])).toBe('');
  });
  it('starts a rejection from one row’s details, or from the summary of several', () => {
    expect(suggestedRejection([{ reasons: [owed, slow] }])).toBe(
      '欠缴学费 1,860.00 元；学习进度 41%，低于要求的 60%',
    );
    expect(suggestedRejection([{ reasons: [owed] }, { reasons: [slow] }])).toBe(
      '不符合考试条件：欠费、学习进度不足',
    );
    expect(suggestedRejection([{ reasons: [] }, { reasons: [] }])).toBe('');
  });
});

describe('results', () => {
  const base = { pass_score: 60, state: 0 as const };
  it('shows the score, a failed one, one not entered, and the exam state', () => {
    expect(scoreText({ ...base, score: 86 })).toBe('86');
    expect(scoreText({ ...base, score: 59.5 })).toBe('59.5（不及格）');
    expect(scoreText({ ...base, score: null })).toBe('未录入');
    expect(scoreText({ ...base, score: null, state: 1 })).toBe('缺考');
  });
  it('counts the pass rate of the scored rows only', () => {
    const row = (score: number | null, state: 0 | 1 = 0) => ({ ...base, score, state }) as never;
    expect(passSummary([row(86), row(48), row(null), row(null, 1)])).toBe(
      '本页 2 人有成绩，及格 1 人 (50.0%)，1 人未录入',
    );
    expect(passSummary([])).toBe('本页 0 人有成绩，及格 0 人');
  });
});
