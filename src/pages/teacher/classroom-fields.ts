/** Classrooms of the correspondence stations (成人教育 only). */
import type { Classroom } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  type StatusMap,
  enabledStatusColumn,
} from '@/kit';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

export const CLASSROOM_TYPES = [
  { label: '多媒体教室', value: 1 },
  { label: '普通教室', value: 2 },
  { label: '机房', value: 3 },
];

const TYPE_MAP: StatusMap = {
  1: { text: '多媒体教室', color: 'arcoblue' },
  2: { text: '普通教室', color: 'cyan' },
  3: { text: '机房', color: 'purple' },
};

export const CLASSROOM_SEARCH: SearchField[] = [
  { type: 'input', field: 'name', label: '教室名称', placeholder: '教室名称或教学楼' },
  { type: 'filter', field: 'station_id', label: `所属${station}`, kind: 'company' },
  { type: 'select', field: 'type', label: '教室类型', options: CLASSROOM_TYPES },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const CLASSROOM_COLUMNS: ListColumn<Classroom>[] = [
  { key: 'name', title: '教室名称', width: 160, ellipsis: true },
  { key: 'building', title: '所在教学楼', width: 190, ellipsis: true },
  { key: 'station_name', title: `所属${station}`, width: 160 },
  { key: 'type', title: '教室类型', width: 110, valueType: 'status', statusMap: TYPE_MAP },
  { key: 'capacity', title: '容纳人数', width: 100, valueType: 'number' },
  enabledStatusColumn(),
  { key: 'remark', title: '备注', width: 220, ellipsis: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

export const CLASSROOM_FIELDS: FormField[] = [
  { type: 'input', field: 'name', label: '教室名称', half: true, maxLength: 50 },
  { type: 'input', field: 'building', label: '所在教学楼', half: true, maxLength: 50 },
  { type: 'filter', field: 'station_id', label: `所属${station}`, kind: 'company', half: true },
  { type: 'select', field: 'type', label: '教室类型', options: CLASSROOM_TYPES, half: true },
  {
    type: 'number',
    field: 'capacity',
    label: '容纳人数',
    min: 1,
    max: 1000,
    precision: 0,
    suffix: '人',
    half: true,
  },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS, half: true },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
