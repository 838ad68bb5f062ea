/** 批次管理: search, columns and form of the enrolment batches (both lines). */
import type { EnrolBatch } from '@/generated/model';
import { formatDate, optionsOf } from '@/kit';
import type { FormField, ListColumn, SearchField, StatusMap } from '@/kit';

export const SEASONS: StatusMap = {
  1: { text: '春季', color: 'green' },
  2: { text: '秋季', color: 'orange' },
};
export const SEASON_OPTIONS = optionsOf(SEASONS);

export const BATCH_STATUS: StatusMap = {
  0: { text: '未开始', color: 'gray' },
  1: { text: '招生中', color: 'green' },
  2: { text: '已结束', color: 'red' },
};
export const BATCH_STATUS_OPTIONS = optionsOf(BATCH_STATUS);

export const batchSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '批次名称', placeholder: '如 2026年秋季' },
  { type: 'filter', field: 'year', label: '年份', kind: 'year' },
  { type: 'select', field: 'season', label: '季节', options: SEASON_OPTIONS },
  { type: 'select', field: 'status', label: '招生状态', options: BATCH_STATUS_OPTIONS },
];

export const batchColumns: ListColumn<EnrolBatch>[] = [
  { key: 'name', title: '批次名称', width: 140 },
  { key: 'year', title: '年份', width: 90, render: (row) => `${row.year}年` },
  { key: 'season', title: '季节', width: 90, valueType: 'status', statusMap: SEASONS },
  {
    key: 'enrol_period',
    title: '招生时间',
    width: 230,
    render: (row) => `${formatDate(row.enrol_start)} 至 ${formatDate(row.enrol_end)}`,
  },
  { key: 'student_count', title: '录取人数', width: 100, valueType: 'number' },
  { key: 'status', title: '招生状态', width: 100, valueType: 'status', statusMap: BATCH_STATUS },
  { key: 'remark', title: '备注', width: 200, ellipsis: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const batchFormFields: FormField[] = [
  { type: 'input', field: 'name', label: '批次名称', half: true, maxLength: 30, extra: '如 2027年春季' },
  { type: 'filter', field: 'year', label: '年份', kind: 'year', half: true },
  { type: 'radio', field: 'season', label: '季节', half: true, options: SEASON_OPTIONS },
  { type: 'radio', field: 'status', label: '招生状态', half: true, options: BATCH_STATUS_OPTIONS },
  { type: 'date', field: 'enrol_start', label: '招生开始日期', half: true },
  { type: 'date', field: 'enrol_end', label: '招生结束日期', half: true },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
