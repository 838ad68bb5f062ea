/**
 * How API errors and the 401 redirect reach the UI. The app installs Arco's
 * Message and the router's navigate at start-up; tests install spies.
 */

export interface ApiUi {
  showError(message: string): void;
  goToLogin(): void;
}

const DUPLICATE_WINDOW_MS = 3000;

let ui: ApiUi = {
  showError: (message) => console.warn(message),
  goToLogin: () => window.location.assign('/'),
};
const recent = new Map<string, number>();

export function installApiUi(next: ApiUi): void {
  ui = next;
  recent.clear();
}

/** Shows an error; the same text twice within 3 s is shown once (ten failing requests, one message). */
export function showApiError(message: string): void {
  const now = Date.now();
  const last = recent.get(message);
  if (last !== undefined && now - last < DUPLICATE_WINDOW_MS) return;
  recent.set(message, now);
  ui.showError(message);
}

export function goToLogin(): void {
  ui.goToLogin();
}
