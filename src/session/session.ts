import Cookies from 'js-cookie';
import { DEFAULT_PAGE_TYPE, isPageType, type PageType } from '@/lines/line';

/**
 * The fourteen session values of spec §3, kept in cookies, and the login account: the one value that
 * names the account signed in (`username` is the person's name, `authId` a role), whose the work
 * the browser keeps for the user is (user-storage.ts).
 */
export interface SessionValues {
  token: string;
  username: string;
  permissions: string;
  webTitle: string;
  sidebarScroll: number;
  isSchool: number;
  schoolId: number;
  userType: number;
  authId: number;
  isPwdInitial: number;
  signImg: string;
  isShowMarkingPop: number;
  pageType: PageType;
  isGenerateRoutes: boolean;
  /** The login account as typed at sign-in (登录账号). */
  account: string;
}

export type SessionKey = keyof SessionValues;

/** How each value is read back from its cookie (every cookie holds text); its key order is SESSION_KEYS. */
const KINDS: Record<SessionKey, 'text' | 'number' | 'boolean' | 'pageType'> = {
  token: 'text',
  username: 'text',
  permissions: 'text',
  webTitle: 'text',
  sidebarScroll: 'number',
  isSchool: 'number',
  schoolId: 'number',
  userType: 'number',
  authId: 'number',
  isPwdInitial: 'number',
  signImg: 'text',
  isShowMarkingPop: 'number',
  pageType: 'pageType',
  isGenerateRoutes: 'boolean',
  account: 'text',
};

export const SESSION_KEYS = Object.keys(KINDS) as readonly SessionKey[];

function cookieAttributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' };
}

function decode<K extends SessionKey>(key: K, raw: string): SessionValues[K] | undefined {
  const kind = KINDS[key];
  if (kind === 'number') {
    const value = Number(raw);
    return (Number.isFinite(value) ? value : undefined) as SessionValues[K] | undefined;
  }
  if (kind === 'boolean') return (raw === 'true') as SessionValues[K];
  if (kind === 'pageType') return (isPageType(raw) ? raw : undefined) as SessionValues[K] | undefined;
  return raw as SessionValues[K];
}

/**
 * The cookies as parsed once per task: a screen's render reads them many times (every query key
 * is hashed with the line, query-client.ts), and each read of document.cookie parses them all.
 * Writing here drops the copy; another tab's change is seen from the next task on.
 */
let jar: Record<string, string | undefined> | undefined;

function cookies(): Record<string, string | undefined> {
  if (!jar) {
    jar = Cookies.get();
    queueMicrotask(() => (jar = undefined));
  }
  return jar;
}

export function getSession<K extends SessionKey>(key: K): SessionValues[K] | undefined {
  const raw = cookies()[key];
  return raw === undefined ? undefined : decode(key, raw);
}

export function setSession<K extends SessionKey>(key: K, value: SessionValues[K]): void {
  Cookies.set(key, String(value), cookieAttributes());
  jar = undefined;
}

export function setSessionValues(values: Partial<SessionValues>): void {
  for (const [key, value] of Object.entries(values) as [SessionKey, SessionValues[SessionKey]][]) {
    if (value !== undefined) setSession(key, value);
  }
}

/** Removes every session cookie (logout, 401). */
export function clearSession(): void {
  for (const key of SESSION_KEYS) Cookies.remove(key, { path: '/' });
  jar = undefined;
}

export function getToken(): string | undefined {
  return getSession('token') || undefined;
}

export function getPageType(): PageType {
  return getSession('pageType') ?? DEFAULT_PAGE_TYPE;
}
