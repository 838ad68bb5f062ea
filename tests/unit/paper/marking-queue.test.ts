import { describe, expect, it } from 'vitest';
import {
  checkScore,
  firstUnmarked,
  nextIndex,
  previousIndex,
  SaveQueue,
  type DraftStore,
  type MarkDraft,
} from '@/pages/paper/marking-queue';

class MemoryStore implements DraftStore {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}
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
    const store = new MemoryStore();
    const queue = new SaveQueue({ key: 'marking:21', store, send: async (draft) => void sent.push(draft) });
    queue.mark({ answerId: 1, score: 5, comment: '' });
    expect(queue.get(1)?.state).toBe('saving');
    expect(store.getItem('marking:21')).toContain('"answerId":1');
    await flush();
    expect(queue.get(1)?.state).toBe('saved');
    expect(sent).toEqual([{ answerId: 1, score: 5, comment: '' }]);
    expect(store.getItem('marking:21')).toBeNull();
  });

  it('retries a failed save with backoff, then waits for 重试, keeping the mark stored', async () => {
    const delays: number[] = [];
    const pending: (() => void)[] = [];
    let fail = true;
    const store = new MemoryStore();
    const queue = new SaveQueue({
      key: 'marking:21',
      store,
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
    // a closed tab: a new queue on the same store finds the mark
    const reopened = new SaveQueue({ key: 'marking:21', store, send: async () => undefined });
    expect(reopened.restore()).toEqual([{ answerId: 7, score: 3, comment: '要点不全' }]);
    fail = false;
    queue.retryFailed();
    await flush();
    expect(queue.get(7)?.state).toBe('saved');
    expect(store.getItem('marking:21')).toBeNull();
  });

  it('重试 while retrying sends now, drops the scheduled retry and keeps counting', async () => {
    const pending: (() => void)[] = [];
    let sends = 0;
    let fail = true;
    const queue = new SaveQueue({
      key: 'k',
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
      key: 'k',
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
      key: 'k',
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
    const store = new MemoryStore();
    store.setItem('k', '{oops');
    expect(new SaveQueue({ key: 'k', store, send: async () => undefined }).restore()).toEqual([]);
  });
});
