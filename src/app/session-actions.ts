/** Starting and ending a session: the cookies, the API guard, the cache and the tabs together. */
import { resetUnauthorizedGuard } from '@/api/http';
import { queryClient } from '@/api/query-client';
import { logout as logoutRequest } from '@/generated/api/account/account';
import type { LoginResult } from '@/generated/model';
import { clearSession, getPageType, setSessionValues } from '@/session/session';
import { resetTabs } from '@/stores/tabs';

export function beginSession(result: LoginResult): void {
  setSessionValues({ ...result, pageType: getPageType(), isGenerateRoutes: false, sidebarScroll: 0 });
  resetUnauthorizedGuard();
  resetTabs();
}

/** Clears token, cookies, tabs and generated routes (the cached permission trees). */
export function endSession(): void {
  clearSession();
  queryClient.clear();
  resetTabs();
}

/** Logout: tells the server (a failure does not keep the user logged in), then ends the session. */
export async function logout(): Promise<void> {
  try {
    await logoutRequest({ silent: true, loading: false });
  } catch {
    // the token is dropped locally either way
  }
  endSession();
}
