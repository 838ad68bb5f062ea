/** `?redirect=` after login: only paths of this app (OWASP ASVS 3.7.2; research note R1). */
import { describe, expect, it } from 'vitest';
import { requireLogin, skipLoginWhenSignedIn } from '@/app/guards';
import { afterLoginPath, loginPath, safeRedirect } from '@/app/login-redirect';
import { setSession } from '@/session/session';

const ORIGIN = 'https://jw.example.edu.cn';

/** Values an attacker may put in `?redirect=`, as they arrive in the query string (still encoded). */
const HOSTILE = [
  '//evil.com',
  '%2F%2Fevil.com',
  '%2f%2Fevil.com%2F',
  '/\\evil.com',
  '%2F%5Cevil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0D%0A/evil.com',
  '\\\\evil.com',
  'https://evil.com',
  'https:evil.com',
  'HTTPS://evil.com/home',
  '//evil.com/%2F..',
  '///evil.com',
  ['javascript', 'alert(1)'].join(':'), // built: the lint forbids script URLs in source
  'JaVaScRiPt%3Aalert(1)',
  '%20javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%252F%252Fevil.com',
  // dot segments that leave `//host` once the URL parser has resolved them
  '/home/..//evil.com',
  '/.//evil.com',
  '/%2e%2e//evil.com',
  '/home/%2E%2E/%2F%2Fevil.com',
  ' /home',
  'evil.com',
  '',
  '/',
];

describe('safeRedirect', () => {
  it.each(HOSTILE)('refuses %j (goes home instead)', (raw) => {
    const value = new URLSearchParams(`redirect=${raw}`).get('redirect');
    expect(safeRedirect(value, ORIGIN)).toBeUndefined();
    expect(afterLoginPath(`?redirect=${raw}`)).toBe('/home');
  });

  it('returns only a single-slash path of the origin, whatever is left after parsing', () => {
    // each hostile value also as the tail of an app path: those are paths of this app, and accepted
    const candidates = HOSTILE.flatMap((raw) => [raw, `/home${raw}`, `/classAE?from=${raw}`, `/home/${raw}`]);
    const accepted = candidates
      .map((raw) => safeRedirect(new URLSearchParams(`redirect=${raw}`).get('redirect'), ORIGIN))
      .filter((target) => target !== undefined);
    expect(accepted.length).toBeGreaterThanOrEqual(2 * HOSTILE.length); // the checks below see many
    for (const target of accepted) {
      expect(target).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it.each([
    ['/studentPointAE', '/studentPointAE'],
    ['/studentPointAE?page=2&name=%E5%B9%BF%E5%B7%9E', '/studentPointAE?page=2&name=%E5%B9%BF%E5%B7%9E'],
    ['/addStudentPointAE?id=12#top', '/addStudentPointAE?id=12#top'],
    ['/home/../classAE', '/classAE'],
  ])('keeps the app path %j', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it('round-trips the path a 401 saves', () => {
    const from = { pathname: '/studentPointAE', search: '?page=2&name=广州' };
    const url = loginPath(from);
    expect(url).toBe('/?redirect=%2FstudentPointAE%3Fpage%3D2%26name%3D%E5%B9%BF%E5%B7%9E');
    expect(afterLoginPath(url.slice(1))).toBe('/studentPointAE?page=2&name=%E5%B9%BF%E5%B7%9E');
    expect(loginPath({ pathname: '/', search: '?redirect=%2FclassAE' })).toBe('/');
    expect(loginPath()).toBe('/');
  });
});

describe('no 身份证号 or 手机号 in ?redirect= (issue 53, finding 5)', () => {
  const ID = '44010619900307123X';
  const PHONE = '13812345678';
  /** The path a login URL comes back to, decoded. */
  const back = (url: string) => new URLSearchParams(url.slice(url.indexOf('?'))).get('redirect') ?? '';

  it.each([
    [`?id_card=${ID}&page=2`, '?page=2'],
    [`?id_card=${ID.toLowerCase()}`, ''],
    [`?mobile=${PHONE}&name=%E5%BC%A0%E4%B8%89`, '?name=%E5%BC%A0%E4%B8%89'],
    [`?keyword=${encodeURIComponent(`张三 ${PHONE}`)}&page=3`, '?page=3'],
    [`?a=${ID}&b=${PHONE}`, ''],
  ])('drops the query values that hold one: %s', (search, kept) => {
    const url = loginPath({ pathname: '/studentInfoAE', search });
    expect(back(url)).toBe(`/studentInfoAE${kept}`);
    expect(decodeURIComponent(url)).not.toContain(ID.slice(6));
    expect(decodeURIComponent(url).toUpperCase()).not.toContain(ID.toUpperCase());
    expect(decodeURIComponent(url)).not.toContain(PHONE);
  });

  it.each([
    ['?page=2&id=12', '?page=2&id=12'],
    // other numbers: a 12-digit 准考证号, a 10-digit number, 12 digits starting with 1, 17 digits
    ['?exam_no=010122100345', '?exam_no=010122100345'],
    ['?no=1381234567', '?no=1381234567'],
    ['?no=138123456789', '?no=138123456789'],
    ['?no=44010619900307123', '?no=44010619900307123'],
    ['?phone=23812345678', '?phone=23812345678'],
  ])('keeps other values: %s', (search, kept) => {
    expect(back(loginPath({ pathname: '/classAE', search }))).toBe(`/classAE${kept}`);
  });

  it('the guard and the 401 both go through it', () => {
    let thrown: unknown;
    try {
      requireLogin({ request: new Request(`${window.location.origin}/studentAE?id_card=${ID}&page=2`) });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/?redirect=%2FstudentAE%3Fpage%3D2');
  });
});

describe('the guards', () => {
  const request = (path: string) => ({ request: new Request(`${window.location.origin}${path}`) });

  it('a deep link without a token goes to login with the path to come back to', () => {
    let thrown: unknown;
    try {
      requireLogin(request('/classAE?page=3'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/?redirect=%2FclassAE%3Fpage%3D3');
  });

  it('a signed-in user on the login page goes to a safe redirect, else home', () => {
    expect(skipLoginWhenSignedIn(request('/?redirect=%2FclassAE'))).toBeNull();
    setSession('token', 't-1');
    expect(requireLogin(request('/classAE'))).toBeNull();
    const target = (path: string) =>
      (skipLoginWhenSignedIn(request(path)) as Response).headers.get('Location');
    expect(target('/?redirect=%2FclassAE')).toBe('/classAE');
    expect(target('/?redirect=%2F%2Fevil.com')).toBe('/home');
    expect(target('/?redirect=https%3A%2F%2Fevil.com')).toBe('/home');
    expect(target('/?redirect=%2Fhome%2F..%2F%2Fevil.com')).toBe('/home');
    expect(target('/')).toBe('/home');
  });
});
