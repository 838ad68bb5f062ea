/** Screens loaded ahead of need wait for the open screen's data calls (whenDataSettled). */
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query-client';
import { whenDataSettled } from '@/routes/preload';

afterEach(() => queryClient.clear());

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenDataSettled', () => {
  it('resolves at once when no data call is in flight', async () => {
    let settled = false;
    void whenDataSettled().then(() => (settled = true));
    await tick();
    expect(settled).toBe(true);
  });

  it('waits while a data call is in flight and resolves once it has answered', async () => {
    let answer!: (value: string) => void;
    void queryClient.fetchQuery({
      queryKey: ['/v1-adult-answers'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let settled = false;
    void whenDataSettled().then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    answer('ok');
    await tick();
    await tick();
    expect(settled).toBe(true);
  });

  it('gives up waiting after its cap (a slow call holds nothing back for long)', async () => {
    let answer!: (value: string) => void;
    void queryClient.fetchQuery({
      queryKey: ['/v1-adult-slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let settled = false;
    void whenDataSettled(20).then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(settled).toBe(true);
    answer('late');
  });
});
