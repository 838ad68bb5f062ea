/**
 * Seat allocation for offline exams (线下排考): candidates into rooms and seats.
 * - never over capacity: a room has seats 1…capacity, laid out row by row, `cols` to a row;
 * - rooms filled by capacity in the order given (the first room first);
 * - students of one class kept apart (not side by side, not one behind the other) where the
 *   rooms allow: the greedy fill picks the class with most students left that no seated
 *   neighbour belongs to, and leaves a seat empty when spare seats remain and no class fits;
 * - every student seated or reported as unplaced (more students than seats: the last ones
 *   in the order given, i.e. by 准考证号).
 * Manual changes (move, swap, unseat) keep the same guarantees; checkPlan finds any breach.
 *
 * Seating rules staff choose per session (SeatRules): which neighbours of one class are kept apart
 * (beside = left / right, behind = in front / behind, diagonal = the four corners), and 隔位
 * (alternate: only every other seat of a row is used, the odd columns). 混编考场: when the students
 * of several sessions of one period share rooms, each student carries its course and neighbours (in
 * the same directions) differ in course as well as in class.
 */

export interface SeatStudent {
  id: string;
  classId: string | number;
  /** The course (session) of the student in a 混编考场; neighbours then differ in course too. */
  courseId?: string | number;
}

export interface SeatRules {
  /** 同班不左右相邻 */
  beside: boolean;
  /** 同班不前后相邻 */
  behind: boolean;
  /** 同班不斜对 */
  diagonal: boolean;
  /** 隔位就座: only the odd columns of each row are used. */
  alternate: boolean;
}

/** What the workspace did before the rules could be chosen: beside and behind. */
export const DEFAULT_SEAT_RULES: SeatRules = {
  beside: true,
  behind: true,
  diagonal: false,
  alternate: false,
};

export interface SeatRoom {
  id: number;
  capacity: number;
  /** Seats per row (the seat chart's columns). */
  cols: number;
}

export interface Seat {
  studentId: string;
  roomId: number;
  /** 1 … capacity, row by row. */
  seatNo: number;
}

export interface SeatPlan {
  seats: Seat[];
  /** Students without a seat, in the order given. */
  unplaced: string[];
}

export interface AllocationOptions {
  /** Keep students of one class apart (default true); false fills seats in the order given. */
  separateClasses?: boolean;
  /** Which neighbours are kept apart, and 隔位 (default DEFAULT_SEAT_RULES). */
  rules?: Partial<SeatRules>;
}

/** Whether a seat is used under the rules (隔位: odd columns only). */
export function seatUsable(seatNo: number, cols: number, rules: Partial<SeatRules> = {}): boolean {
  return !rules.alternate || seatPosition(seatNo, cols).col % 2 === 1;
}

/** Seats a room offers under the rules. */
export function usableSeats(room: SeatRoom, rules: Partial<SeatRules> = {}): number {
  if (!rules.alternate) return room.capacity;
  let count = 0;
  for (let seatNo = 1; seatNo <= room.capacity; seatNo += 1)
    if (seatUsable(seatNo, room.cols, rules)) count += 1;
  return count;
}

/** Row and column (1-based) of a seat. */
export function seatPosition(seatNo: number, cols: number): { row: number; col: number } {
  const width = Math.max(1, cols);
  return { row: Math.floor((seatNo - 1) / width) + 1, col: ((seatNo - 1) % width) + 1 };
}

/** Seat number as printed: 01, 02 … */
export const seatLabel = (seatNo: number) => String(seatNo).padStart(2, '0');

/**
 * The neighbours of a seat within the room in the directions of the rules (default: beside, i.e.
 * left and right, and behind, i.e. in front and behind; diagonal adds the four corners).
 */
