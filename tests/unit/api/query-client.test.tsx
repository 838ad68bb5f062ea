import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQueryClient, lineScopedHash, shouldRetry } from '@/api/query-client';
import { useListFsYears } from '@/generated/api/basics/basics';
import { setSessionValues } from '@/session/session';
import { server } from '../../support/msw';

describe('retry policy', () => {
  it('never retries 4xx, 401 or business errors', () => {
    for (const error of [
      new ApiError('http', 'x', { status: 400 }),
      new ApiError('http', 'x', { status: 500 }),
      new ApiError('unauthorized', 'x', { status: 401 }),
      new ApiError('business', 'x', { code: 500 }),
      new ApiError('empty', 'x'),
      new ApiError('canceled', 'x'),
    ]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });

  it('retries network failures, timeouts and 502/503/504 at most twice', () => {
    for (const error of [
      new ApiError('network', 'x'),
      new ApiError('timeout', 'x'),
      new ApiError('http', 'x', { status: 503 }),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});

describe('line-scoped query cache', () => {
  it('hashes fs- keys with the page type and leaves others alone', () => {
    const adult = lineScopedHash(['/fs-year']);
    setSessionValues({ pageType: 'selfTaught' });
    expect(lineScopedHash(['/fs-year'])).not.toBe(adult);
    expect(lineScopedHash(['/v1-info'])).toBe(JSON.stringify(['/v1-info']));
  });

  it('never serves one line the other line’s data', async () => {
    server.use(
      http.get('*/v1-adult-year', () =>
        HttpResponse.json({ code: 200, msg: 'ok', result: [{ id: 2026, name: '成教2026' }] }),
      ),
      http.get('*/v1-own-year', () =>
        HttpResponse.json({ code: 200, msg: 'ok', result: [{ id: 2026, name: '自考2026' }] }),
      ),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const adult = renderHook(() => useListFsYears(), { wrapper });
    await waitFor(() => expect(adult.result.current.data?.result[0].name).toBe('成教2026'));
    adult.unmount();

    setSessionValues({ pageType: 'selfTaught' });
    const own = renderHook(() => useListFsYears(), { wrapper });
    await waitFor(() => expect(own.result.current.data?.result[0].name).toBe('自考2026'));
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
