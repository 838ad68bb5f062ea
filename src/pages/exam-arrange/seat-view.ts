/**
 * What the 排座 workspace shows of its state (./seat-workspace-state): the rooms chosen and the one
 * shown, the figures, the neighbours the rules keep apart, what would make the plan wrong to save,
 * and the class legend.
 */
import type { ExamSessionRoom } from '@/generated/model';
import { roomCourses, seatStudents, type SeatEntry } from './mixed-rooms';
import {
  adjacentSameClass,
  checkPlan,
  roomCounts,
  usableSeats,
  type SeatPlan,
  type SeatRoom,
} from './seat-allocation';
import { toSeatRoom } from './seat-plans';
import { chosenRooms, currentPlan, type SeatContext, type SeatWorkspaceState } from './seat-workspace-state';

/** A pair of neighbouring seats taken by one class (or one course, 混编). */
type SeatPair = ReturnType<typeof adjacentSameClass>[number];

export interface SeatView {
  plan: SeatPlan;
  /** The rooms chosen, in order, and as the seating rules take them. */
  rooms: ExamSessionRoom[];
  seatRooms: SeatRoom[];
  shownRoom: ExamSessionRoom | undefined;
  /** Sessions (courses) among the candidates: more than one when combined. */
  courseCount: number;
  /** Seats usable under the rules (隔位 uses every other one). */
  capacity: number;
  /** Candidates seated per room. */
  counts: Map<number, number>;
  /** The courses each room holds. */
  coursesByRoom: ReturnType<typeof roomCourses>;
  /** Neighbours of one class, and (混编) of one course, in the directions of the rules. */
  classConflicts: SeatPair[];
  courseConflicts: SeatPair[];
  /** The seats of those pairs, as `roomId:seatNo`. */
  conflictSeats: Set<string>;
  /** What would make the plan wrong to save (see checkPlan). */
  problems: string[];
}

export function seatView(state: SeatWorkspaceState, { rooms, entries }: SeatContext): SeatView {
  const plan = currentPlan(state, entries);
  const chosen = chosenRooms(state, rooms);
  const seatRooms = chosen.map(toSeatRoom);
  const students = seatStudents(entries);
  const courseCount = new Set(entries.map((entry) => entry.session.id)).size;
  const classConflicts = adjacentSameClass(plan, students, seatRooms, state.rules);
  const courseConflicts =
    courseCount > 1 ? adjacentSameClass(plan, students, seatRooms, state.rules, 'course') : [];
  return {
    plan,
    rooms: chosen,
    seatRooms,
    shownRoom: chosen.find((room) => room.room_id === state.activeRoom) ?? chosen[0],
    courseCount,
    capacity: seatRooms.reduce((total, room) => total + usableSeats(room, state.rules), 0),
    counts: roomCounts(plan),
    coursesByRoom: roomCourses(plan, entries),
    classConflicts,
    courseConflicts,
    conflictSeats: new Set(
      [...classConflicts, ...courseConflicts].flatMap((pair) =>
        pair.seats.map((seat) => `${pair.roomId}:${seat}`),
      ),
    ),
    problems: checkPlan(
      plan,
      seatRooms,
      entries.map((entry) => entry.key),
    ),
  };
}

const CLASS_COLORS = ['#165dff', '#00b42a', '#ff7d00', '#722ed1', '#f53f3f', '#14c9c9', '#f7ba1e', '#eb0aa4'];

/** The classes among the candidates, in order of first appearance: name, size and colour. */
export function classLegend(entries: readonly SeatEntry[]) {
  const classes = new Map<number, { id: number; name: string; count: number; color: string }>();
  for (const { candidate } of entries) {
    const known = classes.get(candidate.class_id);
    if (known) known.count += 1;
    else
      classes.set(candidate.class_id, {
        id: candidate.class_id,
        name: candidate.class_name,
        count: 1,
        color: CLASS_COLORS[classes.size % CLASS_COLORS.length]!,
      });
  }
  return classes;
}
