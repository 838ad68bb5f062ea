/**
 * Rules of an online exam arrangement (线上排考): the time window, the duration within it,
 * and the anti-cheating settings (人脸核验, 切屏监测) with their counts.
 */
import type * as zod from 'zod';
import type { ExamOnlineArrangement } from '@/generated/model';
import { WHEN_OBJECT } from './arrange-lines';

type Window = Pick<ExamOnlineArrangement, 'start_at' | 'end_at'>;
type AntiCheat = Pick<
  ExamOnlineArrangement,
  'face_check' | 'face_check_times' | 'leave_page_check' | 'leave_limit' | 'shuffle'
>;

/** '2026-04-18 09:00:00' → minutes since the epoch (local time); unreadable → NaN. */
export function toEpochMinutes(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!) / 60_000;
}

/** Minutes from the start to the end of the window (NaN when unreadable). */
export const windowMinutes = (window: Window) =>
  toEpochMinutes(window.end_at) - toEpochMinutes(window.start_at);

/** 2026-04-18 09:00–11:30, or 2026-01-08 09:00 至 2026-01-09 21:00 across days. */
export function windowText({ start_at, end_at }: Window): string {
  const [startDay, startTime = ''] = start_at.split(' ');
  const [endDay, endTime = ''] = end_at.split(' ');
  const hm = (time: string) => time.slice(0, 5);
  return startDay === endDay
    ? `${startDay} ${hm(startTime)}–${hm(endTime)}`
    : `${startDay} ${hm(startTime)} 至 ${endDay} ${hm(endTime)}`;
}

/** 人脸核验 3 次 · 切屏 ≤ 3 次 · 乱序, or 未开启防作弊. */
export function antiCheatText(row: AntiCheat): string {
  const parts: string[] = [];
  if (row.face_check === 1) parts.push(`人脸核验 ${row.face_check_times} 次`);
  if (row.leave_page_check === 1) parts.push(`切屏 ≤ ${row.leave_limit} 次`);
  if (row.shuffle === 1) parts.push('乱序');
  return parts.length ? parts.join(' · ') : '未开启防作弊';
}

/** 39/320（12.2%） */
export function submittedText(
  row: Pick<ExamOnlineArrangement, 'submitted_count' | 'candidate_count'>,
): string {
  if (!row.candidate_count) return `${row.submitted_count}/0`;
  const rate = Math.round((row.submitted_count / row.candidate_count) * 1000) / 10;
  return `${row.submitted_count}/${row.candidate_count}（${rate}%）`;
}

export interface OnlineValues {
  start_at?: string;
  end_at?: string;
  duration_minutes?: number;
  face_check?: number;
  face_check_times?: number;
  leave_page_check?: number;
  leave_limit?: number;
}

/** What breaks the rules, per field (messages read after the field's label: 「截止时间：…」). */
export function onlineRuleIssues(values: OnlineValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const { start_at, end_at, duration_minutes } = values;
  if (start_at && end_at) {
    const minutes = windowMinutes({ start_at, end_at });
    if (!(minutes > 0)) issues.push({ path: 'end_at', message: '须晚于开考时间' });
    else if (duration_minutes && duration_minutes > minutes)
      issues.push({ path: 'duration_minutes', message: `不能超过考试时间段（${minutes} 分钟）` });
  }
  if (values.face_check === 1 && !(Number(values.face_check_times) >= 1))
    issues.push({ path: 'face_check_times', message: '开启人脸核验时至少核验 1 次' });
  if (values.leave_page_check === 1 && !(Number(values.leave_limit) >= 1))
    issues.push({ path: 'leave_limit', message: '开启切屏监测时至少允许 1 次' });
  return issues;
}

export function withOnlineRules<Schema extends zod.ZodType>(schema: Schema) {
  return schema.superRefine((values, context) => {
    for (const issue of onlineRuleIssues(values as OnlineValues))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }, WHEN_OBJECT);
}

/** A setting switched off sends a count of 0 (the contract's meaning of 关闭). */
export function normalizeAntiCheat<Payload extends OnlineValues>(payload: Payload): Payload {
  return {
    ...payload,
    face_check_times: payload.face_check === 1 ? payload.face_check_times : 0,
    leave_limit: payload.leave_page_check === 1 ? payload.leave_limit : 0,
  };
}
