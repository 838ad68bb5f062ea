import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  ENABLED_OPTIONS,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  optionsOf,
  REVIEW_STATUS,
  roundYuan,
  schoolMonth,
  sumYuan,
  toFen,
  today,
  weekStartOf,
  schoolClock,
  SCHOOL_TIME_ZONE,
} from '@/kit';
import { columnTotals } from '@/kit/list/totals';
import { alignOf } from '@/kit/list/table-column';
import type { ListColumn } from '@/kit';
import { LINE_OF_SUFFIX, LINES } from '@/lines/line';
import { seededRandom } from '@/kit/seeded-random';

describe('dates in the school time zone', () => {
  afterEach(() => vi.useRealTimers());

  it('today is the Beijing calendar day, also before 08:00 when UTC is still yesterday', () => {
    // 2026-11-27 07:30 in Beijing is 2026-11-26 23:30 UTC.
    expect(today(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(today(new Date('2026-11-27T15:59:00Z'))).toBe('2026-11-27');
    expect(today(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('the school clock is Beijing time, agreeing with the time zone database', () => {
    expect(schoolClock(new Date('2026-11-26T23:30:05Z'))).toBe('07:30:05');
    expect(schoolClock(new Date('2026-06-30T16:00:00Z'))).toBe('00:00:00');
    const now = new Date('2026-12-05T06:07:08Z');
    const zoned = now.toLocaleTimeString('sv-SE', { timeZone: SCHOOL_TIME_ZONE });
    expect(schoolClock(now)).toBe(zoned);
  });

  it('today() without an argument reads the clock in Beijing time', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T17:00:00Z'), toFake: ['Date'] });
    expect(today()).toBe('2027-01-01');
    expect(schoolMonth()).toBe('2027-01');
  });

  it('formats time stamps and Date objects one way', () => {
    expect(formatDate('2026-03-18 14:40:00')).toBe('2026-03-18');
    expect(formatDate('2026-03-18T14:40:00', true)).toBe('2026-03-18 14:40');
    expect(formatDate('未定')).toBe('未定');
    expect(formatDate(new Date('2026-11-26T23:30:00Z'), true)).toBe('2026-11-27 07:30');
  });

  it('moves calendar days and finds the Monday of a week', () => {
    expect(addDays('2026-02-27', 7)).toBe('2026-03-06');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(weekStartOf('2026-03-15')).toBe('2026-03-09'); // Sunday belongs to the week before it
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('money in fen', () => {
  it('adds yuan exactly and rounds to the fen', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumYuan([0.1, 0.2])).toBe(0.3);
    expect(sumYuan([1999.99, 0.01, 12.5])).toBe(2012.5);
    expect(toFen(12.345)).toBe(1235);
    expect(roundYuan(2.675)).toBe(2.68);
  });

  it('has one formatter, with or without the ¥', () => {
    expect(formatMoney(12793)).toBe('¥12,793.00');
    expect(formatMoney(75893.4, { symbol: false })).toBe('75,893.40');
  });

  it('writes numbers as zh-CN Intl does, without Intl', () => {
    const random = seededRandom(7);
    const samples = [
      0, 1, -1, 0.5, 999, 1000, -1000, 1234567.891, 2.675, 1.005, 0.125, -0.375, 1e15, 1e-7, -3e-9,
    ];
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10);
      samples.push((random() - 0.3) * magnitude, Math.round((random() - 0.3) * magnitude) / 100);
    }
    for (const [minFraction, maxFraction] of [
      [0, 0],
      [0, 2],
      [2, 2],
      [1, 1],
      [0, 3],
    ] as const) {
      const intl = new Intl.NumberFormat('zh-CN', {
        minimumFractionDigits: minFraction,
        maximumFractionDigits: maxFraction,
      });
      for (const value of samples) {
        const expected = intl.format(value).replace(/^-(0(\.0+)?)$/, '$1'); // Intl writes −0 as -0
        expect(
          formatNumber(value, { minFraction, maxFraction }),
          `${value} ${minFraction}–${maxFraction}`,
        ).toBe(expected);
      }
    }
    expect(formatNumber(1234.5678)).toBe(new Intl.NumberFormat('zh-CN').format(1234.5678));
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });

  it('writes every percentage with one decimal, so a column of rates lines up', () => {
    expect([79, 86.94, 100, 0, 33.35, 0.04].map(formatPercent)).toEqual([
      '79.0%',
      '86.9%',
      '100.0%',
      '0.0%',
      '33.4%',
      '0.0%',
    ]);
  });
});

describe('shared statuses and line nouns', () => {
  it('offers the statuses it renders', () => {
    expect(ENABLED_OPTIONS).toEqual([
      { label: '启用', value: 1 },
      { label: '停用', value: 0 },
    ]);
    expect(optionsOf(REVIEW_STATUS).map((option) => option.label)).toEqual(['待审核', '已通过', '已驳回']);
  });

  it('names the station of each line', () => {
    expect(LINES.adultEducation.nouns.station).toBe('函授站');
    expect(LINE_OF_SUFFIX.ST.nouns.station).toBe('学习中心');
  });
});

describe('figures in tables', () => {
  type Row = { name: string; count: number; fee: number; rate: number; teachers: number };
  const rows: Row[] = [
    { name: '会计学', count: 3, fee: 0.1, rate: 50, teachers: 2 },
    { name: '法学', count: 1, fee: 0.2, rate: 100, teachers: 2 },
  ];
  const columns: ListColumn<Row>[] = [
    { key: 'name', title: '专业' },
    { key: 'count', title: '人数', valueType: 'number' },
    { key: 'fee', title: '费用', valueType: 'money' },
    { key: 'rate', title: '通过率', valueType: 'percent', total: (all) => (all[0]!.rate + all[1]!.rate) / 2 },
    { key: 'teachers', title: '教师', valueType: 'number', total: false },
  ];

  it('sums counts and money by default, takes a rate from its own total, and leaves the rest blank', () => {
    expect(columnTotals(columns, rows)).toEqual({ count: 4, fee: 0.3, rate: 75 });
  });

  it('right-aligns figures unless the column says otherwise', () => {
    expect(columns.map(alignOf)).toEqual([undefined, 'right', 'right', 'right', 'right']);
    expect(alignOf({ key: 'x', title: 'x', valueType: 'number', align: 'center' })).toBe('center');
    expect(alignOf({ key: 'x', title: 'x', valueType: 'date' })).toBeUndefined();
  });
});
