/**
 * The way back after signing in: the login page (/) carries `?redirect=<path>`
 * when a 401 or the login guard sent the user there. The value is only ever a
 * path of this app (never a host, scheme or server value): anything else,
 * however encoded, goes to the home page (OWASP ASVS 3.7.2, open redirects); a query value
 * holding a 身份证号 or 手机号 is left out of it.
 */
const LOGIN = '/';
const HOME = '/home';

/** An 18-digit 身份证号 (last character a digit or X) or an 11-digit 手机号 starting with 1, alone or in a text. */
const PERSONAL_NUMBER = /(?<!\d)(\d{17}[\dXx]|1\d{10})(?![\dXx])/;

function decoded(pair: string): string {
  try {
    return decodeURIComponent(pair.replace(/\+/g, ' '));
  } catch {
    return pair;
  }
}

/**
 * The query without the pairs that hold a 身份证号 or a 手机号 (a list searched by one): the redirect
 * lands in the browser's history and the server's access log. The other pairs are kept as written.
 */
export function withoutPersonalNumbers(search: string): string {
  const pairs = search.replace(/^\?/, '').split('&');
  const kept = pairs.filter((pair) => pair && !PERSONAL_NUMBER.test(decoded(pair)));
  return kept.length ? `?${kept.join('&')}` : '';
}

/** The login URL that returns to `from` (the current location's path and query) after signing in. */
export function loginPath(from?: { pathname: string; search?: string }): string {
  if (!from || from.pathname === LOGIN) return LOGIN;
  const back = `${from.pathname}${withoutPersonalNumbers(from.search ?? '')}`;
  return `${LOGIN}?redirect=${encodeURIComponent(back)}`;
}

/** `value` as a path of `origin`, or undefined: `//host`, `/\host`, schemes and other origins are refused. */
export function safeRedirect(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  // the URL parser drops tabs and newlines, reads `\` as `/` and resolves dot segments
  // (`/home/..//evil.com` is `//evil.com`, another host once navigated to): check what it resolved to
  if (url.origin !== origin || url.pathname === LOGIN || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in, from the login page's query string. */
export function afterLoginPath(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME;
}
