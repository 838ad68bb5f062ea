import { describe, expect, it } from 'vitest';
import type { ScoreEntryRow } from '@/generated/model';
import { MARK_COLUMN, sentRow, type SentRow } from '@/pages/scores/score-drafts';
import {
  cellText,
  gridReducer,
  initialState,
  stepTarget,
  type GridAction,
  type GridState,
} from '@/pages/scores/score-grid-state';
import { PARTS, student } from './grid-fixtures';

const ROWS: ScoreEntryRow[] = [
  student(1, 85, 78),
  student(2, 84, 82),
  student(3, null, null),
  student(4, 70, null),
];
const T = '10:00:00';
const USUAL = 0;
const FINAL = 1;
const MARK = 2;

function run(...actions: GridAction[]): GridState {
  return actions.reduce(gridReducer, initialState(PARTS, ROWS));
}
const type = (row: number, col: number, text: string, extend = false): GridAction => ({
  type: 'type',
  row,
  col,
  text,
  extend,
  time: T,
});
const sendOf = (state: GridState, uuid: string): SentRow =>
  sentRow(state.rows[state.index.get(uuid)!]!, state.drafts[uuid], state.parts)!;

describe('versions: a save clears only the cells it sent', () => {
  it('keeps a cell typed into while its save was in flight, and sends it next', () => {
    let state = run(type(1, FINAL, '50'));
    const inFlight = sendOf(state, 'u2');
    expect(inFlight.body.scores).toEqual([
      { key: 'usual', score: 84 },
      { key: 'final', score: 50 },
    ]);
    state = gridReducer(state, type(1, FINAL, '61'));
    state = gridReducer(state, { type: 'saved', sent: [inFlight] });
    expect(cellText(state, 'u2', 'final')).toBe('61');
    expect(state.drafts.u2?.final?.text).toBe('61');
    expect(state.rows[1]!.scores[1]!.score).toBe(50); // what the server now has
    expect(sendOf(state, 'u2').body.scores[1]!.score).toBe(61);
  });

  it('clears a saved cell, and a cell changed since that ends equal to the saved value', () => {
    let state = run(type(0, USUAL, '90'), type(0, FINAL, '60'));
    const sent = sendOf(state, 'u1');
    state = gridReducer(state, type(0, FINAL, '6'));
    state = gridReducer(state, type(0, FINAL, '60', true));
    state = gridReducer(state, { type: 'saved', sent: [sent] });
    expect(state.drafts.u1).toBeUndefined();
    expect(cellText(state, 'u1', 'usual')).toBe('90');
  });

  it('clears by version, not by text: a score typed beside a mark is sent as null and saved away', () => {
    let state = run(type(0, USUAL, '90'), type(0, MARK, '缺考'));
    state = gridReducer(state, { type: 'saved', sent: [sendOf(state, 'u1')] });
    expect(state.drafts.u1).toBeUndefined();
    expect(state.rows[0]).toMatchObject({ mark: '缺考', scores: [{ score: null }, { score: null }] });
  });

  it('gives every change a higher version', () => {
    const state = run(type(0, USUAL, '1'), type(0, USUAL, '12', true), type(1, USUAL, '3'));
    expect(state.drafts.u1!.usual!.version).toBeLessThan(state.drafts.u2!.usual!.version);
    expect(state.version).toBe(3);
  });

  it('drops a draft typed back to the saved value', () => {
    const state = run(type(0, USUAL, '9'), type(0, USUAL, '85', true));
    expect(state.drafts.u1).toBeUndefined();
  });
});

