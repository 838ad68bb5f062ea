import { describe, expect, it } from 'vitest';
import {
  commandOf,
  emptyCount,
  moveFrom,
  moveOnKey,
  parseMark,
  parseScore,
  pastedLines,
  scoresOf,
  totalOf,
  valuesOf,
} from '@/pages/scores/score-grid';

const PARTS = [
  { key: 'usual', name: '平时成绩', weight: 30 },
  { key: 'final', name: '期末考试', weight: 70 },
];

describe('score cells', () => {
  it('reads 0–100 with at most one decimal, empty as no score', () => {
    expect(parseScore(' 78.5 ')).toEqual({ value: 78.5 });
    expect(parseScore('0')).toEqual({ value: 0 });
    expect(parseScore('100')).toEqual({ value: 100 });
    expect(parseScore('')).toEqual({ value: null });
    expect(parseScore('100.5').error).toBe('分数不能超过 100');
    expect(parseScore('78.55').error).toBe('请输入 0–100 的分数，最多一位小数');
    expect(parseScore('-1').error).toBeDefined();
    expect(parseScore('八十').error).toBeDefined();
  });
  it('reads the special cases, also by their first character', () => {
    expect(parseMark('缺考')).toEqual({ mark: '缺考' });
    expect(parseMark('缓')).toEqual({ mark: '缓考' });
    expect(parseMark(' ')).toEqual({ mark: null });
    expect(parseMark('请假').error).toBe('只能填 缺考、缓考 或 作弊');
  });
});

describe('totals', () => {
  it('weights the parts and rounds to one decimal', () => {
    expect(totalOf({ usual: 85, final: 78 }, PARTS, null)).toBe(80.1);
    expect(totalOf({ usual: 70, final: 41 }, PARTS, null)).toBe(49.7);
    expect(totalOf({ usual: 100, final: 100 }, PARTS, null)).toBe(100);
  });
  it('has none while a part is empty or the student has a mark', () => {
    expect(totalOf({ usual: 92, final: null }, PARTS, null)).toBeNull();
    expect(totalOf({ usual: 92, final: 80 }, PARTS, '作弊')).toBeNull();
  });
  it('counts the empty cells, none for students with a mark', () => {
    expect(
      emptyCount(
        [
          { values: { usual: 92, final: null }, mark: null },
          { values: { usual: null, final: null }, mark: '缺考' },
          { values: { usual: null, final: null }, mark: null },
        ],
        PARTS,
      ),
    ).toBe(3);
  });
});

describe('scores in the contract', () => {
  it('are a list in the order of the parts, every part present (empty as null)', () => {
    expect(scoresOf({ final: 80, extra: 5 }, PARTS)).toEqual([
      { key: 'usual', score: null },
      { key: 'final', score: 80 },
    ]);
    expect(
      valuesOf([
        { key: 'usual', score: 92 },
        { key: 'final', score: null },
      ]),
    ).toEqual({ usual: 92, final: null });
  });
});

