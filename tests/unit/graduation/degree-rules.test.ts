import { describe, expect, it } from 'vitest';
import { degreeChecks, type DegreeFacts } from '@/pages/graduation/degree-rules';
import { splitEligible, suggestedRejection } from '@/pages/graduation/graduation-rules';

const ok: DegreeFacts = {
  graduated: true,
  average_score: 78.6,
  average_required: 70,
  english_score: 72,
  english_required: 60,
  thesis_grade: 2,
  thesis_required: 3,
};
const failed = (facts: DegreeFacts) =>
  degreeChecks(facts)
    .filter((check) => !check.ok)
    .map((check) => check.detail);

describe('degree conditions', () => {
  it('passes an applicant who meets every condition', () => {
    expect(failed(ok)).toEqual([]);
    expect(degreeChecks(ok).map((check) => check.detail)).toEqual([
      '已通过毕业审核',
      '课程平均成绩 78.6 分（要求 70 分）',
      '学位英语 72 分（合格 60 分）',
      '学位论文良好（要求中等及以上）',
    ]);
  });

  it('compares the average at one decimal, the boundary included', () => {
    expect(failed({ ...ok, average_score: 70 })).toEqual([]);
    expect(failed({ ...ok, average_score: 69.96 })).toEqual([]);
    expect(failed({ ...ok, average_score: 69.94 })).toEqual(['课程平均成绩 69.9 分，低于 70 分']);
  });

  it('needs a sat and passed degree English exam', () => {
    expect(failed({ ...ok, english_score: null })).toEqual(['未参加学位英语考试']);
    expect(failed({ ...ok, english_score: 60 })).toEqual([]);
    expect(failed({ ...ok, english_score: 58 })).toEqual(['学位英语 58 分，未达到 60 分']);
  });

  it('needs the thesis at the required grade or better', () => {
    expect(failed({ ...ok, thesis_grade: 3 })).toEqual([]);
    expect(failed({ ...ok, thesis_grade: 4 })).toEqual(['学位论文及格，未达到中等及以上']);
    expect(failed({ ...ok, thesis_grade: 3, thesis_required: 2 })).toEqual([
      '学位论文中等，未达到良好及以上',
    ]);
    expect(failed({ ...ok, thesis_grade: 0 })).toEqual(['学位论文未答辩']);
    expect(failed({ ...ok, thesis_grade: 5 })).toEqual(['学位论文不及格，未达到中等及以上']);
  });

  it('needs graduation first, and works with the shared selection helpers', () => {
    expect(failed({ ...ok, graduated: false })).toEqual(['尚未通过毕业审核']);
    const rows = [ok, { ...ok, english_score: null }];
    expect(splitEligible(rows, degreeChecks).eligible).toEqual([ok]);
    expect(suggestedRejection([rows[1]!], degreeChecks)).toBe('未参加学位英语考试');
  });
});
