/** 单位设置: cooperating units (订单班 companies, employers of in-service students). */
import type { SchoolUnit } from '@/generated/model';
import type { FormField, ListColumn, SearchField, StatusMap } from '@/kit';

export const UNIT_STATUS_OPTIONS = [
  { label: '合作中', value: 1 },
  { label: '已停止合作', value: 0 },
];

const UNIT_STATUS_MAP: StatusMap = {
  1: { text: '合作中', color: 'green' },
  0: { text: '已停止合作', color: 'gray' },
};

export const unitSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '单位名称', placeholder: '名称或统一社会信用代码' },
  { type: 'select', field: 'status', label: '合作状态', options: UNIT_STATUS_OPTIONS },
];

export const unitColumns: ListColumn<SchoolUnit>[] = [
  { key: 'name', title: '单位名称', width: 220, ellipsis: true },
  { key: 'credit_code', title: '统一社会信用代码', width: 190 },
  { key: 'contact', title: '联系人', width: 100 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'address', title: '单位地址', width: 240, ellipsis: true },
  { key: 'student_count', title: '在读学员', width: 100, valueType: 'number' },
  { key: 'status', title: '合作状态', width: 110, valueType: 'status', statusMap: UNIT_STATUS_MAP },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, hiddenByDefault: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const unitFormFields: FormField[] = [
  { type: 'input', field: 'name', label: '单位名称', maxLength: 60 },
  {
    type: 'input',
    field: 'credit_code',
    label: '统一社会信用代码',
    maxLength: 18,
    extra: '18 位数字或大写字母，如 91440101190477344T',
  },
  { type: 'input', field: 'contact', label: '联系人', half: true, maxLength: 20 },
  { type: 'input', field: 'phone', label: '联系电话', half: true },
  { type: 'input', field: 'address', label: '单位地址', maxLength: 120 },
  { type: 'radio', field: 'status', label: '合作状态', options: UNIT_STATUS_OPTIONS },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
