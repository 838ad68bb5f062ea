import { describe, expect, it } from 'vitest';
import { amountIssue, balanceIssue, moneyTotals, yuanText } from '@/pages/fees/fee-rules';

describe('fee money', () => {
  it('adds in fen, so 0.1 + 0.2 is 0.30', () => {
    expect(moneyTotals([{ paid: 0.1 }, { paid: 0.2 }], ['paid'])).toEqual({ paid: 0.3 });
    expect(moneyTotals([], ['paid', 'owed'])).toEqual({ paid: 0, owed: 0 });
  });
  it('checks 应收 = 实收 + 减免 + 欠费', () => {
    expect(balanceIssue({ receivable: 2600, paid: 740, reduced: 0, owed: 1860 })).toBeUndefined();
    expect(balanceIssue({ receivable: 2600, paid: 740, reduced: 0, owed: 1800 })).toBe(
      '应收与实收、减免、欠费之和相差 60.00 元',
    );
  });
  it('refuses a payment above what is owed, to the fen', () => {
    expect(amountIssue(1860, 1860)).toBeUndefined();
    expect(amountIssue(1860.01, 1860)).toBe('不能超过欠费 1,860.00 元');
    expect(amountIssue(undefined, 1860)).toBeUndefined();
  });
  it('writes money with thousands separators and two decimals', () => {
    expect(yuanText(109200)).toBe('109,200.00');
    expect(yuanText(0.3)).toBe('0.30');
  });
});
