import { describe, expect, it } from 'vitest';
import {
  checkScore,
  firstUnmarked,
  nextIndex,
  previousIndex,
  SaveQueue,
  type MarkDraft,
} from '@/pages/paper/marking-queue';
import type { Kept, KeptEntry } from '@/session/user-storage';

/** A kept entry of the browser (user-storage.ts) in memory; `signOut()` ends its owner's session. */
function memoryEntry() {
  let signedIn = true;
  const entry: KeptEntry<MarkDraft[]> & { kept?: Kept<MarkDraft[]>; signOut(): void } = {
    owner: 'wangjg',
    kept: undefined,
    read: () => entry.kept,
    write: (value, label) => void (entry.kept = { value, label, at: '2026-11-26T23:30:05.000Z' }),
    remove: () => void (entry.kept = undefined),
    stillSignedIn: () => signedIn,
    signOut: () => void (signedIn = false),
  };
  return entry;
}
const label = (count: number) => `试卷 21 的 ${count} 个评分`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkScore', () => {
  it('accepts 0 to the maximum in steps of 0.5', () => {
    expect(checkScore('0', 6)).toEqual({ score: 0 });
    expect(checkScore(' 6 ', 6)).toEqual({ score: 6 });
    expect(checkScore('4.5', 6)).toEqual({ score: 4.5 });
  });
  it('refuses scores outside the limits and what is not a number', () => {
    expect(checkScore('6.5', 6).error).toBe('得分不能超过满分 6 分');
    expect(checkScore('-1', 6).error).toBe('得分不能小于 0');
    expect(checkScore('', 6).error).toBe('请输入得分');
    expect(checkScore('五', 6).error).toBe('得分只能是数字');
    expect(checkScore('4.3', 6).error).toBe('得分最小单位为 0.5 分');
  });
});

describe('queue navigation', () => {
  const answers = [
    { score: 2, objective: 1 },
    { score: 3, objective: 0 },
    { score: null, objective: 0 },
    { score: 2, objective: 1 },
    { score: null, objective: 0 },
  ];
  it('starts at the first unmarked subjective answer and skips objective ones', () => {
    expect(firstUnmarked(answers)).toBe(2);
    expect(nextIndex(answers, 2)).toBe(4);
    expect(nextIndex(answers, 4)).toBe(-1);
    expect(previousIndex(answers, 4)).toBe(2);
    expect(previousIndex(answers, 1)).toBe(-1);
    expect(firstUnmarked([{ score: 1, objective: 0 }])).toBe(0);
  });
});

