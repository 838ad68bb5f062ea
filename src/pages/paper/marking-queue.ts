/**
 * The marking workspace's logic, without React: score limits, the queue of answers, and the saves that
 * run in the background (retried, kept in storage until the server has them, so a network failure or a
 * closed tab loses nothing). What is kept is the marker's own (user-storage.ts): sent only while she is
 * signed in, and marks kept by an earlier visit are held, unsent, until she takes them back.
 */
import type { KeptEntry } from '@/session/user-storage';

export interface ScoreCheck {
  score?: number;
  error?: string;
}

/** A typed score against the marks available: a number from 0 to max, in steps of 0.5. */
export function checkScore(input: string, max: number): ScoreCheck {
  const text = input.trim();
  if (!text) return { error: '请输入得分' };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: '得分只能是数字' };
  const score = Number(text);
  if (score < 0) return { error: '得分不能小于 0' };
  if (score > max) return { error: `得分不能超过满分 ${max} 分` };
  if (Math.round(score * 2) !== score * 2) return { error: '得分最小单位为 0.5 分' };
  return { score };
}

/**
 * saving: sent, no answer yet; retrying: a send failed and another is scheduled (or in flight);
 * failed: the automatic retries are used up and the mark waits for 重试; saved: the server has it.
 */
export type SaveState = 'saving' | 'retrying' | 'failed' | 'saved';

export interface MarkDraft {
  answerId: number;
  score: number;
  comment: string;
  /** The rubric items chosen for the score (questions with 评分细则). */
  rubricItemIds?: number[];
}

export interface SaveEntry extends MarkDraft {
  state: SaveState;
  /** Sends made so far; while retrying, the retry under way or scheduled is number `attempts`. */
  attempts: number;
  /** The server's msg (or the network's message) from the last failed send. */
  error?: string;
  /** Which scheduled retry is current: a retry sent by hand makes the scheduled one stale. */
  round?: number;
  /** A send of this entry is in flight (重试 then waits for its answer). */
  sending?: boolean;
}

export interface SaveQueueOptions {
  /** Sends one mark; rejects on a failure. */
  send: (draft: MarkDraft) => Promise<unknown>;
  /** Where unsaved marks survive a closed tab or an expired session: the marker's own entry (one per paper). */
  store?: KeptEntry<MarkDraft[]>;
  /** What `count` kept marks are called (said when the marker logs out), e.g. 试卷 21 的 2 个评分. */
  label?: (count: number) => string;
  /** Delay before retry n (1-based); default 1 s, 2 s, 4 s … up to 30 s. */
  retryDelay?: (attempt: number) => number;
  /** Automatic retries before an entry waits for 重试 (default 5). */
  maxAttempts?: number;
  schedule?: (run: () => void, ms: number) => unknown;
}

const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

const isDraft = (draft: Partial<MarkDraft> | null) =>
  typeof draft?.answerId === 'number' && typeof draft.score === 'number' && typeof draft.comment === 'string';

/**
 * Saves marks in the background. `mark()` returns at once (the marker moves on); each save is retried
 * with backoff and stays in the store until the server confirms it.
 */
export class SaveQueue {
  private entries = new Map<number, SaveEntry>();
  /** Marks kept by an earlier visit, neither taken back nor given up: kept, never sent. */
  private held = new Map<number, MarkDraft>();
  /** The workspace closed or the marker's session ended: nothing more is sent. */
  private stopped = false;
  private listeners = new Set<() => void>();
  private version = 0;
  private readonly options: Required<Omit<SaveQueueOptions, 'store'>> & Pick<SaveQueueOptions, 'store'>;

  constructor(options: SaveQueueOptions) {
    this.options = {
      retryDelay: backoff,
      maxAttempts: 5,
      schedule: (run, ms) => setTimeout(run, ms),
      label: (count) => `${count} 个评分`,
      ...options,
    };
  }

  /**
   * Unsaved marks an earlier visit left in the store (a tab closed during a failure, an expired
   * session), with when they were kept. They stay held: kept, not sent, until `mark()` takes one
   * back or `giveUp()` forgets it.
   */
  restore(): { drafts: MarkDraft[]; at: string } | undefined {
    const kept = this.options.store?.read();
    const drafts = Array.isArray(kept?.value) ? kept.value.filter(isDraft) : [];
    for (const draft of drafts) this.held.set(draft.answerId, draft);
    return drafts.length ? { drafts, at: kept!.at } : undefined;
  }

  /** Records a mark and sends it in the background. */
  mark(draft: MarkDraft): void {
    this.held.delete(draft.answerId);
    this.entries.set(draft.answerId, { ...draft, state: 'saving', attempts: 0 });
    this.persist();
    this.changed();
    void this.attempt(draft.answerId);
  }

  /** Kept marks given up: the store forgets them. */
  giveUp(answerIds: readonly number[]): void {
    for (const answerId of answerIds) this.held.delete(answerId);
    this.persist();
  }

