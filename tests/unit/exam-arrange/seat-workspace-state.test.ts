/**
 * The 排座 workspace's state without React: each thing staff do, what it reads out, whether it
 * leaves something unsaved, and what the screen shows of the state.
 */
import { describe, expect, it } from 'vitest';
import type {
  ExamOfflineSession,
  ExamSessionArrangement,
  ExamSessionRoom,
  SeatCandidate,
} from '@/generated/model';
import { combinedEntries, type MixedGroup } from '@/pages/exam-arrange/mixed-rooms';
import { classLegend, seatView } from '@/pages/exam-arrange/seat-view';
import {
  hasUnsavedChanges,
  initialSeatWorkspace,
  seatSaveRequest,
  seatWorkspaceReducer,
  type SeatAction,
  type SeatContext,
  type SeatWorkspaceState,
} from '@/pages/exam-arrange/seat-workspace-state';

const room = (room_id: number, name: string, selected: 0 | 1): ExamSessionRoom => ({
  room_id,
  code: `KC-${room_id}`,
  name,
  venue_name: '广州天河函授站',
  location: '',
  capacity: 4,
  seat_cols: 2,
  selected,
});
const ROOMS = [room(1, '第1考场', 1), room(2, '第2考场', 1), room(3, '第3考场', 0)];
const ROOM_1 = '广州天河函授站 第1考场';
const ROOM_2 = '广州天河函授站 第2考场';

const candidate = (student_uuid: string, student_name: string, class_id: number): SeatCandidate => ({
  student_uuid,
  student_name,
  student_no: '',
  exam_no: '',
  id_card: '',
  class_id,
  class_name: `${class_id}班`,
  photo: null,
});
const session = (id: number, course_name: string) =>
  ({ id, course_name, course_code: `0${id}`, exam_date: '2026-04-11' }) as ExamOfflineSession;

/** 陈志强 and 吴浩然 (one class) side by side in 第1考场, 李建华 in 第2考场, 何雨萱 without a seat. */
const ARRANGEMENT: ExamSessionArrangement = {
  session: session(1, '马克思主义基本原理概论'),
  rooms: ROOMS,
  candidates: [
    candidate('a', '陈志强', 301),
    candidate('b', '吴浩然', 301),
    candidate('c', '李建华', 302),
    candidate('d', '何雨萱', 302),
  ],
  seats: [
    { student_uuid: 'a', room_id: 1, seat_no: 1 },
    { student_uuid: 'b', room_id: 1, seat_no: 2 },
    { student_uuid: 'c', room_id: 2, seat_no: 1 },
  ],
  seat_rules: { beside: true, behind: true, diagonal: false, alternate: false, mixed: false },
};
/** A session of the same period, combined (混编): 王芳. */
const OTHER: MixedGroup = {
  session: session(4, '中国近现代史纲要'),
  candidates: [candidate('e', '王芳', 305)],
  seats: [],
};

const CONTEXT: SeatContext = { rooms: ROOMS, entries: combinedEntries(ARRANGEMENT, []) };
/** The candidates once 王芳's session is combined and loaded. */
const MIXED: SeatContext = { rooms: ROOMS, entries: combinedEntries(ARRANGEMENT, [OTHER]) };

const start = () => initialSeatWorkspace(ARRANGEMENT);
/** The state after the actions, one after another. */
const after = (...actions: SeatAction[]) => actions.reduce(seatWorkspaceReducer, start());
const dirty = (state: SeatWorkspaceState, context = CONTEXT) => hasUnsavedChanges(state, context.entries);
const seatOf = (state: SeatWorkspaceState, key: string) =>
  state.plan.seats.find((seat) => seat.studentId === key);
const choose = (roomId: number, seatNo: number, context = CONTEXT): SeatAction => ({
  type: 'chooseSeat',
  roomId,
  seatNo,
  context,
});

