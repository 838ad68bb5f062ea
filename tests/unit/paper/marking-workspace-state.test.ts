/**
 * The marking workspace's state without React: each thing the marker does to the answer shown, and
 * which key does which.
 */
import { describe, expect, it } from 'vitest';
import type { MarkingAnswer, MarkingAssignment, MarkingMark } from '@/generated/model';
import {
  answerListMove,
  answerValues,
  commandFor,
  initialState,
  markOffer,
  offerLines,
  workspaceReducer,
  type KeyContext,
  type MarkingTask,
  type WorkspaceState,
} from '@/pages/paper/marking-workspace-state';

const RUBRIC = [
  { id: 61, label: '前馈控制：活动开始前预防问题', points: 2 },
  { id: 62, label: '同期控制：活动进行中纠偏', points: 1.5 },
  { id: 63, label: '反馈控制：活动结束后总结', points: 2 },
];

const answer = (values: Partial<MarkingAnswer> = {}): MarkingAnswer => ({
  answer_id: 9002,
  sheet_id: 802,
  sheet_code: 'MF-21-0002',
  topic_id: 6,
  seq: 6,
  style: 5,
  stem: '简述前馈控制、同期控制与反馈控制的区别。',
  reference_answer: '',
  analysis: '',
  max_score: 6,
  content: '前馈控制是事前控制',
  objective: 0,
  score: 3,
  comment: '要点齐全',
  rubric_items: RUBRIC,
  rubric_item_ids: [61],
  ...values,
});

/** The workspace on its second answer, a score typed and items ticked, an error shown. */
const working = (values: Partial<WorkspaceState> = {}): WorkspaceState => ({
  ...initialState(1, { score: 4, comment: '', items: [61, 63] }),
  error: '得分不能超过满分 6 分',
  ...values,
});

describe('initialState', () => {
  it('opens on an answer with its score, comment and ticked items', () => {
    expect(initialState(2, { score: 4.5, comment: '好', items: [61] })).toEqual({
      index: 2,
      typed: '4.5',
      comment: '好',
      chosen: [61],
      manual: false,
      flag: undefined,
      error: undefined,
      finished: false,
      handled: new Map(),
    });
  });

  it('opens with an empty score box on an answer without a score, or on no answer', () => {
    expect(initialState(0, { score: null, comment: '', items: [] }).typed).toBe('');
    expect(initialState(0, undefined)).toMatchObject({ typed: '', comment: '', chosen: [] });
  });
});

