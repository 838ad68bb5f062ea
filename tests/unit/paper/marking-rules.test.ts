import { describe, expect, it } from 'vitest';
import {
  assignmentIssues,
  awaitsMarker,
  checkAnomaly,
  checkResolution,
  markerStatistics,
  openToMarkers,
  roundToStep,
  routeAnswer,
  rubricKeyIndex,
  rubricScore,
  toggleRubricItem,
  twoMarksOutcome,
  type AnomalyRecord,
  type MarkRecord,
  type RubricItem,
} from '@/kit/marking';

const DOUBLE = { on: true, tolerance: 2 } as const;
const SINGLE = { on: false } as const;
const marker = (markerId: number, score: number): MarkRecord => ({ markerId, role: 'marker', score });
const lead = (score: number): MarkRecord => ({ markerId: 40, role: 'lead', score });

describe('roundToStep', () => {
  it('rounds to the half point, half-way up', () => {
    expect(roundToStep(3.25)).toBe(3.5);
    expect(roundToStep(3.75)).toBe(4);
    expect(roundToStep(3.24)).toBe(3);
    expect(roundToStep(3.5)).toBe(3.5);
    expect(roundToStep(0.25)).toBe(0.5);
    expect(roundToStep(7)).toBe(7);
  });
  it('rounds to another step when the question has one', () => {
    expect(roundToStep(4.5, 1)).toBe(5);
    expect(roundToStep(4.4, 1)).toBe(4);
  });
});

describe('twoMarksOutcome (the final-score rule)', () => {
  it('averages two marks within the tolerance, rounding x.25 and x.75 up to the step', () => {
    expect(twoMarksOutcome(4, 5, 2)).toEqual({ kind: 'final', score: 4.5, difference: 1 });
    expect(twoMarksOutcome(3, 3.5, 2)).toEqual({ kind: 'final', score: 3.5, difference: 0.5 }); // 3.25
    expect(twoMarksOutcome(3.5, 4, 2)).toEqual({ kind: 'final', score: 4, difference: 0.5 }); // 3.75
    expect(twoMarksOutcome(6, 6, 0)).toEqual({ kind: 'final', score: 6, difference: 0 });
  });
  it('keeps a difference exactly equal to the tolerance within it', () => {
    expect(twoMarksOutcome(3, 5, 2)).toEqual({ kind: 'final', score: 4, difference: 2 });
    expect(twoMarksOutcome(5, 3, 2)).toEqual({ kind: 'final', score: 4, difference: 2 });
    expect(twoMarksOutcome(2.5, 4, 1.5)).toEqual({ kind: 'final', score: 3.5, difference: 1.5 }); // 3.25
  });
  it('sends a difference beyond the tolerance to arbitration', () => {
    expect(twoMarksOutcome(2, 5, 2)).toEqual({ kind: 'arbitration', difference: 3 });
    expect(twoMarksOutcome(3, 5.5, 2)).toEqual({ kind: 'arbitration', difference: 2.5 });
    expect(twoMarksOutcome(1, 1.5, 0)).toEqual({ kind: 'arbitration', difference: 0.5 });
  });
});

