/** Starting and ending a session: the cookies, the API guard, the cache and the tabs together. */
import { MESSAGES } from '@/api/errors';
import { resetUnauthorizedGuard } from '@/api/http';
import { showApiError } from '@/api/notify';
import { queryClient } from '@/api/query-client';
import { logout as logoutRequest } from '@/generated/api/account/account';
import type { LoginResult } from '@/generated/model';
import { announceSessionEnd, type SessionEndReason } from '@/session/session-channel';
import { clearSession, getPageType, setSessionValues } from '@/session/session';
import { KEEP_FOR_DAYS, keptLabels, sweepKept } from '@/session/user-storage';
import { forgetLists } from '@/stores/list-memory';
import { resetTabs } from '@/stores/tabs';
import { loginPath } from './login-redirect';

/** Signing in as `account` (the login account typed: whose the work the browser keeps is). */
export function beginSession(result: LoginResult, account: string): void {
  setSessionValues({
    ...result,
    account,
    pageType: getPageType(),
    isGenerateRoutes: false,
    sidebarScroll: 0,
  });
  resetUnauthorizedGuard();
  resetTabs();
  sweepKept();
}

/** Clears token, cookies, tabs and generated routes (the cached permission trees). */
export function endSession(): void {
  clearSession();
  queryClient.clear();
  resetTabs();
  forgetLists();
}

/** Logout: tells the server (a failure does not keep the user logged in), then ends the session. */
export async function logout(): Promise<void> {
  try {
    await logoutRequest({ silent: true, loading: false });
  } catch {
    // the token is dropped locally either way
  }
  endSession();
  announceSessionEnd('logout');
}

/**
 * The logout confirmation: with work kept for the user (unsaved marks, scores, chapters), says what
 * stays in this browser, for whom and how long.
 */
export function logoutQuestion(kept: readonly string[] = keptLabels()): string {
  if (!kept.length) return '确定退出登录吗？';
  return (
    `您还有未保存的内容：${kept.join('；')}。退出后仍保存在本机 ${KEEP_FOR_DAYS} 天，只在您本人再次登录时提示恢复，` +
    '不会显示给其他账号，也不会随其他账号发送。确定退出登录吗？'
  );
}

/** What another tab's end of the session says here. */
const ENDED_ELSEWHERE: Record<SessionEndReason, string> = {
  expired: MESSAGES.unauthorized,
  logout: '已在其他窗口退出登录，请重新登录',
};

/**
 * Another tab ended the session (its cookies are gone already): this tab drops what it holds and
 * says why; returns the login URL to go to (back to this page after a 401, as spec §8 has it; after
 * a logout the next person signs in, so no way back). The cookies are left alone: by now they may
 * be a session begun since in another tab.
 */
export function sessionEndedElsewhere(
  reason: SessionEndReason,
  from: { pathname: string; search?: string },
): string {
  queryClient.clear();
  resetTabs();
  showApiError(ENDED_ELSEWHERE[reason]);
  return reason === 'expired' ? loginPath(from) : '/';
}
