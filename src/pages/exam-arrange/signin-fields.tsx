/** 考试签到: search, columns and figures of the candidates' sign-in with the face-check photo. */
import type { ExamSignInRecord, ExamSignInStats } from '@/generated/model';
import type { DetailItem, ListColumn, SearchField, StatusMap } from '@/kit';
import { seatLabel } from './seat-allocation';

/** Below this similarity a face check is doubtful and checked by a person. */
export const FACE_DOUBT_BELOW = 80;

export const SIGNIN_STATE_OPTIONS = [
  { label: '未签到', value: 0 },
  { label: '已签到', value: 1 },
  { label: '缺考', value: 2 },
];

export const SIGNIN_STATE_MAP: StatusMap = {
  0: { text: '未签到', color: 'orange' },
  1: { text: '已签到', color: 'green' },
  2: { text: '缺考', color: 'red' },
};

export const METHOD_MAP: StatusMap = {
  1: { text: '人脸识别', color: 'arcoblue' },
  2: { text: '人工补签', color: 'purple' },
};

export const isDoubtful = (row: Pick<ExamSignInRecord, 'face_score'>) =>
  row.face_score !== null && row.face_score < FACE_DOUBT_BELOW;

/** 96 分, 71 分（需人工核对）, — */
export function faceScoreText(row: Pick<ExamSignInRecord, 'face_score'>): string {
  if (row.face_score === null) return '—';
  return isDoubtful(row) ? `${row.face_score} 分（需人工核对）` : `${row.face_score} 分`;
}

/** 第1考场 · 01 号 */
export const seatText = (row: Pick<ExamSignInRecord, 'room_name' | 'seat_no'>) =>
  `${row.room_name} · ${seatLabel(row.seat_no)} 号`;

export const signInSearch = (venueNoun: string): SearchField[] => [
  { type: 'input', field: 'keyword', label: '考生', placeholder: '姓名或准考证号' },
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'date', field: 'exam_date', label: '考试日期' },
  { type: 'input', field: 'room', label: '考场', placeholder: `${venueNoun}或考场名称` },
  { type: 'select', field: 'state', label: '签到状态', options: SIGNIN_STATE_OPTIONS },
];

export const signInColumns = (venueNoun: string): ListColumn<ExamSignInRecord>[] => [
  { key: 'student_name', title: '考生', width: 90 },
  { key: 'exam_no', title: '准考证号', width: 130 },
  { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard' },
  { key: 'photo', title: '报名照片', width: 90, valueType: 'image' },
  { key: 'face_photo', title: '签到照片', width: 90, valueType: 'image' },
  {
    key: 'face_score',
    title: '人脸比对',
    width: 150,
    render: (row) =>
      isDoubtful(row) ? (
        <span style={{ color: 'rgb(var(--orange-8))' }}>⚠ {faceScoreText(row)}</span>
      ) : (
        faceScoreText(row)
      ),
  },
  { key: 'state', title: '签到状态', width: 100, valueType: 'status', statusMap: SIGNIN_STATE_MAP },
  { key: 'method', title: '签到方式', width: 100, valueType: 'status', statusMap: METHOD_MAP },
  { key: 'signed_at', title: '签到时间', width: 170, valueType: 'datetime' },
  { key: 'seat', title: '考场座位', width: 140, render: seatText },
  { key: 'venue_name', title: venueNoun, width: 170, ellipsis: true },
  { key: 'course_name', title: '课程', width: 170, ellipsis: true },
  { key: 'when', title: '考试时间', width: 150, render: (row) => `${row.exam_date} ${row.start_time}` },
  { key: 'remark', title: '说明', width: 200, ellipsis: true },
];

export const signInDetail = (venueNoun: string): DetailItem<ExamSignInRecord>[] => [
  { key: 'student_name', title: '考生' },
  { key: 'exam_no', title: '准考证号' },
  { key: 'id_card', title: '身份证号', valueType: 'idCard' },
  { key: 'venue_name', title: venueNoun },
  { key: 'room_name', title: '考场' },
  { key: 'seat_no', title: '座位号' },
  { key: 'course_name', title: '课程' },
  { key: 'state', title: '签到状态', valueType: 'status', statusMap: SIGNIN_STATE_MAP },
  { key: 'method', title: '签到方式', valueType: 'status', statusMap: METHOD_MAP },
  { key: 'signed_at', title: '签到时间', valueType: 'datetime' },
  { key: 'remark', title: '说明' },
];

/** 应到 56 人：已签到 51（91.1%）· 未签到 3 · 缺考 2 · 比对存疑 1 */
export function signInFigures(stats: ExamSignInStats): string {
  const rate = stats.expected ? Math.round((stats.signed / stats.expected) * 1000) / 10 : 0;
  return (
    `应到 ${stats.expected} 人：已签到 ${stats.signed}（${rate}%）· 未签到 ${stats.pending} · 缺考 ${stats.absent}` +
    (stats.doubtful ? ` · 人脸比对存疑 ${stats.doubtful}` : '')
  );
}
