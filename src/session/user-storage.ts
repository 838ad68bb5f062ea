/**
 * What the browser keeps for the signed-in user: work not yet saved (marks, scores, chapter edits)
 * that must survive a closed tab, a reload or an expired session. Office PCs are shared, so every
 * entry belongs to one person:
 * - its key holds the login account of the user signed in when it was written (`account`, the one
 *   session value that names one account: `username` is the person's name, `authId` a role);
 * - an entry handle is bound to that user (and session) when it is made: it never reads another
 *   user's entry, and nothing is read or written while nobody is signed in (nor in a session begun
 *   before the login account was kept: it keeps nothing until the next sign-in);
 * - each entry carries when it was written; entries older than KEEP_FOR_DAYS are dropped;
 * - what is kept is offered back to that user only, and sent only when they take it back (the draft
 *   stores' own business); logging out says what stays.
 */
import { getSession, getToken } from './session';

/** Kept work older than this many days is dropped (read, or swept at every sign-in). */
export const KEEP_FOR_DAYS = 7;
const KEEP_MS = KEEP_FOR_DAYS * 24 * 60 * 60 * 1000;

const PREFIX = 'jw-user:';
/** Keys of drafts kept before they had an owner: nobody's, so dropped unread. */
const UNOWNED = /^(marking:|score-drafts:|courseware:chapters:)/;

/** An entry as read back: its value, when it was written (ISO) and what it is, in words. */
export interface Kept<T> {
  value: T;
  at: string;
  label: string;
}

/** One kept entry of one user, e.g. the unsaved marks of a paper. */
export interface KeptEntry<T> {
  /** Whose entry this is; undefined when nobody was signed in (the entry then keeps nothing). */
  readonly owner: string | undefined;
  read(): Kept<T> | undefined;
  /** Writes the value with the time and a label (shown when logging out, e.g. 试卷 21 的 2 个评分). */
  write(value: T, label: string): void;
  remove(): void;
  /**
   * The session the entry was made in goes on: its work may be sent. False once it ended (a 401, a
   * logout, in any tab), whoever signs in next, the same person included (their work is offered again).
   */
  stillSignedIn(): boolean;
}

interface Options {
  storage?: Storage;
  now?: () => Date;
}

/** The login account of the user signed in, or undefined. */
export function currentOwner(): string | undefined {
  return (getToken() && getSession('account')) || undefined;
}

const ownerPrefix = (owner: string) => `${PREFIX}${encodeURIComponent(owner)}:`;

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) keys.push(storage.key(index)!);
  return keys;
}

function parse(raw: string | null, now: Date): Kept<unknown> | undefined {
  if (!raw) return undefined;
  try {
    const kept = JSON.parse(raw) as Partial<Kept<unknown>>;
    const age = now.getTime() - Date.parse(kept.at ?? '');
    if (!(age <= KEEP_MS) || kept.value === undefined) return undefined;
    return { value: kept.value, at: kept.at!, label: typeof kept.label === 'string' ? kept.label : '' };
  } catch {
    return undefined;
  }
}

/** The entry `name` (e.g. `marking:21`) of the user signed in now. */
export function keptEntry<T>(
  name: string,
  { storage = localStorage, now = () => new Date() }: Options = {},
): KeptEntry<T> {
  const owner = currentOwner();
  const token = getToken();
  const key = owner && `${ownerPrefix(owner)}${name}`;
  const remove = () => {
    if (key) storage.removeItem(key);
  };
  return {
    owner,
    read() {
      if (!key) return undefined;
      const kept = parse(storage.getItem(key), now());
      if (!kept) remove(); // broken or too old
      return kept as Kept<T> | undefined;
    },
    write(value, label) {
      if (!key) return;
      try {
        storage.setItem(key, JSON.stringify({ at: now().toISOString(), label, value } satisfies Kept<T>));
      } catch {
        // storage full or disabled: the work still lives in the page
      }
    },
    remove,
    stillSignedIn: () => !!token && getToken() === token,
  };
}

/** The labels of what is kept for the user signed in (said when they log out). */
export function keptLabels({ storage = localStorage, now = () => new Date() }: Options = {}): string[] {
  const owner = currentOwner();
  if (!owner) return [];
  const prefix = ownerPrefix(owner);
  const labels: string[] = [];
  for (const key of keysOf(storage))
    if (key.startsWith(prefix)) {
      const kept = parse(storage.getItem(key), now());
      if (kept?.label) labels.push(kept.label);
    }
  return labels.sort();
}

/**
 * Drops what nobody may have any more: every user's entries older than KEEP_FOR_DAYS (only their
 * time is looked at), and drafts kept before drafts had owners. Run at every sign-in.
 */
export function sweepKept({ now = () => new Date() }: Pick<Options, 'now'> = {}): void {
  try {
    for (const storage of [localStorage, sessionStorage])
      for (const key of keysOf(storage)) {
        if (UNOWNED.test(key)) storage.removeItem(key);
        else if (key.startsWith(PREFIX) && !parse(storage.getItem(key), now())) storage.removeItem(key);
      }
  } catch {
    // storage disabled: nothing is kept either
  }
}
