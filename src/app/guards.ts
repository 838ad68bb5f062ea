import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { MESSAGES } from '@/api/errors';
import { showApiError } from '@/api/notify';
import { getToken } from '@/session/session';
import { afterLoginPath, loginPath } from './login-redirect';

/**
 * No token on navigation → back to / with the login-expired message (spec §4, §8),
 * remembering the page asked for (`/?redirect=`).
 */
export function requireLogin({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (getToken()) return null;
  showApiError(MESSAGES.unauthorized);
  throw redirect(loginPath(new URL(request.url)));
}

/** The login page sends a logged-in user on: to `?redirect=` when it is a path of the app, else home. */
export function skipLoginWhenSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  return getToken() ? redirect(afterLoginPath(new URL(request.url).search)) : null;
}