describe('marks typed or pasted into a score column', () => {
  it('sets the row mark from 缺考 or its first character, and empties that score', () => {
    const state = run(type(1, FINAL, '缺考'), type(2, USUAL, '缓'), type(3, USUAL, '作'));
    expect(cellText(state, 'u2', MARK_COLUMN)).toBe('缺考');
    expect(cellText(state, 'u2', 'final')).toBe('');
    expect(cellText(state, 'u3', MARK_COLUMN)).toBe('缓考');
    expect(cellText(state, 'u4', MARK_COLUMN)).toBe('作弊');
    expect(cellText(state, 'u4', 'usual')).toBe('');
  });

  it('takes 缺考 pasted in a column as the mark, not as an invalid score', () => {
    const state = run({ type: 'paste', row: 0, col: FINAL, block: [['66'], ['缺考'], ['77']], time: T });
    expect(cellText(state, 'u1', 'final')).toBe('66');
    expect(cellText(state, 'u2', MARK_COLUMN)).toBe('缺考');
    expect(cellText(state, 'u2', 'final')).toBe('');
    expect(cellText(state, 'u3', 'final')).toBe('77');
    expect(sendOf(state, 'u2')).toBeDefined(); // no error on the row
  });

  it('sends a row with a mark without any score (the contract refuses both)', () => {
    const state = run(type(1, MARK, '缺考'));
    expect(sendOf(state, 'u2').body).toEqual({
      student_uuid: 'u2',
      scores: [
        { key: 'usual', score: null },
        { key: 'final', score: null },
      ],
      mark: '缺考',
    });
  });

  it('keeps an unknown mark as an invalid cell', () => {
    const state = run(type(1, MARK, '请假'));
    expect(sentRow(state.rows[1]!, state.drafts.u2, PARTS)).toBeUndefined();
  });
});

describe('undo and redo', () => {
  it('takes typing in one cell back as one step, and redoes it', () => {
    let state = run(type(0, USUAL, '9'), type(0, USUAL, '90', true), type(1, USUAL, '5'));
    state = gridReducer(state, { type: 'undo', time: T });
    expect(cellText(state, 'u2', 'usual')).toBe('84');
    state = gridReducer(state, { type: 'undo', time: T });
    expect(cellText(state, 'u1', 'usual')).toBe('85');
    expect(state.drafts).toEqual({});
    state = gridReducer(state, { type: 'redo', time: T });
    expect(cellText(state, 'u1', 'usual')).toBe('90');
    state = gridReducer(state, { type: 'redo', time: T });
    expect(cellText(state, 'u2', 'usual')).toBe('5');
    expect(state.history.redo).toHaveLength(0);
  });

  it('takes a whole paste back as one step, mark included', () => {
    let state = run({
      type: 'paste',
      row: 0,
      col: USUAL,
      block: [
        ['60', '70'],
        ['缺考', ''],
      ],
      time: T,
    });
    expect(cellText(state, 'u1', 'final')).toBe('70');
    state = gridReducer(state, { type: 'undo', time: T });
    expect(state.drafts).toEqual({});
    expect(cellText(state, 'u2', MARK_COLUMN)).toBe('');
  });

  it('undoes after a save by writing the old text again as a new draft', () => {
    let state = run(type(0, USUAL, '90'));
    state = gridReducer(state, { type: 'saved', sent: [sendOf(state, 'u1')] });
    state = gridReducer(state, { type: 'undo', time: T });
    expect(cellText(state, 'u1', 'usual')).toBe('85');
    expect(sendOf(state, 'u1').body.scores[0]!.score).toBe(85);
  });

  it('knows the cell an undo or a redo changes first, for the focus to follow', () => {
    let state = run(type(2, FINAL, '60'), {
      type: 'paste',
      row: 0,
      col: FINAL,
      block: [['70'], ['71']],
      time: T,
    });
    expect(stepTarget(state, 'undo')).toEqual({ row: 0, col: FINAL });
    expect(stepTarget(state, 'redo')).toBeUndefined();
    state = gridReducer(state, { type: 'undo', time: T });
    expect(stepTarget(state, 'undo')).toEqual({ row: 2, col: FINAL });
    expect(stepTarget(state, 'redo')).toEqual({ row: 0, col: FINAL });
  });

  it('starts a new step when typing goes on in another cell, and a new edit empties redo', () => {
    let state = run(type(0, USUAL, '1'), type(1, USUAL, '2', true));
    expect(state.history.undo).toHaveLength(2);
    state = gridReducer(state, { type: 'undo', time: T });
    state = gridReducer(state, type(2, USUAL, '3'));
    expect(state.history.redo).toHaveLength(0);
  });
});

