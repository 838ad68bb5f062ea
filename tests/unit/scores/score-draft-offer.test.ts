/**
 * Drafts an earlier visit left in the browser, offered back (offered, restored, given up), what the
 * browser keeps meanwhile, and the offer's text with when they were kept in Beijing time.
 */
import { describe, expect, it } from 'vitest';
import { MARK_COLUMN } from '@/pages/scores/score-drafts';
import {
  cellText,
  gridReducer,
  initialState,
  keptTexts,
  type GridAction,
  type GridState,
} from '@/pages/scores/score-grid-state';
import { offerLines, offerNotice } from '@/pages/scores/score-status';
import { PARTS, student } from './grid-fixtures';

const ROWS = [student(1, 85, 78), student(2, 84, 82)];
const AT = '2026-11-26T23:30:05.000Z';
/** Kept: a new score, one equal to what is saved, a student gone, a column gone, an invalid score. */
const KEPT = {
  texts: {
    u1: { usual: '90', final: '78' },
    u9: { usual: '60' },
    u2: { oral: '88', [MARK_COLUMN]: '缺考', final: '105' },
  },
  at: AT,
};
const T = '10:00:00';
const type = (row: number, col: number, text: string): GridAction => ({
  type: 'type',
  row,
  col,
  text,
  extend: false,
  time: T,
});
const opened = (...actions: GridAction[]): GridState =>
  actions.reduce(gridReducer, initialState(PARTS, ROWS, KEPT));

describe('offered', () => {
  it('offers the kept cells that still mean something: students and columns still there, texts not saved', () => {
    expect(opened().offer).toEqual({
      texts: { u1: { usual: '90' }, u2: { [MARK_COLUMN]: '缺考', final: '105' } },
      count: 3,
      at: AT,
    });
    expect(opened().drafts).toEqual({});
  });

  it('offers nothing when nothing kept differs from what is saved', () => {
    expect(initialState(PARTS, ROWS, { texts: { u1: { usual: '85' } }, at: AT }).offer).toBeUndefined();
    expect(initialState(PARTS, ROWS).offer).toBeUndefined();
  });
});

describe('restored', () => {
  it('takes the offer back as drafts, invalid ones too, cells typed since keeping their text', () => {
    const state = opened(type(0, 0, '95'), { type: 'offerRestored', time: T });
    expect(state.offer).toBeUndefined();
    expect(cellText(state, 'u1', 'usual')).toBe('95');
    expect(cellText(state, 'u2', 'final')).toBe('105');
    expect(cellText(state, 'u2', MARK_COLUMN)).toBe('缺考');
    expect(state.log.at(-1)).toMatchObject({ how: '恢复', time: T });
  });

  it('closes the offer even when every offered cell was typed over since', () => {
    const typed = opened(type(0, 0, '95'), type(1, 1, '60'), type(1, 2, '缓考'));
    const state = gridReducer(typed, { type: 'offerRestored', time: T });
    expect(state.offer).toBeUndefined();
    expect(state.drafts).toBe(typed.drafts);
  });

  it('is one undo step', () => {
    const state = opened({ type: 'offerRestored', time: T }, { type: 'undo', time: T });
    expect(state.drafts).toEqual({});
  });
});

describe('given up', () => {
  it('forgets the offer and changes no cell', () => {
    const state = opened({ type: 'offerGivenUp' });
    expect(state.offer).toBeUndefined();
    expect(state.drafts).toEqual({});
    expect(state.log).toEqual([]);
  });

  it('changes nothing once there is no offer', () => {
    const state = opened({ type: 'offerGivenUp' });
    expect(gridReducer(state, { type: 'offerGivenUp' })).toBe(state);
    expect(gridReducer(state, { type: 'offerRestored', time: T })).toBe(state);
  });
});

describe('what the browser keeps', () => {
  it('the drafts laid over the offer while it is open, the drafts alone once it is taken or given up', () => {
    const typed = opened(type(0, 0, '91'), type(1, 0, '70'));
    expect(keptTexts(typed)).toEqual({
      u1: { usual: '91' },
      u2: { [MARK_COLUMN]: '缺考', final: '105', usual: '70' },
    });
    expect(keptTexts(gridReducer(typed, { type: 'offerGivenUp' }))).toEqual({
      u1: { usual: '91' },
      u2: { usual: '70' },
    });
  });
});

describe('the offer’s text', () => {
  it('lists what restoring brings back, row by row in the sheet’s column order', () => {
    expect(offerLines(opened())).toEqual([
      '学生1 平时成绩：90',
      '学生2 期末考试：105',
      '学生2 特殊情况：缺考',
    ]);
    expect(offerLines(opened({ type: 'offerGivenUp' }))).toEqual([]);
  });

  it('says how many and when they were kept, in Beijing time whatever the computer’s zone', () => {
    expect(offerNotice({ count: 3, at: AT })).toBe(
      '有 3 个成绩上次没有保存（2026-11-27 07:30），可以恢复继续保存。',
    );
  });

  it('leaves out a time it does not know', () => {
    expect(offerNotice({ count: 1, at: '' })).toBe('有 1 个成绩上次没有保存，可以恢复继续保存。');
    expect(offerNotice({ count: 1, at: 'yesterday' })).toBe('有 1 个成绩上次没有保存，可以恢复继续保存。');
  });
});