export function neighbourSeats(
  seatNo: number,
  room: SeatRoom,
  { beside = true, behind = true, diagonal = false }: Partial<SeatRules> = {},
): number[] {
  const cols = Math.max(1, room.cols);
  const { col } = seatPosition(seatNo, cols);
  const found: number[] = [];
  const left = col > 1;
  const right = col < cols;
  if (beside && left) found.push(seatNo - 1);
  if (beside && right) found.push(seatNo + 1);
  if (behind) found.push(seatNo - cols, seatNo + cols);
  if (diagonal) {
    if (left) found.push(seatNo - cols - 1, seatNo + cols - 1);
    if (right) found.push(seatNo - cols + 1, seatNo + cols + 1);
  }
  return found.filter((other) => other >= 1 && other <= room.capacity);
}

const seatKey = (roomId: number, seatNo: number) => `${roomId}:${seatNo}`;

export function allocateSeats(
  students: readonly SeatStudent[],
  rooms: readonly SeatRoom[],
  { separateClasses = true, rules: chosen = {} }: AllocationOptions = {},
): SeatPlan {
  const rules: SeatRules = { ...DEFAULT_SEAT_RULES, ...chosen };
  const usable = rooms.filter((room) => usableSeats(room, rules) > 0);
  const capacity = usable.reduce((total, room) => total + usableSeats(room, rules), 0);
  const pool = students.slice(0, capacity);
  const unplaced = students.slice(capacity).map((student) => student.id);
  let spare = capacity - pool.length;
  // 混编考场: more than one course among the students
  const mixed = new Set(pool.map((student) => student.courseId)).size > 1;

  // groups (class, and course when mixed) in order of first appearance, each a queue in the order given
  const queues = new Map<string, SeatStudent[]>();
  const groupOf = (student: SeatStudent) =>
    mixed ? `${student.courseId}|${student.classId}` : `|${student.classId}`;
  for (const student of pool) {
    const key = groupOf(student);
    const queue = queues.get(key);
    if (queue) queue.push(student);
    else queues.set(key, [student]);
  }
  const groups = [...queues.entries()].map(([, queue]) => ({
    queue,
    classKey: `c${queue[0]!.classId}`,
    courseKey: mixed ? `k${queue[0]!.courseId}` : '',
  }));
  let remaining = pool.length;
  let next = 0; // for separateClasses = false: the order given

  const seats: Seat[] = [];
  // class and course of each taken seat
  const taken = new Map<string, SeatStudent>();
  for (const room of usable) {
    for (let seatNo = 1; seatNo <= room.capacity && remaining > 0; seatNo += 1) {
      if (!seatUsable(seatNo, room.cols, rules)) continue;
      let student: SeatStudent | undefined;
      if (!separateClasses) {
        student = pool[next++];
      } else {
        const near = new Set<string>();
        for (const other of neighbourSeats(seatNo, room, rules)) {
          const sitting = taken.get(seatKey(room.id, other));
          if (!sitting) continue;
          near.add(`c${sitting.classId}`);
          if (mixed) near.add(`k${sitting.courseId}`);
        }
        // the group with most students left that no neighbour belongs to
        let best: (typeof groups)[number] | undefined;
        let largest: (typeof groups)[number] | undefined;
        for (const group of groups) {
          const left = group.queue.length;
          if (!left) continue;
          if (!largest || left > largest.queue.length) largest = group;
          if (near.has(group.classKey) || (mixed && near.has(group.courseKey))) continue;
          if (!best || left > best.queue.length) best = group;
        }
        if (!best && spare > 0) {
          spare -= 1; // an empty seat keeps them apart
          continue;
        }
        student = (best ?? largest)?.queue.shift();
      }
      if (!student) break;
      remaining -= 1;
      seats.push({ studentId: student.id, roomId: room.id, seatNo });
      taken.set(seatKey(room.id, seatNo), student);
    }
  }
  return { seats, unplaced };
}

/**
 * Pairs of neighbouring seats (in the directions of the rules: beside and behind unless told)
 * taken by students of one class, or with `by: 'course'` of one course (混编考场).
 */
