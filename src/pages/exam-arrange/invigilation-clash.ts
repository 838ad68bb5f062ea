/**
 * Invigilation clashes (监考冲突): one teacher in two rooms at the same time.
 * A duty is a teacher on one slot (a session in one room) on a date from start to end;
 * two duties of one teacher clash when they are on different slots of the same date and
 * their times overlap (09:00–11:30 and 11:30–13:00 do not). Optionally a teacher also
 * needs `travelMinutes` between duties at different places.
 */

export interface Duty {
  teacherId: number;
  teacherName: string;
  slotId: number;
  /** 2026-04-11 */
  date: string;
  /** 09:00 */
  start: string;
  end: string;
  /** Where, for the message: 广州天河函授站 第1考场. */
  place: string;
}

export interface Clash {
  teacherId: number;
  teacherName: string;
  first: Duty;
  second: Duty;
}

export interface ClashOptions {
  /** Minutes a teacher needs between duties at different places (default 0). */
  travelMinutes?: number;
}

/** 09:30 → 570; an unreadable time → NaN. */
export function toMinutes(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

const venueOf = (place: string) => place.split(' ')[0] ?? place;

/** Whether two duties of one teacher cannot both be kept. */
export function dutiesClash(a: Duty, b: Duty, { travelMinutes = 0 }: ClashOptions = {}): boolean {
  if (a.slotId === b.slotId || a.date !== b.date) return false;
  const gap = travelMinutes > 0 && venueOf(a.place) !== venueOf(b.place) ? travelMinutes : 0;
  return toMinutes(a.start) < toMinutes(b.end) + gap && toMinutes(b.start) < toMinutes(a.end) + gap;
}

/** Every clash among the duties, each pair once, in date and time order. */
export function findClashes(duties: readonly Duty[], options: ClashOptions = {}): Clash[] {
  const byTeacher = new Map<number, Duty[]>();
  for (const duty of duties) {
    const list = byTeacher.get(duty.teacherId);
    if (list) list.push(duty);
    else byTeacher.set(duty.teacherId, [duty]);
  }
  const clashes: Clash[] = [];
  for (const list of byTeacher.values()) {
    const sorted = [...list].sort(
      (a, b) =>
        a.date.localeCompare(b.date) || toMinutes(a.start) - toMinutes(b.start) || a.slotId - b.slotId,
    );
    for (let i = 0; i < sorted.length; i += 1)
      for (let j = i + 1; j < sorted.length; j += 1) {
        const [first, second] = [sorted[i]!, sorted[j]!];
        if (dutiesClash(first, second, options))
          clashes.push({ teacherId: first.teacherId, teacherName: first.teacherName, first, second });
      }
  }
  return clashes.sort(
    (a, b) =>
      a.first.date.localeCompare(b.first.date) ||
      toMinutes(a.first.start) - toMinutes(b.first.start) ||
      a.teacherId - b.teacherId,
  );
}

/** The duties a teacher already has that a new duty on this slot would clash with. */
export function clashesFor(
  teacherId: number,
  slot: Omit<Duty, 'teacherId' | 'teacherName'>,
  duties: readonly Duty[],
  options: ClashOptions = {},
): Duty[] {
  const proposed: Duty = { ...slot, teacherId, teacherName: '' };
  return duties.filter((duty) => duty.teacherId === teacherId && dutiesClash(proposed, duty, options));
}

/**
 * A teacher's lessons (排课, from the timetable) as duties on slots of their own (negative ids, never
 * a real slot), so that every check above also keeps a teacher from invigilating while teaching.
 */
export function lessonDuties(
  lessons: readonly {
    teacher_id: number;
    teacher_name: string;
    lesson_date: string;
    start_time: string;
    end_time: string;
    course_name: string;
    class_name: string;
  }[],
): Duty[] {
  return lessons.map((lesson, index) => ({
    teacherId: lesson.teacher_id,
    teacherName: lesson.teacher_name,
    slotId: -(index + 1),
    date: lesson.lesson_date,
    start: lesson.start_time,
    end: lesson.end_time,
    place: `授课 ${lesson.course_name} · ${lesson.class_name}`,
  }));
}

/** Slot ids that take part in a clash (for marking rows). */
export function clashingSlots(clashes: readonly Clash[]): Set<number> {
  return new Set(clashes.flatMap((clash) => [clash.first.slotId, clash.second.slotId]));
}

/** 林婷：2026-04-11 09:00–11:30 同时在「广州天河函授站 第2考场」与「深圳福田函授站 第1考场」 */
export function describeClash(clash: Clash): string {
  const { first, second } = clash;
  const sameTime = first.start === second.start && first.end === second.end;
  const when = sameTime
    ? `${first.date} ${first.start}–${first.end}`
    : `${first.date} ${first.start}–${first.end} 与 ${second.start}–${second.end}`;
  return `${clash.teacherName}：${when} 同时在「${first.place}」与「${second.place}」监考`;
}

export interface SlotNeed {
  slotId: number;
  date: string;
  start: string;
  end: string;
  place: string;
  /** Teachers the slot still needs. */
  missing: number;
}

export interface Candidate {
  id: number;
  name: string;
}

/**
 * Fills the slots' missing invigilators from the candidates without creating a clash:
 * for each slot in turn, the teachers with the fewest duties so far (then the order given)
 * who are free at that time. Slots that cannot be filled are reported with how many are missing.
 */
export function autoAssign(
  slots: readonly SlotNeed[],
  candidates: readonly Candidate[],
  duties: readonly Duty[],
  options: ClashOptions = {},
): { added: Duty[]; unfilled: { slotId: number; missing: number }[] } {
  const all = [...duties];
  const added: Duty[] = [];
  const unfilled: { slotId: number; missing: number }[] = [];
  const load = (id: number) => all.filter((duty) => duty.teacherId === id).length;
  for (const slot of slots) {
    let missing = slot.missing;
    const ranked = candidates
      .map((candidate, index) => ({ candidate, index }))
      .sort((a, b) => load(a.candidate.id) - load(b.candidate.id) || a.index - b.index);
    for (const { candidate } of ranked) {
      if (missing <= 0) break;
      const already = all.some((duty) => duty.teacherId === candidate.id && duty.slotId === slot.slotId);
      if (already) continue;
      const { missing: _missing, ...where } = slot;
      if (clashesFor(candidate.id, where, all, options).length) continue;
      const duty: Duty = { ...where, teacherId: candidate.id, teacherName: candidate.name };
      all.push(duty);
      added.push(duty);
      missing -= 1;
    }
    if (missing > 0) unfilled.push({ slotId: slot.slotId, missing });
  }
  return { added, unfilled };
}
