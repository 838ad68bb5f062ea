/** 线上排考 / 线上考试安排: search, columns and form of online exam arrangements. */
import type { ExamOnlineArrangement } from '@/generated/model';
import type { FormField, ListColumn, SearchField, StatusMap } from '@/kit';
import { antiCheatText, submittedText, windowText } from './online-rules';

export const ONLINE_STATE_OPTIONS = [
  { label: '未开始', value: 0 },
  { label: '进行中', value: 1 },
  { label: '已结束', value: 2 },
];

export const ONLINE_STATE_MAP: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '进行中', color: 'arcoblue' },
  2: { text: '已结束', color: 'green' },
};

export const PUBLISHED_MAP: StatusMap = {
  1: { text: '已发布', color: 'green' },
  0: { text: '未发布', color: 'orange' },
};

export const onlineSearch: SearchField[] = [
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage' },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'select', field: 'state', label: '考试状态', options: ONLINE_STATE_OPTIONS },
  {
    type: 'select',
    field: 'published',
    label: '发布',
    options: [
      { label: '已发布', value: 1 },
      { label: '未发布', value: 0 },
    ],
  },
];

export const onlineColumns: ListColumn<ExamOnlineArrangement>[] = [
  { key: 'course_name', title: '课程', width: 170, ellipsis: true },
  { key: 'window', title: '考试时间段', width: 210, render: windowText },
  { key: 'state', title: '考试状态', width: 100, valueType: 'status', statusMap: ONLINE_STATE_MAP },
  { key: 'published', title: '发布', width: 90, valueType: 'status', statusMap: PUBLISHED_MAP },
  { key: 'submitted', title: '交卷 / 应考', width: 140, align: 'right', render: submittedText },
  {
    key: 'duration_minutes',
    title: '时长',
    width: 90,
    align: 'right',
    render: (row) => `${row.duration_minutes} 分钟`,
  },
  { key: 'anti_cheat', title: '防作弊', width: 240, ellipsis: true, render: antiCheatText },
  { key: 'paper_name', title: '试卷', width: 220, ellipsis: true },
  { key: 'exam_name', title: '考试', width: 190, ellipsis: true, hiddenByDefault: true },
  { key: 'remark', title: '备注', width: 180, ellipsis: true },
];

export const onlineFormFields: FormField[] = [
  { type: 'filter', field: 'exam_id', label: '考试', kind: 'examination_manage', half: true },
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course', half: true },
  { type: 'filter', field: 'paper_id', label: '试卷', kind: 'exam_paper' },
  { type: 'datetime', field: 'start_at', label: '开考时间', half: true, extra: '此时起考生可进入考试' },
  {
    type: 'datetime',
    field: 'end_at',
    label: '截止时间',
    half: true,
    extra: '此后不能进入，作答中的到时自动交卷',
  },
  {
    type: 'number',
    field: 'duration_minutes',
    label: '考试时长',
    half: true,
    min: 10,
    max: 600,
    precision: 0,
    suffix: '分钟',
    extra: '从考生开始作答起计时，不超过考试时间段',
  },
  {
    type: 'switch',
    field: 'shuffle',
    label: '题目与选项乱序',
    half: true,
    checkedText: '是',
    uncheckedText: '否',
  },
  {
    type: 'switch',
    field: 'face_check',
    label: '人脸核验',
    half: true,
    checkedText: '开启',
    uncheckedText: '关闭',
  },
  {
    type: 'number',
    field: 'face_check_times',
    label: '随机核验次数',
    half: true,
    min: 0,
    max: 10,
    precision: 0,
    suffix: '次',
    extra: '进入考试时核验一次，作答中再随机抓拍核验',
  },
  {
    type: 'switch',
    field: 'leave_page_check',
    label: '切屏监测',
    half: true,
    checkedText: '开启',
    uncheckedText: '关闭',
  },
  {
    type: 'number',
    field: 'leave_limit',
    label: '允许离开次数',
    half: true,
    min: 0,
    max: 20,
    precision: 0,
    suffix: '次',
    extra: '超过即强制交卷并标记异常',
  },
  {
    type: 'textarea',
    field: 'remark',
    label: '备注',
    maxLength: 200,
    placeholder: '如 须使用电脑作答并开启摄像头',
  },
];

export const NEW_ONLINE = {
  duration_minutes: 120,
  face_check: 1,
  face_check_times: 2,
  leave_page_check: 1,
  leave_limit: 3,
  shuffle: 1,
};