export function adjacentSameClass(
  plan: SeatPlan,
  students: readonly SeatStudent[],
  rooms: readonly SeatRoom[],
  rules: Partial<SeatRules> = {},
  by: 'class' | 'course' = 'class',
): { roomId: number; seats: [number, number] }[] {
  const classOf = new Map(
    students.map((student) => [student.id, by === 'class' ? student.classId : student.courseId]),
  );
  const byRoom = new Map(rooms.map((room) => [room.id, room]));
  const taken = new Map(plan.seats.map((seat) => [seatKey(seat.roomId, seat.seatNo), seat.studentId]));
  const pairs: { roomId: number; seats: [number, number] }[] = [];
  for (const seat of plan.seats) {
    const room = byRoom.get(seat.roomId);
    if (!room) continue;
    for (const other of neighbourSeats(seat.seatNo, room, rules)) {
      if (other <= seat.seatNo) continue; // each pair once
      const neighbour = taken.get(seatKey(room.id, other));
      if (neighbour && classOf.get(neighbour) === classOf.get(seat.studentId))
        pairs.push({ roomId: room.id, seats: [seat.seatNo, other] });
    }
  }
  return pairs;
}

/** What is wrong with a plan; empty when every rule holds. */
export function checkPlan(
  plan: SeatPlan,
  rooms: readonly SeatRoom[],
  studentIds: readonly string[],
): string[] {
  const problems: string[] = [];
  const byRoom = new Map(rooms.map((room) => [room.id, room]));
  const perRoom = new Map<number, number>();
  const seen = new Set<string>();
  const taken = new Set<string>();
  for (const seat of plan.seats) {
    const room = byRoom.get(seat.roomId);
    if (!room) problems.push(`考生 ${seat.studentId} 安排在未选用的考场`);
    else if (seat.seatNo < 1 || seat.seatNo > room.capacity)
      problems.push(`考生 ${seat.studentId} 的座位号 ${seat.seatNo} 超出考场容量 ${room.capacity}`);
    const key = seatKey(seat.roomId, seat.seatNo);
    if (taken.has(key)) problems.push(`座位 ${seat.roomId}-${seat.seatNo} 安排了两名考生`);
    taken.add(key);
    if (seen.has(seat.studentId)) problems.push(`考生 ${seat.studentId} 有两个座位`);
    seen.add(seat.studentId);
    perRoom.set(seat.roomId, (perRoom.get(seat.roomId) ?? 0) + 1);
  }
  for (const [roomId, count] of perRoom) {
    const room = byRoom.get(roomId);
    if (room && count > room.capacity)
      problems.push(`考场 ${roomId} 安排 ${count} 人，超过容量 ${room.capacity}`);
  }
  for (const id of plan.unplaced) {
    if (seen.has(id)) problems.push(`考生 ${id} 既有座位又在未安排名单中`);
    seen.add(id);
  }
  const missing = studentIds.filter((id) => !seen.has(id));
  if (missing.length) problems.push(`${missing.length} 名考生既没有座位也不在未安排名单中`);
  return problems;
}

/**
 * Moves a student to a seat (manual adjustment). A seat already taken swaps the two students
 * (the other one goes to the mover's old seat, or to the unplaced list if the mover had none).
 * A seat outside the room's capacity is refused.
 */
