/** 考点 (self-taught test sites): search, columns and form. */
import type { ExamTestSite } from '@/generated/model';
import type { FormField, ListColumn, SearchField } from '@/kit';
import { recordTailColumns, STATUS_RADIO, STATUS_SEARCH } from './record-fields';

export const siteSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '考点', placeholder: '考点名称或编号' },
  { type: 'input', field: 'city', label: '所在城市' },
  STATUS_SEARCH,
];

export const siteColumns: ListColumn<ExamTestSite>[] = [
  { key: 'code', title: '考点编号', width: 120 },
  { key: 'name', title: '考点名称', width: 220, ellipsis: true },
  { key: 'city', title: '城市', width: 90 },
  { key: 'address', title: '详细地址', width: 240, ellipsis: true },
  { key: 'contact', title: '负责人', width: 90 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'room_count', title: '考场数', width: 90, valueType: 'number' },
  { key: 'seat_total', title: '座位总数', width: 100, valueType: 'number' },
  ...recordTailColumns<ExamTestSite>(180, true),
];

export const siteFormFields: FormField[] = [
  {
    type: 'input',
    field: 'code',
    label: '考点编号',
    half: true,
    maxLength: 20,
    extra: '字母、数字或短横线，如 KD-GZ-001',
  },
  {
    type: 'input',
    field: 'name',
    label: '考点名称',
    half: true,
    maxLength: 50,
    placeholder: '如 华南师范大学石牌校区考点',
  },
  { type: 'input', field: 'city', label: '所在城市', half: true, maxLength: 30 },
  { type: 'input', field: 'contact', label: '考点负责人', half: true, maxLength: 20 },
  { type: 'input', field: 'address', label: '详细地址', maxLength: 120 },
  { type: 'input', field: 'phone', label: '联系电话', half: true, extra: '手机或座机，如 020-85211234' },
  STATUS_RADIO,
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200, placeholder: '如 考生入口、停车说明' },
];
