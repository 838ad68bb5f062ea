/** 专业设置: one screen for both lines; the school is 主办院校 (adult) or 主考院校 (self-taught) — data, not JSX. */
import type { Major } from '@/generated/model';
import type { FormField, ListColumn, SearchField } from '@/kit';
import { clip } from './family-fields';

export const MAJOR_STATUS_OPTIONS = [
  { label: '招生中', value: 1 },
  { label: '停招', value: 0 },
];

export const majorSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '专业', placeholder: '专业代码或名称' },
  { type: 'dict', field: 'level', label: '层次', dict: 'ProfessionLevel' },
  { type: 'filter', field: 'family_id', label: '科类', kind: 'family' },
  { type: 'select', field: 'status', label: '招生状态', options: MAJOR_STATUS_OPTIONS },
];

const credits = (value: number) => `${value} 学分`;

export const majorColumns = (school: string): ListColumn<Major>[] => [
  { key: 'code', title: '专业代码', width: 90 },
  { key: 'name', title: '专业名称', width: 140, ellipsis: true },
  { key: 'level', title: '层次', width: 90, valueType: 'dict', dict: 'ProfessionLevel' },
  { key: 'family_name', title: '科类', width: 90 },
  { key: 'school_name', title: school, width: 140, ellipsis: true },
  { key: 'study_years', title: '学制', width: 80, align: 'right', render: (row) => `${row.study_years} 年` },
  { key: 'total_credits', title: '总学分', width: 80, align: 'right', hiddenByDefault: true },
  {
    key: 'graduation_credits',
    title: '毕业学分',
    width: 100,
    align: 'right',
    render: (row) => (row.credit_required === 1 ? credits(row.graduation_credits) : '不要求'),
  },
  { key: 'course_count', title: '课程数', width: 80, valueType: 'number' },
  {
    key: 'degree_granted',
    title: '学位授予',
    width: 90,
    hiddenByDefault: true,
    valueType: 'status',
    statusMap: { 1: { text: '授予', color: 'arcoblue' }, 0: { text: '不授予', color: 'gray' } },
  },
  {
    key: 'status',
    title: '招生状态',
    width: 100,
    valueType: 'status',
    statusMap: { 1: { text: '招生中', color: 'green' }, 0: { text: '停招', color: 'gray' } },
  },
  {
    key: 'description',
    title: '专业简介',
    width: 240,
    hiddenByDefault: true,
    render: (row) => clip(row.description, 15) || '—',
  },
  { key: 'created_at', title: '创建时间', width: 160, valueType: 'datetime', hiddenByDefault: true },
];

export const majorFormFields = (school: string): FormField[] => [
  {
    type: 'input',
    field: 'code',
    label: '专业代码',
    half: true,
    maxLength: 8,
    extra: '国标专业代码：6 位数字，可带字母后缀，如 050101、120203K',
  },
  { type: 'input', field: 'name', label: '专业名称', half: true, maxLength: 50 },
  { type: 'dict', field: 'level', label: '层次', dict: 'ProfessionLevel', half: true },
  { type: 'filter', field: 'family_id', label: '科类', kind: 'family', half: true },
  { type: 'filter', field: 'school_id', label: school, kind: 'school', half: true },
  {
    type: 'number',
    field: 'study_years',
    label: '学制',
    min: 1,
    max: 6,
    precision: 1,
    suffix: '年',
    half: true,
  },
  { type: 'number', field: 'total_credits', label: '总学分', min: 1, max: 300, half: true },
  {
    type: 'switch',
    field: 'degree_granted',
    label: '授予学位',
    checkedText: '授予',
    uncheckedText: '不授予',
    half: true,
  },
  {
    type: 'switch',
    field: 'credit_required',
    label: '毕业学分要求',
    checkedText: '有',
    uncheckedText: '无',
    half: true,
  },
  {
    type: 'number',
    field: 'graduation_credits',
    label: '毕业最低学分',
    min: 1,
    max: 300,
    precision: 1,
    half: true,
    extra: '开启毕业学分要求时必填',
  },
  { type: 'textarea', field: 'description', label: '专业简介', maxLength: 500 },
];