  /** The workspace closed: no more sends or retries (what is unsaved stays kept); `resume()` undoes it. */
  stop(): void {
    this.stopped = true;
  }

  resume(): void {
    this.stopped = false;
  }

  /**
   * 重试: sends every failed or retrying mark again now. A retrying mark keeps its count (this send is
   * its next retry, the scheduled one is dropped); a failed mark starts a fresh round of retries.
   */
  retryFailed(): void {
    for (const entry of this.entries.values())
      if ((entry.state === 'failed' || entry.state === 'retrying') && !entry.sending) {
        if (entry.state === 'failed') {
          entry.attempts = 0;
          entry.state = 'saving';
        }
        entry.round = (entry.round ?? 0) + 1;
        void this.attempt(entry.answerId);
      }
    this.changed();
  }

  /** The marks being retried: how many, the highest retry number and the last server message. */
  retrying(): { count: number; attempt: number; error?: string } {
    return summary(this.entries.values(), 'retrying', (entry) => entry.attempts);
  }

  /** The marks whose retries are used up: how many and the last server message. */
  failed(): { count: number; error?: string } {
    return summary(this.entries.values(), 'failed', () => 0);
  }

  get(answerId: number): SaveEntry | undefined {
    return this.entries.get(answerId);
  }

  /** Marks not yet confirmed by the server (saving or failed). */
  unsaved(): SaveEntry[] {
    return [...this.entries.values()].filter((entry) => entry.state !== 'saved');
  }

  counts(): Record<SaveState, number> {
    const counts = { saving: 0, retrying: 0, failed: 0, saved: 0 };
    for (const entry of this.entries.values()) counts[entry.state] += 1;
    return counts;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every state change (for useSyncExternalStore). */
  getVersion = (): number => this.version;

  private async attempt(answerId: number): Promise<void> {
    const entry = this.entries.get(answerId);
    if (!entry || entry.state === 'saved') return;
    // never under another person's login: once the marker's session is over her marks wait, kept
    if (this.stopped || (this.options.store && !this.options.store.stillSignedIn())) return;
    entry.attempts += 1;
    const sent = { score: entry.score, comment: entry.comment, rubricItemIds: entry.rubricItemIds };
    entry.sending = true;
    try {
      await this.options.send(
        sent.rubricItemIds ? { answerId, ...sent } : { answerId, score: sent.score, comment: sent.comment },
      );
      entry.sending = false;
      const now = this.entries.get(answerId);
      // a newer mark of the same answer is on its way: that one decides
      if (now !== entry || now.score !== sent.score || now.comment !== sent.comment) return;
      entry.state = 'saved';
      entry.error = undefined;
    } catch (error) {
      entry.sending = false;
      if (this.entries.get(answerId) !== entry) return;
      entry.error = error instanceof Error && error.message ? error.message : '保存失败';
      if (entry.attempts < this.options.maxAttempts) {
        // said at once: 重试中（第 N 次）, while the retry waits for its delay
        entry.state = 'retrying';
        const round = (entry.round = (entry.round ?? 0) + 1);
        this.options.schedule(() => {
          if (this.entries.get(answerId) === entry && entry.round === round) void this.attempt(answerId);
        }, this.options.retryDelay(entry.attempts));
      } else entry.state = 'failed';
    }
    this.persist();
    this.changed();
  }

  private persist(): void {
    const store = this.options.store;
    if (!store) return;
    const drafts = [
      ...this.unsaved().map(({ answerId, score, comment, rubricItemIds }) =>
        rubricItemIds ? { answerId, score, comment, rubricItemIds } : { answerId, score, comment },
      ),
      ...this.held.values(),
    ];
    if (drafts.length) store.write(drafts, this.options.label(drafts.length));
    else store.remove();
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

function summary(
  entries: Iterable<SaveEntry>,
  state: SaveState,
  attemptOf: (entry: SaveEntry) => number,
): { count: number; attempt: number; error?: string } {
  let count = 0;
  let attempt = 0;
  let error: string | undefined;
  for (const entry of entries)
    if (entry.state === state) {
      count += 1;
      attempt = Math.max(attempt, attemptOf(entry));
      error = entry.error ?? error;
    }
  return { count, attempt, error };
}

/** Where the marker starts: the first answer without a score (objective answers are already scored). */
export function firstUnmarked(answers: { score: number | null; objective: number }[]): number {
  const index = answers.findIndex((answer) => answer.score === null && answer.objective !== 1);
  return index === -1 ? 0 : index;
}

/** The next answer after `index` to mark (skipping objective ones), or -1 at the end. */
export function nextIndex(answers: { objective: number }[], index: number): number {
  for (let i = index + 1; i < answers.length; i += 1) if (answers[i]?.objective !== 1) return i;
  return -1;
}

/** The previous subjective answer before `index`, or -1. */
export function previousIndex(answers: { objective: number }[], index: number): number {
  for (let i = index - 1; i >= 0; i -= 1) if (answers[i]?.objective !== 1) return i;
  return -1;
}
