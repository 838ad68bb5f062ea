/**
 * The way back after signing in: the login page (/) carries `?redirect=<path>`
 * when a 401 or the login guard sent the user there. The value is only ever a
 * path of this app (never a host, scheme or server value): anything else,
 * however encoded, goes to the home page (OWASP ASVS 3.7.2, open redirects).
 */
const LOGIN = '/';
const HOME = '/home';

/** The login URL that returns to `from` (the current location's path and query) after signing in. */
export function loginPath(from?: { pathname: string; search?: string }): string {
  if (!from || from.pathname === LOGIN) return LOGIN;
  return `${LOGIN}?redirect=${encodeURIComponent(`${from.pathname}${from.search ?? ''}`)}`;
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
