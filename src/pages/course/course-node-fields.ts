/** 课程节点设置: the learning-progress checkpoints of a course, listed in their order. */
import type { CourseNode, CourseNodeBody } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';
import { NODE_TYPE_OPTIONS, labelOf } from './course-options';

export const courseNodeSearch: SearchField[] = [
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'input', field: 'name', label: '节点名称' },
  { type: 'select', field: 'node_type', label: '节点类型', options: NODE_TYPE_OPTIONS },
];

export const courseNodeColumns: ListColumn<CourseNode>[] = [
  { key: 'sort', title: '顺序', width: 70, valueType: 'number' },
  { key: 'course_name', title: '课程', width: 180, ellipsis: true },
  { key: 'name', title: '节点名称', width: 200, ellipsis: true },
  {
    key: 'node_type',
    title: '节点类型',
    width: 100,
    render: (row) => labelOf(NODE_TYPE_OPTIONS, row.node_type),
  },
  {
    key: 'required_minutes',
    title: '要求时长',
    width: 110,
    align: 'right',
    render: (row) => `${row.required_minutes} 分钟`,
  },
  { key: 'weight', title: '进度权重', width: 100, valueType: 'percent' },
  enabledStatusColumn(),
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime', hiddenByDefault: true },
];

export const courseNodeFormFields: FormField[] = [
  { type: 'filter', field: 'course_id', label: '课程', kind: 'course' },
  { type: 'input', field: 'name', label: '节点名称', maxLength: 50 },
  { type: 'select', field: 'node_type', label: '节点类型', half: true, options: NODE_TYPE_OPTIONS },
  {
    type: 'number',
    field: 'sort',
    label: '节点顺序',
    half: true,
    min: 1,
    max: 999,
    precision: 0,
    extra: '同一课程内从 1 开始，不可重复',
  },
  {
    type: 'number',
    field: 'required_minutes',
    label: '要求时长',
    half: true,
    min: 0,
    max: 1440,
    precision: 0,
    suffix: '分钟',
  },
  {
    type: 'number',
    field: 'weight',
    label: '进度权重',
    half: true,
    min: 0,
    max: 100,
    precision: 0,
    suffix: '%',
    extra: '同一课程启用节点的权重合计不超过 100%',
  },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

/** The editable fields of a node (edit with a new status toggles it). */
export function nodeBody(row: CourseNode): CourseNodeBody {
  const { course_id, name, node_type, sort, required_minutes, weight, status } = row;
  return { course_id, name, node_type, sort, required_minutes, weight, status };
}
