/** 线下排考 / 考试安排: search, columns and form of offline exam sessions. */
import type * as zod from 'zod';
import type { ExamOfflineSession } from '@/generated/model';
import type { FormField, ListColumn, SearchField, StatusMap } from '@/kit';
import { WHEN_OBJECT } from './arrange-lines';
import { toMinutes } from './invigilation-clash';

export const SEAT_STATUS_OPTIONS = [
  { label: '未排座', value: 0 },
  { label: '已排座', value: 1 },
  { label: '已发布', value: 2 },
];

export const SEAT_STATUS_MAP: StatusMap = {
  0: { text: '未排座', color: 'orange' },
  1: { text: '已排座', color: 'arcoblue' },
  2: { text: '已发布', color: 'green' },
};

export const sessionSearch: SearchField[] = [
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'dateRange', fields: ['start_date', 'end_date'], label: '考试日期' },
  { type: 'select', field: 'seat_status', label: '座位状态', options: SEAT_STATUS_OPTIONS },
];

/** 56/56 as a figure with the shortfall called out. */
export const seatedText = (row: Pick<ExamOfflineSession, 'seated_count' | 'candidate_count'>) =>
  `${row.seated_count}/${row.candidate_count}`;

export const sessionColumns = (venueNoun: string): ListColumn<ExamOfflineSession>[] => [
  { key: 'exam_date', title: '考试日期', width: 110, valueType: 'date' },
  {
    key: 'time',
    title: '时间',
    width: 110,
    render: (row) => `${row.start_time}–${row.end_time}`,
  },
  {
    key: 'course_name',
    title: '课程',
    width: 200,
    ellipsis: true,
    render: (row) => `${row.course_name}（${row.course_code}）`,
  },
  { key: 'exam_name', title: '考试', width: 190, ellipsis: true },
  {
    key: 'venue_names',
    title: venueNoun,
    width: 150,
    ellipsis: true,
    render: (row) => row.venue_names || '未选考场',
  },
  {
    key: 'rooms',
    title: '考场 / 座位',
    width: 110,
    align: 'right',
    render: (row) => `${row.room_count} 个 / ${row.capacity_total} 座`,
  },
  { key: 'candidate_count', title: '应考', width: 80, valueType: 'number' },
  { key: 'seated', title: '已排座', width: 90, align: 'right', render: seatedText },
  { key: 'invigilator_count', title: '监考人次', width: 90, valueType: 'number' },
  { key: 'seat_status', title: '座位状态', width: 100, valueType: 'status', statusMap: SEAT_STATUS_MAP },
  { key: 'published_at', title: '发布时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, hiddenByDefault: true },
];

export const sessionFormFields: FormField[] = [
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'date', field: 'exam_date', label: '考试日期' },
  {
    type: 'input',
    field: 'start_time',
    label: '开始时间',
    half: true,
    placeholder: '如 09:00',
    maxLength: 5,
  },
  { type: 'input', field: 'end_time', label: '结束时间', half: true, placeholder: '如 11:30', maxLength: 5 },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200, placeholder: '如 考前30分钟开始入场' },
];

/** The end comes after the start (09:00–11:30). */
export function withTimeOrder<Schema extends zod.ZodType>(schema: Schema) {
  return schema.superRefine((values, context) => {
    const { start_time, end_time } = values as { start_time?: string; end_time?: string };
    if (start_time && end_time && toMinutes(end_time) <= toMinutes(start_time))
      context.addIssue({ code: 'custom', path: ['end_time'], message: '须晚于开始时间' });
  }, WHEN_OBJECT);
}