describe('SaveQueue', () => {
  it('saves in the background and forgets saved marks', async () => {
    const sent: MarkDraft[] = [];
    const store = memoryEntry();
    const queue = new SaveQueue({ store, label, send: async (draft) => void sent.push(draft) });
    queue.mark({ answerId: 1, score: 5, comment: '' });
    expect(queue.get(1)?.state).toBe('saving');
    expect(store.kept).toMatchObject({ value: [{ answerId: 1 }], label: '试卷 21 的 1 个评分' });
    await flush();
    expect(queue.get(1)?.state).toBe('saved');
    expect(sent).toEqual([{ answerId: 1, score: 5, comment: '' }]);
    expect(store.kept).toBeUndefined();
  });

  it('retries a failed save with backoff, then waits for 重试, keeping the mark stored', async () => {
    const delays: number[] = [];
    const pending: (() => void)[] = [];
    let fail = true;
    const store = memoryEntry();
    const queue = new SaveQueue({
      store,
      label,
      maxAttempts: 3,
      send: async () => {
        if (fail) throw new Error('网络连接失败');
      },
      schedule: (run, ms) => {
        delays.push(ms);
        pending.push(run);
      },
    });
    queue.mark({ answerId: 7, score: 3, comment: '要点不全' });
    await flush();
    // said at once: the first retry is waiting, with the server's message
    expect(queue.get(7)).toMatchObject({ state: 'retrying', attempts: 1, error: '网络连接失败' });
    expect(queue.retrying()).toEqual({ count: 1, attempt: 1, error: '网络连接失败' });
    pending.shift()?.();
    await flush();
    expect(queue.retrying()).toMatchObject({ count: 1, attempt: 2 });
    await flush();
    pending.shift()?.();
    await flush();
    expect(delays).toEqual([1000, 2000]);
    expect(queue.get(7)).toMatchObject({ state: 'failed', error: '网络连接失败', attempts: 3 });
    expect(queue.counts()).toEqual({ saving: 0, retrying: 0, failed: 1, saved: 0 });
    expect(queue.failed()).toMatchObject({ count: 1, error: '网络连接失败' });
    expect(queue.retrying().count).toBe(0);
    // a closed tab: a new queue on the same store finds the mark, with when it was kept
    const reopened = new SaveQueue({ store, label, send: async () => undefined });
    expect(reopened.restore()).toEqual({
      drafts: [{ answerId: 7, score: 3, comment: '要点不全' }],
      at: '2026-11-26T23:30:05.000Z',
    });
    fail = false;
    queue.retryFailed();
    await flush();
    expect(queue.get(7)?.state).toBe('saved');
    expect(store.kept).toBeUndefined();
  });

  it('重试 while retrying sends now, drops the scheduled retry and keeps counting', async () => {
    const pending: (() => void)[] = [];
    let sends = 0;
    let fail = true;
    const queue = new SaveQueue({
      send: async () => {
        sends += 1;
        if (fail) throw new Error('服务器繁忙，请稍后再试');
      },
      schedule: (run) => void pending.push(run),
    });
    queue.mark({ answerId: 3, score: 2, comment: '' });
    await flush();
    expect(queue.get(3)).toMatchObject({ state: 'retrying', attempts: 1 });
    queue.retryFailed();
    await flush();
    expect(sends).toBe(2);
    expect(queue.get(3)).toMatchObject({ state: 'retrying', attempts: 2, error: '服务器繁忙，请稍后再试' });
    // the retry scheduled before 重试 is stale: it sends nothing
    pending.shift()?.();
    await flush();
    expect(sends).toBe(2);
    fail = false;
    pending.shift()?.();
    await flush();
    expect(sends).toBe(3);
    expect(queue.get(3)?.state).toBe('saved');
  });

  it('does not send twice when 重试 is pressed while a retry is in flight', async () => {
    const resolvers: ((ok: boolean) => void)[] = [];
    const pending: (() => void)[] = [];
    const queue = new SaveQueue({
      send: () =>
        new Promise<void>((resolve, reject) =>
          resolvers.push((ok) => (ok ? resolve() : reject(new Error('超时')))),
        ),
      schedule: (run) => void pending.push(run),
    });
    queue.mark({ answerId: 4, score: 1, comment: '' });
    resolvers[0]?.(false);
    await flush();
    pending.shift()?.();
    expect(resolvers).toHaveLength(2);
    queue.retryFailed();
    expect(resolvers).toHaveLength(2);
    resolvers[1]?.(true);
    await flush();
    expect(queue.get(4)?.state).toBe('saved');
  });

  it('lets the newest mark of an answer win over a slower earlier save', async () => {
    const resolvers: (() => void)[] = [];
    const queue = new SaveQueue({
      send: () => new Promise<void>((resolve) => resolvers.push(resolve)),
    });
    queue.mark({ answerId: 1, score: 2, comment: '' });
    queue.mark({ answerId: 1, score: 4, comment: '' });
    resolvers[0]?.();
    await flush();
    expect(queue.get(1)).toMatchObject({ score: 4, state: 'saving' });
    resolvers[1]?.();
    await flush();
    expect(queue.get(1)).toMatchObject({ score: 4, state: 'saved' });
  });

  it('ignores a broken store entry', () => {
    const store = memoryEntry();
    store.kept = { value: [{ oops: 1 }, { answerId: 2, score: 1, comment: '' }] as never, label: '', at: '' };
    expect(new SaveQueue({ store, label, send: async () => undefined }).restore()?.drafts).toEqual([
      { answerId: 2, score: 1, comment: '' },
    ]);
    store.kept = { value: 'oops' as never, label: '', at: '' };
    expect(new SaveQueue({ store, label, send: async () => undefined }).restore()).toBeUndefined();
  });
});

