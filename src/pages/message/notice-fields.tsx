/** 平台公告: search, columns and form as data. The one line difference is the station as an audience. */
import { Tag } from '@arco-design/web-react';
import type { PlatformNotice } from '@/generated/model';
import { optionsOf } from '@/kit';
import type { ListColumn, SearchField, StatusMap } from '@/kit';
import { LINE_OF_SUFFIX } from '@/lines/line';
import type { RouteLine } from '@/routes/types';

export const NOTICE_TYPE_OPTIONS = [
  { label: '通知', value: 1 },
  { label: '公告', value: 2 },
  { label: '招生简章', value: 3 },
  { label: '考试安排', value: 4 },
  { label: '教务动态', value: 5 },
];

export const NOTICE_STATUS: StatusMap = {
  0: { text: '草稿', color: 'gray' },
  1: { text: '已发布', color: 'green' },
  2: { text: '已下线', color: 'orange' },
};

const TYPE_TAGS: StatusMap = {
  1: { text: '通知', color: 'arcoblue' },
  2: { text: '公告', color: 'cyan' },
  3: { text: '招生简章', color: 'purple' },
  4: { text: '考试安排', color: 'orangered' },
  5: { text: '教务动态', color: 'lime' },
};

/** Who a notice is for; 3 is the line's teaching unit (函授站 / 学习中心). */
export const audienceOptions = (line: RouteLine) => [
  { label: '全部', value: 0 },
  { label: '学生', value: 1 },
  { label: '教师', value: 2 },
  { label: LINE_OF_SUFFIX[line].nouns.station, value: 3 },
];

export const noticeSearch: SearchField[] = [
  { type: 'input', field: 'title', label: '公告标题', placeholder: '标题关键字' },
  { type: 'select', field: 'type', label: '公告类型', options: NOTICE_TYPE_OPTIONS },
  {
    type: 'select',
    field: 'status',
    label: '状态',
    options: optionsOf(NOTICE_STATUS),
  },
  { type: 'dateRange', fields: ['start_date', 'end_date'], label: '发布日期' },
];

export const noticeColumns = (line: RouteLine): ListColumn<PlatformNotice>[] => {
  const audience = audienceOptions(line);
  return [
    { key: 'title', title: '公告标题', width: 260, ellipsis: true },
    { key: 'type', title: '类型', width: 96, valueType: 'status', statusMap: TYPE_TAGS },
    { key: 'status', title: '状态', width: 84, valueType: 'status', statusMap: NOTICE_STATUS },
    {
      key: 'is_top',
      title: '置顶',
      width: 72,
      render: (row) => (row.is_top === 1 ? <Tag color="red">置顶</Tag> : '—'),
    },
    {
      key: 'audience',
      title: '发布对象',
      width: 96,
      render: (row) => audience.find((option) => option.value === row.audience)?.label ?? '—',
    },
    { key: 'publish_time', title: '发布时间', width: 150, valueType: 'datetime' },
    { key: 'publisher', title: '发布人', width: 90 },
    { key: 'read_count', title: '阅读量', width: 80, valueType: 'number' },
    { key: 'updated_at', title: '最后修改', width: 150, valueType: 'datetime', hiddenByDefault: true },
  ];
};
