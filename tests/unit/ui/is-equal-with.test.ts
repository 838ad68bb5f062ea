import isEqualWith from '@/ui/is-equal-with';
import { describe, expect, it } from 'vitest';

// What Arco compares with it: tab ink styles, form values (nested, with dates), tree keys.
describe('isEqualWith (the build stand-in for lodash/isEqualWith)', () => {
  it('answers as lodash does for the values Arco compares', () => {
    expect(isEqualWith({ left: '12px', width: '80px' }, { width: '80px', left: '12px' })).toBe(true);
    expect(isEqualWith({ left: '12px' }, { left: '14px' })).toBe(false);
    expect(isEqualWith({ a: [1, { b: new Date(0) }] }, { a: [1, { b: new Date(0) }] })).toBe(true);
    expect(isEqualWith({ a: [1, { b: new Date(0) }] }, { a: [1, { b: new Date(1) }] })).toBe(false);
    expect(isEqualWith(['k1', 'k2'], ['k2', 'k1'])).toBe(false);
    expect(isEqualWith({ a: undefined }, {})).toBe(false);
    expect(isEqualWith(NaN, NaN)).toBe(true);
    expect(isEqualWith(undefined, { left: '0px' })).toBe(false);
  });

  it('refuses a customizer rather than ignore it', () => {
    expect(() => isEqualWith(1, 1, () => true)).toThrow(/customizer/);
  });
});
