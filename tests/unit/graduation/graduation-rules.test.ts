import { describe, expect, it } from 'vitest';
import {
  failedSummary,
  graduationChecks,
  meetsAll,
  splitEligible,
  suggestedRejection,
  withScan,
  type GraduationFacts,
} from '@/pages/graduation/graduation-rules';

const ok: GraduationFacts = {
  credits_earned: 80,
  credits_required: 80,
  owed: 0,
  thesis_status: 1,
  thesis_score: '良好',
  photo_status: 2,
};

describe('graduation conditions', () => {
  it('passes an applicant who meets every condition', () => {
    const checks = graduationChecks(ok);
    expect(checks.map((check) => check.key)).toEqual(['credits', 'fees', 'thesis', 'photo']);
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(checks[2]!.detail).toBe('毕业论文已通过（良好）');
    expect(meetsAll(ok)).toBe(true);
  });

  it('counts missing credits, tolerating float noise and half credits', () => {
    expect(graduationChecks({ ...ok, credits_earned: 74 })[0]).toMatchObject({
      ok: false,
      detail: '已获 74 学分，尚差 6 学分',
    });
    expect(graduationChecks({ ...ok, credits_earned: 79.99999 })[0]!.ok).toBe(true);
    expect(graduationChecks({ ...ok, credits_earned: 79.5 })[0]!.detail).toBe(
      '已获 79.5 学分，尚差 0.5 学分',
    );
    expect(graduationChecks({ ...ok, credits_earned: 82, credits_required: 78 })[0]!.ok).toBe(true);
  });

  it('blocks on any fee owed, to the fen', () => {
    expect(graduationChecks({ ...ok, owed: 0.01 })[1]).toMatchObject({ ok: false, detail: '欠费 0.01 元' });
    expect(graduationChecks({ ...ok, owed: 1300 })[1]!.detail).toBe('欠费 1,300.00 元');
    expect(graduationChecks({ ...ok, owed: 0.001 })[1]!.ok).toBe(true);
  });

  it('accepts a passed thesis or a level without one, nothing else', () => {
    expect(graduationChecks({ ...ok, thesis_status: 3, thesis_score: null })[2]).toMatchObject({
      ok: true,
      detail: '本层次无论文要求',
    });
    expect(graduationChecks({ ...ok, thesis_status: 0, thesis_score: null })[2]!.ok).toBe(false);
    expect(graduationChecks({ ...ok, thesis_status: 2, thesis_score: '不及格' })[2]!.detail).toBe(
      '毕业论文未通过（不及格）',
    );
  });

  it('needs an approved photo', () => {
    for (const status of [0, 1, 3])
      expect(graduationChecks({ ...ok, photo_status: status })[3]!.ok).toBe(false);
    expect(graduationChecks({ ...ok, photo_status: 1 })[3]!.detail).toBe('毕业照片待审核');
  });

  it('splits a selection and summarises what the others fail', () => {
    const rows = [
      { id: 1, ...ok },
      { id: 2, ...ok, credits_earned: 70 },
      { id: 3, ...ok, credits_earned: 70, owed: 100 },
    ];
    const { eligible, blocked } = splitEligible(rows);
    expect(eligible.map((row) => row.id)).toEqual([1]);
    expect(blocked.map((row) => row.id)).toEqual([2, 3]);
    expect(failedSummary(blocked)).toBe('学分不符 2 人、缴费不符 1 人');
    expect(failedSummary([ok])).toBe('');
  });

  it('suggests a rejection from the failed conditions', () => {
    expect(suggestedRejection([{ ...ok, credits_earned: 74, photo_status: 3 }])).toBe(
      '已获 74 学分，尚差 6 学分；毕业照片未通过',
    );
    expect(suggestedRejection([ok])).toBe('');
    expect(
      suggestedRejection([
        { ...ok, owed: 5 },
        { ...ok, thesis_status: 0, thesis_score: null },
      ]),
    ).toBe('未满足毕业条件（缴费、论文）');
  });
});

describe('certificate scans', () => {
  it('keeps the newest two, the new one first', () => {
    expect(withScan([], 'a')).toEqual(['a']);
    expect(withScan(['b'], 'a')).toEqual(['a', 'b']);
    expect(withScan(['b', 'c'], 'a')).toEqual(['a', 'b']);
  });
});