describe('workspaceReducer', () => {
  it('open: shows the answer from its values and forgets what was typed, E and the finish', () => {
    const before = working({ manual: true, finished: true, comment: '草稿' });
    const after = workspaceReducer(before, {
      type: 'open',
      index: 3,
      values: { score: null, comment: '已阅', items: [62] },
    });
    expect(after).toMatchObject({
      index: 3,
      typed: '',
      comment: '已阅',
      chosen: [62],
      manual: false,
      error: undefined,
      finished: false,
    });
  });

  it('open: keeps what this visit flagged or decided', () => {
    const handled = new Map([[9002, '已退回']]);
    const after = workspaceReducer(working({ handled }), {
      type: 'open',
      index: 0,
      values: { score: 2, comment: '', items: [] },
    });
    expect(after.handled).toBe(handled);
  });

  it('typeScore: the box shows what is typed and the error goes', () => {
    expect(workspaceReducer(working(), { type: 'typeScore', text: '5.5' })).toMatchObject({
      typed: '5.5',
      error: undefined,
    });
  });

  it('typeComment: the comment is what is typed', () => {
    expect(workspaceReducer(working(), { type: 'typeComment', text: '条理清楚' }).comment).toBe('条理清楚');
  });

  it('toggleItem: ticks an item, scores the ticked ones, clears the error; again unticks it', () => {
    const ticked = workspaceReducer(working(), { type: 'toggleItem', at: 1, items: RUBRIC, max: 6 });
    expect(ticked).toMatchObject({ chosen: [61, 62, 63], typed: '5.5', error: undefined });
    const unticked = workspaceReducer(ticked, { type: 'toggleItem', at: 0, items: RUBRIC, max: 6 });
    expect(unticked).toMatchObject({ chosen: [62, 63], typed: '3.5' });
  });

  it('toggleItem: an item beyond the list changes nothing (no score of 0 from a slip)', () => {
    const before = initialState(0, { score: null, comment: '', items: [] });
    expect(workspaceReducer(before, { type: 'toggleItem', at: 3, items: RUBRIC, max: 6 })).toBe(before);
  });

  it('enterManually: the number keys now type the score', () => {
    expect(workspaceReducer(working(), { type: 'enterManually' }).manual).toBe(true);
  });

  it('startFlag, editFlag, cancelFlag: the flag opens empty, follows the panel and closes', () => {
    const started = workspaceReducer(working(), { type: 'startFlag' });
    expect(started.flag).toEqual({ note: '' });
    const edited = workspaceReducer(started, { type: 'editFlag', draft: { kind: 4, note: '雷同' } });
    expect(edited.flag).toEqual({ kind: 4, note: '雷同' });
    expect(workspaceReducer(edited, { type: 'cancelFlag' }).flag).toBeUndefined();
  });

  it('sendFlag, flagRefused: the flag is sending, then shows why it was not taken', () => {
    const sending = workspaceReducer(working({ flag: { kind: 4, note: '雷同' } }), { type: 'sendFlag' });
    expect(sending.flag).toEqual({ kind: 4, note: '雷同', sending: true });
    const refused = workspaceReducer(sending, { type: 'flagRefused', error: '标记失败' });
    expect(refused.flag).toEqual({ kind: 4, note: '雷同', sending: false, error: '标记失败' });
    // the flag closed meanwhile: nothing to show it on
    const closed = working();
    expect(workspaceReducer(closed, { type: 'flagRefused', error: '标记失败' })).toBe(closed);
  });

  it('flagSent: the flag closes and the answer is shown as flagged', () => {
    const after = workspaceReducer(working({ flag: { kind: 1, note: '', sending: true } }), {
      type: 'flagSent',
      answerId: 9002,
      text: '异常：空白',
    });
    expect(after.flag).toBeUndefined();
    expect([...after.handled]).toEqual([[9002, '异常：空白']]);
  });

  it('decided: the answer is shown with the decision, the earlier ones kept', () => {
    const before = working({ handled: new Map([[9002, '已退回']]) });
    const after = workspaceReducer(before, { type: 'decided', answerId: 9005, text: '已判零分' });
    expect([...after.handled]).toEqual([
      [9002, '已退回'],
      [9005, '已判零分'],
    ]);
    expect([...before.handled]).toEqual([[9002, '已退回']]);
  });

  it('scoreRefused: the box keeps what was tried and says why', () => {
    const after = workspaceReducer(working({ error: undefined }), {
      type: 'scoreRefused',
      typed: '7',
      error: '得分不能超过满分 6 分',
    });
    expect(after).toMatchObject({ typed: '7', error: '得分不能超过满分 6 分' });
  });

  it('decisionFailed: the server’s reason is shown, the score box as it was', () => {
    const after = workspaceReducer(working({ error: undefined }), {
      type: 'decisionFailed',
      error: '处理失败',
    });
    expect(after).toMatchObject({ typed: '4', error: '处理失败' });
  });

  it('finished: past the last answer, the error gone, the answer still shown', () => {
    expect(workspaceReducer(working(), { type: 'finished' })).toMatchObject({
      index: 1,
      finished: true,
      error: undefined,
    });
  });
});

