/**
 * 学院设置 (both lines) and 院系设置 (adult education only): the colleges of the
 * provider and the faculties/departments under each college.
 */
import type { SchoolCollege, SchoolFaculty } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';

export const collegeSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '学院名称', placeholder: '名称或编号' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const collegeColumns: ListColumn<SchoolCollege>[] = [
  { key: 'code', title: '学院编号', width: 110 },
  { key: 'name', title: '学院名称', width: 180, ellipsis: true },
  { key: 'dean', title: '院长', width: 100 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  { key: 'major_count', title: '专业数', width: 90, valueType: 'number' },
  enabledStatusColumn(),
  { key: 'remark', title: '备注', width: 200, ellipsis: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const collegeFormFields: FormField[] = [
  {
    type: 'input',
    field: 'code',
    label: '学院编号',
    half: true,
    maxLength: 20,
    extra: '字母、数字或短横线，如 XY-01',
  },
  { type: 'input', field: 'name', label: '学院名称', half: true, maxLength: 50 },
  { type: 'input', field: 'dean', label: '院长', half: true, maxLength: 20 },
  { type: 'input', field: 'phone', label: '联系电话', half: true },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

export const facultySearch: SearchField[] = [
  { type: 'input', field: 'name', label: '院系名称', placeholder: '名称或编号' },
  { type: 'filter', field: 'college_id', label: '所属学院', kind: 'college' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const facultyColumns: ListColumn<SchoolFaculty>[] = [
  { key: 'code', title: '院系编号', width: 110 },
  { key: 'name', title: '院系名称', width: 180, ellipsis: true },
  { key: 'college_name', title: '所属学院', width: 160 },
  { key: 'head', title: '系主任', width: 100 },
  { key: 'phone', title: '联系电话', width: 130, valueType: 'phone' },
  enabledStatusColumn(),
  { key: 'remark', title: '备注', width: 200, ellipsis: true },
  { key: 'created_at', title: '创建时间', width: 170, valueType: 'datetime' },
];

export const facultyFormFields: FormField[] = [
  {
    type: 'input',
    field: 'code',
    label: '院系编号',
    half: true,
    maxLength: 20,
    extra: '字母、数字或短横线，如 YX-0201',
  },
  { type: 'input', field: 'name', label: '院系名称', half: true, maxLength: 50 },
  { type: 'filter', field: 'college_id', label: '所属学院', kind: 'college', half: true },
  { type: 'input', field: 'head', label: '系主任', half: true, maxLength: 20 },
  { type: 'input', field: 'phone', label: '联系电话', half: true },
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS, half: true },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];
