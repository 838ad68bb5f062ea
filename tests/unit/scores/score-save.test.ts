import { describe, expect, it } from 'vitest';
import { ApiError, MESSAGES } from '@/api/errors';
import { isRefusal, sendRouted } from '@/pages/scores/score-save';

const refusal = (msg: string) => new ApiError('http', msg, { status: 400 });

/** A server that refuses any request holding one of `bad` (with that row's msg), and records each request. */
function server(bad: Record<string, string>, failure?: ApiError) {
  const requests: string[][] = [];
  const send = async (rows: string[]) => {
    requests.push(rows);
    if (failure) throw failure;
    const wrong = rows.find((row) => bad[row]);
    if (wrong) throw refusal(bad[wrong]!);
  };
  return { requests, send };
}

describe('saving rows so one bad row never holds back the rest', () => {
  it('saves everything in one request when the server takes it', async () => {
    const { requests, send } = server({});
    const result = await sendRouted(['a', 'b', 'c'], send);
    expect(result).toEqual({ saved: ['a', 'b', 'c'], refused: [], failed: [] });
    expect(requests).toHaveLength(1);
  });

  it('isolates each refused row with its own msg and saves the others', async () => {
    const { requests, send } = server({ c: '该学生已办理缓考', f: '分数与特殊情况不能同时存在' });
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const result = await sendRouted(rows, send);
    expect(result.saved.sort()).toEqual(['a', 'b', 'd', 'e', 'g', 'h']);
    expect(result.refused).toEqual([
      { row: 'c', msg: '该学生已办理缓考' },
      { row: 'f', msg: '分数与特殊情况不能同时存在' },
    ]);
    expect(result.failed).toEqual([]);
    expect(requests.every((request) => request.length)).toBe(true);
  });

  it('finds one bad row of a class of 32 in halves, far fewer requests than one per row', async () => {
    const rows = Array.from({ length: 32 }, (_, index) => `r${index}`);
    const { requests, send } = server({ r17: '学生不在本班' });
    const result = await sendRouted(rows, send);
    expect(result.refused).toEqual([{ row: 'r17', msg: '学生不在本班' }]);
    expect(result.saved).toHaveLength(31);
    expect(requests.length).toBeLessThanOrEqual(11);
  });

  it('also splits on a business refusal (HTTP 200, code ≠ 200)', async () => {
    const send = async (rows: string[]) => {
      if (rows.includes('b')) throw new ApiError('business', '已锁定', { code: 500 });
    };
    const result = await sendRouted(['a', 'b'], send);
    expect(result).toEqual({ saved: ['a'], refused: [{ row: 'b', msg: '已锁定' }], failed: [] });
  });

  it('does not retry row by row on a server or network failure: every row stays unsaved', async () => {
    for (const failure of [
      new ApiError('http', '服务器繁忙，请稍后再试', { status: 500 }),
      new ApiError('network', MESSAGES.network),
      new ApiError('http', MESSAGES.generic, { status: 502 }),
    ]) {
      const { requests, send } = server({}, failure);
      const result = await sendRouted(['a', 'b', 'c'], send);
      expect(requests).toHaveLength(1);
      expect(result).toEqual({ saved: [], refused: [], failed: ['a', 'b', 'c'], error: failure });
    }
  });

  it('stops at a failure met while splitting: the rest stay unsaved, unsent', async () => {
    let calls = 0;
    const send = async (rows: string[]) => {
      calls += 1;
      if (calls === 1) throw refusal('有一行不对');
      if (calls === 2) throw new ApiError('network', MESSAGES.network);
      void rows;
    };
    const result = await sendRouted(['a', 'b', 'c', 'd'], send);
    expect(calls).toBe(2);
    expect(result.failed.sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(result.saved).toEqual([]);
  });

  it('sends a submission once and reports a refusal for all (no partial lock)', async () => {
    const { requests, send } = server({ b: '还有成绩为空' });
    const result = await sendRouted(['a', 'b'], send, { split: false });
    expect(requests).toHaveLength(1);
    expect(result.failed).toEqual(['a', 'b']);
    expect(isRefusal(result.error)).toBe(true);
  });
});