describe('kept marks offered back (a shared PC: the marker’s own, asked first)', () => {
  const AT = '2026-11-26T23:30:05.000Z';
  const answers = [
    answer({ answer_id: 9001, seq: 5, score: 2 }),
    answer({ answer_id: 9002, seq: 6, score: null, comment: '' }),
    answer({ answer_id: 9003, seq: 7, score: null, comment: '' }),
  ];
  const kept = {
    at: AT,
    drafts: [
      { answerId: 9002, score: 4, comment: '', rubricItemIds: [61, 63] },
      { answerId: 9003, score: 5.5, comment: '要点齐全' },
      // an answer of another sheet of the paper: not this list's to offer
      { answerId: 9100, score: 1, comment: '' },
    ],
  };

  it('offers the kept marks of the answers in the list, with when they were kept', () => {
    expect(markOffer(kept, answers)).toEqual({ at: AT, drafts: kept.drafts.slice(0, 2) });
    expect(markOffer({ at: AT, drafts: [kept.drafts[2]!] }, answers)).toBeUndefined();
    expect(markOffer(undefined, answers)).toBeUndefined();
  });

  it('says what taking them back sends, mark by mark', () => {
    expect(offerLines(markOffer(kept, answers)!, answers)).toEqual([
      '密封号 MF-21-0002 第 6 题：4 分',
      '密封号 MF-21-0002 第 7 题：5.5 分，批语「要点齐全」',
    ]);
  });

  it('opens with the offer, the answer showing what the server has', () => {
    const state = initialState(1, { score: null, comment: '', items: [] }, markOffer(kept, answers));
    expect(state).toMatchObject({ typed: '', offer: { at: AT } });
  });

  it('offerRestored: the offer closes; the answer shown takes its kept mark when it is one of them', () => {
    const open = initialState(1, { score: null, comment: '', items: [] }, markOffer(kept, answers));
    const restored = workspaceReducer(open, {
      type: 'offerRestored',
      values: { score: 4, comment: '', items: [61, 63] },
    });
    expect(restored).toMatchObject({ offer: undefined, index: 1, typed: '4', chosen: [61, 63] });
    // another answer shown: what is typed there stays
    const typing = workspaceReducer(open, { type: 'typeScore', text: '3' });
    expect(workspaceReducer(typing, { type: 'offerRestored' })).toMatchObject({
      offer: undefined,
      typed: '3',
    });
  });

  it('offerGivenUp: the offer closes and nothing else changes', () => {
    const open = initialState(1, { score: null, comment: '', items: [] }, markOffer(kept, answers));
    const typing = workspaceReducer(open, { type: 'typeScore', text: '3' });
    expect(workspaceReducer(typing, { type: 'offerGivenUp' })).toEqual({ ...typing, offer: undefined });
    const closed = workspaceReducer(typing, { type: 'offerGivenUp' });
    expect(workspaceReducer(closed, { type: 'offerGivenUp' })).toBe(closed);
    expect(workspaceReducer(closed, { type: 'offerRestored' })).toBe(closed);
  });
});

describe('answerValues', () => {
  const assignment = { lead_teacher_id: 35, teacher_ids: [31, 32] } as MarkingAssignment;
  const mark = (teacher_id: number, score: number): MarkingMark => ({
    id: teacher_id,
    answer_id: 9002,
    teacher_id,
    score,
    rubric_item_ids: [62],
    comment: `${teacher_id}`,
    created_at: '2026-11-20 09:10:00',
  });
  const task = (role: MarkingTask['role'], teacherId: number): MarkingTask => ({
    role,
    teacherId,
    assignment,
    names: new Map(),
    routes: new Map(),
    // the lead's own earlier arbitration is there too: still not where the lead starts from
    marks: [mark(31, 2), mark(35, 4)],
    anomalies: [],
  });

  it('takes the mark not saved yet first', () => {
    const draft = { answerId: 9002, score: 5, comment: '草稿', rubricItemIds: [63] };
    expect(answerValues(answer(), draft, task('marker', 31))).toEqual({
      score: 5,
      comment: '草稿',
      items: [63],
    });
  });

  it('in a task: the marker’s own mark, never the other marker’s; the lead starts from nothing', () => {
    expect(answerValues(answer(), undefined, task('marker', 31))).toEqual({
      score: 2,
      comment: '31',
      items: [62],
    });
    const empty = { score: null, comment: '', items: [] };
    expect(answerValues(answer(), undefined, task('marker', 32))).toEqual(empty);
    expect(answerValues(answer(), undefined, task('lead', 35))).toEqual(empty);
  });

  it('without a task: the answer’s own score', () => {
    expect(answerValues(answer(), undefined, undefined)).toEqual({
      score: 3,
      comment: '要点齐全',
      items: [61],
    });
  });
});

