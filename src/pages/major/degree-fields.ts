/** 专业学位设置: which bachelor degree a major grants and on which conditions; the same on both lines. */
import type { MajorDegree } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';

export const FOREIGN_LANGUAGE_OPTIONS = [
  { label: '学位英语', value: 1 },
  { label: '不要求', value: 0 },
];

export const degreeSearch: SearchField[] = [
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'degree_id', label: '授予学位', kind: 'degree' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const degreeColumns: ListColumn<MajorDegree>[] = [
  { key: 'profession_code', title: '专业代码', width: 110 },
  { key: 'profession_name', title: '专业名称', width: 170, ellipsis: true },
  { key: 'degree_name', title: '授予学位', width: 120 },
  {
    key: 'min_score',
    title: '最低平均成绩',
    width: 120,
    align: 'right',
    render: (row) => `${row.min_score} 分`,
  },
  {
    key: 'foreign_language',
    title: '外语要求',
    width: 100,
    valueType: 'status',
    statusMap: { 1: { text: '学位英语', color: 'arcoblue' }, 0: { text: '不要求', color: 'gray' } },
  },
  {
    key: 'thesis_required',
    title: '论文答辩',
    width: 100,
    valueType: 'status',
    statusMap: { 1: { text: '须通过', color: 'arcoblue' }, 0: { text: '不要求', color: 'gray' } },
  },
  enabledStatusColumn(),
  { key: 'created_at', title: '创建时间', width: 160, valueType: 'datetime' },
];

export const degreeFormFields: FormField[] = [
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession', half: true },
  { type: 'filter', field: 'degree_id', label: '授予学位', kind: 'degree', half: true },
  {
    type: 'number',
    field: 'min_score',
    label: '最低平均成绩',
    min: 0,
    max: 100,
    suffix: '分',
    half: true,
    extra: '全部课程平均成绩（百分制）达到该分数方可授予学位',
  },
  {
    type: 'select',
    field: 'foreign_language',
    label: '外语要求',
    options: FOREIGN_LANGUAGE_OPTIONS,
    half: true,
  },
  {
    type: 'switch',
    field: 'thesis_required',
    label: '须通过论文答辩',
    checkedText: '是',
    uncheckedText: '否',
    half: true,
  },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS, half: true },
];
