/**
 * Session hygiene (research note S1, S4): cookies carry SameSite (and Secure under
 * https); a 401 and a logout leave no session cookie and an empty query cache;
 * the 401 redirect remembers only the app path the user was on.
 */
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/api/http';
import { installApiUi } from '@/api/notify';
import { queryClient } from '@/api/query-client';
import { installUi } from '@/app/install-ui';
import { logout } from '@/app/session-actions';
import { getSession, SESSION_KEYS, setSession, setSessionValues } from '@/session/session';
import { server } from '../../support/msw';

/** Every one of the session values (spec §3's fourteen and the login account), and two cached queries. */
function startFullSession() {
  setSessionValues({
    token: '5f1c2b7e9a3d4c8b',
    username: '王建国',
    permissions: '1001,1002,2001',
    webTitle: '教务管理平台',
    sidebarScroll: 120,
    isSchool: 1,
    schoolId: 3,
    userType: 2,
    authId: 7,
    isPwdInitial: 0,
    signImg: 'https://jw-oss.example.edu.cn/sign/7.png',
    isShowMarkingPop: 1,
    pageType: 'selfTaught',
    isGenerateRoutes: true,
    account: 'wangjg',
  });
  queryClient.setQueryData(['/v1-info'], { code: 200 });
  queryClient.setQueryData(['/fs-point-list', { page: 1 }], { code: 200 });
  expect(SESSION_KEYS.every((key) => getSession(key) !== undefined)).toBe(true);
}

function expectNoSession() {
  expect(SESSION_KEYS.filter((key) => getSession(key) !== undefined)).toEqual([]);
  const names = document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim());
  expect(names.filter((name) => (SESSION_KEYS as readonly string[]).includes(name))).toEqual([]);
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
}

beforeEach(() => installApiUi({ showError: () => undefined, goToLogin: () => undefined }));

/** happy-dom's page address (http by default). */
const setPageUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

describe('cookie attributes', () => {
  const start = window.location.href;
  afterEach(() => setPageUrl(start));

  const written = () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    setSession('token', 'abc');
    return set.mock.calls.map(([value]) => value);
  };

  it('SameSite=Lax and Path=/ on http, not Secure (the cookie would not be stored)', () => {
    const [cookie] = written();
    expect(cookie).toMatch(/^token=abc; path=\/; sameSite=Lax$/);
  });

  it('Secure as soon as the page is https', () => {
    setPageUrl('https://jw.example.edu.cn/home');
    const [cookie] = written();
    expect(cookie).toMatch(/; sameSite=Lax; secure$/);
  });
});

describe('ending a session', () => {
  it('a 401 clears every session cookie and the query cache', async () => {
    startFullSession();
    server.use(http.get('*/v1-info', () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 })));
    await expect(apiRequest({ url: '/v1-info', method: 'GET' })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expectNoSession();
  });

  it('logout clears them too', async () => {
    startFullSession();
    await logout();
    expectNoSession();
  });

  it('logout clears them even when the server fails to answer', async () => {
    startFullSession();
    server.use(http.get('*/api/user/login/logout', () => HttpResponse.error()));
    await logout();
    expectNoSession();
  });
});

describe('the 401 redirect', () => {
  it('goes to login with the current app path, to come back after signing in', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/studentPointAE?page=2'],
    });
    installUi(() => router as never);
    setSession('token', 't-1');
    server.use(http.get('*/v1-info', () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 })));
    await apiRequest({ url: '/v1-info', method: 'GET' }).catch(() => undefined);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?redirect=%2FstudentPointAE%3Fpage%3D2');
  });
});
