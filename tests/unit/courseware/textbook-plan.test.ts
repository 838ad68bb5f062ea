import { describe, expect, it } from 'vitest';
import { toFen } from '@/kit';
import { lineFigures, planTotals, stationQuantity, yuanOf } from '@/pages/courseware/textbook-plan';

describe('textbook plan quantities', () => {
  it('adds the spare share per station and rounds up, without float drift', () => {
    expect(stationQuantity(86, 5)).toBe(91);
    expect(stationQuantity(100, 5)).toBe(105);
    expect(stationQuantity(20, 5)).toBe(21);
    expect(stationQuantity(35, 0)).toBe(35);
    expect(stationQuantity(0, 10)).toBe(0);
    expect(stationQuantity(-3, 10)).toBe(0);
    expect(stationQuantity(3, 10)).toBe(4);
  });

  it('orders the need plus the adjustment minus the stock, never below zero', () => {
    expect(lineFigures({ price: 56, stock: 20, students: [86, 42, 35], extra: 0 }, 5)).toEqual({
      perStation: [91, 45, 37],
      need: 173,
      quantity: 153,
      cents: 856800,
    });
    expect(lineFigures({ price: 48.8, stock: 95, students: [0, 0, 35], extra: 0 }, 5).quantity).toBe(0);
    expect(lineFigures({ price: 32.5, stock: 0, students: [86, 0, 35], extra: -200 }, 5).quantity).toBe(0);
    expect(lineFigures({ price: 32.5, stock: 0, students: [86, 0, 35], extra: 2 }, 5).quantity).toBe(130);
  });

  it('totals per station and for the plan in cents', () => {
    const lines = [
      { price: 56, stock: 20, students: [86, 42, 35], extra: 0 },
      { price: 32.5, stock: 0, students: [86, 0, 35], extra: 2 },
      { price: 48.8, stock: 95, students: [0, 0, 35], extra: 0 },
    ];
    const totals = planTotals(lines, 5, 3);
    expect(totals).toEqual({
      perStation: [182, 45, 111],
      need: 338,
      quantity: 283,
      cents: 1279300,
      ordered: 2,
    });
    expect(yuanOf(totals.cents)).toBe('12,793.00');
    expect(planTotals([], 5, 2)).toEqual({ perStation: [0, 0], need: 0, quantity: 0, cents: 0, ordered: 0 });
  });

  it('keeps cents exact for prices that are not exact in binary', () => {
    expect(toFen(0.1) * 3).toBe(30);
    expect(yuanOf(lineFigures({ price: 19.9, stock: 0, students: [3], extra: 0 }, 0).cents)).toBe('59.70');
  });
});
