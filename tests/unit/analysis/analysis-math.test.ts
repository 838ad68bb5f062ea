/** The sums and rates behind the analysis screens' figures, tables and charts. */
import { describe, expect, it } from 'vitest';
import { perHead, rate, sum, sumMoney, weightedAverage } from '@/pages/analysis/analysis-math';
import { resultsOf } from '@/pages/analysis/exam-reports';
import { withTotalFee } from '@/pages/analysis/exam-statistics';

describe('analysis arithmetic', () => {
  it('sums, rates with one decimal, and no rate without a whole', () => {
    const rows = [
      { a: 1032, b: 1268 },
      { a: 845, b: 986 },
    ];
    expect(sum(rows, 'a')).toBe(1877);
    expect(rate(1877, 2254)).toBe(83.3);
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(5, 0)).toBeNull();
    expect(perHead(25360.5, 1032)).toBe(24.6);
    expect(perHead(10, 0)).toBeNull();
  });

  it('averages scores over students, not over courses', () => {
    const courses = [
      { avg_score: 80, examined_count: 1000 },
      { avg_score: 40, examined_count: 10 },
    ];
    expect(weightedAverage(courses, 'avg_score', 'examined_count')).toBe(79.6); // a plain mean would say 60
    expect(weightedAverage([{ avg_score: 70, examined_count: 0 }], 'avg_score', 'examined_count')).toBeNull();
  });

  it('adds money to the fen: the 合计 equals the sum of the rows', () => {
    const rows = [{ fee: 0.1 }, { fee: 0.2 }, { fee: 28800.35 }];
    expect(sumMoney(rows, 'fee')).toBe(28800.65);
    const sites = [
      withTotalFee({
        site_name: '甲',
        room_count: 1,
        session_count: 1,
        room_fee: 0.1,
        invigilation_fee: 0.2,
      }),
      withTotalFee({
        site_name: '乙',
        room_count: 1,
        session_count: 1,
        room_fee: 19200.05,
        invigilation_fee: 8000.1,
      }),
    ];
    expect(sites.map((site) => site.total_fee)).toEqual([0.3, 27200.15]);
    expect(sumMoney(sites, 'total_fee')).toBe(
      sumMoney(sites, 'room_fee') + sumMoney(sites, 'invigilation_fee'),
    );
  });

  it('counts the examined from the score bands, the passed from 60 up', () => {
    const english = resultsOf({
      course_name: '英语（二）',
      band_below_60: 185,
      band_60_69: 312,
      band_70_79: 398,
      band_80_89: 221,
      band_90_100: 80,
      avg_score: 71.6,
    });
    expect(english.examined).toBe(1196);
    expect(english.pass_rate).toBe(84.5);
  });
});
