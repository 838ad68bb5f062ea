/**
 * How an answer's final score is reached, as provincial online marking (网上阅卷) does it, without React:
 * double marking (双评) with a tolerance, arbitration (仲裁) by the lead marker beyond it, anomalies
 * (异常卷) that leave the marker's queue for the lead, and rubric items (评分细则) on the number keys.
 */

/** Scores move in half points (the workspace refuses anything else). */
export const SCORE_STEP = 0.5;

/** A question's double-marking setting: off (one marker decides), or on with a tolerance in points. */
export type DoubleMarking = { on: false } | { on: true; tolerance: number };

/**
 * `value` rounded to the nearest `step`; exactly half-way goes up (the candidate's favour, as 四舍五入 of
 * half points does): 3.25 → 3.5, 3.75 → 4.
 */
export function roundToStep(value: number, step = SCORE_STEP): number {
  // the epsilon keeps 3.25 / 0.5 = 6.499999… (floating point) on the upper side of half-way
  const rounded = Math.floor(value / step + 0.5 + 1e-9) * step;
  return Number(rounded.toFixed(4));
}

export type TwoMarksOutcome =
  { kind: 'final'; score: number; difference: number } | { kind: 'arbitration'; difference: number };

/**
 * Two markers' scores of the same answer: within the tolerance (a difference exactly equal to it is
 * within) the final is their average rounded to the step; beyond it the answer goes to arbitration.
 */
export function twoMarksOutcome(
  first: number,
  second: number,
  tolerance: number,
  step = SCORE_STEP,
): TwoMarksOutcome {
  const difference = Number(Math.abs(first - second).toFixed(4));
  if (difference > tolerance + 1e-9) return { kind: 'arbitration', difference };
  return { kind: 'final', score: roundToStep((first + second) / 2, step), difference };
}

/** Anomaly kinds (异常卷) a marker can flag; the contract's codes 1–4. */
export const ANOMALY_KINDS = [
  { value: 1, label: '空白' },
  { value: 2, label: '字迹无法辨认' },
  { value: 3, label: '答非所问' },
  { value: 4, label: '疑似抄袭' },
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number]['value'];
export const anomalyLabel = (kind: number) =>
  ANOMALY_KINDS.find((item) => item.value === kind)?.label ?? '异常';

/** A flag's note: 疑似抄袭 must say why (what it resembles); the others may add one. */
export function checkAnomaly(kind: number | undefined, note: string): string | undefined {
  if (!ANOMALY_KINDS.some((item) => item.value === kind)) return '请选择异常类型';
  if (kind === 4 && note.trim().length < 2) return '疑似抄袭须写明依据（如与哪份答卷雷同）';
  if (note.length > 200) return '说明不能超过 200 字';
  return undefined;
}

/** The lead's decision on a flagged answer: mark it, return it to the markers, or zero with a reason. */
export type AnomalyResolution =
  { kind: 'mark'; score: number } | { kind: 'return' } | { kind: 'zero'; reason: string };

export function checkResolution(resolution: AnomalyResolution, max: number): string | undefined {
  if (resolution.kind === 'mark') {
    if (resolution.score < 0 || resolution.score > max) return `得分应在 0–${max} 分之间`;
    if (roundToStep(resolution.score) !== resolution.score) return '得分最小单位为 0.5 分';
  }
  if (resolution.kind === 'zero' && resolution.reason.trim().length < 2) return '判零分须写明原因';
  return undefined;
}

/** One saved mark of an answer (markers' marks; the lead's mark is an arbitration). */
export interface MarkRecord {
  markerId: number;
  role: 'marker' | 'lead';
  score: number;
}

/** A flag raised on an answer, with the lead's decision once made. */
export interface AnomalyRecord {
  markerId: number;
  kind: number;
  note: string;
  resolution?: AnomalyResolution;
}

export type Route =
  /** Waiting for markers: `markedBy` have marked it (blind to each other), `needed` marks in all. */
  | { to: 'marking'; markedBy: number[]; needed: number }
  /** The two marks differ by more than the tolerance: the lead's arbitration queue. */
  | { to: 'arbitration'; scores: [number, number]; difference: number }
  /** Flagged and not yet decided: the lead's anomaly queue. */
  | { to: 'anomaly'; anomaly: AnomalyRecord }
  /** Decided: by the single marker, the two markers' average, the lead, or zero for an anomaly. */
  | { to: 'done'; score: number; by: 'single' | 'average' | 'lead' | 'zero' };

