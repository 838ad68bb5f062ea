import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEIGHTS,
  describeRule,
  evaluate,
  gradeOf,
  panelAverage,
  weightsProblem,
} from '@/pages/thesis/grading';
import { balanceGroups, moveProblem, type GroupingStudent } from '@/pages/thesis/grouping';
import { milestoneIssues, periodIssues } from '@/pages/thesis/milestones';
import { seededRandom } from '@/kit/seeded-random';
import { allocate, sampleSize, stratifiedSample } from '@/pages/thesis/sampling';

const sup = (id: number, major: string, capacity: number) => ({
  id,
  name: `教师${id}`,
  major_name: major,
  capacity,
});
const stu = (id: number, major: string, supervisor_id: number | null = null): GroupingStudent => ({
  id,
  student_name: `学生${id}`,
  major_name: major,
  supervisor_id,
});

describe('balanceGroups', () => {
  it('puts students with a supervisor of their own major first, least loaded first', () => {
    const result = balanceGroups(
      [sup(1, '汉语言文学', 3), sup(2, '汉语言文学', 3), sup(3, '会计学', 3)],
      [stu(10, '汉语言文学'), stu(11, '汉语言文学'), stu(12, '会计学'), stu(13, '汉语言文学', 1)],
    );
    expect(result.assignments).toEqual([
      { student_id: 10, supervisor_id: 2 },
      { student_id: 11, supervisor_id: 1 },
      { student_id: 12, supervisor_id: 3 },
    ]);
    expect(result.load).toEqual({ 1: 2, 2: 1, 3: 1 });
    expect(result.sameMajor).toBe(3);
    expect(result.unassigned).toEqual([]);
  });

  it('goes to another major when the own major is full, and never over any limit', () => {
    const students = Array.from({ length: 7 }, (_, i) => stu(i + 1, '汉语言文学'));
    const result = balanceGroups([sup(1, '汉语言文学', 2), sup(2, '会计学', 3)], students);
    expect(result.load).toEqual({ 1: 2, 2: 3 });
    expect(result.sameMajor).toBe(2);
    expect(result.unassigned.map((s) => s.id)).toEqual([6, 7]);
  });

  it('balances by share of the limit, not by head count', () => {
    const students = Array.from({ length: 6 }, (_, i) => stu(i + 1, '法学'));
    const result = balanceGroups([sup(1, '法学', 2), sup(2, '法学', 4)], students);
    expect(result.load).toEqual({ 1: 2, 2: 4 });
  });

  it('treats a student whose supervisor is unknown as ungrouped; nothing to do without supervisors', () => {
    expect(balanceGroups([sup(1, '法学', 1)], [stu(1, '法学', 99)]).assignments).toEqual([
      { student_id: 1, supervisor_id: 1 },
    ]);
    expect(balanceGroups([], [stu(1, '法学')]).unassigned).toHaveLength(1);
  });

  it('says when a group cannot take more students', () => {
    const group = { supervisor_name: '周晓梅', capacity: 8, student_count: 7 };
    expect(moveProblem(group, 1)).toBeUndefined();
    expect(moveProblem(group, 2)).toBe('周晓梅的小组最多 8 人，已有 7 人，只能再调入 1 人');
  });
});

describe('stratified sampling', () => {
  const items = Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    major: i < 20 ? '汉语言文学' : i < 32 ? '会计学' : '法学',
  }));
  const draw = (list: typeof items, seed: number, percent = 25) =>
    stratifiedSample(list, { percent, seed, id: (x) => x.id, stratum: (x) => x.major }).map((x) => x.id);

  it('gives the same sample for the same seed, whatever the order of the items', () => {
    const first = draw(items, 20261121);
    expect(draw([...items].reverse(), 20261121)).toEqual(first);
    expect(draw(items, 20261122)).not.toEqual(first);
  });

  it('takes each major in proportion (largest remainder) and the rounded-up total', () => {
    const sample = stratifiedSample(items, {
      percent: 25,
      seed: 7,
      id: (x) => x.id,
      stratum: (x) => x.major,
    });
    expect(sample).toHaveLength(10);
    const count = (major: string) => sample.filter((x) => x.major === major).length;
    expect([count('汉语言文学'), count('会计学'), count('法学')]).toEqual([5, 3, 2]);
  });

  it('handles the edges: empty, 100 %, tiny percentages', () => {
    expect(draw([], 1)).toEqual([]);
    expect(draw(items, 1, 100)).toHaveLength(40);
    expect(sampleSize(40, 1)).toBe(1);
    expect(sampleSize(0, 50)).toBe(0);
    expect(sampleSize(30, 10)).toBe(3);
    expect(allocate({ 甲: 1, 乙: 1, 丙: 1 }, 2)).toEqual({ 丙: 1, 甲: 1, 乙: 0 });
  });

  it('has a PRNG in [0, 1) that repeats for a seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe('grade evaluation', () => {
  it('weights the parts and maps the total to a grade at the boundaries', () => {
    expect(evaluate({ supervision_score: 92, review_score: 90, defence_score: 93 }, DEFAULT_WEIGHTS)).toEqual(
      {
        total: 91.8,
        grade: 1,
      },
    );
    expect([90, 89.9, 80, 79.9, 70, 69.9, 60, 59.9, 0].map(gradeOf)).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('names the parts still missing', () => {
    expect(
      evaluate({ supervision_score: 80, review_score: null, defence_score: null }, DEFAULT_WEIGHTS),
    ).toEqual({
      missing: ['评阅成绩', '答辩成绩'],
    });
  });

  it('checks the weights and states the rule', () => {
    expect(weightsProblem(DEFAULT_WEIGHTS)).toBeUndefined();
    expect(weightsProblem({ supervision: 30, review: 30, defence: 30 })).toBe(
      '三项权重合计须为 100%，现在是 90%',
    );
    expect(weightsProblem({ supervision: 30.5, review: 29.5, defence: 40 })).toBe('权重须为 0–100 的整数');
    expect(describeRule(DEFAULT_WEIGHTS)).toContain('答辩成绩 × 40%');
  });

  it('averages the panel only once every member has scored', () => {
    expect(panelAverage([88, 85, 86])).toBe(86.33);
    expect(panelAverage([76, null, 74])).toBeNull();
    expect(panelAverage([])).toBeNull();
  });
});

describe('milestone dates', () => {
  it('reports a milestone before the previous one, at its field', () => {
    expect(
      milestoneIssues({
        topic_at: '2026-03-15',
        proposal_at: '2026-03-01',
        midterm_at: '2026-05-20',
        final_at: '2026-09-30',
        defence_at: '2026-11-21',
      }),
    ).toEqual([{ path: 'proposal_at', message: '开题日期不能早于选题日期（2026-03-15）' }]);
    expect(milestoneIssues({ topic_at: '2026-03-15' })).toEqual([]);
    expect(periodIssues({ start_date: '2026-03-02', end_date: '2026-03-01' })).toHaveLength(1);
  });
});