describe('pasting and moving', () => {
  it('takes a column copied from Excel, first cell of each line, trailing blank line dropped', () => {
    expect(pastedLines('85\r\n90\t优\r\n\r\n77\r\n')).toEqual(['85', '90', '', '77']);
  });
  it('moves with arrows and Enter, and they stay inside the grid', () => {
    expect(moveFrom({ row: 0, col: 0 }, 'ArrowDown', false, 3, 3)).toEqual({ row: 1, col: 0 });
    expect(moveFrom({ row: 0, col: 0 }, 'ArrowUp', false, 3, 3)).toEqual({ row: 0, col: 0 });
    expect(moveFrom({ row: 2, col: 2 }, 'ArrowRight', false, 3, 3)).toEqual({ row: 2, col: 2 });
    expect(moveFrom({ row: 1, col: 2 }, 'Enter', true, 3, 3)).toEqual({ row: 0, col: 2 });
    expect(moveFrom({ row: 2, col: 1 }, 'Enter', false, 3, 3)).toEqual({ row: 2, col: 1 });
    expect(moveFrom({ row: 0, col: 0 }, 'a', false, 3, 3)).toBeUndefined();
  });

  it('tabs across the rows and out of the grid at either end (no keyboard trap)', () => {
    expect(moveFrom({ row: 0, col: 2 }, 'Tab', false, 3, 3)).toEqual({ row: 1, col: 0 });
    expect(moveFrom({ row: 1, col: 0 }, 'Tab', true, 3, 3)).toEqual({ row: 0, col: 2 });
    // the last cell: Tab is the browser's (on to what follows the grid); the first: Shift+Tab
    expect(moveFrom({ row: 2, col: 2 }, 'Tab', false, 3, 3)).toBeUndefined();
    expect(moveFrom({ row: 0, col: 0 }, 'Tab', true, 3, 3)).toBeUndefined();
  });

  it('goes to the first and the last cell with Ctrl+Home / Ctrl+End (Home alone is the caret’s)', () => {
    expect(moveFrom({ row: 1, col: 1 }, 'Home', false, 3, 3, true)).toEqual({ row: 0, col: 0 });
    expect(moveFrom({ row: 1, col: 1 }, 'End', false, 3, 3, true)).toEqual({ row: 2, col: 2 });
    expect(moveFrom({ row: 1, col: 1 }, 'Home', false, 3, 3)).toBeUndefined();
    expect(moveFrom({ row: 1, col: 1 }, 'End', false, 3, 3)).toBeUndefined();
  });
});

describe('keys in a cell', () => {
  const press = (key: string, mods: { shift?: boolean; ctrl?: boolean; meta?: boolean } = {}) => ({
    key,
    shiftKey: !!mods.shift,
    ctrlKey: !!mods.ctrl,
    metaKey: !!mods.meta,
  });
  const here = { row: 1, col: 1 };

  it('moves with arrows, Tab and Enter (Shift backwards), with Ctrl or ⌘ only by Home / End', () => {
    expect(moveOnKey(here, press('ArrowDown'), 3, 3)).toEqual({ row: 2, col: 1 });
    expect(moveOnKey(here, press('Tab', { shift: true }), 3, 3)).toEqual({ row: 1, col: 0 });
    expect(moveOnKey(here, press('Enter', { shift: true }), 3, 3)).toEqual({ row: 0, col: 1 });
    expect(moveOnKey(here, press('End', { ctrl: true }), 3, 3)).toEqual({ row: 2, col: 2 });
    expect(moveOnKey(here, press('Home', { meta: true, shift: true }), 3, 3)).toEqual({ row: 0, col: 0 });
    // Ctrl+Arrow and Ctrl with a letter are no moves; Home alone is the caret's
    expect(moveOnKey(here, press('ArrowDown', { ctrl: true }), 3, 3)).toBeUndefined();
    expect(moveOnKey(here, press('z', { ctrl: true }), 3, 3)).toBeUndefined();
    expect(moveOnKey(here, press('Home'), 3, 3)).toBeUndefined();
  });

  it('takes Ctrl+S, Z, Shift+Z, Y and D (or ⌘) as the grid’s commands, any other key as none', () => {
    expect(commandOf(press('s', { ctrl: true }))).toBe('save');
    expect(commandOf(press('S', { ctrl: true, shift: true }))).toBe('save');
    expect(commandOf(press('z', { meta: true }))).toBe('undo');
    expect(commandOf(press('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(commandOf(press('y', { ctrl: true }))).toBe('redo');
    expect(commandOf(press('d', { ctrl: true }))).toBe('fill');
    expect(commandOf(press('s'))).toBeUndefined();
    expect(commandOf(press('c', { ctrl: true }))).toBeUndefined(); // copying is the browser's
    expect(commandOf(press('constructor', { ctrl: true }))).toBeUndefined();
  });
});