describe('initialSeatWorkspace', () => {
  it('starts as the session was saved: its rooms, rules and seats, nothing unsaved', () => {
    const state = start();
    expect(state.roomIds).toEqual([1, 2]);
    expect(state.rules).toEqual({ beside: true, behind: true, diagonal: false, alternate: false });
    expect(state.mixed).toBe(false);
    expect(state.plan.seats).toHaveLength(3);
    expect(state.plan.unplaced).toEqual(['d']);
    expect(state.activeRoom).toBe(1);
    expect(state.picked).toBeUndefined();
    expect(state.said.text).toBe('');
    expect(dirty(state)).toBe(false);
  });

  it('reopened with a session combined: seated together, nothing unsaved', () => {
    const saved: ExamSessionArrangement = {
      ...ARRANGEMENT,
      seat_rules: { ...ARRANGEMENT.seat_rules!, mixed: true },
      mixed_sessions: [{ ...OTHER, seats: [{ student_uuid: 'e', room_id: 2, seat_no: 2 }] }],
    };
    const state = initialSeatWorkspace(saved);
    expect(state.mixed).toBe(true);
    expect(state.mixedIds).toEqual([4]);
    expect(seatOf(state, '4:e')).toMatchObject({ roomId: 2, seatNo: 2 });
    expect(hasUnsavedChanges(state, combinedEntries(saved, saved.mixed_sessions!))).toBe(false);
  });
});

describe('toggleRoom', () => {
  it('takes a room out of use: its candidates lose their seats', () => {
    const state = after({ type: 'toggleRoom', roomId: 1, on: false });
    expect(state.roomIds).toEqual([2]);
    expect(state.plan.seats.map((seat) => seat.studentId)).toEqual(['c']);
    expect(state.plan.unplaced).toEqual(['d', 'a', 'b']);
    expect(dirty(state)).toBe(true);
  });

  it('adds a room after the others, the room shown staying', () => {
    const state = after({ type: 'toggleRoom', roomId: 3, on: true });
    expect(state.roomIds).toEqual([1, 2, 3]);
    expect(state.activeRoom).toBe(1);
    expect(dirty(state)).toBe(true);
  });

  it('shows the first room chosen when none was', () => {
    const none = { ...ARRANGEMENT, rooms: ROOMS.map((r) => ({ ...r, selected: 0 as const })), seats: [] };
    const state = seatWorkspaceReducer(initialSeatWorkspace(none), {
      type: 'toggleRoom',
      roomId: 3,
      on: true,
    });
    expect(state.activeRoom).toBe(3);
  });
});

describe('setRule', () => {
  it('switches a rule, unsaved until switched back', () => {
    const state = after({ type: 'setRule', rule: 'diagonal', on: true });
    expect(state.rules).toEqual({ beside: true, behind: true, diagonal: true, alternate: false });
    expect(dirty(state)).toBe(true);
    expect(dirty(seatWorkspaceReducer(state, { type: 'setRule', rule: 'diagonal', on: false }))).toBe(false);
  });
});

describe('setMixed and setMixedSessions', () => {
  it('switches 混编 on (unsaved) and off again (as loaded)', () => {
    const on = after({ type: 'setMixed', on: true });
    expect(on.mixed).toBe(true);
    expect(dirty(on)).toBe(true);
    expect(dirty(seatWorkspaceReducer(on, { type: 'setMixed', on: false }))).toBe(false);
  });

  it('combines sessions: unsaved with 混编 on; their candidates join the unplaced once loaded', () => {
    const state = after({ type: 'setMixed', on: true }, { type: 'setMixedSessions', ids: [4] });
    expect(state.mixedIds).toEqual([4]);
    expect(dirty(state, MIXED)).toBe(true);
    expect(seatView(state, MIXED).plan.unplaced).toEqual(['d', '4:e']);
  });

  it('sessions chosen with 混编 off are not saved, so nothing is unsaved', () => {
    const state = after({ type: 'setMixedSessions', ids: [4] });
    expect(state.mixedIds).toEqual([4]);
    expect(dirty(state)).toBe(false);
  });
});

describe('allocate', () => {
  it('seats everyone, classes apart, from the first room, and drops the pick', () => {
    const state = after(
      choose(1, 1),
      { type: 'showRoom', roomId: 2, context: CONTEXT },
      {
        type: 'allocate',
        context: CONTEXT,
      },
    );
    expect(state.plan.seats).toHaveLength(4);
    expect(state.plan.unplaced).toEqual([]);
    expect(seatView(state, CONTEXT).classConflicts).toEqual([]);
    expect(state.picked).toBeUndefined();
    expect(state.activeRoom).toBe(1);
    expect(dirty(state)).toBe(true);
  });

  it('seats the combined sessions’ candidates too (混编)', () => {
    const state = after(
      { type: 'setMixed', on: true },
      { type: 'setMixedSessions', ids: [4] },
      { type: 'allocate', context: MIXED },
    );
    expect(state.plan.seats).toHaveLength(5);
    expect(seatOf(state, '4:e')).toBeDefined();
  });

  it('by the rules: 隔位就座 uses every other seat', () => {
    const state = after(
      { type: 'setRule', rule: 'alternate', on: true },
      { type: 'allocate', context: CONTEXT },
    );
    expect(state.plan.seats.every((seat) => seat.seatNo % 2 === 1)).toBe(true);
  });
});

