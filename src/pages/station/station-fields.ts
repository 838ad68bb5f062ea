/** Stations (函授站 / 学习中心, the line's noun): one screen per line pair. */
import type { Station } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';

export const stationSearch = (noun: string): SearchField[] => [
  { type: 'input', field: 'name', label: `${noun}名称`, placeholder: `名称或编号` },
  { type: 'filter', field: 'province_id', label: '所在省份', kind: 'province' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const stationColumns = (noun: string): ListColumn<Station>[] => [
  { key: 'code', title: `${noun}编号`, width: 120 },
  { key: 'name', title: `${noun}名称`, width: 180, ellipsis: true },
  { key: 'province_name', title: '省份', width: 110 },
  { key: 'city', title: '城市', width: 100 },
  { key: 'address', title: '详细地址', width: 240, ellipsis: true, hiddenByDefault: true },
  { key: 'principal', title: '负责人', width: 100 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'student_count', title: '在读学生', width: 100, valueType: 'number' },
  enabledStatusColumn(),
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const stationFormFields = (noun: string): FormField[] => [
  {
    type: 'input',
    field: 'code',
    label: `${noun}编号`,
    half: true,
    maxLength: 20,
    extra: '字母、数字或短横线，如 HS-GZ-001',
  },
  { type: 'input', field: 'name', label: `${noun}名称`, half: true, maxLength: 50 },
  { type: 'filter', field: 'province_id', label: '所在省份', kind: 'province', half: true },
  { type: 'input', field: 'city', label: '所在城市', half: true, maxLength: 30 },
  { type: 'input', field: 'address', label: '详细地址', maxLength: 120 },
  { type: 'input', field: 'principal', label: '负责人', half: true, maxLength: 20 },
  { type: 'input', field: 'phone', label: '联系电话', half: true },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
