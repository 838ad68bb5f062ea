/** Options, status maps, columns and form fields of the courses and textbooks. */
import type { Curriculum, Textbook } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  optionsOf,
  type SearchField,
  type StatusMap,
  enabledStatusColumn,
} from '@/kit';

export const COURSE_TYPE: StatusMap = {
  1: { text: '公共基础课', color: 'arcoblue' },
  2: { text: '专业基础课', color: 'cyan' },
  3: { text: '专业课', color: 'purple' },
  4: { text: '选修课', color: 'gray' },
  5: { text: '实践课', color: 'orange' },
};
export const ASSESSMENT: StatusMap = {
  1: { text: '闭卷', color: 'gray' },
  2: { text: '开卷', color: 'gray' },
  3: { text: '论文', color: 'gray' },
  4: { text: '实践考核', color: 'gray' },
};
export const ONLINE: StatusMap = {
  1: { text: '线上', color: 'arcoblue' },
  0: { text: '线下', color: 'purple' },
};

export const COURSE_SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '课程', placeholder: '课程代码或名称' },
  { type: 'select', field: 'course_type', label: '课程类型', options: optionsOf(COURSE_TYPE) },
  { type: 'select', field: 'online', label: '线上线下', options: optionsOf(ONLINE) },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];
export const COURSE_COLUMNS: ListColumn<Curriculum>[] = [
  { key: 'code', title: '课程代码', width: 90 },
  { key: 'name', title: '课程名称', width: 170, ellipsis: true },
  { key: 'credit', title: '学分', width: 64, valueType: 'number' },
  { key: 'hours', title: '学时', width: 64, valueType: 'number' },
  { key: 'course_type', title: '课程类型', width: 100, valueType: 'status', statusMap: COURSE_TYPE },
  { key: 'assessment', title: '考核方式', width: 86, valueType: 'status', statusMap: ASSESSMENT },
  { key: 'online', title: '线上线下', width: 80, valueType: 'status', statusMap: ONLINE },
  {
    key: 'chapter_count',
    title: '章节 / 视频',
    width: 96,
    align: 'right',
    render: (row) => `${row.chapter_count} / ${row.video_count}`,
  },
  enabledStatusColumn(80),
  { key: 'updated_at', title: '更新时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];
export const COURSE_FIELDS: FormField[] = [
  {
    type: 'input',
    field: 'code',
    label: '课程代码',
    half: true,
    maxLength: 12,
    extra: '字母或数字，如 00015',
  },
  { type: 'input', field: 'name', label: '课程名称', half: true, maxLength: 40 },
  { type: 'number', field: 'credit', label: '学分', half: true, min: 0.5, max: 20, precision: 1 },
  { type: 'number', field: 'hours', label: '学时', half: true, min: 1, max: 1000, precision: 0 },
  { type: 'select', field: 'course_type', label: '课程类型', half: true, options: optionsOf(COURSE_TYPE) },
  { type: 'select', field: 'assessment', label: '考核方式', half: true, options: optionsOf(ASSESSMENT) },
  {
    type: 'radio',
    field: 'online',
    label: '线上线下',
    half: true,
    options: optionsOf(ONLINE),
    extra: '线上课程有章节视频与线上考试',
  },
  { type: 'radio', field: 'status', label: '状态', half: true, options: ENABLED_OPTIONS },
  { type: 'textarea', field: 'intro', label: '课程简介', maxLength: 500 },
];

export const BOOK_SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '教材', placeholder: '名称、ISBN 或主编' },
  { type: 'input', field: 'publisher', label: '出版社' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];
export const BOOK_COLUMNS: ListColumn<Textbook>[] = [
  { key: 'isbn', title: 'ISBN', width: 150 },
  { key: 'title', title: '教材名称', width: 200, ellipsis: true },
  { key: 'author', title: '主编', width: 90 },
  { key: 'publisher', title: '出版社', width: 170, ellipsis: true },
  { key: 'edition', title: '版次', width: 100 },
  { key: 'price', title: '定价', width: 90, valueType: 'money' },
  { key: 'course_name', title: '适用课程', width: 170, ellipsis: true },
  {
    key: 'stock',
    title: '库存',
    width: 80,
    align: 'right',
    render: (row) => (
      <span style={{ color: row.stock === 0 ? 'rgb(var(--danger-6))' : undefined }}>{row.stock}</span>
    ),
  },
  enabledStatusColumn(80),
];
export const BOOK_FIELDS: FormField[] = [
  {
    type: 'input',
    field: 'isbn',
    label: 'ISBN',
    half: true,
    maxLength: 17,
    extra: '13 位或 10 位，可带连字符',
  },
  { type: 'input', field: 'title', label: '教材名称', half: true, maxLength: 60 },
  { type: 'input', field: 'author', label: '主编', half: true, maxLength: 40 },
  { type: 'input', field: 'publisher', label: '出版社', half: true, maxLength: 40 },
  { type: 'input', field: 'edition', label: '版次', half: true, maxLength: 20, placeholder: '如 2023年版' },
  {
    type: 'number',
    field: 'price',
    label: '定价',
    half: true,
    min: 0,
    max: 9999,
    precision: 2,
    suffix: '元',
  },
  { type: 'filter', field: 'course_id', label: '适用课程', kind: 'course', half: true, required: false },
  { type: 'radio', field: 'status', label: '状态', half: true, options: ENABLED_OPTIONS },
];
