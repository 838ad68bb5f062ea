import { describe, expect, it } from 'vitest';
import {
  composeProblems,
  drawByRules,
  move,
  pickedTotal,
  rulesTotal,
  type BankQuestion,
  type ComposeRule,
} from '@/pages/paper/compose';
import { seededRandom } from '@/kit/seeded-random';

const q = (id: number, style: number, difficulty = 3, chapter_name = '第一章', status = 1): BankQuestion => ({
  id,
  style,
  difficulty,
  chapter_name,
  status,
});
const bank = [
  q(1, 1),
  q(2, 1),
  q(3, 1, 5),
  q(4, 1, 3, '第二章'),
  q(5, 3),
  q(6, 5, 4),
  q(7, 5, 4, '第一章', 0),
];
const rule = (over: Partial<ComposeRule>): ComposeRule => ({
  style: 1,
  difficulty: null,
  chapter_name: '',
  count: 1,
  score: 2,
  ...over,
});

describe('seeded draw', () => {
  it('draws the same questions for the same seed and others for another seed', () => {
    const rules = [rule({ count: 2 })];
    const a = drawByRules(rules, bank, 42).picked.map((item) => item.question.id);
    const b = drawByRules(rules, bank, 42).picked.map((item) => item.question.id);
    expect(a).toEqual(b);
    const seen = new Set<string>();
    for (let seed = 1; seed < 30; seed += 1)
      seen.add(JSON.stringify(drawByRules(rules, bank, seed).picked.map((item) => item.question.id)));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('never draws a question twice and filters by difficulty, chapter and status', () => {
    const { picked, outcomes } = drawByRules(
      [rule({ count: 4 }), rule({ style: 1, difficulty: 5 }), rule({ style: 5, count: 2, score: 6 })],
      bank,
      7,
    );
    const ids = picked.map((item) => item.question.id);
    expect(new Set(ids).size).toBe(ids.length);
    // rule 1 took all four single-choice questions, so rule 2 finds none left
    expect(outcomes).toEqual([
      { rule: 0, wanted: 4, available: 4, shortfall: 0 },
      { rule: 1, wanted: 1, available: 0, shortfall: 1 },
      { rule: 2, wanted: 2, available: 1, shortfall: 1 },
    ]);
    expect(drawByRules([rule({ chapter_name: '第二章' })], bank, 1).picked[0]?.question.id).toBe(4);
  });

  it('gives numbers in [0, 1)', () => {
    const random = seededRandom(0);
    for (let i = 0; i < 100; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('totals and problems', () => {
  it('adds marks without floating point noise', () => {
    expect(rulesTotal([rule({ count: 3, score: 0.1 }), rule({ count: 1, score: 0.2 })])).toBe(0.5);
    expect(pickedTotal([{ score: 0.1 }, { score: 0.2 }])).toBe(0.3);
  });

  it('names the shortfall, a total that is not the full marks, and a pass mark above it', () => {
    const { picked, outcomes } = drawByRules([rule({ style: 5, count: 2, score: 10 })], bank, 3);
    expect(composeProblems({ fullScore: 20, passScore: 30, picked, outcomes })).toEqual([
      '规则 1 题库只有 1 道符合的试题，还差 1 道',
      '题目分值合计 10 分，与满分 20 分不一致',
      '及格分不能高于满分',
    ]);
    expect(composeProblems({ fullScore: 4, passScore: 2, picked: [{ score: 2 }, { score: 2 }] })).toEqual([]);
    expect(composeProblems({ fullScore: 4, passScore: 2, picked: [] })).toEqual(['试卷还没有题目']);
  });

  it('moves an item within bounds', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
