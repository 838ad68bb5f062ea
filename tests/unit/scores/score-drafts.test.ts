import { describe, expect, it } from 'vitest';
import type { ScoreEntryRow } from '@/generated/model';
import {
  draftName,
  editsFor,
  loadDrafts,
  MARK_COLUMN,
  offerOf,
  overlay,
  storeDrafts,
  type DraftTexts,
} from '@/pages/scores/score-drafts';
import { markIn, pastedBlock } from '@/pages/scores/score-grid';
import type { Kept, KeptEntry } from '@/session/user-storage';

/** A kept entry (user-storage.ts) in memory. */
function memoryEntry() {
  const entry: KeptEntry<DraftTexts> & { kept?: Kept<DraftTexts> } = {
    owner: 'zhangsan',
    kept: undefined,
    read: () => entry.kept,
    write: (value, label) => void (entry.kept = { value, label, at: '2026-11-23T02:00:00.000Z' }),
    remove: () => void (entry.kept = undefined),
    stillSignedIn: () => true,
  };
  return entry;
}

const ROW: ScoreEntryRow = {
  student_uuid: 'u1',
  student_no: '2025001',
  student_name: '陈浩然',
  scores: [
    { key: 'usual', score: 85 },
    { key: 'final', score: null },
  ],
  mark: null,
};
const rowOf = (uuid: string) => (uuid === 'u1' ? ROW : undefined);

describe('drafts kept in the browser', () => {
  it('are kept per class and course (for the user signed in: user-storage.ts), and come back as written', () => {
    expect(draftName(1, 3)).not.toBe(draftName(2, 3));
    expect(draftName(1, 3)).not.toBe(draftName(1, 4));
    const entry = memoryEntry();
    storeDrafts(entry, { u1: { final: '61', usual: '105' } }, '成绩录入：2 个成绩');
    expect(loadDrafts(entry)).toEqual({
      texts: { u1: { final: '61', usual: '105' } },
      at: '2026-11-23T02:00:00.000Z',
    });
    expect(entry.kept?.label).toBe('成绩录入：2 个成绩');
    storeDrafts(entry, {}, '');
    expect(entry.kept).toBeUndefined();
  });

  it('survive a broken or foreign value without throwing', () => {
    const entry = memoryEntry();
    entry.kept = { value: 'oops' as never, label: '', at: '' };
    expect(loadDrafts(entry)).toBeUndefined();
    entry.kept = { value: { u1: { final: 5, usual: '7' }, u2: null } as never, label: '', at: 'x' };
    expect(loadDrafts(entry)).toEqual({ texts: { u1: { usual: '7' } }, at: 'x' });
  });

  it('are offered back only for students and columns still there and texts that differ from the server', () => {
    const offer = offerOf(
      { u1: { usual: '85', final: '105', gone: '1', [MARK_COLUMN]: '缺考' }, u9: { final: '60' } },
      rowOf,
      ['usual', 'final', MARK_COLUMN],
    );
    expect(offer).toEqual({ u1: { final: '105', [MARK_COLUMN]: '缺考' } });
  });

  it('while an offer is open, cells typed since lie over it', () => {
    expect(overlay({ u1: { usual: '1', final: '2' } }, { u1: { final: '3' }, u2: { usual: '4' } })).toEqual({
      u1: { usual: '1', final: '3' },
      u2: { usual: '4' },
    });
  });
});

describe('what a typed text means', () => {
  it('reads a mark from its name or first character only', () => {
    expect(markIn('缺考')).toBe('缺考');
    expect(markIn(' 缓 ')).toBe('缓考');
    expect(markIn('作')).toBe('作弊');
    expect(markIn('考')).toBeUndefined();
    expect(markIn('85')).toBeUndefined();
    expect(markIn('')).toBeUndefined();
  });

  it('turns a mark in a score column into the row mark and an empty score', () => {
    expect(editsFor('u1', 'final', '缺考')).toEqual([
      { uuid: 'u1', col: 'final', text: '' },
      { uuid: 'u1', col: MARK_COLUMN, text: '缺考' },
    ]);
    expect(editsFor('u1', MARK_COLUMN, '缓')).toEqual([{ uuid: 'u1', col: MARK_COLUMN, text: '缓考' }]);
    expect(editsFor('u1', 'final', '105')).toEqual([{ uuid: 'u1', col: 'final', text: '105' }]);
  });

  it('takes 缺考 typed one character at a time as one word (缺 has already made it whole)', () => {
    // 特殊情况: 缺 → 缺考, then 考 typed on
    expect(editsFor('u1', MARK_COLUMN, '缺考考')).toEqual([{ uuid: 'u1', col: MARK_COLUMN, text: '缺考' }]);
    expect(editsFor('u1', MARK_COLUMN, '作弊弊')).toEqual([{ uuid: 'u1', col: MARK_COLUMN, text: '作弊' }]);
    // anything else after a mark stays wrong, to be corrected
    expect(editsFor('u1', MARK_COLUMN, '缺考了')).toEqual([{ uuid: 'u1', col: MARK_COLUMN, text: '缺考了' }]);
    // a score column: 缺 set the mark and emptied the cell; the 考 after it changes nothing
    expect(editsFor('u1', 'final', '考', '缺考')).toEqual([]);
    expect(editsFor('u1', 'final', '考')).toEqual([{ uuid: 'u1', col: 'final', text: '考' }]);
    expect(editsFor('u1', 'final', '8', '缺考')).toEqual([{ uuid: 'u1', col: 'final', text: '8' }]);
  });

  it('splits a block copied from Excel into lines and tab-separated cells', () => {
    expect(pastedBlock('85\t90\r\n缺考\t\r\n')).toEqual([
      ['85', '90'],
      ['缺考', ''],
    ]);
  });
});
