/**
 * One session across the tabs of the app: the tabs share the session cookies, so when one tab ends
 * the session (logout, or a 401) it tells the others — print windows included — and each of them
 * leaves what it shows. A BroadcastChannel where there is one, else a localStorage event (written
 * and removed at once: a signal, nothing kept). Neither reaches the tab that speaks.
 */

/** Why the session ended: a 401 (the server's session expired) or a logout. */
export type SessionEndReason = 'expired' | 'logout';

/** The channel's name, and the localStorage key of the fallback. */
export const SESSION_CHANNEL = 'jw-session';

interface SessionEnded {
  type: 'session-ended';
  reason: SessionEndReason;
}

const endedIn = (data: unknown): SessionEndReason | undefined => {
  const message = data as Partial<SessionEnded> | null;
  if (message?.type !== 'session-ended') return undefined;
  return message.reason === 'expired' || message.reason === 'logout' ? message.reason : undefined;
};

/** This window's channel: one for speaking and hearing, so a tab never hears itself. */
let channel: BroadcastChannel | undefined;
function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

/** Tells the other tabs that the session has ended (its cookies are already gone). */
export function announceSessionEnd(reason: SessionEndReason): void {
  const message: SessionEnded = { type: 'session-ended', reason };
  const open = openChannel();
  if (open) return open.postMessage(message);
  try {
    localStorage.setItem(SESSION_CHANNEL, JSON.stringify({ ...message, at: Date.now() }));
    localStorage.removeItem(SESSION_CHANNEL);
  } catch {
    // storage disabled: the other tabs find out at their next request (401)
  }
}

/** Calls `listener` when another tab ends the session; returns the unsubscribe. */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  const open = openChannel();
  const onMessage = (event: MessageEvent) => {
    const reason = endedIn(event.data);
    if (reason) listener(reason);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_CHANNEL || !event.newValue) return;
    try {
      const reason = endedIn(JSON.parse(event.newValue));
      if (reason) listener(reason);
    } catch {
      // not ours
    }
  };
  open?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    open?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