describe('SaveQueue: kept marks are the marker’s (a shared PC)', () => {
  const kept = [
    { answerId: 1, score: 4, comment: '' },
    { answerId: 2, score: 5, comment: '好' },
    { answerId: 3, score: 1, comment: '' },
  ];
  const reopened = (send: (draft: MarkDraft) => Promise<unknown> = async () => undefined) => {
    const store = memoryEntry();
    store.write(kept, label(3));
    const queue = new SaveQueue({ store, label, send });
    return { store, queue, restored: queue.restore() };
  };

  it('restores nothing by itself: the kept marks stay kept, unsent, until taken back or given up', async () => {
    const sent: MarkDraft[] = [];
    const { store, queue, restored } = reopened(async (draft) => void sent.push(draft));
    expect(restored?.drafts).toEqual(kept);
    expect(queue.counts()).toEqual({ saving: 0, retrying: 0, failed: 0, saved: 0 });
    // a new mark of another answer: the kept ones stay beside it
    queue.mark({ answerId: 9, score: 2, comment: '' });
    expect(store.kept?.value.map((draft) => draft.answerId)).toEqual([9, 1, 2, 3]);
    expect(store.kept?.label).toBe('试卷 21 的 4 个评分');
    await flush();
    expect(sent).toEqual([{ answerId: 9, score: 2, comment: '' }]);
    expect(store.kept?.value).toEqual(kept);
  });

  it('given up: forgets those, keeps the others (a paper’s other sheets)', () => {
    const { store, queue } = reopened();
    queue.giveUp([1, 2]);
    expect(store.kept?.value).toEqual([kept[2]]);
    queue.giveUp([3]);
    expect(store.kept).toBeUndefined();
  });

  it('taken back: each is a mark again, sent and then forgotten', async () => {
    const sent: MarkDraft[] = [];
    const { store, queue } = reopened(async (draft) => void sent.push(draft));
    queue.mark(kept[0]!);
    await flush();
    expect(sent).toEqual([kept[0]]);
    expect(store.kept?.value).toEqual(kept.slice(1));
  });

  it('sends nothing once the marker’s session is over, nor after the workspace closed: the marks stay kept', async () => {
    const sent: MarkDraft[] = [];
    const pending: (() => void)[] = [];
    const store = memoryEntry();
    const queue = new SaveQueue({
      store,
      label,
      send: async (draft) => {
        sent.push(draft);
        throw new Error('登录信息已过期，请重新登录');
      },
      schedule: (run) => void pending.push(run),
    });
    queue.mark({ answerId: 1, score: 4, comment: '' });
    await flush();
    expect(sent).toHaveLength(1);
    store.signOut(); // a 401; the next person may be signed in by the time the retry runs
    pending.shift()?.();
    queue.mark({ answerId: 2, score: 3, comment: '' });
    queue.retryFailed();
    await flush();
    expect(sent).toHaveLength(1);
    expect(store.kept?.value.map((draft) => draft.answerId)).toEqual([1, 2]);

    const closing = memoryEntry();
    const closed = new SaveQueue({ store: closing, label, send: async (draft) => void sent.push(draft) });
    closed.stop();
    closed.mark({ answerId: 5, score: 1, comment: '' });
    await flush();
    expect(sent).toHaveLength(1);
    expect(closing.kept?.value).toEqual([{ answerId: 5, score: 1, comment: '' }]);
  });
});
