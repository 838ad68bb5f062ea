/**
 * The score grid's saves as named actions (saveStarted, saveFailed, saveSucceeded, and any change
 * after a failure), the rows a save sends, the status line they make, and the store watcher the
 * draft storage and the autosave share.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  autosaveDue,
  gridReducer,
  initialState,
  type GridAction,
  type GridState,
} from '@/pages/scores/score-grid-state';
import { createGridStore, selectDrafts, watchStore } from '@/pages/scores/score-grid-store';
import { rowsToSend } from '@/pages/scores/score-save';
import { KEYS_HINT, statusIsBad, statusText, type StatusFacts } from '@/pages/scores/score-status';
import { PARTS, student } from './grid-fixtures';

const ROWS = [student(1, 85, 78), student(2, 84, 82), student(3, null, null)];
const run = (...actions: GridAction[]): GridState => actions.reduce(gridReducer, initialState(PARTS, ROWS));
const type = (row: number, col: number, text: string): GridAction => ({
  type: 'type',
  row,
  col,
  text,
  extend: false,
  time: '10:00:00',
});

describe('the save cycle', () => {
  it('saveStarted: saving, the last failure cleared', () => {
    const state = run({ type: 'saveFailed', error: '网络连接失败' }, { type: 'saveStarted' });
    expect(state.save).toMatchObject({ saving: true, failure: undefined });
  });

  it('saveFailed: not saving, why, and autosave paused', () => {
    const state = run({ type: 'saveStarted' }, { type: 'saveFailed', error: '网络连接失败' });
    expect(state.save).toEqual({ saving: false, failure: '网络连接失败', autosavePaused: true });
  });

  it('saveSucceeded: not saving, when, no failure, autosave on', () => {
    const state = run(
      { type: 'saveFailed', error: '网络连接失败' },
      { type: 'saveStarted' },
      { type: 'saveSucceeded', time: '14:40:05' },
    );
    expect(state.save).toEqual({ saving: false, savedAt: '14:40:05', autosavePaused: false });
  });

  it('a change after a failure turns autosave on again; a keystroke otherwise keeps the same save state', () => {
    const failed = run({ type: 'saveFailed', error: '网络连接失败' });
    expect(gridReducer(failed, type(0, 1, '90')).save.autosavePaused).toBe(false);
    const calm = run();
    expect(gridReducer(calm, type(0, 1, '90')).save).toBe(calm.save); // nothing re-renders for it
  });
});

describe('autosave', () => {
  it('is due while there are drafts, not during a save, nor after a failure until the next change', () => {
    expect(autosaveDue(run())).toBe(false);
    expect(autosaveDue(run(type(0, 1, '90')))).toBe(true);
    expect(autosaveDue(run(type(0, 1, '90'), { type: 'saveStarted' }))).toBe(false);
    const failed = run(
      type(0, 1, '90'),
      { type: 'saveStarted' },
      { type: 'saveFailed', error: '网络连接失败' },
    );
    expect(autosaveDue(failed)).toBe(false);
    expect(autosaveDue(gridReducer(failed, type(0, 1, '91')))).toBe(true);
  });
});

describe('rowsToSend', () => {
  it('saving: the rows with drafts that are ready; autosave leaves refused rows to a change or 保存', () => {
    let state = run(type(0, 1, '90'), type(1, 1, '91'), type(2, 0, 'abc'));
    expect(rowsToSend(state, 0, false)!.map((row) => row.uuid)).toEqual(['u1', 'u2']);
    state = gridReducer(state, {
      type: 'refused',
      rows: [{ sent: rowsToSend(state, 0, false)![1]!, msg: '学号不存在' }],
    });
    expect(rowsToSend(state, 0, true)!.map((row) => row.uuid)).toEqual(['u1']);
    expect(rowsToSend(state, 0, false)!.map((row) => row.uuid)).toEqual(['u1', 'u2']);
  });

  it('submitting: every row, or nothing while one is not ready', () => {
    expect(rowsToSend(run(type(2, 0, '60'), type(2, 1, '70')), 1, false)).toHaveLength(3);
    expect(rowsToSend(run(type(2, 0, 'abc')), 1, false)).toBeUndefined();
  });
});

describe('the status line', () => {
  const calm: StatusFacts = { locked: false, saving: false, dirty: 0, invalid: 0, refused: 0 };
  it.each<[string, Partial<StatusFacts>, string]>([
    ['locked above all', { locked: true, saving: true, dirty: 3 }, '已提交，只读'],
    ['saving', { saving: true, failure: '网络连接失败', dirty: 2 }, '正在保存…'],
    [
      'a failed save, with how to retry',
      { failure: '网络连接失败', dirty: 2, invalid: 1 },
      '保存失败：网络连接失败。2 行未保存，按 Ctrl+S 或点「保存」重试',
    ],
    ['invalid rows', { invalid: 1, refused: 1, dirty: 2 }, '1 行有错误，改正后才能保存'],
    ['refused rows', { refused: 2, dirty: 2 }, '2 行未保存：服务器拒绝了这些行，原因见行末'],
    ['unsaved rows', { dirty: 4, savedAt: '14:40:05' }, '4 行未保存'],
    ['saved', { savedAt: '14:40:05' }, '已保存 14:40:05'],
    ['the keys, when nothing else', {}, KEYS_HINT],
  ])('%s', (_name, facts, text) => {
    expect(statusText({ ...calm, ...facts })).toBe(text);
  });

  it('is red for a failure, an invalid or a refused row only', () => {
    expect(statusIsBad({ ...calm, dirty: 3 })).toBe(false);
    expect(statusIsBad({ ...calm, failure: '网络连接失败' })).toBe(true);
    expect(statusIsBad({ ...calm, refused: 1 })).toBe(true);
  });
});

describe('watchStore', () => {
  it('tells of a change of the slice only, not of every dispatch', () => {
    const store = createGridStore(initialState(PARTS, ROWS));
    const heard = vi.fn();
    const stop = watchStore(store, selectDrafts, heard);
    store.dispatch({ type: 'saveStarted' }); // drafts unchanged
    expect(heard).not.toHaveBeenCalled();
    store.dispatch(type(0, 1, '90'));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    store.dispatch(type(0, 1, '91'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
