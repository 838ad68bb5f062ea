/** 开学设置 (adult education): per batch the opening date, registration deadline, first class and weeks. */
import type { OpeningSetting } from '@/generated/model';
import type { FormField, ListColumn, SearchField } from '@/kit';

export const openingSearch: SearchField[] = [
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
];

export const openingColumns: ListColumn<OpeningSetting>[] = [
  { key: 'batch_name', title: '批次', width: 130 },
  { key: 'opening_date', title: '开学日期', width: 120, valueType: 'date' },
  { key: 'register_deadline', title: '报到截止日期', width: 130, valueType: 'date' },
  { key: 'first_class_date', title: '首次面授日期', width: 130, valueType: 'date' },
  {
    key: 'semester_weeks',
    title: '学期周数',
    width: 100,
    align: 'right',
    render: (row) => `${row.semester_weeks} 周`,
  },
  { key: 'notice', title: '开学须知', width: 280, ellipsis: true },
  { key: 'operator', title: '修改人', width: 100 },
  { key: 'updated_at', title: '修改时间', width: 170, valueType: 'datetime' },
];

export const openingFormFields: FormField[] = [
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch', half: true },
  { type: 'date', field: 'opening_date', label: '开学日期', half: true },
  { type: 'date', field: 'register_deadline', label: '报到截止日期', half: true },
  { type: 'date', field: 'first_class_date', label: '首次面授日期', half: true },
  {
    type: 'number',
    field: 'semester_weeks',
    label: '学期周数',
    half: true,
    min: 10,
    max: 30,
    precision: 0,
    suffix: '周',
  },
  {
    type: 'textarea',
    field: 'notice',
    label: '开学须知',
    maxLength: 500,
    extra: '学生在学习平台首页看到的开学提醒',
  },
];
