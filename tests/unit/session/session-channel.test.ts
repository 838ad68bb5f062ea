/**
 * One session across the tabs of the app (issue 53, finding 2): the tabs share the session cookies,
 * so a logout or a 401 in one tab ends the session in every tab and print window. Another tab is a
 * BroadcastChannel of the same name here (or, where there is none, a localStorage event).
 */
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/api/http';
import { installApiUi } from '@/api/notify';
import { queryClient } from '@/api/query-client';
import { logout, sessionEndedElsewhere } from '@/app/session-actions';
import { onSessionEnded, SESSION_CHANNEL } from '@/session/session-channel';
import { getSession, setSessionValues } from '@/session/session';
import { server } from '../../support/msw';

const shown: string[] = [];
beforeEach(() => {
  shown.length = 0;
  installApiUi({ showError: (message) => shown.push(message), goToLogin: () => undefined });
});

/** Another tab of the app: what it hears, and a way to speak on the channel. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { heard, channel };
}
const tabs: BroadcastChannel[] = [];
afterEach(() => {
  tabs.splice(0).forEach((channel) => channel.close());
  vi.unstubAllGlobals();
});

const signIn = (account: string, token: string) =>
  setSessionValues({ token, account, username: '王建国', pageType: 'adultEducation' });

describe('this tab tells the others', () => {
  it('when a request answers 401', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    signIn('wangjg', 'token-a');
    server.use(http.get('*/v1-info', () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 })));
    await apiRequest({ url: '/v1-info', method: 'GET' }).catch(() => undefined);
    await vi.waitFor(() => expect(other.heard).toEqual([{ type: 'session-ended', reason: 'expired' }]));
  });

  it('when the user logs out', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    signIn('wangjg', 'token-a');
    await logout();
    await vi.waitFor(() => expect(other.heard).toEqual([{ type: 'session-ended', reason: 'logout' }]));
  });

  it('through localStorage where there is no BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const items = new Map<string, string>();
    const written: [string, string][] = [];
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        written.push([key, value]);
        items.set(key, value);
      },
      removeItem: (key: string) => items.delete(key),
    });
    signIn('wangjg', 'token-a');
    await logout();
    const signal = written.find(([key]) => key === SESSION_CHANNEL);
    expect(JSON.parse(signal![1])).toMatchObject({ type: 'session-ended', reason: 'logout' });
    // a signal, not something kept
    expect(items.has(SESSION_CHANNEL)).toBe(false);
  });
});

describe('this tab hears the others', () => {
  it('a logout or a 401 in another tab, by BroadcastChannel or by a storage event', async () => {
    const reasons: string[] = [];
    const stop = onSessionEnded((reason) => reasons.push(reason));
    const other = otherTab();
    tabs.push(other.channel);
    other.channel.postMessage({ type: 'session-ended', reason: 'logout' });
    await vi.waitFor(() => expect(reasons).toEqual(['logout']));
    const value = JSON.stringify({ type: 'session-ended', reason: 'expired', at: 1 });
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANNEL, newValue: value }));
    expect(reasons).toEqual(['logout', 'expired']);
    // anything else on the channel is not an end
    other.channel.postMessage({ type: 'other' });
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANNEL, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'jw-tabs', newValue: value }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reasons).toEqual(['logout', 'expired']);
    stop();
    other.channel.postMessage({ type: 'session-ended', reason: 'logout' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reasons).toEqual(['logout', 'expired']);
  });

  it('goes to the login page: after a 401 with the spec message and the way back', () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/studentPointAE?page=2'],
    });
    queryClient.setQueryData(['/fs-point-list', { page: 1 }], { code: 200 });
    expect(sessionEndedElsewhere('expired', router.state.location)).toBe(
      '/?redirect=%2FstudentPointAE%3Fpage%3D2',
    );
    expect(shown).toEqual(['登录信息已过期，请重新登录']);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('after a logout with its own message and no way back (the next person signs in)', () => {
    expect(sessionEndedElsewhere('logout', { pathname: '/diplomaPrintAE', search: '?ids=1,2' })).toBe('/');
    expect(shown).toEqual(['已在其他窗口退出登录，请重新登录']);
  });

  it('never ends a session begun since in another tab (the next person already signed in)', () => {
    signIn('lihua', 'token-b');
    sessionEndedElsewhere('logout', { pathname: '/classAE', search: '' });
    expect(getSession('token')).toBe('token-b');
    expect(getSession('account')).toBe('lihua');
  });
});

describe('a 401 of a session that is over', () => {
  it('ends nothing: another tab signed the next person in while the request was on its way', async () => {
    signIn('wangjg', 'token-a');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1-info', async () => {
        await answered;
        return HttpResponse.json({ code: 401, msg: '' }, { status: 401 });
      }),
    );
    const request = apiRequest({ url: '/v1-info', method: 'GET' }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    signIn('lihua', 'token-b'); // cookies are shared by the tabs
    answer();
    await request;
    expect(getSession('token')).toBe('token-b');
    expect(shown).toEqual([]);
  });
});
