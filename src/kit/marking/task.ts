/**
 * A marker's or the lead's task on one question, from the contract's records (assignment, marks,
 * anomalies) through the rules in rules.ts: who they are on the question, where each answer
 * stands, and which answers are theirs to work.
 */
import type { MarkingAnomaly, MarkingAssignment, MarkingMark } from '@/generated/model';
import {
  markerStatistics,
  routeAnswer,
  type AnomalyRecord,
  type DoubleMarking,
  type MarkerStatistic,
  type MarkEvent,
  type Route,
} from './rules';

export type TaskRole = 'marker' | 'lead';

export const settingOf = (assignment: MarkingAssignment): DoubleMarking =>
  assignment.double_marking === 1 ? { on: true, tolerance: assignment.tolerance } : { on: false };

/** The lead (arbitration and anomalies), a marker of the question, or neither. */
export function roleOf(assignment: MarkingAssignment, teacherId: number): TaskRole | undefined {
  if (assignment.lead_teacher_id === teacherId) return 'lead';
  return assignment.teacher_ids.includes(teacherId) ? 'marker' : undefined;
}

/** Teacher id → name, from the assignment (markers and the lead). */
export function namesOf(assignment: MarkingAssignment): Map<number, string> {
  const names = new Map<number, string>();
  assignment.teacher_ids.forEach((id, at) => names.set(id, assignment.teacher_names[at] ?? `老师 ${id}`));
  names.set(assignment.lead_teacher_id, assignment.lead_teacher_name);
  return names;
}

const anomalyRecord = (anomaly: MarkingAnomaly): AnomalyRecord => ({
  markerId: anomaly.teacher_id,
  kind: anomaly.kind,
  note: anomaly.note,
  resolution:
    anomaly.status !== 1
      ? undefined
      : anomaly.resolution === 1
        ? { kind: 'mark', score: anomaly.score ?? 0 }
        : anomaly.resolution === 3
          ? { kind: 'zero', reason: anomaly.reason }
          : { kind: 'return' },
});

/** The question's marks as events (the lead's marks are arbitrations). */
export function markEvents(assignment: MarkingAssignment, marks: readonly MarkingMark[]): MarkEvent[] {
  return marks.map((mark) => ({
    answerId: mark.answer_id,
    markerId: mark.teacher_id,
    role: mark.teacher_id === assignment.lead_teacher_id ? 'lead' : 'marker',
    score: mark.score,
    at: mark.created_at,
  }));
}

/** Where every answer of the question stands. */
export function routesOf(
  answerIds: readonly number[],
  assignment: MarkingAssignment,
  marks: readonly MarkingMark[],
  anomalies: readonly MarkingAnomaly[],
): Map<number, Route> {
  const setting = settingOf(assignment);
  const events = new Map<number, MarkEvent[]>();
  for (const event of markEvents(assignment, marks))
    events.set(event.answerId, [...(events.get(event.answerId) ?? []), event]);
  const flags = new Map<number, AnomalyRecord[]>();
  for (const anomaly of anomalies)
    flags.set(anomaly.answer_id, [...(flags.get(anomaly.answer_id) ?? []), anomalyRecord(anomaly)]);
  return new Map(
    answerIds.map((id) => [id, routeAnswer(events.get(id) ?? [], flags.get(id) ?? [], setting)]),
  );
}

/**
 * The answers that are this teacher's to work: a marker's are those still open to markers (their
 * own marks can be revisited until the answer is decided); the lead's are arbitrations and anomalies.
 */
export function inTask(route: Route | undefined, role: TaskRole): boolean {
  if (!route) return false;
  return role === 'lead' ? route.to === 'arbitration' || route.to === 'anomaly' : route.to === 'marking';
}

/** The teacher's latest mark of an answer. */
export function ownMark(marks: readonly MarkingMark[], answerId: number, teacherId: number) {
  let found: MarkingMark | undefined;
  for (const mark of marks) if (mark.answer_id === answerId && mark.teacher_id === teacherId) found = mark;
  return found;
}

/** The open (undecided) anomaly of an answer. */
export const openAnomaly = (anomalies: readonly MarkingAnomaly[], answerId: number) =>
  anomalies.find((anomaly) => anomaly.answer_id === answerId && anomaly.status !== 1);

/** Per-question figures for 阅卷进度: decided, waiting, with the lead, and the mean final score. */
export interface QuestionProgress {
  answers: number;
  decided: number;
  arbitration: number;
  anomalies: number;
  waiting: number;
  finalMean: number | null;
}

export function questionProgress(
  assignment: MarkingAssignment,
  routes: Map<number, Route>,
): QuestionProgress {
  let decided = 0;
  let arbitration = 0;
  let anomalies = 0;
  let total = 0;
  for (const route of routes.values()) {
    if (route.to === 'done') {
      decided += 1;
      total += route.score;
    } else if (route.to === 'arbitration') arbitration += 1;
    else if (route.to === 'anomaly') anomalies += 1;
  }
  const answers = Math.max(assignment.answer_count, routes.size);
  return {
    answers,
    decided,
    arbitration,
    anomalies,
    waiting: answers - decided - arbitration - anomalies,
    finalMean: decided ? Number((total / decided).toFixed(2)) : null,
  };
}

/** Per-marker statistics of the question (see markerStatistics). */
export function questionMarkers(
  assignment: MarkingAssignment,
  marks: readonly MarkingMark[],
): MarkerStatistic[] {
  return markerStatistics(
    { answers: assignment.answer_count, markerIds: assignment.teacher_ids, setting: settingOf(assignment) },
    markEvents(assignment, marks),
  );
}