export function moveStudent(
  plan: SeatPlan,
  studentId: string,
  target: { roomId: number; seatNo: number },
  rooms: readonly SeatRoom[],
): SeatPlan {
  const room = rooms.find((candidate) => candidate.id === target.roomId);
  if (!room || target.seatNo < 1 || target.seatNo > room.capacity)
    throw new RangeError(`座位号 ${target.seatNo} 超出该考场容量`);
  const current = plan.seats.find((seat) => seat.studentId === studentId);
  const occupant = plan.seats.find((seat) => seat.roomId === target.roomId && seat.seatNo === target.seatNo);
  if (occupant?.studentId === studentId) return plan;
  const seats = plan.seats
    .filter((seat) => seat !== current && seat !== occupant)
    .concat({ studentId, roomId: target.roomId, seatNo: target.seatNo });
  let unplaced = plan.unplaced.filter((id) => id !== studentId);
  if (occupant) {
    if (current) seats.push({ ...current, studentId: occupant.studentId });
    else unplaced = [...unplaced, occupant.studentId];
  }
  return { seats: sortSeats(seats), unplaced };
}

/** Takes a student off their seat onto the unplaced list. */
export function unseatStudent(plan: SeatPlan, studentId: string): SeatPlan {
  if (!plan.seats.some((seat) => seat.studentId === studentId)) return plan;
  return {
    seats: plan.seats.filter((seat) => seat.studentId !== studentId),
    unplaced: [...plan.unplaced, studentId],
  };
}

/** Free seats of a room, in seat order. */
export function freeSeats(plan: SeatPlan, room: SeatRoom): number[] {
  const taken = new Set(plan.seats.filter((seat) => seat.roomId === room.id).map((seat) => seat.seatNo));
  return Array.from({ length: room.capacity }, (_, index) => index + 1).filter(
    (seatNo) => !taken.has(seatNo),
  );
}

/** Seated students per room. */
export function roomCounts(plan: SeatPlan): Map<number, number> {
  const counts = new Map<number, number>();
  for (const seat of plan.seats) counts.set(seat.roomId, (counts.get(seat.roomId) ?? 0) + 1);
  return counts;
}

export function sortSeats(seats: Seat[]): Seat[] {
  return [...seats].sort((a, b) => a.roomId - b.roomId || a.seatNo - b.seatNo);
}

/**
 * Where a key moves the focus in a room's seat chart (rows of `cols` seats, the podium in front):
 * the arrows by one seat or one row, Home / End to the ends of the row, Ctrl+Home / Ctrl+End to the
 * first and the last seat. At an edge the focus stays where it is (the seat itself is returned);
 * undefined when the key is not a move.
 */
export function seatMove(
  seatNo: number,
  key: string,
  room: { capacity: number; cols: number },
  ctrl = false,
): number | undefined {
  const cols = Math.max(1, room.cols);
  const { col } = seatPosition(seatNo, cols);
  const rowStart = seatNo - col + 1;
  const inRoom = (to: number) => (to >= 1 && to <= room.capacity ? to : seatNo);
  switch (key) {
    case 'ArrowLeft':
      return col > 1 ? seatNo - 1 : seatNo;
    case 'ArrowRight':
      return col < cols ? inRoom(seatNo + 1) : seatNo;
    case 'ArrowUp':
      return inRoom(seatNo - cols);
    case 'ArrowDown':
      return inRoom(seatNo + cols);
    case 'Home':
      return ctrl ? 1 : rowStart;
    case 'End':
      return ctrl ? room.capacity : Math.min(rowStart + cols - 1, room.capacity);
    default:
      return undefined;
  }
}

/** A seat as read out: 座位 07, with the room (第2考场 座位 30) when the session uses more than one. */
export const seatPlace = (seatNo: number, room?: string) =>
  `${room ? `${room} ` : ''}座位 ${seatLabel(seatNo)}`;

/**
 * What a move by hand (moveStudent) did, as read out: 已将 陈志强 移到 座位 07, and where the one
 * sitting there went (the mover's old seat, or the unplaced list when the mover had none).
 */
export function movedText(
  name: string,
  to: string,
  swapped?: { name: string; to: string | undefined },
): string {
  const moved = `已将 ${name} 移到 ${to}`;
  if (!swapped) return moved;
  return `${moved}，${swapped.name} ${swapped.to ? `换到 ${swapped.to}` : '移出座位（未安排）'}`;
}
