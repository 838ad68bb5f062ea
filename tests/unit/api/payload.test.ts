import { describe, expect, it } from 'vitest';
import { compactBody, compactParams } from '@/api/payload';

describe('compactBody (forms drop empty, null and undefined values)', () => {
  it('drops empty string, null and undefined, keeps 0, false and negative numbers', () => {
    expect(
      compactBody({ name: '张三', note: '', phone: null, email: undefined, age: 0, lock: false, delta: -1 }),
    ).toEqual({ name: '张三', age: 0, lock: false, delta: -1 });
  });

  it('compacts FormData the same way', () => {
    const form = new FormData();
    form.append('id', '27');
    form.append('password', '');
    form.append('remark', 'null');
    form.append('extra', 'undefined');
    const compacted = compactBody(form);
    expect([...compacted.keys()]).toEqual(['id']);
  });

  it('leaves arrays, blobs and primitives alone', () => {
    const blob = new Blob(['x']);
    expect(compactBody(['', null])).toEqual(['', null]);
    expect(compactBody(blob)).toBe(blob);
    expect(compactBody(undefined)).toBeUndefined();
  });
});

describe('compactParams (query payloads also lose negative numbers and empty strings)', () => {
  it('drops negative numbers, NaN, empty strings, null and undefined', () => {
    expect(
      compactParams({
        page: 1,
        limit: 10,
        status: -1,
        school_id: NaN,
        keyword: '',
        name: null,
        x: undefined,
      }),
    ).toEqual({ page: 1, limit: 10 });
  });

  it('drops a negative number written as text (a value read from the page URL)', () => {
    expect(compactParams({ status: '-1', level: '-2.5', name: '-', code: '-1a', page: 1 })).toEqual({
      name: '-',
      code: '-1a',
      page: 1,
    });
  });

  it('keeps zero, false and non-empty strings', () => {
    expect(compactParams({ status: 0, lock: false, studentName: '李' })).toEqual({
      status: 0,
      lock: false,
      studentName: '李',
    });
  });

  it('never adds keys and is idempotent', () => {
    const input = { a: 1, b: '', c: -3, d: 'x' };
    const once = compactParams(input);
    expect(compactParams(once)).toEqual(once);
    expect(Object.keys(once).every((key) => key in input)).toBe(true);
  });
});
