/** Teaching points under the correspondence stations (成人教育 only). */
import type { TeachingPoint } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

export const TEACHING_POINT_SEARCH: SearchField[] = [
  { type: 'input', field: 'name', label: '教学点名称', placeholder: '名称或编号' },
  { type: 'filter', field: 'station_id', label: `所属${station}`, kind: 'company' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const TEACHING_POINT_COLUMNS: ListColumn<TeachingPoint>[] = [
  { key: 'code', title: '教学点编号', width: 120 },
  { key: 'name', title: '教学点名称', width: 160, ellipsis: true },
  { key: 'station_name', title: `所属${station}`, width: 160 },
  { key: 'address', title: '详细地址', width: 260, ellipsis: true },
  { key: 'contact', title: '联系人', width: 100 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'student_count', title: '在读学生', width: 100, valueType: 'number' },
  enabledStatusColumn(),
  { key: 'remark', title: '备注', width: 200, ellipsis: true, hiddenByDefault: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const TEACHING_POINT_FIELDS: FormField[] = [
  {
    type: 'input',
    field: 'code',
    label: '教学点编号',
    half: true,
    maxLength: 20,
    extra: '字母、数字或短横线，如 JXD-GZ-001',
  },
  { type: 'input', field: 'name', label: '教学点名称', half: true, maxLength: 50 },
  { type: 'filter', field: 'station_id', label: `所属${station}`, kind: 'company', half: true },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS, half: true },
  { type: 'input', field: 'contact', label: '联系人', half: true, maxLength: 20 },
  { type: 'input', field: 'phone', label: '联系电话', half: true },
  { type: 'input', field: 'address', label: '详细地址', maxLength: 120 },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
