/**
 * The 排座 workspace without React: what staff do (choose the rooms and the rules, combine sessions,
 * allocate, pick a candidate up and put them down …) as a reducer over the workspace's state, what
 * each step says aloud (the live region), whether something saved with the seats is unsaved, and
 * the save request; ./seat-view says what the screen shows of the state. The seating rules are
 * ./seat-allocation's and ./mixed-rooms'.
 *
 * The candidates change while the workspace is open (a session combined in is loaded), so the
 * actions that read them carry them (SeatContext), and the plan is read through `currentPlan`.
 */
import type { ExamSessionArrangement, ExamSessionRoom, SeatAssignmentSaveBody } from '@/generated/model';
import {
  combinedEntries,
  combinedPlan,
  reconcilePlan,
  savedChoices,
  seatSaveBody,
  seatStudents,
  type SeatChoices,
  type SeatEntry,
} from './mixed-rooms';
import {
  allocateSeats,
  movedText,
  moveStudent,
  seatPlace,
  unseatStudent,
  type SeatPlan,
  type SeatRules,
} from './seat-allocation';
import { savedGroups, separates, toSeatRoom } from './seat-plans';

/** What the actions read besides the state. */
export interface SeatContext {
  /** The session's rooms, chosen or not. */
  rooms: readonly ExamSessionRoom[];
  /** The candidates now: the session's, then those of the sessions combined (once loaded). */
  entries: readonly SeatEntry[];
}

export interface SeatWorkspaceState extends SeatChoices {
  /** The rooms chosen, in the order they are filled. */
  roomIds: number[];
  /** The seats as last changed (see currentPlan). */
  plan: SeatPlan;
  /** The candidate picked up (an entry's key). */
  picked?: string;
  /** The room shown (the first chosen when this one is not). */
  activeRoom?: number;
  /** What was last read out; n counts the readouts, so the same words again are read again. */
  said: { text: string; n: number };
  /** The saved part (savedPart) as loaded or last saved. */
  savedAs: string;
}

export type SeatAction =
  | { type: 'toggleRoom'; roomId: number; on: boolean }
  | { type: 'setRule'; rule: keyof SeatRules; on: boolean }
  | { type: 'setMixed'; on: boolean }
  | { type: 'setMixedSessions'; ids: number[] }
  | { type: 'allocate'; context: SeatContext }
  /** A seat chosen (click, Enter, Space): picks up, moves, swaps or puts back. */
  | { type: 'chooseSeat'; roomId: number; seatNo: number; context: SeatContext }
  /** An unplaced candidate chosen: picked up, or put down again. */
  | { type: 'pickUnplaced'; key: string; context: SeatContext }
  /** The candidate picked taken off their seat (移出座位). */
  | { type: 'unseat'; context: SeatContext }
  | { type: 'cancelPick' }
  /** Another room shown; `readOut` (PageUp / PageDown) says which and how full it is. */
  | { type: 'showRoom'; roomId: number; readOut?: boolean; context: SeatContext }
  | { type: 'saved'; context: SeatContext };

/** The state as the session was saved: its rooms, rules, combined sessions and seats. */
export function initialSeatWorkspace(arrangement: ExamSessionArrangement): SeatWorkspaceState {
  const choices = savedChoices(arrangement);
  const entries = combinedEntries(arrangement, choices.mixed ? savedGroups(arrangement) : []);
  const roomIds = arrangement.rooms.filter((room) => room.selected === 1).map((room) => room.room_id);
  const state: SeatWorkspaceState = {
    ...choices,
    roomIds,
    plan: combinedPlan(arrangement, choices.mixed ? savedGroups(arrangement) : [], entries),
    activeRoom: roomIds[0],
    said: { text: '', n: 0 },
    savedAs: '',
  };
  return { ...state, savedAs: savedPart(state, entries) };
}

/** The plan over the candidates there are now (see reconcilePlan). */
export const currentPlan = (state: SeatWorkspaceState, entries: readonly SeatEntry[]) =>
  reconcilePlan(state.plan, entries);

const seatChoices = ({ rules, mixed, mixedIds }: SeatWorkspaceState): SeatChoices => ({
  rules,
  mixed,
  mixedIds,
});

/** The rooms chosen, in order. */
export function chosenRooms(state: SeatWorkspaceState, rooms: readonly ExamSessionRoom[]) {
  return state.roomIds.flatMap((id) => {
    const room = rooms.find((candidate) => candidate.room_id === id);
    return room ? [room] : [];
  });
}

/**
 * What is saved, as text to compare: the rooms, the rules, the sessions combined (when 混编 is on)
 * and who sits where. Unplaced candidates are whoever has no seat, so they are not part of it.
 */
function savedPart(state: SeatWorkspaceState, entries: readonly SeatEntry[]): string {
  const seats = currentPlan(state, entries)
    .seats.map((seat) => `${seat.studentId}@${seat.roomId}:${seat.seatNo}`)
    .sort();
  const { roomIds, rules, mixed, mixedIds } = state;
  return JSON.stringify({ roomIds, rules, mixed, mixedIds: mixed ? mixedIds : [], seats });
}

/** Something saved with the seats differs from what was loaded or last saved. */
export const hasUnsavedChanges = (state: SeatWorkspaceState, entries: readonly SeatEntry[]) =>
  savedPart(state, entries) !== state.savedAs;

