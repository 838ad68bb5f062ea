/**
 * The demo mode's 驳回: the reviewer's reason (the body's `reason`) is kept where the screens read
 * it — the record's `review_reason` (驳回原因 of every review screen), `reject_reason`,
 * `flag_reason` or `reopen_reason` — and a record whose own `reason` is something else keeps it.
 */
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoOperations } from '../../../mock-server/demo/operations';

// the operations the demo's Vite plugin provides in `vite --mode demo`
vi.mock('virtual:demo-operations', () => ({ default: demoOperations() }));

const { demoHandlers } = await import('@/demo/handlers');
const handlers = demoHandlers();

async function send(method: string, path: string, body?: unknown) {
  const response = await getResponse(
    handlers,
    new Request(new URL(path, location.href), {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  return (await response!.json()) as { result: { list: Record<string, unknown>[] } };
}

describe('demo: 驳回 keeps its reason where the screens read it', () => {
  it('stores the reason of a 驳回 in review_reason (实践考核审核)', async () => {
    const [row] = (await send('GET', '/api/exam/practical/list?page=1&limit=10')).result.list;
    await send('POST', '/api/exam/practical/review', {
      ids: [row!.id],
      status: 2,
      reason: '材料不全，请补充实践报告',
    });
    const after = (await send('GET', '/api/exam/practical/list?page=1&limit=10')).result.list;
    expect(after.find((record) => record.id === row!.id)).toMatchObject({
      status: 2,
      review_reason: '材料不全，请补充实践报告',
    });
    expect(after.find((record) => record.id === row!.id)).not.toHaveProperty('reason');
  });

  it("keeps a record's own reason and stores the reviewer's in reject_reason (学籍信息修改审核)", async () => {
    const [row] = (await send('GET', '/v1-adult-student-modify-list?page=1&limit=10')).result.list;
    const own = row!.reason;
    await send('POST', '/v1-adult-student-modify-audit', {
      ids: [row!.id],
      status: 2,
      reason: '证明材料不清晰',
    });
    const after = (await send('GET', '/v1-adult-student-modify-list?page=1&limit=10')).result.list;
    expect(after.find((record) => record.id === row!.id)).toMatchObject({
      reason: own,
      reject_reason: '证明材料不清晰',
    });
  });
});