describe('chooseSeat', () => {
  it('with nothing picked: picks up who sits there, or says the seat is empty', () => {
    const picked = after(choose(1, 1));
    expect(picked.picked).toBe('a');
    expect(picked.said.text).toBe(`已选中 陈志强（${ROOM_1} 座位 01）`);
    expect(dirty(picked)).toBe(false);
    const empty = after(choose(2, 2));
    expect(empty.picked).toBeUndefined();
    expect(empty.said.text).toBe(`${ROOM_2} 座位 02 是空座`);
  });

  it('moves the candidate picked to an empty seat', () => {
    const state = after(choose(1, 1), choose(2, 2));
    expect(seatOf(state, 'a')).toEqual({ studentId: 'a', roomId: 2, seatNo: 2 });
    expect(state.picked).toBeUndefined();
    expect(state.said.text).toBe(`已将 陈志强 移到 ${ROOM_2} 座位 02`);
    expect(dirty(state)).toBe(true);
  });

  it('swaps with whoever sits there', () => {
    const state = after(choose(1, 1), choose(2, 1));
    expect(seatOf(state, 'a')).toMatchObject({ roomId: 2, seatNo: 1 });
    expect(seatOf(state, 'c')).toMatchObject({ roomId: 1, seatNo: 1 });
    expect(state.said.text).toBe(`已将 陈志强 移到 ${ROOM_2} 座位 01，李建华 换到 ${ROOM_1} 座位 01`);
  });

  it('puts the candidate back on their own seat', () => {
    const state = after(choose(1, 1), choose(1, 1));
    expect(state.picked).toBeUndefined();
    expect(state.plan).toEqual(start().plan);
    expect(state.said.text).toBe('已取消选择');
  });

  it('seats an unplaced candidate: whoever sat there has no seat now', () => {
    const state = after({ type: 'pickUnplaced', key: 'd', context: CONTEXT }, choose(1, 2));
    expect(seatOf(state, 'd')).toMatchObject({ roomId: 1, seatNo: 2 });
    expect(state.plan.unplaced).toEqual(['b']);
    expect(state.said.text).toBe(`已将 何雨萱 移到 ${ROOM_1} 座位 02，吴浩然 移出座位（未安排）`);
  });

  it('names the seat without its room when one room is in use', () => {
    const state = after({ type: 'toggleRoom', roomId: 2, on: false }, choose(1, 1));
    expect(state.said.text).toBe('已选中 陈志强（座位 01）');
  });
});

describe('pickUnplaced', () => {
  it('picks up a candidate without a seat, and puts them down when chosen again', () => {
    const picked = after({ type: 'pickUnplaced', key: 'd', context: CONTEXT });
    expect(picked.picked).toBe('d');
    expect(picked.said.text).toBe('已选中 何雨萱（未安排座位）');
    const again = seatWorkspaceReducer(picked, { type: 'pickUnplaced', key: 'd', context: CONTEXT });
    expect(again.picked).toBeUndefined();
    expect(again.said.text).toBe('已取消选择');
  });
});

describe('unseat', () => {
  it('takes the candidate picked off their seat', () => {
    const state = after(choose(1, 1), { type: 'unseat', context: CONTEXT });
    expect(seatOf(state, 'a')).toBeUndefined();
    expect(state.plan.unplaced).toEqual(['d', 'a']);
    expect(state.picked).toBeUndefined();
    expect(state.said.text).toBe('已将 陈志强 移出座位');
    expect(dirty(state)).toBe(true);
  });

  it('does nothing with nobody picked', () => {
    const state = start();
    expect(seatWorkspaceReducer(state, { type: 'unseat', context: CONTEXT })).toBe(state);
  });
});

describe('cancelPick', () => {
  it('puts the candidate back, and says so each time (the same words read again)', () => {
    const state = after(choose(1, 1), { type: 'cancelPick' });
    expect(state.picked).toBeUndefined();
    expect(state.said.text).toBe('已取消选择');
    const again = seatWorkspaceReducer(state, { type: 'cancelPick' });
    expect(again.said).toEqual({ text: '已取消选择', n: state.said.n + 1 });
    expect(dirty(again)).toBe(false);
  });
});

