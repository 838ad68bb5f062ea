import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, resetUnauthorizedGuard } from '@/api/http';
import { installApiUi } from '@/api/notify';
import { queryClient } from '@/api/query-client';
import { getSession, setSessionValues } from '@/session/session';
import { server } from '../../support/msw';

const ui = { showError: vi.fn<(message: string) => void>(), goToLogin: vi.fn<() => void>() };

beforeEach(() => {
  ui.showError.mockReset();
  ui.goToLogin.mockReset();
  installApiUi(ui);
  server.use(http.get('*/v1-info', () => HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 })));
});

describe('401 handling', () => {
  it('ten requests failing together give one message and one redirect', async () => {
    setSessionValues({ token: 't', pageType: 'selfTaught' });
    queryClient.setQueryData(['/v1-info'], { cached: true });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => apiRequest({ url: '/v1-info', method: 'GET' })),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ui.showError).toHaveBeenCalledTimes(1);
    expect(ui.showError).toHaveBeenCalledWith('登录信息已过期，请重新登录');
    expect(ui.goToLogin).toHaveBeenCalledTimes(1);
    expect(getSession('token')).toBeUndefined();
    expect(getSession('pageType')).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is handled again after the next login', async () => {
    await apiRequest({ url: '/v1-info', method: 'GET' }).catch(() => undefined);
    resetUnauthorizedGuard();
    installApiUi(ui); // a new login also resets the duplicate-message window
    await apiRequest({ url: '/v1-info', method: 'GET' }).catch(() => undefined);
    expect(ui.goToLogin).toHaveBeenCalledTimes(2);
  });

  it('a silent call still logs the user out', async () => {
    await apiRequest({ url: '/v1-info', method: 'GET' }, { silent: true }).catch(() => undefined);
    expect(ui.goToLogin).toHaveBeenCalledTimes(1);
  });
});
