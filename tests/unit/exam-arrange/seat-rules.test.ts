/** Seating rules per session: same class not beside / behind / diagonal, 隔位, 混编考场 (mixed courses). */
import { describe, expect, it } from 'vitest';
import {
  adjacentSameClass,
  allocateSeats,
  checkPlan,
  neighbourSeats,
  seatPosition,
  usableSeats,
  type SeatRoom,
  type SeatStudent,
} from '@/pages/exam-arrange/seat-allocation';

const room = (id: number, capacity: number, cols = 6): SeatRoom => ({ id, capacity, cols });

/** `count` students in classes of `perClass`, in 准考证号 order (classes in blocks). */
function students(count: number, perClass: number, courseId?: number, prefix = 's'): SeatStudent[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    classId: `${courseId ?? ''}c${Math.floor(i / perClass) + 1}`,
    courseId,
  }));
}

describe('neighbours by direction', () => {
  // seat 8 of a 6-wide room of 30: row 2, col 2
  const r = room(1, 30);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  it('gives beside, behind and diagonal neighbours as switched on', () => {
    expect(sorted(neighbourSeats(8, r))).toEqual([2, 7, 9, 14]);
    expect(sorted(neighbourSeats(8, r, { beside: true, behind: false }))).toEqual([7, 9]);
    expect(sorted(neighbourSeats(8, r, { beside: false, behind: true }))).toEqual([2, 14]);
    expect(sorted(neighbourSeats(8, r, { beside: false, behind: false, diagonal: true }))).toEqual([
      1, 3, 13, 15,
    ]);
    // a seat at the left wall has no left corners
    expect(sorted(neighbourSeats(7, r, { beside: false, behind: false, diagonal: true }))).toEqual([2, 14]);
  });
});

describe('same class apart, per direction', () => {
  const pool = students(56, 14); // 4 classes of 14, in blocks, into one room of 60
  const rooms = [room(1, 60)];
  const all = { beside: true, behind: true, diagonal: true };

  it('keeps one class apart diagonally only when that switch is on', () => {
    // two classes kept apart beside and behind sit as a checkerboard: every diagonal is one class
    const two = students(56, 28);
    const usual = allocateSeats(two, rooms);
    expect(adjacentSameClass(usual, two, rooms)).toEqual([]);
    expect(adjacentSameClass(usual, two, rooms, all).length).toBeGreaterThan(20);
    const plan = allocateSeats(pool, rooms, { rules: all });
    expect(adjacentSameClass(plan, pool, rooms, all)).toEqual([]);
    expect(
      checkPlan(
        plan,
        rooms,
        pool.map((s) => s.id),
      ),
    ).toEqual([]);
  });

  it('keeps one class apart beside only, or behind only', () => {
    const beside = { beside: true, behind: false };
    const behind = { beside: false, behind: true };
    const besidePlan = allocateSeats(pool, rooms, { rules: beside });
    expect(adjacentSameClass(besidePlan, pool, rooms, beside)).toEqual([]);
    const behindPlan = allocateSeats(pool, rooms, { rules: behind });
    expect(adjacentSameClass(behindPlan, pool, rooms, behind)).toEqual([]);
  });
});

describe('隔位 (alternate seats)', () => {
  it('uses only the odd columns and says who has no seat', () => {
    const rooms = [room(1, 30)];
    expect(usableSeats(rooms[0]!, { alternate: true })).toBe(15);
    const pool = students(20, 5);
    const plan = allocateSeats(pool, rooms, { rules: { alternate: true } });
    expect(plan.seats).toHaveLength(15);
    expect(plan.unplaced).toEqual(['s16', 's17', 's18', 's19', 's20']);
    expect(plan.seats.every((seat) => seatPosition(seat.seatNo, 6).col % 2 === 1)).toBe(true);
    expect(
      checkPlan(
        plan,
        rooms,
        pool.map((s) => s.id),
      ),
    ).toEqual([]);
  });
});

describe('混编考场 (several courses in one room)', () => {
  it('seats neighbours of different courses, and of different classes', () => {
    const pool = [...students(15, 15, 1, 'a'), ...students(15, 15, 2, 'b')];
    const rooms = [room(1, 30)];
    const plan = allocateSeats(pool, rooms);
    expect(plan.seats).toHaveLength(30);
    expect(adjacentSameClass(plan, pool, rooms, {}, 'course')).toEqual([]);
    expect(adjacentSameClass(plan, pool, rooms)).toEqual([]);
  });

  it('keeps courses apart even when their classes differ', () => {
    // course 1 has three classes of 5: without mixing, classes alternate and course 1 sits side by side
    const pool = [...students(15, 5, 1, 'a'), ...students(15, 5, 2, 'b')];
    const rooms = [room(1, 36)];
    const plan = allocateSeats(pool, rooms);
    expect(adjacentSameClass(plan, pool, rooms, {}, 'course')).toEqual([]);
    const single = allocateSeats(
      pool.map(({ courseId: _course, ...rest }) => rest),
      rooms,
    );
    expect(adjacentSameClass(single, pool, rooms, {}, 'course').length).toBeGreaterThan(0);
  });
});

describe('at scale', () => {
  it('seats 5,000 candidates into 100 rooms without a breach', () => {
    const pool = students(5_000, 45);
    const rooms = Array.from({ length: 100 }, (_, i) => room(i + 1, 60, 6));
    const plan = allocateSeats(pool, rooms, { rules: { diagonal: true } });
    expect(plan.seats).toHaveLength(5_000);
    expect(
      checkPlan(
        plan,
        rooms,
        pool.map((s) => s.id),
      ),
    ).toEqual([]);
    expect(adjacentSameClass(plan, pool, rooms, { diagonal: true })).toEqual([]);
  });
});
