/** 科类设置: the subject families (文史类、理工类…) majors belong to; the same on both lines. */
import type { MajorFamily } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';

/**
 * Long text cut to what fits its column: the kit's `ellipsis` does not limit a
 * column's width when the table scrolls horizontally (header and body drift apart).
 */
export const clip = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 1)}…` : text;

export const familySearch: SearchField[] = [
  { type: 'input', field: 'name', label: '科类', placeholder: '科类名称或代码' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const familyColumns: ListColumn<MajorFamily>[] = [
  { key: 'code', title: '科类代码', width: 100 },
  { key: 'name', title: '科类名称', width: 140 },
  { key: 'description', title: '说明', width: 260, render: (row) => clip(row.description, 16) || '—' },
  { key: 'major_count', title: '专业数', width: 90, valueType: 'number' },
  { key: 'sort', title: '排序', width: 80, valueType: 'number' },
  enabledStatusColumn(),
  { key: 'created_at', title: '创建时间', width: 160, valueType: 'datetime' },
];

export const familyFormFields: FormField[] = [
  { type: 'input', field: 'name', label: '科类名称', half: true, maxLength: 20 },
  {
    type: 'input',
    field: 'code',
    label: '科类代码',
    half: true,
    maxLength: 10,
    extra: '1–10 位字母或数字，如 01',
  },
  {
    type: 'number',
    field: 'sort',
    label: '排序',
    half: true,
    min: 0,
    max: 999,
    precision: 0,
    extra: '越小越靠前',
  },
  { type: 'radio', field: 'status', label: '状态', half: true, options: ENABLED_OPTIONS },
  { type: 'textarea', field: 'description', label: '说明', maxLength: 200 },
];