describe('showRoom', () => {
  it('shows another room; with readOut (PageUp / PageDown) says which and how full', () => {
    const quiet = after({ type: 'showRoom', roomId: 2, context: CONTEXT });
    expect(quiet.activeRoom).toBe(2);
    expect(quiet.said.text).toBe('');
    const read = after({ type: 'showRoom', roomId: 2, readOut: true, context: CONTEXT });
    expect(read.said.text).toBe(`${ROOM_2}，已排 1/4`);
    expect(dirty(read)).toBe(false);
  });
});

describe('saved', () => {
  it('makes the state now the one to compare with', () => {
    const changed = after({ type: 'setRule', rule: 'beside', on: false });
    const saved = seatWorkspaceReducer(changed, { type: 'saved', context: CONTEXT });
    expect(dirty(saved)).toBe(false);
    expect(dirty(seatWorkspaceReducer(saved, { type: 'setRule', rule: 'beside', on: true }))).toBe(true);
  });
});

describe('seatView', () => {
  it('counts the seats under the rules and finds neighbours of one class', () => {
    const view = seatView(start(), CONTEXT);
    expect(view.rooms.map((r) => r.room_id)).toEqual([1, 2]);
    expect(view.shownRoom?.room_id).toBe(1);
    expect(view.capacity).toBe(8);
    expect(view.counts).toEqual(
      new Map([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(view.classConflicts).toEqual([{ roomId: 1, seats: [1, 2] }]);
    expect(view.courseConflicts).toEqual([]);
    expect(view.conflictSeats).toEqual(new Set(['1:1', '1:2']));
    expect(view.problems).toEqual([]);
    expect(view.courseCount).toBe(1);
    expect(seatView(after({ type: 'setRule', rule: 'alternate', on: true }), CONTEXT).capacity).toBe(4);
  });

  it('shows the first room chosen when the one shown is out of use', () => {
    const state = after({ type: 'toggleRoom', roomId: 1, on: false });
    expect(seatView(state, CONTEXT).shownRoom?.room_id).toBe(2);
  });

  it('混编: finds neighbours of one course', () => {
    const state = after({ type: 'setMixed', on: true }, { type: 'setMixedSessions', ids: [4] });
    const view = seatView(state, MIXED);
    expect(view.courseCount).toBe(2);
    expect(view.courseConflicts).toEqual([{ roomId: 1, seats: [1, 2] }]);
    expect(view.coursesByRoom.get(1)).toEqual([
      { sessionId: 1, courseName: '马克思主义基本原理概论', courseCode: '01', count: 2 },
    ]);
  });

  it('says what is wrong with a plan that cannot be saved', () => {
    const state = { ...start(), roomIds: [1] };
    expect(seatView(state, CONTEXT).problems).toEqual(['考生 c 安排在未选用的考场']);
  });
});

describe('seatSaveRequest', () => {
  it('sends the rooms, the seats split by session, the rules and the sessions combined', () => {
    const state = after(
      { type: 'setMixed', on: true },
      { type: 'setMixedSessions', ids: [4] },
      { type: 'pickUnplaced', key: '4:e', context: MIXED },
      choose(2, 2, MIXED),
    );
    expect(seatSaveRequest(state, MIXED, 1)).toEqual({
      session_id: 1,
      room_ids: [1, 2],
      seats: [
        { student_uuid: 'a', room_id: 1, seat_no: 1 },
        { student_uuid: 'b', room_id: 1, seat_no: 2 },
        { student_uuid: 'c', room_id: 2, seat_no: 1 },
      ],
      seat_rules: { beside: true, behind: true, diagonal: false, alternate: false, mixed: true },
      mixed_session_ids: [4],
      mixed_seats: [{ session_id: 4, student_uuid: 'e', room_id: 2, seat_no: 2 }],
    });
  });
});

describe('classLegend', () => {
  it('lists the classes in order of first appearance with their sizes and colours', () => {
    expect([...classLegend(MIXED.entries).values()]).toEqual([
      { id: 301, name: '301班', count: 2, color: '#165dff' },
      { id: 302, name: '302班', count: 2, color: '#00b42a' },
      { id: 305, name: '305班', count: 1, color: '#ff7d00' },
    ]);
  });
});
