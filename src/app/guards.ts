import { redirect } from 'react-router-dom';
import { MESSAGES } from '@/api/errors';
import { showApiError } from '@/api/notify';
import { getToken } from '@/session/session';

/** No token on navigation → back to / with the login-expired message (spec §4, §8). */
export function requireLogin() {
  if (getToken()) return null;
  showApiError(MESSAGES.unauthorized);
  throw redirect('/');
}

/** The login page sends a logged-in user on to the home page. */
export function skipLoginWhenSignedIn() {
  return getToken() ? redirect('/home') : null;
}
