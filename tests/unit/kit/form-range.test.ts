/**
 * A number outside its field's declared range is flagged in the words of the schema's messages,
 * also when the body schema itself has no bound (the control no longer moves it to the bound).
 */
import { describe, expect, it } from 'vitest';
import { rangeErrors, rangeProblem, type FormField } from '@/kit/form/form-fields';

const COUNT: FormField = { type: 'number', field: 'count', label: '订购数量', min: 0, max: 2000 };

describe('rangeProblem / rangeErrors', () => {
  it('says which bound a number passes, with the field’s label', () => {
    expect(rangeProblem(COUNT, -5)).toBe('订购数量不能小于 0');
    expect(rangeProblem(COUNT, 2001)).toBe('订购数量不能大于 2000');
    expect(rangeProblem(COUNT, 1999)).toBeUndefined();
    expect(rangeProblem(COUNT, undefined)).toBeUndefined();
  });

  it('collects the out-of-range numbers of a payload at their fields', () => {
    const name: FormField = { type: 'input', field: 'name', label: '名称' };
    expect(rangeErrors([COUNT, name], { count: 2001, name: '-5' })).toEqual({
      count: '订购数量不能大于 2000',
    });
  });
});