/** The save request of the session's seats, rules and combined sessions. */
export const seatSaveRequest = (
  state: SeatWorkspaceState,
  { entries }: SeatContext,
  sessionId: number,
): SeatAssignmentSaveBody =>
  seatSaveBody(sessionId, state.roomIds, currentPlan(state, entries), entries, seatChoices(state));

// ---- what is read out

const CANCELLED_TEXT = '已取消选择';

const nameOf = (entries: readonly SeatEntry[], key: string) =>
  entries.find((entry) => entry.key === key)?.candidate.student_name ?? key;

/** 座位 07, with the room when the session uses more than one (第2考场 座位 30). */
function placeOf(
  state: SeatWorkspaceState,
  rooms: readonly ExamSessionRoom[],
  roomId: number,
  seatNo: number,
) {
  const chosen = chosenRooms(state, rooms);
  const room = chosen.length > 1 ? chosen.find((candidate) => candidate.room_id === roomId) : undefined;
  return seatPlace(seatNo, room && `${room.venue_name} ${room.name}`);
}

/** 广州天河函授站 第2考场，已排 26/30 */
const roomText = (room: ExamSessionRoom, seated: number) =>
  `${room.venue_name} ${room.name}，已排 ${seated}/${room.capacity}`;

const say = (state: SeatWorkspaceState, text: string): SeatWorkspaceState => ({
  ...state,
  said: { text, n: state.said.n + 1 },
});

const cancelPick = (state: SeatWorkspaceState) => say({ ...state, picked: undefined }, CANCELLED_TEXT);

// ---- the actions

function chooseSeat(
  state: SeatWorkspaceState,
  { roomId, seatNo, context }: Extract<SeatAction, { type: 'chooseSeat' }>,
): SeatWorkspaceState {
  const { rooms, entries } = context;
  const plan = currentPlan(state, entries);
  const place = (room: number, seat: number) => placeOf(state, rooms, room, seat);
  const occupant = plan.seats.find((seat) => seat.roomId === roomId && seat.seatNo === seatNo);
  const { picked } = state;
  if (!picked) {
    if (!occupant) return say(state, `${place(roomId, seatNo)} 是空座`);
    const name = nameOf(entries, occupant.studentId);
    return say({ ...state, picked: occupant.studentId }, `已选中 ${name}（${place(roomId, seatNo)}）`);
  }
  if (occupant?.studentId === picked) return cancelPick(state);
  const from = plan.seats.find((seat) => seat.studentId === picked);
  const seatRooms = chosenRooms(state, rooms).map(toSeatRoom);
  const moved = moveStudent(plan, picked, { roomId, seatNo }, seatRooms);
  const swapped = occupant && {
    name: nameOf(entries, occupant.studentId),
    to: from && place(from.roomId, from.seatNo),
  };
  return say(
    { ...state, plan: moved, picked: undefined },
    movedText(nameOf(entries, picked), place(roomId, seatNo), swapped),
  );
}

export function seatWorkspaceReducer(state: SeatWorkspaceState, action: SeatAction): SeatWorkspaceState {
  switch (action.type) {
    case 'toggleRoom': {
      const { roomId, on } = action;
      if (on)
        return { ...state, roomIds: [...state.roomIds, roomId], activeRoom: state.activeRoom ?? roomId };
      // the room's candidates lose their seats
      const leaving = state.plan.seats.filter((seat) => seat.roomId === roomId).map((seat) => seat.studentId);
      return {
        ...state,
        roomIds: state.roomIds.filter((id) => id !== roomId),
        plan: {
          seats: state.plan.seats.filter((seat) => seat.roomId !== roomId),
          unplaced: [...state.plan.unplaced, ...leaving],
        },
      };
    }
    case 'setRule':
      return { ...state, rules: { ...state.rules, [action.rule]: action.on } };
    case 'setMixed':
      return { ...state, mixed: action.on };
    case 'setMixedSessions':
      return { ...state, mixedIds: action.ids };
    case 'allocate': {
      const { rooms, entries } = action.context;
      const seatRooms = chosenRooms(state, rooms).map(toSeatRoom);
      const plan = allocateSeats(seatStudents(entries), seatRooms, {
        separateClasses: separates(state),
        rules: state.rules,
      });
      return { ...state, plan, picked: undefined, activeRoom: seatRooms[0]?.id };
    }
    case 'chooseSeat':
      return chooseSeat(state, action);
    case 'pickUnplaced': {
      if (state.picked === action.key) return cancelPick(state);
      const name = nameOf(action.context.entries, action.key);
      return say({ ...state, picked: action.key }, `已选中 ${name}（未安排座位）`);
    }
    case 'unseat': {
      const { picked } = state;
      if (!picked) return state;
      const plan = unseatStudent(currentPlan(state, action.context.entries), picked);
      return say(
        { ...state, plan, picked: undefined },
        `已将 ${nameOf(action.context.entries, picked)} 移出座位`,
      );
    }
    case 'cancelPick':
      return cancelPick(state);
    case 'showRoom': {
      const { roomId, readOut, context } = action;
      const shown = { ...state, activeRoom: roomId };
      const room = context.rooms.find((candidate) => candidate.room_id === roomId);
      if (!readOut || !room) return shown;
      const seated = currentPlan(state, context.entries).seats.filter((seat) => seat.roomId === roomId);
      return say(shown, roomText(room, seated.length));
    }
    case 'saved':
      return { ...state, savedAs: savedPart(state, action.context.entries) };
  }
}
