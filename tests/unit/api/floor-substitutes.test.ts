/**
 * A build replaces axios's fetch adapter with "not available" and Arco's ResizeObserver polyfill
 * with the browser's (vite.config.ts floorSubstitutes, src/app/substitutes): safe only while the
 * app's requests go through XHR.
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { getFetch } from '@/app/substitutes/axios-fetch-adapter';
import nativeResizeObserver from '@/app/substitutes/resize-observer';

describe('floor substitutes', () => {
  it('the API instance picks XHR first (the fetch adapter is never reached)', () => {
    expect(http.defaults.adapter).toEqual(['xhr', 'http', 'fetch']);
  });

  it('the substitute fetch adapter says "not supported", as axios expects of an unusable one', () => {
    expect(getFetch()).toBe(false);
  });

  it("the substitute ResizeObserver is the environment's own", () => {
    expect(nativeResizeObserver).toBe(globalThis.ResizeObserver);
  });
});
