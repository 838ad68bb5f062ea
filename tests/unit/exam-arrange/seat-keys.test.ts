/** The seat chart's keys (where the focus moves) and what a move by hand reads out. */
import { describe, expect, it } from 'vitest';
import { movedText, seatMove, seatPlace } from '@/pages/exam-arrange/seat-allocation';

// 26 seats, 6 to a row: rows 1–6, 7–12, 13–18, 19–24 and a last row of 25–26
const room = { capacity: 26, cols: 6 };

describe('seatMove', () => {
  it('moves one seat across and one row up or down', () => {
    expect(seatMove(8, 'ArrowLeft', room)).toBe(7);
    expect(seatMove(8, 'ArrowRight', room)).toBe(9);
    expect(seatMove(8, 'ArrowUp', room)).toBe(2);
    expect(seatMove(8, 'ArrowDown', room)).toBe(14);
  });

  it('stays at the edges of the room and of a row (no wrapping to the next row)', () => {
    expect(seatMove(1, 'ArrowLeft', room)).toBe(1);
    expect(seatMove(7, 'ArrowLeft', room)).toBe(7);
    expect(seatMove(6, 'ArrowRight', room)).toBe(6);
    expect(seatMove(3, 'ArrowUp', room)).toBe(3);
    // the last row is short: down from 21 there is no seat 27, right from 26 no seat 27
    expect(seatMove(21, 'ArrowDown', room)).toBe(21);
    expect(seatMove(20, 'ArrowDown', room)).toBe(26);
    expect(seatMove(26, 'ArrowRight', room)).toBe(26);
  });

  it('goes to the ends of the row with Home / End, of the room with Ctrl', () => {
    expect(seatMove(10, 'Home', room)).toBe(7);
    expect(seatMove(10, 'End', room)).toBe(12);
    expect(seatMove(25, 'End', room)).toBe(26);
    expect(seatMove(10, 'Home', room, true)).toBe(1);
    expect(seatMove(10, 'End', room, true)).toBe(26);
  });

  it('is not a move for other keys', () => {
    expect(seatMove(8, 'Enter', room)).toBeUndefined();
    expect(seatMove(8, ' ', room)).toBeUndefined();
    expect(seatMove(8, 'Escape', room)).toBeUndefined();
    expect(seatMove(8, 'a', room)).toBeUndefined();
  });

  it('treats a room of one column as a single file', () => {
    const file = { capacity: 4, cols: 1 };
    expect(seatMove(2, 'ArrowDown', file)).toBe(3);
    expect(seatMove(2, 'ArrowRight', file)).toBe(2);
    expect(seatMove(2, 'End', file)).toBe(2);
  });
});

describe('what a move reads out', () => {
  it('names the seat, with the room when there is more than one', () => {
    expect(seatPlace(7)).toBe('座位 07');
    expect(seatPlace(30, '广州天河函授站 第2考场')).toBe('广州天河函授站 第2考场 座位 30');
  });

  it('says the move, and for a swap where the other candidate went', () => {
    expect(movedText('陈志强', '座位 07')).toBe('已将 陈志强 移到 座位 07');
    expect(movedText('陈志强', '座位 07', { name: '李建华', to: '座位 01' })).toBe(
      '已将 陈志强 移到 座位 07，李建华 换到 座位 01',
    );
    // the mover had no seat: the one sitting there goes to the unplaced list
    expect(movedText('何雨萱', '座位 07', { name: '李建华', to: undefined })).toBe(
      '已将 何雨萱 移到 座位 07，李建华 移出座位（未安排）',
    );
  });
});
