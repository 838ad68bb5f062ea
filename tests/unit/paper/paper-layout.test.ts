import { describe, expect, it } from 'vitest';
import { paginate, questionLines, sections, type LayoutQuestion } from '@/pages/paper/paper-layout';

const q = (seq: number, style: number, stem = '题干', options = '', score = 2): LayoutQuestion => ({
  seq,
  style,
  stem,
  options,
  score,
});

describe('paper layout', () => {
  it('groups questions by type with the marks of each section', () => {
    const groups = sections([q(1, 1), q(2, 1, '', '', 3), q(3, 5, '', '', 8)]);
    expect(groups.map((group) => [group.style, group.questions.length, group.total])).toEqual([
      [1, 2, 5],
      [5, 1, 8],
    ]);
  });

  it('estimates lines from stem length, options and answer space', () => {
    expect(questionLines(q(1, 1, '短', 'A. 甲\nB. 乙\nC. 丙\nD. 丁'))).toBe(6);
    expect(questionLines(q(1, 6, 'x'.repeat(76)), true)).toBe(2 + 12 + 1);
    expect(questionLines(q(1, 6, 'x'.repeat(76)))).toBe(3);
  });

  it('fills pages without splitting a question and marks section headings', () => {
    const questions = [q(1, 1), q(2, 1), q(3, 6), q(4, 6)];
    const pages = paginate(questions, 20, 4, true);
    expect(pages.map((page) => page.map((item) => item.question.seq))).toEqual([[1, 2], [3], [4]]);
    expect(pages[0]?.[0]?.heading).toBe(true);
    expect(pages[0]?.[1]?.heading).toBe(false);
    expect(pages[1]?.[0]?.heading).toBe(true);
    expect(pages[2]?.[0]?.heading).toBe(false);
    // a question taller than a page still gets a page of its own
    expect(paginate([q(1, 6, 'x'.repeat(2000))], 20, 4, true)).toHaveLength(1);
    // answers on the answer sheet: the same questions fit one page
    expect(paginate(questions, 20, 4)).toHaveLength(1);
  });
});
