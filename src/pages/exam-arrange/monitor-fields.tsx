/** 考试监控: the live state of each candidate of an online exam. */
import type { ExamMonitorCandidate, ExamMonitorStats } from '@/generated/model';
import type { ListColumn, SearchField, StatusMap } from '@/kit';

/** The state staff see: a flagged candidate is 异常 whatever their progress. */
export type MonitorState = 0 | 1 | 2 | 3;

export const displayState = (row: Pick<ExamMonitorCandidate, 'state' | 'flagged'>): MonitorState =>
  row.flagged === 1 ? 3 : (row.state as MonitorState);

export const MONITOR_STATE_OPTIONS = [
  { label: '未开始', value: 0 },
  { label: '作答中', value: 1 },
  { label: '已交卷', value: 2 },
  { label: '异常', value: 3 },
];

export const MONITOR_STATE_MAP: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '作答中', color: 'arcoblue' },
  2: { text: '已交卷', color: 'green' },
  3: { text: '异常', color: 'red' },
};

export const monitorSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '考生', placeholder: '姓名或准考证号' },
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'select', field: 'state', label: '状态', options: MONITOR_STATE_OPTIONS },
];

/** 32/50 题 */
export const progressText = (row: Pick<ExamMonitorCandidate, 'answered_count' | 'question_count'>) =>
  `${row.answered_count}/${row.question_count} 题`;

/** 通过 2 · 未通过 1 */
export function faceText(row: Pick<ExamMonitorCandidate, 'face_passed' | 'face_failed'>): string {
  if (!row.face_passed && !row.face_failed) return '—';
  return `通过 ${row.face_passed}${row.face_failed ? ` · 未通过 ${row.face_failed}` : ''}`;
}

export const monitorColumns = (stationNoun: string): ListColumn<ExamMonitorCandidate>[] => [
  { key: 'student_name', title: '考生', width: 90 },
  { key: 'exam_no', title: '准考证号', width: 130 },
  { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard', hiddenByDefault: true },
  { key: 'station_name', title: stationNoun, width: 150, ellipsis: true },
  { key: 'course_name', title: '课程', width: 170, ellipsis: true, hiddenByDefault: true },
  {
    key: 'state',
    title: '状态',
    width: 110,
    render: (row) => {
      const state = MONITOR_STATE_MAP[displayState(row)]!;
      return (
        <span style={{ color: STATE_COLORS[displayState(row)], whiteSpace: 'nowrap' }}>● {state.text}</span>
      );
    },
  },
  { key: 'answered', title: '作答进度', width: 100, align: 'right', render: progressText },
  { key: 'face', title: '人脸核验', width: 160, render: faceText },
  { key: 'leave_count', title: '切屏次数', width: 90, valueType: 'number' },
  { key: 'snapshot', title: '抓拍', width: 80, valueType: 'image' },
  { key: 'flag_reason', title: '异常原因', width: 200, ellipsis: true },
  { key: 'started_at', title: '开始作答', width: 170, valueType: 'datetime' },
  { key: 'submitted_at', title: '交卷时间', width: 170, valueType: 'datetime' },
  { key: 'device', title: '作答设备', width: 180, ellipsis: true, hiddenByDefault: true },
];

const STATE_COLORS: Record<MonitorState, string> = {
  0: 'var(--color-text-3)',
  1: 'rgb(var(--arcoblue-6))',
  2: 'rgb(var(--green-8))',
  3: 'rgb(var(--danger-6))',
};

/** 未开始 41 · 作答中 236 · 已交卷 39 · 异常 4 (of every candidate the search finds). */
export function statsFigures(
  stats: ExamMonitorStats,
): { state: MonitorState; label: string; count: number }[] {
  return [
    { state: 0, label: '未开始', count: stats.not_started },
    { state: 1, label: '作答中', count: stats.in_progress },
    { state: 2, label: '已交卷', count: stats.submitted },
    { state: 3, label: '异常', count: stats.flagged },
  ];
}

export const stateColor = (state: MonitorState) => STATE_COLORS[state];
