/**
 * 排座 outside the workspace: the rooms and combined sessions (混编) of a saved arrangement as the
 * seating rules take them, the batch 自动排座 of a session by the rules saved with it, and the save.
 */
import { saveExamSessionSeats } from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamSessionArrangement, ExamSessionRoom, SeatAssignmentSaveBody } from '@/generated/model';
import {
  combinedEntries,
  savedChoices,
  seatSaveBody,
  seatStudents,
  type MixedGroup,
  type SeatChoices,
} from './mixed-rooms';
import { allocateSeats, type SeatPlan, type SeatRoom } from './seat-allocation';

export const toSeatRoom = (room: ExamSessionRoom): SeatRoom => ({
  id: room.room_id,
  capacity: room.capacity,
  cols: room.seat_cols,
});

/** The sessions combined in the saved arrangement (混编), as groups to seat with it. */
export const savedGroups = (arrangement: ExamSessionArrangement): MixedGroup[] =>
  (arrangement.mixed_sessions ?? []).filter((group) => group.session.id !== arrangement.session.id);

/** Whether an allocation keeps anyone apart: a class in some direction, or courses (混编). */
export const separates = ({ rules, mixed }: Pick<SeatChoices, 'rules' | 'mixed'>) =>
  rules.beside || rules.behind || rules.diagonal || mixed;

/**
 * Allocates the session's candidates (and those of the sessions combined with it) to its selected
 * rooms by the rules saved with it; the batch 自动排座 uses this. Returns the plan and its save request.
 */
export function autoPlan(
  arrangement: ExamSessionArrangement,
  roomIds: number[],
): { plan: SeatPlan; body: SeatAssignmentSaveBody } {
  const choices = savedChoices(arrangement);
  const entries = combinedEntries(arrangement, choices.mixed ? savedGroups(arrangement) : []);
  const byId = new Map(arrangement.rooms.map((room) => [room.room_id, room]));
  const rooms = roomIds.flatMap((id) => (byId.has(id) ? [toSeatRoom(byId.get(id)!)] : []));
  const plan = allocateSeats(seatStudents(entries), rooms, {
    separateClasses: separates(choices),
    rules: choices.rules,
  });
  return { plan, body: seatSaveBody(arrangement.session.id, roomIds, plan, entries, choices) };
}

/** Saves the seats (and rules, and combined sessions) of a session. */
export const savePlan = (body: SeatAssignmentSaveBody) => saveExamSessionSeats(body);