/**
 * Where an answer stands, from its marks and flags in the order they were saved (a later mark of the
 * same marker replaces the earlier). The lead's decision wins over everything; an open flag takes the
 * answer out of the markers' queues; a returned flag puts it back.
 */
export function routeAnswer(
  marks: readonly MarkRecord[],
  anomalies: readonly AnomalyRecord[],
  setting: DoubleMarking,
): Route {
  const decided = [...anomalies]
    .reverse()
    .find((item) => item.resolution && item.resolution.kind !== 'return');
  const open = anomalies.find((item) => !item.resolution);
  if (decided?.resolution?.kind === 'zero') return { to: 'done', score: 0, by: 'zero' };
  if (decided?.resolution?.kind === 'mark')
    return { to: 'done', score: decided.resolution.score, by: 'lead' };
  const lead = [...marks].reverse().find((mark) => mark.role === 'lead');
  if (lead) return { to: 'done', score: lead.score, by: 'lead' };
  if (open) return { to: 'anomaly', anomaly: open };
  const latest = new Map<number, number>();
  for (const mark of marks) if (mark.role === 'marker') latest.set(mark.markerId, mark.score);
  const needed = setting.on ? 2 : 1;
  const markedBy = [...latest.keys()];
  if (markedBy.length < needed) return { to: 'marking', markedBy, needed };
  const [first, second] = [...latest.values()] as [number, number];
  if (!setting.on) return { to: 'done', score: first, by: 'single' };
  const outcome = twoMarksOutcome(first, second, setting.tolerance);
  return outcome.kind === 'final'
    ? { to: 'done', score: outcome.score, by: 'average' }
    : { to: 'arbitration', scores: [first, second], difference: outcome.difference };
}

/**
 * Can markers open the answer? While it waits for marks (to mark it, or to revisit their own mark);
 * never while it is flagged, in arbitration or decided.
 */
export function openToMarkers(route: Route): boolean {
  return route.to === 'marking';
}

/** Has this marker still to mark it (their own mark missing and marks still needed)? */
export function awaitsMarker(route: Route, markerId: number): boolean {
  return route.to === 'marking' && !route.markedBy.includes(markerId);
}

/** A rubric item (评分细则) of a question's 评分标准: what earns the points. */
export interface RubricItem {
  id: number;
  label: string;
  points: number;
}

/** Number keys 1–9 → the rubric item at that position (0-based), or -1 for any other key. */
export function rubricKeyIndex(key: string): number {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : -1;
}

/** Toggles the item at `index`; the chosen ids stay in the rubric's order. */
export function toggleRubricItem(
  items: readonly RubricItem[],
  chosen: readonly number[],
  index: number,
): number[] {
  const item = items[index];
  if (!item) return [...chosen];
  const next = new Set(chosen);
  if (next.has(item.id)) next.delete(item.id);
  else next.add(item.id);
  return items.filter((each) => next.has(each.id)).map((each) => each.id);
}

/** The chosen items' points added up, kept within 0 and the question's maximum. */
export function rubricScore(items: readonly RubricItem[], chosen: readonly number[], max: number): number {
  const picked = new Set(chosen);
  const sum = items.reduce((total, item) => (picked.has(item.id) ? total + item.points : total), 0);
  return Math.min(max, Math.max(0, Number(sum.toFixed(4))));
}

/** A saved mark with who, when and of which answer (for progress and consistency). */
export interface MarkEvent extends MarkRecord {
  answerId: number;
  /** 2026-11-20 09:15:00 */
  at: string;
}

/** One marker's progress and consistency on one question. */
export interface MarkerStatistic {
  markerId: number;
  /** Answers they have marked. */
  done: number;
  /** Their share of the question's marks still to do (answers × marks per answer ÷ markers). */
  left: number;
  /** Answers per hour of marking time (a gap over 10 minutes is a break; null without marking time). */
  perHour: number | null;
  /** Mean of their scores (null before any). */
  mean: number | null;
  /** Their mean minus the other markers' mean on the same question (null without others). */
  deviation: number | null;
  /** Of their answers that have both marks, the share whose marks differ beyond the tolerance. */
  arbitrationShare: number | null;
}

