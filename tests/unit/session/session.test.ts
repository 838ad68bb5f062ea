import { describe, expect, it } from 'vitest';
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
  it('holds the fourteen values of spec §3', () => {
    expect(SESSION_KEYS).toHaveLength(14);
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