describe('routeAnswer (queue routing)', () => {
  it('single marking: the one mark decides', () => {
    expect(routeAnswer([], [], SINGLE)).toEqual({ to: 'marking', markedBy: [], needed: 1 });
    expect(routeAnswer([marker(31, 4)], [], SINGLE)).toEqual({ to: 'done', score: 4, by: 'single' });
  });
  it('double marking: waits for a second marker, blind to the first', () => {
    const route = routeAnswer([marker(31, 4)], [], DOUBLE);
    expect(route).toEqual({ to: 'marking', markedBy: [31], needed: 2 });
    expect(awaitsMarker(route, 31)).toBe(false);
    expect(awaitsMarker(route, 32)).toBe(true);
    expect(openToMarkers(route)).toBe(true);
    // the same marker marking again replaces their mark, it is not a second marker
    expect(routeAnswer([marker(31, 4), marker(31, 5)], [], DOUBLE)).toEqual({
      to: 'marking',
      markedBy: [31],
      needed: 2,
    });
  });
  it('double marking: within the tolerance the average, beyond it the lead', () => {
    expect(routeAnswer([marker(31, 4), marker(32, 5)], [], DOUBLE)).toEqual({
      to: 'done',
      score: 4.5,
      by: 'average',
    });
    const beyond = routeAnswer([marker(31, 2), marker(32, 5)], [], DOUBLE);
    expect(beyond).toEqual({ to: 'arbitration', scores: [2, 5], difference: 3 });
    expect(openToMarkers(beyond)).toBe(false);
    expect(awaitsMarker(beyond, 33)).toBe(false);
    // the marker's own later correction counts (2 → 4: now within)
    expect(routeAnswer([marker(31, 2), marker(32, 5), marker(31, 4)], [], DOUBLE)).toMatchObject({
      to: 'done',
      score: 4.5,
    });
  });
  it("the lead's arbitration sets the final", () => {
    expect(routeAnswer([marker(31, 2), marker(32, 5), lead(3.5)], [], DOUBLE)).toEqual({
      to: 'done',
      score: 3.5,
      by: 'lead',
    });
  });
  it('a flag takes the answer to the lead until decided; returned, it is marked as usual', () => {
    const flag: AnomalyRecord = { markerId: 31, kind: 4, note: '与 MF-21-0007 雷同' };
    const open = routeAnswer([], [flag], DOUBLE);
    expect(open).toEqual({ to: 'anomaly', anomaly: flag });
    expect(openToMarkers(open)).toBe(false);
    expect(routeAnswer([], [{ ...flag, resolution: { kind: 'zero', reason: '抄袭属实' } }], DOUBLE)).toEqual({
      to: 'done',
      score: 0,
      by: 'zero',
    });
    expect(routeAnswer([], [{ ...flag, resolution: { kind: 'mark', score: 3 } }], DOUBLE)).toEqual({
      to: 'done',
      score: 3,
      by: 'lead',
    });
    const returned = { ...flag, resolution: { kind: 'return' } as const };
    expect(routeAnswer([], [returned], DOUBLE)).toEqual({ to: 'marking', markedBy: [], needed: 2 });
    expect(routeAnswer([marker(31, 4), marker(32, 4)], [returned], DOUBLE)).toMatchObject({
      to: 'done',
      score: 4,
    });
    // flagged after a first mark: still with the lead
    expect(routeAnswer([marker(32, 4)], [flag], DOUBLE)).toMatchObject({ to: 'anomaly' });
  });
});

describe('anomaly flags and resolutions', () => {
  it('asks for the kind, and for a note on 疑似抄袭', () => {
    expect(checkAnomaly(undefined, '')).toBe('请选择异常类型');
    expect(checkAnomaly(1, '')).toBeUndefined();
    expect(checkAnomaly(4, ' ')).toBe('疑似抄袭须写明依据（如与哪份答卷雷同）');
    expect(checkAnomaly(4, '与 MF-21-0007 雷同')).toBeUndefined();
    expect(checkAnomaly(2, '字'.repeat(201))).toBe('说明不能超过 200 字');
  });
  it("checks the lead's decision", () => {
    expect(checkResolution({ kind: 'zero', reason: '' }, 6)).toBe('判零分须写明原因');
    expect(checkResolution({ kind: 'zero', reason: '抄袭属实' }, 6)).toBeUndefined();
    expect(checkResolution({ kind: 'mark', score: 7 }, 6)).toBe('得分应在 0–6 分之间');
    expect(checkResolution({ kind: 'mark', score: 2.3 }, 6)).toBe('得分最小单位为 0.5 分');
    expect(checkResolution({ kind: 'return' }, 6)).toBeUndefined();
  });
});

describe('rubric items', () => {
  const items: RubricItem[] = [
    { id: 11, label: '前馈控制：事前预防', points: 2 },
    { id: 12, label: '同期控制：事中纠偏', points: 2 },
    { id: 13, label: '反馈控制：事后总结', points: 2 },
    { id: 14, label: '举例恰当', points: 1.5 },
  ];
  it('maps number keys 1–9 to items', () => {
    expect(rubricKeyIndex('1')).toBe(0);
    expect(rubricKeyIndex('9')).toBe(8);
    expect(rubricKeyIndex('0')).toBe(-1);
    expect(rubricKeyIndex('f')).toBe(-1);
  });
  it('toggles items, keeping the rubric order, and ignores keys beyond the list', () => {
    let chosen = toggleRubricItem(items, [], 2);
    chosen = toggleRubricItem(items, chosen, 0);
    expect(chosen).toEqual([11, 13]);
    expect(toggleRubricItem(items, chosen, 2)).toEqual([11]);
    expect(toggleRubricItem(items, chosen, 6)).toEqual([11, 13]);
  });
  it('adds the points up within the limits', () => {
    expect(rubricScore(items, [], 6)).toBe(0);
    expect(rubricScore(items, [11, 14], 6)).toBe(3.5);
    expect(rubricScore(items, [11, 12, 13, 14], 6)).toBe(6); // 7.5 clamped to the maximum
    expect(rubricScore([{ id: 1, label: '扣分：书写潦草', points: -1 }], [1], 6)).toBe(0);
  });
});