/** A pause between two marks longer than this is a break, not marking time. */
const BREAK_MS = 10 * 60_000;
const parseTime = (at: string) => Date.parse(at.replace(' ', 'T') + '+08:00');
const mean = (values: readonly number[]) =>
  values.length ? Number((values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2)) : null;

/** Per-marker statistics of one question from its markers' marks (the lead's marks are not counted). */
export function markerStatistics(
  question: { answers: number; markerIds: readonly number[]; setting: DoubleMarking },
  events: readonly MarkEvent[],
): MarkerStatistic[] {
  const marks = events.filter((event) => event.role === 'marker');
  // the latest score of each marker on each answer
  const byAnswer = new Map<number, Map<number, number>>();
  for (const mark of marks) {
    const scores = byAnswer.get(mark.answerId) ?? new Map<number, number>();
    scores.set(mark.markerId, mark.score);
    byAnswer.set(mark.answerId, scores);
  }
  const markerIds = [...new Set([...question.markerIds, ...marks.map((mark) => mark.markerId)])];
  const needed = question.setting.on ? 2 : 1;
  const quota = markerIds.length ? Math.ceil((question.answers * needed) / markerIds.length) : 0;
  const scoresOf = (markerId: number) =>
    [...byAnswer.values()].flatMap((scores) => (scores.has(markerId) ? [scores.get(markerId)!] : []));
  return markerIds.map((markerId) => {
    const own = scoresOf(markerId);
    const others = markerIds.filter((other) => other !== markerId).flatMap(scoresOf);
    const times = marks
      .filter((mark) => mark.markerId === markerId)
      .map((mark) => parseTime(mark.at))
      .filter((time) => !Number.isNaN(time))
      .sort((a, b) => a - b);
    // time spent marking: the gaps between consecutive marks, a gap over BREAK_MS being a break
    let spent = 0;
    for (let at = 1; at < times.length; at += 1) {
      const gap = times[at]! - times[at - 1]!;
      if (gap <= BREAK_MS) spent += gap;
    }
    const hours = spent / 3_600_000;
    let paired = 0;
    let arbitrated = 0;
    if (question.setting.on)
      for (const scores of byAnswer.values()) {
        if (!scores.has(markerId) || scores.size < 2) continue;
        const [first, second] = [...scores.values()] as [number, number];
        paired += 1;
        if (twoMarksOutcome(first, second, question.setting.tolerance).kind === 'arbitration')
          arbitrated += 1;
      }
    const ownMean = mean(own);
    const othersMean = mean(others);
    return {
      markerId,
      done: own.length,
      left: Math.max(0, quota - own.length),
      perHour: hours > 0 ? Math.round(own.length / Math.max(hours, 1 / 60)) : null,
      mean: ownMean,
      deviation: ownMean === null || othersMean === null ? null : Number((ownMean - othersMean).toFixed(2)),
      arbitrationShare: paired ? Number((arbitrated / paired).toFixed(4)) : null,
    };
  });
}

/** A question's assignment as the form holds it. */
export interface AssignmentValues {
  teacher_ids?: number[];
  double_marking?: number;
  tolerance?: number;
  lead_teacher_id?: number;
}

/**
 * The assignment's cross-field rules, each at its field: double marking needs two markers and a
 * tolerance within the full marks; the lead decides arbitrations, so is not one of the markers.
 */
export function assignmentIssues(
  values: AssignmentValues,
  maxScore: number,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const markers = values.teacher_ids ?? [];
  if (values.double_marking === 1 && markers.length < 2)
    issues.push({ path: 'teacher_ids', message: '双评至少需要 2 位阅卷老师' });
  if (values.double_marking === 1 && (values.tolerance ?? 0) > maxScore)
    issues.push({ path: 'tolerance', message: `允许误差不能超过满分 ${maxScore} 分` });
  if (values.lead_teacher_id !== undefined && markers.includes(values.lead_teacher_id))
    issues.push({ path: 'lead_teacher_id', message: '阅卷组长不能同时是本题的阅卷老师' });
  return issues;
}
