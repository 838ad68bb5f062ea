/** 批次管理: search, columns and form of the enrolment batches (both lines). */
import type { EnrolBatch } from '@/generated/model';
import { formatDate, type FormField, type ListColumn, type SearchField } from '@/kit';
import { tagOptions } from './tag-options';

export const SEASONS = tagOptions([
  [1, '春季', 'green'],
  [2, '秋季', 'orange'],
]);

export const BATCH_STATUS = tagOptions([
  [0, '未开始', 'gray'],
  [1, '招生中', 'green'],
  [2, '已结束', 'red'],
]);

export const batchSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '批次名称', placeholder: '如 2026年秋季' },
  { type: 'filter', field: 'year', label: '年份', kind: 'year' },
  { type: 'select', field: 'season', label: '季节', options: SEASONS.options },
  { type: 'select', field: 'status', label: '招生状态', options: BATCH_STATUS.options },
];

export const batchColumns: ListColumn<EnrolBatch>[] = [
  { key: 'name', title: '批次名称', width: 140 },
  { key: 'year', title: '年份', width: 90, render: (row) => `${row.year}年` },
  { key: 'season', title: '季节', width: 90, valueType: 'status', statusMap: SEASONS.map },
  {
    key: 'enrol_period',
    title: '招生时间',
    width: 230,
    render: (row) => `${formatDate(row.enrol_start)} 至 ${formatDate(row.enrol_end)}`,
  },
  { key: 'student_count', title: '录取人数', width: 100, valueType: 'number' },
  { key: 'status', title: '招生状态', width: 100, valueType: 'status', statusMap: BATCH_STATUS.map },
  { key: 'remark', title: '备注', width: 200, ellipsis: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const batchFormFields: FormField[] = [
  { type: 'input', field: 'name', label: '批次名称', half: true, maxLength: 30, extra: '如 2027年春季' },
  { type: 'filter', field: 'year', label: '年份', kind: 'year', half: true },
  { type: 'radio', field: 'season', label: '季节', half: true, options: SEASONS.options },
  { type: 'radio', field: 'status', label: '招生状态', half: true, options: BATCH_STATUS.options },
  { type: 'date', field: 'enrol_start', label: '招生开始日期', half: true },
  { type: 'date', field: 'enrol_end', label: '招生结束日期', half: true },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
