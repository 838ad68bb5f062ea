// @vitest-environment node
/** The sweep's blame under a fault (tests/e2e/support/screen-faults.ts): only the fault's own failures are excused. */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { causedByFault, SCREEN_FAULTS, type ArmedFault } from '../../e2e/support/screen-faults';

const request = (path: string) => ({ url: () => `http://127.0.0.1${path}`, method: () => 'GET' }) as Request;
const LIST = request('/v1-adult-point-list?page=1&limit=10');
const LOOKUP = request('/v1-basis-dict-sex');
const armed = (key: string): Pick<ArmedFault, 'fault' | 'hit'> => ({
  fault: SCREEN_FAULTS.find((fault) => fault.key === key)!,
  hit: (candidate) => candidate === LIST,
});

describe('causedByFault', () => {
  it('excuses the broken operation, by its answer or its failure', () => {
    expect(causedByFault(armed('500'), LIST, { status: 500, faultHeader: true })).toBe(true);
    expect(causedByFault(armed('network'), LIST, {})).toBe(true);
    // a fault's answer arriving after the fault was lifted
    expect(causedByFault(undefined, LIST, { status: 502, faultHeader: true })).toBe(true);
  });

  it('blames the screen for any other request failing while a fault is on', () => {
    expect(causedByFault(armed('500'), LOOKUP, { status: 500 })).toBe(false);
    expect(causedByFault(armed('502'), LOOKUP, {})).toBe(false);
    expect(causedByFault(armed('400'), LOOKUP, { status: 422 })).toBe(false);
  });

  it('after a 401, excuses what the way to the login cancels or refuses, nothing else', () => {
    expect(causedByFault(armed('401'), LOOKUP, { aborted: true })).toBe(true);
    expect(causedByFault(armed('401'), LOOKUP, { status: 401 })).toBe(true);
    expect(causedByFault(armed('401'), LOOKUP, { status: 500 })).toBe(false);
  });
});
