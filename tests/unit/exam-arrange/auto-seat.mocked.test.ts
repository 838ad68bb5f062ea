/**
 * 自动排座 of the selected sessions: a session combined (混编) into one seated earlier in the
 * batch is not seated again on its own (that would undo the mix); the others are.
 */
import { describe, expect, it, vi } from 'vitest';

const saved: { session_id: number; mixed_session_ids?: number[] }[] = [];
vi.mock('@/generated/api/exam-arrange/exam-arrange', async (original) => ({
  ...(await original<object>()),
  getExamSessionArrangement: async (id: number) => ({
    result: { session: { id }, rooms: [{ room_id: 1, selected: 1 }] },
  }),
}));
vi.mock('@/pages/exam-arrange/seat-plans', () => ({
  // session 1 is saved combined with 4; the others alone
  autoPlan: (arrangement: { session: { id: number } }) => ({
    plan: { seats: [{}, {}], unplaced: [] },
    body: {
      session_id: arrangement.session.id,
      ...(arrangement.session.id === 1 ? { mixed_session_ids: [4] } : {}),
    },
  }),
  savePlan: async (body: (typeof saved)[number]) => void saved.push(body),
}));

const { autoSeatSessions } = await import('@/pages/exam-arrange/offline-session-page');

describe('自动排座 in bulk', () => {
  it('seats a session combined into an earlier one of the batch with it, not again alone', async () => {
    const session = (id: number, seat_status = 1) => ({ id, seat_status }) as never;
    const done = await autoSeatSessions([session(1), session(4), session(5), session(6, 2)]);
    expect(saved.map((body) => body.session_id)).toEqual([1, 5]);
    expect(done).toMatchObject({ sessions: 3, published: 1 });
  });
});
