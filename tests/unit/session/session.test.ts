import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getPageType,
  getSession,
  getToken,
  SESSION_KEYS,
  setSession,
  setSessionValues,
} from '@/session/session';

describe('session cookies', () => {
  it('holds the fourteen values of spec §3 and the login account (whose the kept drafts are)', () => {
    expect(SESSION_KEYS).toHaveLength(15);
    expect(SESSION_KEYS.at(-1)).toBe('account');
  });

  it('round-trips typed values through cookies', () => {
    setSessionValues({
      token: 'abc',
      username: '王建国',
      schoolId: 3,
      isPwdInitial: 1,
      pageType: 'selfTaught',
      isGenerateRoutes: true,
    });
    expect(document.cookie).toContain('token=abc');
    expect(getSession('username')).toBe('王建国');
    expect(getSession('schoolId')).toBe(3);
    expect(getSession('isPwdInitial')).toBe(1);
    expect(getSession('isGenerateRoutes')).toBe(true);
    expect(getPageType()).toBe('selfTaught');
  });

  it('parses the cookies once per task, sees its own writes at once and another tab’s from the next task', async () => {
    setSession('username', '王建国');
    const reads = vi.spyOn(Cookies, 'get');
    for (let i = 0; i < 50; i++) getPageType(); // a render hashing fifty query keys with the line
    expect(getSession('username')).toBe('王建国');
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    setSession('username', '李梅');
    expect(getSession('username')).toBe('李梅');
    document.cookie = `username=${encodeURIComponent('赵六')}; path=/`; // written by another tab
    await new Promise((resolve) => setTimeout(resolve));
    expect(getSession('username')).toBe('赵六');
  });

  it('defaults the page type to adult education and ignores junk', () => {
    expect(getPageType()).toBe('adultEducation');
    document.cookie = 'pageType=somethingElse; path=/';
    expect(getPageType()).toBe('adultEducation');
  });

  it('clears every session cookie', () => {
    for (const key of SESSION_KEYS) setSession(key, key === 'isGenerateRoutes' ? true : ('1' as never));
    clearSession();
    for (const key of SESSION_KEYS) expect(getSession(key)).toBeUndefined();
    expect(getToken()).toBeUndefined();
  });
});
