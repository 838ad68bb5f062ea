/** Teachers: 班主任 (both lines) and 辅导教师 (self-taught) are one model; the kind is data. */
import type { Teacher } from '@/generated/model';
import { ENABLED_OPTIONS, ENABLED_STATUS, type FormField, type ListColumn, type SearchField } from '@/kit';
import type { RouteLine } from '@/routes/types';

export interface TeacherKind {
  /** The TeacherType dictionary value sent with every list, export and create call. */
  teacherType: 1 | 2;
  noun: string;
  /** Title of the class-count column. */
  countTitle: string;
  /** The add/edit route (`?id=` edits); kinds without one edit in a modal. */
  formRoute?: (line: RouteLine) => string;
  listRoute: (line: RouteLine) => string;
}

export const HEADMASTER: TeacherKind = {
  teacherType: 2,
  noun: '班主任',
  countTitle: '带班数',
  formRoute: (line) => `addHeadTeacher${line}`,
  listRoute: (line) => `headmaster${line}`,
};

/** 辅导教师 of self-taught learning centres: the dictionary's 上课老师 (1). */
export const INSTRUCTOR: TeacherKind = {
  teacherType: 1,
  noun: '辅导教师',
  countTitle: '辅导班级数',
  listRoute: (line) => `instructor${line}`,
};

export const TEACHER_SEARCH: SearchField[] = [
  { type: 'input', field: 'keyword', label: '姓名/手机号', placeholder: '姓名或手机号' },
  { type: 'filter', field: 'school_id', label: '所属院校', kind: 'school' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const teacherColumns = (kind: TeacherKind): ListColumn<Teacher>[] => [
  { key: 'teacherName', title: `${kind.noun}姓名`, width: 130 },
  { key: 'sex', title: '性别', width: 70, valueType: 'dict', dict: 'Sex' },
  { key: 'phone', title: '手机号码', width: 130, valueType: 'phone' },
  { key: 'email', title: '电子邮箱', width: 200, ellipsis: true, hiddenByDefault: true },
  { key: 'schoolName', title: '所属院校', width: 160, ellipsis: true },
  { key: 'majorNames', title: '负责专业', width: 200, ellipsis: true },
  { key: 'classCount', title: kind.countTitle, width: 120, align: 'right' },
  {
    key: 'isPass',
    title: '状态',
    width: 90,
    valueType: 'status',
    statusMap: ENABLED_STATUS,
  },
  { key: 'createTime', title: '创建时间', width: 170, valueType: 'datetime' },
];

const BASE_FIELDS: FormField[] = [
  { type: 'input', field: 'teacherName', label: '姓名', half: true, maxLength: 20 },
  { type: 'dict', field: 'sex', label: '性别', dict: 'Sex', half: true },
  { type: 'input', field: 'phone', label: '手机号码', half: true, extra: '手机号即登录账号' },
  { type: 'input', field: 'email', label: '电子邮箱', half: true, maxLength: 50 },
  { type: 'filter', field: 'schoolId', label: '所属院校', kind: 'school', half: true },
];

const TAIL_FIELDS: FormField[] = [
  { type: 'radio', field: 'isPass', label: '状态', options: ENABLED_OPTIONS },
  { type: 'textarea', field: 'content', label: '教师简介', maxLength: 500 },
];

const PASSWORD_FIELD: FormField = {
  type: 'password',
  field: 'password',
  label: '初始密码',
  half: true,
  maxLength: 20,
  extra: '6-20 位字母加数字；不填时随机生成并短信发送给教师',
};

/** Form fields; the majors select is passed in (a multi-select the kit has no field type for). */
export function teacherFormFields(majors: FormField): { create: FormField[]; edit: FormField[] } {
  return {
    create: [...BASE_FIELDS, majors, PASSWORD_FIELD, ...TAIL_FIELDS],
    edit: [...BASE_FIELDS, majors, ...TAIL_FIELDS],
  };
}

export const RESET_PASSWORD_FIELDS: FormField[] = [
  {
    type: 'password',
    field: 'password',
    label: '新密码',
    maxLength: 20,
    extra: '6-20 位，须同时包含字母和数字；重置后请告知教师尽快修改',
  },
];