describe('commandFor', () => {
  const box: KeyContext = {
    inScoreBox: true,
    rubric: false,
    manual: false,
    anomaly: false,
    lead: false,
    objective: false,
    ctrl: false,
    alt: false,
  };
  const elsewhere = { ...box, inScoreBox: false };
  const name = (key: string, context: KeyContext) => commandFor(key, context)?.name;

  it('Enter saves from the score box, Ctrl+Enter from anywhere (the comment)', () => {
    expect(name('Enter', box)).toBe('save');
    expect(name('Enter', elsewhere)).toBeUndefined();
    expect(name('Enter', { ...elsewhere, ctrl: true })).toBe('save');
  });

  it('the digits tick rubric items until E; without items, or after E, they type', () => {
    const rubric = { ...box, rubric: true };
    expect(commandFor('1', rubric)).toEqual({ name: 'toggleItem', item: 0 });
    expect(commandFor('9', rubric)).toEqual({ name: 'toggleItem', item: 8 });
    expect(commandFor('0', rubric)).toBeUndefined();
    expect(commandFor('3', box)).toBeUndefined();
    expect(commandFor('3', { ...rubric, manual: true })).toBeUndefined();
    expect(commandFor('3', { ...rubric, inScoreBox: false })).toBeUndefined();
  });

  it('E: manual entry, with rubric items only (either case)', () => {
    expect(name('e', { ...box, rubric: true })).toBe('manual');
    expect(name('E', { ...box, rubric: true, manual: true })).toBe('manual');
    expect(name('e', box)).toBeUndefined();
  });

  it('F full marks and Z zero; on a flagged answer Z asks a reason and F types', () => {
    expect(name('f', box)).toBe('full');
    expect(name('Z', box)).toBe('zero');
    expect(name('F', { ...box, anomaly: true })).toBeUndefined();
    expect(name('z', { ...box, anomaly: true })).toBe('zeroWithReason');
    expect(name('z', elsewhere)).toBeUndefined();
  });

  it('Ctrl or Alt with a letter is the browser’s (undo, find), never a mark', () => {
    expect(name('z', { ...box, ctrl: true })).toBeUndefined();
    expect(name('f', { ...box, ctrl: true })).toBeUndefined();
    expect(name('x', { ...box, alt: true })).toBeUndefined();
    expect(name('1', { ...box, rubric: true, ctrl: true })).toBeUndefined();
  });

  it('R returns a flagged answer to its marker, only that', () => {
    expect(name('r', { ...box, anomaly: true, lead: true })).toBe('return');
    expect(name('R', box)).toBeUndefined();
  });

  it('X flags, for a marker on a subjective answer', () => {
    expect(name('x', box)).toBe('flag');
    expect(name('X', { ...box, lead: true })).toBeUndefined();
    expect(name('x', { ...box, objective: true })).toBeUndefined();
    expect(name('x', elsewhere)).toBeUndefined();
  });

  it('PgUp / PgDn and Alt+arrows go to the previous and next answer from anywhere', () => {
    expect(name('PageUp', elsewhere)).toBe('previous');
    expect(name('PageDown', box)).toBe('next');
    expect(name('ArrowLeft', { ...elsewhere, alt: true })).toBe('previous');
    expect(name('ArrowRight', { ...box, alt: true })).toBe('next');
    expect(name('ArrowLeft', box)).toBeUndefined();
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['a', '.', 'Backspace', 'Tab', 'Escape', ' ', 'constructor', 'toString'])
      expect(commandFor(key, { ...box, rubric: true, anomaly: true }), key).toBeUndefined();
  });
});

describe('answerListMove', () => {
  it('arrows step along the list and stop at its ends; Home and End go to them', () => {
    expect(answerListMove(2, 'ArrowRight', 6)).toBe(3);
    expect(answerListMove(2, 'ArrowDown', 6)).toBe(3);
    expect(answerListMove(5, 'ArrowRight', 6)).toBe(5);
    expect(answerListMove(2, 'ArrowLeft', 6)).toBe(1);
    expect(answerListMove(0, 'ArrowUp', 6)).toBe(0);
    expect(answerListMove(3, 'Home', 6)).toBe(0);
    expect(answerListMove(3, 'End', 6)).toBe(5);
    expect(answerListMove(3, 'Enter', 6)).toBeUndefined();
  });
});
