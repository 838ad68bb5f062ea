import { describe, expect, it } from 'vitest';
import { duplicateStems, optionLetters, questionIssues } from '@/pages/paper/question-rules';

describe('question rules', () => {
  it('reads option letters in the usual notations', () => {
    expect(optionLetters('A. 甲\nB、乙\n c 丙\n说明行\nD．丁')).toEqual(['A', 'B', 'C', 'D']);
    expect(optionLetters(undefined)).toEqual([]);
  });

  it('asks choice questions for at least two options', () => {
    expect(questionIssues({ style: 1, options: 'A. 只有一个', answer: 'A' })).toEqual([
      { path: 'options', message: '选择题至少要有 2 个选项，每行一个，如「A. …」' },
    ]);
  });

  it('checks the answer against the options and the question type', () => {
    const options = 'A. 甲\nB. 乙\nC. 丙';
    expect(questionIssues({ style: 1, options, answer: 'b' })).toEqual([]);
    expect(questionIssues({ style: 1, options, answer: 'D' })[0]?.message).toBe(
      '答案只能是选项字母（A、B、C）',
    );
    expect(questionIssues({ style: 1, options, answer: 'AB' })[0]?.message).toBe('单选题只能有一个答案');
    expect(questionIssues({ style: 2, options, answer: 'A' })[0]?.message).toBe('多选题至少有两个答案');
    expect(questionIssues({ style: 2, options, answer: 'A, C' })).toEqual([]);
    expect(questionIssues({ style: 1, options: 'A. 甲\nA. 乙' })[0]?.message).toBe('选项字母重复');
  });

  it('accepts only 正确 / 错误 for true-false and anything for essays', () => {
    expect(questionIssues({ style: 3, answer: '对' })[0]?.path).toBe('answer');
    expect(questionIssues({ style: 3, answer: '错误' })).toEqual([]);
    expect(questionIssues({ style: 6, answer: '言之成理即可' })).toEqual([]);
  });

  it('flags stems that differ only by spaces and punctuation', () => {
    const flagged = duplicateStems(['计划是首要职能。', '计划是 首要职能', '控制的类型？']);
    expect([...flagged]).toEqual(['计划是首要职能。', '计划是 首要职能']);
  });
});
