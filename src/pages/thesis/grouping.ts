/**
 * Automatic grouping of a thesis plan's students under supervisors: students already in a group
 * stay there; every other student goes to a supervisor of the same major first, otherwise to any
 * supervisor, always the least loaded (by share of the limit) — no supervisor over their limit.
 */
export interface GroupingSupervisor {
  id: number;
  name: string;
  major_name: string;
  capacity: number;
}

export interface GroupingStudent {
  id: number;
  student_name: string;
  major_name: string;
  supervisor_id: number | null;
}

export interface Assignment {
  student_id: number;
  supervisor_id: number;
}

export interface GroupingResult {
  /** The new assignments only (students that had no supervisor). */
  assignments: Assignment[];
  /** Students no supervisor could take (every limit reached). */
  unassigned: GroupingStudent[];
  /** Students per supervisor after grouping. */
  load: Record<number, number>;
  /** Of the new assignments, how many went to a supervisor of their own major. */
  sameMajor: number;
}

export function balanceGroups(
  supervisors: readonly GroupingSupervisor[],
  students: readonly GroupingStudent[],
): GroupingResult {
  const load: Record<number, number> = {};
  for (const supervisor of supervisors) load[supervisor.id] = 0;
  for (const student of students) {
    if (student.supervisor_id !== null && student.supervisor_id in load) load[student.supervisor_id]! += 1;
  }
  const waiting = students
    .filter((student) => student.supervisor_id === null || !(student.supervisor_id in load))
    .sort((a, b) => a.major_name.localeCompare(b.major_name, 'zh-CN') || a.id - b.id);
  const assignments: Assignment[] = [];
  const unassigned: GroupingStudent[] = [];
  let sameMajor = 0;
  const share = (supervisor: GroupingSupervisor) => load[supervisor.id]! / supervisor.capacity;
  const leastLoaded = (candidates: GroupingSupervisor[]) =>
    candidates.sort((a, b) => share(a) - share(b) || load[a.id]! - load[b.id]! || a.id - b.id)[0];
  for (const student of waiting) {
    const open = supervisors.filter((supervisor) => load[supervisor.id]! < supervisor.capacity);
    const own = open.filter((supervisor) => supervisor.major_name === student.major_name);
    const chosen = leastLoaded(own.length ? own : open);
    if (!chosen) {
      unassigned.push(student);
      continue;
    }
    if (own.length) sameMajor += 1;
    load[chosen.id]! += 1;
    assignments.push({ student_id: student.id, supervisor_id: chosen.id });
  }
  return { assignments, unassigned, load, sameMajor };
}

/** Why a group cannot take `count` more students, or undefined when it can. */
export function moveProblem(
  group: { supervisor_name: string; capacity: number; student_count: number },
  count: number,
): string | undefined {
  const free = group.capacity - group.student_count;
  if (count <= free) return undefined;
  return `${group.supervisor_name}的小组最多 ${group.capacity} 人，已有 ${group.student_count} 人，只能再调入 ${Math.max(free, 0)} 人`;
}
