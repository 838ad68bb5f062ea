import { describe, expect, it } from 'vitest';
import { idFrom } from '@/kit';

describe('a record id from the address', () => {
  it('is a positive whole number or nothing (spec §5: a negative value is never sent)', () => {
    expect(idFrom('21')).toBe(21);
    for (const value of ['-1', '0', '2.5', 'abc', '', null]) expect(idFrom(value)).toBeUndefined();
  });
});