describe('fill-down and block paste', () => {
  it('Ctrl+D copies the cell above, including a draft and a mark', () => {
    let state = run({ type: 'fill', row: 1, col: USUAL, time: T });
    expect(cellText(state, 'u2', 'usual')).toBe('85');
    state = gridReducer(state, type(2, MARK, '缓考'));
    state = gridReducer(state, { type: 'fill', row: 3, col: MARK, time: T });
    expect(cellText(state, 'u4', MARK_COLUMN)).toBe('缓考');
    expect(gridReducer(state, { type: 'fill', row: 0, col: USUAL, time: T })).toBe(state);
  });

  it('pastes several columns from the focused cell, cutting what falls outside the grid', () => {
    const state = run({
      type: 'paste',
      row: 2,
      col: FINAL,
      block: [
        ['61', '', 'x'],
        ['62', '缓考'],
        ['63', ''],
      ],
      time: T,
    });
    expect(cellText(state, 'u3', 'final')).toBe('61');
    expect(cellText(state, 'u4', 'final')).toBe('62');
    expect(cellText(state, 'u4', MARK_COLUMN)).toBe('缓考');
    expect(Object.keys(state.drafts)).toEqual(['u3', 'u4']);
    expect(state.history.undo).toHaveLength(1);
  });
});

describe('the change log', () => {
  it('logs one line per cell typed (updated as typing goes on), pastes, fills and undos', () => {
    let state = run(type(1, FINAL, '5'), type(1, FINAL, '50', true));
    expect(state.log).toEqual([
      expect.objectContaining({
        student_name: '学生2',
        student_no: '202500002',
        column: '期末考试',
        before: '82',
        after: '50',
        how: '输入',
        time: T,
      }),
    ]);
    state = gridReducer(state, { type: 'undo', time: '10:00:05' });
    expect(state.log.at(-1)).toMatchObject({ before: '50', after: '82', how: '撤销', time: '10:00:05' });
    state = gridReducer(state, type(0, USUAL, '缺'));
    expect(state.log.slice(-2).map((entry) => [entry.column, entry.before, entry.after])).toEqual([
      ['平时成绩', '85', ''],
      ['特殊情况', '', '缺考'],
    ]);
  });
});

describe('rows the server refuses', () => {
  it('keeps a refused row with its msg, until it is changed', () => {
    let state = run(type(0, FINAL, '60'), type(1, FINAL, '61'));
    const good = sendOf(state, 'u1');
    const bad = sendOf(state, 'u2');
    state = gridReducer(state, { type: 'saved', sent: [good] });
    state = gridReducer(state, { type: 'refused', rows: [{ sent: bad, msg: '该学生已缓考，不能录入分数' }] });
    expect(state.drafts.u1).toBeUndefined();
    expect(state.drafts.u2?.final?.text).toBe('61');
    expect(state.refused).toEqual({ u2: '该学生已缓考，不能录入分数' });
    state = gridReducer(state, type(1, FINAL, '62'));
    expect(state.refused).toEqual({});
  });

  it('does not pin an old refusal on a row changed after it was sent', () => {
    let state = run(type(1, FINAL, '61'));
    const bad = sendOf(state, 'u2');
    state = gridReducer(state, type(1, USUAL, '70'));
    state = gridReducer(state, { type: 'refused', rows: [{ sent: bad, msg: '不行' }] });
    expect(state.refused).toEqual({});
  });
});

describe('restoring kept drafts', () => {
  it('takes them back as drafts (invalid ones too), cells typed since winning', () => {
    const kept = { texts: { u1: { usual: '11' }, u2: { final: '105', [MARK_COLUMN]: '缺考' } }, at: '' };
    let state = gridReducer(initialState(PARTS, ROWS, kept), type(0, USUAL, '99'));
    state = gridReducer(state, { type: 'offerRestored', time: T });
    expect(cellText(state, 'u1', 'usual')).toBe('99');
    expect(cellText(state, 'u2', 'final')).toBe('105');
    expect(cellText(state, 'u2', MARK_COLUMN)).toBe('缺考');
    expect(state.log.at(-1)?.how).toBe('恢复');
  });
});
