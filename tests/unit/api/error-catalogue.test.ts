/** One test per row of the error catalogue (spec §8) and per request rule of spec §7. */
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/api/errors';
import { apiRequest } from '@/api/http';
import { pendingRequests } from '@/api/loading';
import { installApiUi } from '@/api/notify';
import { getSession, setSessionValues } from '@/session/session';
import { allowResponsesOutsideContract, server, skipRequestContract } from '../../support/msw';

const ui = { showError: vi.fn<(message: string) => void>(), goToLogin: vi.fn<() => void>() };

beforeEach(() => {
  // the request layer's own rules, with made-up paths, payloads and answers: not the contract's
  skipRequestContract();
  allowResponsesOutsideContract();
  ui.showError.mockReset();
  ui.goToLogin.mockReset();
  installApiUi(ui);
});

const get = (url: string, options = {}) => apiRequest({ url, method: 'GET' }, options);

function answer(status: number, body?: unknown) {
  server.use(
    http.get('*/v1-info', () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status }),
    ),
  );
}

describe('error catalogue', () => {
  it('401: login-expired message, session cleared, back to /', async () => {
    setSessionValues({ token: 't-1', username: '王建国', schoolId: 3 });
    answer(401, { code: 401, msg: 'token invalid' });
    await expect(get('/v1-info')).rejects.toMatchObject({
      kind: 'unauthorized',
      message: MESSAGES.unauthorized,
    });
    expect(ui.showError).toHaveBeenCalledWith('登录信息已过期，请重新登录');
    expect(ui.goToLogin).toHaveBeenCalledTimes(1);
    expect(getSession('token')).toBeUndefined();
    expect(getSession('schoolId')).toBeUndefined();
  });

  it.each([400, 500])('%i with msg: the server msg', async (status) => {
    answer(status, { code: status, msg: '该学生已存在，请勿重复添加' });
    await expect(get('/v1-info')).rejects.toMatchObject({ kind: 'http', status });
    expect(ui.showError).toHaveBeenCalledWith('该学生已存在，请勿重复添加');
  });

  it.each([400, 500])('%i without msg: the generic contact-the-administrator message', async (status) => {
    answer(status);
    await expect(get('/v1-info')).rejects.toMatchObject({ status, message: MESSAGES.generic });
    expect(ui.showError).toHaveBeenCalledWith('请求失败，请联系管理员');
  });

  it('500 with an HTML page (proxy error): generic message, no crash', async () => {
    server.use(http.get('*/v1-info', () => new HttpResponse('<html>Bad</html>', { status: 500 })));
    await expect(get('/v1-info')).rejects.toMatchObject({ message: MESSAGES.generic });
  });

  it.each([403, 404, 502, 504])(
    'other status %i: generic message even when a msg is sent',
    async (status) => {
      answer(status, { code: status, msg: '内部细节不应展示' });
      await expect(get('/v1-info')).rejects.toMatchObject({
        kind: 'http',
        status,
        message: MESSAGES.generic,
      });
      expect(ui.showError).toHaveBeenCalledWith(MESSAGES.generic);
    },
  );

  it('200 with code ≠ 200: msg shown as an error', async () => {
    answer(200, { code: 500, msg: '验证码错误', result: null });
    await expect(get('/v1-info')).rejects.toMatchObject({
      kind: 'business',
      code: 500,
      message: '验证码错误',
    });
    expect(ui.showError).toHaveBeenCalledWith('验证码错误');
  });

  it('200 with code ≠ 200 and no msg: generic message', async () => {
    answer(200, { code: 10001, result: null });
    await expect(get('/v1-info')).rejects.toMatchObject({ kind: 'business', message: MESSAGES.generic });
  });

  it('200 with an empty body: generic message', async () => {
    answer(200);
    await expect(get('/v1-info')).rejects.toMatchObject({ kind: 'empty', message: MESSAGES.generic });
    expect(ui.showError).toHaveBeenCalledWith(MESSAGES.generic);
  });

  it('network failure: network message', async () => {
    server.use(http.get('*/v1-info', () => HttpResponse.error()));
    await expect(get('/v1-info')).rejects.toMatchObject({ kind: 'network', message: MESSAGES.network });
  });

  it('a cancelled request (screen went away) shows nothing', async () => {
    server.use(
      http.get('*/v1-info', async () => {
        await delay(300);
        return HttpResponse.json({ code: 200, msg: 'ok', result: {} });
      }),
    );
    const controller = new AbortController();
    const request = apiRequest({ url: '/v1-info', method: 'GET', signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ kind: 'canceled' });
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('a response slower than the timeout: timeout message', async () => {
    // The browser's XMLHttpRequest gives up after `timeout` ms and axios rejects with this error;
    // happy-dom's has no timeout of its own, so the adapter stands in for it.
    const timedOut = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('timeout of 50ms exceeded', AxiosError.ECONNABORTED, config));
    await expect(
      apiRequest({ url: '/v1-info', method: 'GET', adapter: timedOut }, { timeout: 50 }),
    ).rejects.toMatchObject({ kind: 'timeout', message: MESSAGES.timeout });
    expect(ui.showError).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('200 with malformed JSON: generic message, no crash', async () => {
    server.use(http.get('*/v1-info', () => new HttpResponse('{"code":200,', { status: 200 })));
    await expect(get('/v1-info')).rejects.toMatchObject({ kind: 'empty', message: MESSAGES.generic });
  });

  it('silent calls reject without popping a message', async () => {
    answer(500, { code: 500, msg: '列表加载失败' });
    await expect(get('/v1-info', { silent: true })).rejects.toMatchObject({ message: '列表加载失败' });
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('a success envelope is returned whole', async () => {
    answer(200, { code: 200, msg: 'ok', result: { webTitle: '继续教育学院' } });
    await expect(get('/v1-info')).resolves.toEqual({
      code: 200,
      msg: 'ok',
      result: { webTitle: '继续教育学院' },
    });
    expect(ui.showError).not.toHaveBeenCalled();
  });
});

describe('file downloads', () => {
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('returns a File named from Content-Disposition (Chinese, RFC 5987)', async () => {
    server.use(
      http.get(
        '*/api/user/down/export-template',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'Content-Type': xlsx,
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('学生导入模板.xlsx')}`,
            },
          }),
      ),
    );
    const file = await apiRequest<File>({
      url: '/api/user/down/export-template',
      method: 'GET',
      responseType: 'blob',
    });
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('学生导入模板.xlsx');
    expect(file.size).toBe(4);
  });

  it('reads a JSON error inside a 200 blob and shows its msg', async () => {
    server.use(
      http.get('*/api/user/down/export-template', () =>
        HttpResponse.json({ code: 500, msg: '没有可导出的数据', result: null }),
      ),
    );
    await expect(
      apiRequest({ url: '/api/user/down/export-template', method: 'GET', responseType: 'blob' }),
    ).rejects.toMatchObject({ kind: 'business', message: '没有可导出的数据' });
    expect(ui.showError).toHaveBeenCalledWith('没有可导出的数据');
  });

  it('reads a JSON error inside a 400 blob and shows its msg', async () => {
    server.use(
      http.get('*/api/user/down/export-template', () =>
        HttpResponse.json({ code: 400, msg: '模板类型不存在' }, { status: 400 }),
      ),
    );
    await expect(
      apiRequest({ url: '/api/user/down/export-template', method: 'GET', responseType: 'blob' }),
    ).rejects.toMatchObject({ status: 400, message: '模板类型不存在' });
  });
});

describe('request rules', () => {
  it('sends the token header when logged in', async () => {
    setSessionValues({ token: 'tok-42' });
    let seen: string | null = null;
    server.use(
      http.get('*/v1-info', ({ request }) => {
        seen = request.headers.get('token');
        return HttpResponse.json({ code: 200, msg: 'ok', result: {} });
      }),
    );
    await get('/v1-info');
    expect(seen).toBe('tok-42');
  });

  it('signs with the token only: no XSRF cookie is read or sent', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-value';
    let seen: string | null = 'not seen';
    server.use(
      http.get('*/v1-info', ({ request }) => {
        seen = request.headers.get('x-xsrf-token');
        return HttpResponse.json({ code: 200, msg: 'ok', result: {} });
      }),
    );
    try {
      await get('/v1-info');
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    // (where the browser has cookieStore, axios read it asynchronously: the call waited for a task of its own)
    expect(seen).toBeNull();
  });

  it('merges extra headers from the call options over the generated ones', async () => {
    setSessionValues({ token: 'tok-42' });
    let seen: Record<string, string | null> = {};
    server.use(
      http.post('*/v1-esign-submit', ({ request }) => {
        seen = {
          ticket: request.headers.get('ticket'),
          token: request.headers.get('token'),
          contentType: request.headers.get('content-type'),
        };
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await apiRequest(
      {
        url: '/v1-esign-submit',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        data: { signImg: 'https://a.example/x.png' },
      },
      { headers: { ticket: 'est_3f9c1a7e5b2d4c60' } },
    );
    expect(seen).toEqual({
      ticket: 'est_3f9c1a7e5b2d4c60',
      token: 'tok-42',
      contentType: 'application/json',
    });
  });

  it('skipAuthRedirect: a 401 is a plain error (no logout, no redirect)', async () => {
    setSessionValues({ token: 't-1', username: '王建国' });
    answer(401, { code: 401, msg: '票据已过期' });
    await expect(get('/v1-info', { skipAuthRedirect: true, silent: true })).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(ui.goToLogin).not.toHaveBeenCalled();
    expect(ui.showError).not.toHaveBeenCalled();
    expect(getSession('token')).toBe('t-1');
    // Not silent: shown like any other error, still without the redirect.
    await expect(get('/v1-info', { skipAuthRedirect: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(ui.showError).toHaveBeenCalledWith(MESSAGES.unauthorized);
    expect(ui.goToLogin).not.toHaveBeenCalled();
  });

  it('rewrites fs- paths by the current page type', async () => {
    const hits: string[] = [];
    server.use(
      http.get('*/v1-own-year', () => {
        hits.push('own');
        return HttpResponse.json({ code: 200, msg: 'ok', result: [] });
      }),
      http.get('*/v1-adult-year', () => {
        hits.push('adult');
        return HttpResponse.json({ code: 200, msg: 'ok', result: [] });
      }),
    );
    await get('/fs-year');
    setSessionValues({ pageType: 'selfTaught' });
    await get('/fs-year');
    expect(hits).toEqual(['adult', 'own']);
  });

  it('drops empty and negative query values, and empty form values', async () => {
    let query = '';
    let body: unknown;
    server.use(
      http.get('*/api/user/realCheck/getRealChecks', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
      http.post('*/v1-admin-login-school', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: 'ok', result: {} });
      }),
    );
    await apiRequest({
      url: '/api/user/realCheck/getRealChecks',
      method: 'GET',
      params: { start: 1, perPage: 10, status: -1, studentName: '' },
    });
    expect(query).toBe('?start=1&perPage=10');
    await apiRequest({
      url: '/v1-admin-login-school',
      method: 'POST',
      data: { username: 'a', code: '', key: null },
    });
    expect(body).toEqual({ username: 'a' });
  });

  it('keepEmpty sends values as given', async () => {
    let query = '';
    server.use(
      http.get('*/api/user/realCheck/getRealChecks', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ code: 200, msg: 'ok', result: { total: 0, list: [] } });
      }),
    );
    await apiRequest(
      { url: '/api/user/realCheck/getRealChecks', method: 'GET', params: { status: -1 } },
      { keepEmpty: true },
    );
    expect(query).toBe('?status=-1');
  });

  it('reports download progress of a file, with the total from Content-Length', async () => {
    const bytes = new Uint8Array(64 * 1024).fill(7);
    server.use(
      http.get('*/v1-export', () =>
        HttpResponse.arrayBuffer(bytes.buffer, {
          headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.length) },
        }),
      ),
    );
    const progress: [number, number | undefined][] = [];
    const file = await apiRequest<File>(
      { url: '/v1-export', method: 'GET', responseType: 'blob' },
      { onDownloadProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    expect(file.size).toBe(bytes.length);
    expect(progress.at(-1)).toEqual([bytes.length, bytes.length]);
  });

  it('sends an object as JSON and FormData as multipart with its own boundary', async () => {
    const seen: { type: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/v1-info', async ({ request }) => {
        const type = request.headers.get('Content-Type');
        seen.push({
          type,
          body: type?.includes('json') ? await request.json() : Object.fromEntries(await request.formData()),
        });
        return HttpResponse.json({ code: 200, msg: 'ok', result: null });
      }),
    );
    await apiRequest({ url: '/v1-info', method: 'POST', data: { name: '广州站', page: 1 } });
    const form = new FormData();
    form.append('password', 'Abc12345');
    await apiRequest({
      url: '/v1-info',
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: form,
    });
    expect(seen[0]).toEqual({ type: 'application/json', body: { name: '广州站', page: 1 } });
    expect(seen[1]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]!.body).toEqual({ password: 'Abc12345' });
  });

  it('counts requests for the loading overlay unless a call disables it', async () => {
    server.use(
      http.get('*/v1-info', async () => {
        await delay(30);
        return HttpResponse.json({ code: 200, msg: 'ok', result: {} });
      }),
    );
    const shown = get('/v1-info');
    expect(pendingRequests()).toBe(1);
    await shown;
    expect(pendingRequests()).toBe(0);
    const hidden = get('/v1-info', { loading: false });
    expect(pendingRequests()).toBe(0);
    await hidden;
  });
});
