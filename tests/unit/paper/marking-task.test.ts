import { describe, expect, it } from 'vitest';
import type { MarkingAnomaly, MarkingAssignment, MarkingMark } from '@/generated/model';
import {
  inTask,
  namesOf,
  openAnomaly,
  ownMark,
  questionMarkers,
  questionProgress,
  roleOf,
  routesOf,
} from '@/kit/marking';

const assignment: MarkingAssignment = {
  id: 71,
  paper_id: 21,
  topic_id: 6,
  seq: 6,
  stem: '简述前馈控制、同期控制与反馈控制的区别。',
  max_score: 6,
  answer_count: 4,
  teacher_ids: [31, 32],
  teacher_names: ['周晓梅', '刘志远'],
  double_marking: 1,
  tolerance: 2,
  lead_teacher_id: 35,
  lead_teacher_name: '王建国',
  rubric_items: [],
};
const mark = (id: number, answer_id: number, teacher_id: number, score: number): MarkingMark => ({
  id,
  answer_id,
  teacher_id,
  score,
  rubric_item_ids: [],
  comment: '',
  created_at: `2026-11-20 09:${String(id * 10).padStart(2, '0')}:00`,
});
const flag = (answer_id: number, status: 0 | 1, resolution: 0 | 1 | 2 | 3 = 0): MarkingAnomaly => ({
  id: 5300 + answer_id,
  answer_id,
  teacher_id: 31,
  kind: 1,
  note: '',
  status,
  resolution,
  score: resolution === 1 ? 3 : null,
  reason: resolution === 3 ? '空白未作答' : '',
  created_at: '2026-11-20 10:00:00',
});

describe('a teacher’s task on a question', () => {
  it('knows the lead, the markers and their names', () => {
    expect(roleOf(assignment, 35)).toBe('lead');
    expect(roleOf(assignment, 32)).toBe('marker');
    expect(roleOf(assignment, 99)).toBeUndefined();
    expect([...namesOf(assignment)]).toEqual([
      [31, '周晓梅'],
      [32, '刘志远'],
      [35, '王建国'],
    ]);
  });

  it('routes each answer: the lead’s marks are arbitrations, flags go to the lead', () => {
    const marks = [
      mark(1, 1, 31, 4),
      mark(2, 1, 32, 5),
      mark(3, 2, 31, 2),
      mark(4, 2, 32, 5),
      mark(5, 3, 31, 3),
    ];
    const routes = routesOf([1, 2, 3, 4], assignment, marks, [flag(4, 0)]);
    expect(routes.get(1)).toEqual({ to: 'done', score: 4.5, by: 'average' });
    expect(routes.get(2)).toEqual({ to: 'arbitration', scores: [2, 5], difference: 3 });
    expect(routes.get(3)).toEqual({ to: 'marking', markedBy: [31], needed: 2 });
    expect(routes.get(4)).toMatchObject({ to: 'anomaly' });
    expect([1, 2, 3, 4].filter((id) => inTask(routes.get(id), 'lead'))).toEqual([2, 4]);
    expect([1, 2, 3, 4].filter((id) => inTask(routes.get(id), 'marker'))).toEqual([3]);
    // the lead arbitrates 2 and zeroes 4
    const after = routesOf([1, 2, 3, 4], assignment, [...marks, mark(6, 2, 35, 3.5)], [flag(4, 1, 3)]);
    expect(after.get(2)).toEqual({ to: 'done', score: 3.5, by: 'lead' });
    expect(after.get(4)).toEqual({ to: 'done', score: 0, by: 'zero' });
    expect(questionProgress(assignment, after)).toEqual({
      answers: 4,
      decided: 3,
      arbitration: 0,
      anomalies: 0,
      waiting: 1,
      finalMean: 2.67,
    });
    // a returned flag puts the answer back in the markers' queue
    expect(routesOf([4], assignment, [], [flag(4, 1, 2)]).get(4)).toMatchObject({ to: 'marking' });
  });

  it('finds a teacher’s own latest mark and an open flag', () => {
    const marks = [mark(1, 1, 31, 4), mark(2, 1, 32, 5), mark(3, 1, 31, 3)];
    expect(ownMark(marks, 1, 31)?.score).toBe(3);
    expect(ownMark(marks, 1, 35)).toBeUndefined();
    expect(openAnomaly([flag(4, 1, 2), flag(5, 0)], 4)).toBeUndefined();
    expect(openAnomaly([flag(4, 1, 2), flag(5, 0)], 5)?.id).toBe(5305);
  });

  it('gives each marker’s statistics without the lead’s marks', () => {
    const stats = questionMarkers(assignment, [mark(1, 1, 31, 2), mark(2, 1, 32, 5), mark(3, 1, 35, 4)]);
    expect(
      stats.map((row) => [row.markerId, row.done, row.left, row.mean, row.deviation, row.arbitrationShare]),
    ).toEqual([
      [31, 1, 3, 2, -3, 1],
      [32, 1, 3, 5, 3, 1],
    ]);
  });
});