describe('markerStatistics (progress and consistency)', () => {
  const at = (minute: number) => `2026-11-20 09:${String(minute).padStart(2, '0')}:00`;
  it('counts, speed, mean, deviation from the others and the share sent to arbitration', () => {
    const events = [
      { answerId: 1, ...marker(31, 4), at: at(0) },
      { answerId: 1, ...marker(32, 5), at: at(1) },
      { answerId: 2, ...marker(31, 2), at: at(10) },
      { answerId: 2, ...marker(32, 5), at: at(11) }, // 3 apart: arbitration
      { answerId: 3, ...marker(31, 6), at: at(20) },
      { answerId: 2, ...lead(3.5), at: at(30) }, // not counted
    ];
    const [zhou, liu] = markerStatistics({ answers: 10, markerIds: [31, 32], setting: DOUBLE }, events);
    expect(zhou).toEqual({
      markerId: 31,
      done: 3,
      left: 7,
      perHour: 9, // 3 answers in 20 minutes
      mean: 4,
      deviation: -1,
      arbitrationShare: 0.5,
    });
    expect(liu).toMatchObject({ markerId: 32, done: 2, left: 8, perHour: 12, mean: 5, deviation: 1 });
    expect(liu?.arbitrationShare).toBe(0.5);
  });
  it('counts marking time without the breaks (a gap over 10 minutes)', () => {
    const minute = (value: number) => `2026-11-20 09:${String(value).padStart(2, '0')}:00`;
    const events = [0, 2, 4, 40, 42].map((value, at) => ({
      answerId: at + 1,
      ...marker(31, 3),
      at: minute(value),
    }));
    // 5 answers in 4 + 2 = 6 minutes of marking: 50 an hour
    expect(markerStatistics({ answers: 5, markerIds: [31], setting: SINGLE }, events)[0]?.perHour).toBe(50);
    // marks days apart: no marking time to speak of
    const apart = [
      { answerId: 1, ...marker(31, 3), at: '2026-11-20 09:12:40' },
      { answerId: 2, ...marker(31, 3), at: '2026-11-27 13:30:00' },
    ];
    expect(markerStatistics({ answers: 5, markerIds: [31], setting: SINGLE }, apart)[0]?.perHour).toBeNull();
  });

  it('has nothing to say before the marks', () => {
    expect(markerStatistics({ answers: 4, markerIds: [31], setting: SINGLE }, [])).toEqual([
      { markerId: 31, done: 0, left: 4, perHour: null, mean: null, deviation: null, arbitrationShare: null },
    ]);
  });
});

describe('assignmentIssues (the assignment form)', () => {
  it('asks two markers and a tolerance within the full marks for double marking, and a lead apart', () => {
    expect(
      assignmentIssues({ teacher_ids: [31], double_marking: 0, tolerance: 0, lead_teacher_id: 35 }, 6),
    ).toEqual([]);
    expect(
      assignmentIssues({ teacher_ids: [31], double_marking: 1, tolerance: 2, lead_teacher_id: 35 }, 6),
    ).toEqual([{ path: 'teacher_ids', message: '双评至少需要 2 位阅卷老师' }]);
    expect(
      assignmentIssues({ teacher_ids: [31, 32], double_marking: 1, tolerance: 6.5, lead_teacher_id: 32 }, 6),
    ).toEqual([
      { path: 'tolerance', message: '允许误差不能超过满分 6 分' },
      { path: 'lead_teacher_id', message: '阅卷组长不能同时是本题的阅卷老师' },
    ]);
    expect(
      assignmentIssues({ teacher_ids: [31, 32], double_marking: 1, tolerance: 6, lead_teacher_id: 35 }, 6),
    ).toEqual([]);
  });
});
