/** 学生信息 (getStudentList): the search area, columns, form fields and detail items, as data. */
import type { StudentRecord } from '@/generated/model';
import {
  optionsOf,
  type DetailItem,
  type FormField,
  type ListColumn,
  type SearchField,
  type StatusMap,
} from '@/kit';

export const STUDY_STATUS: StatusMap = {
  1: { text: '在读', color: 'green' },
  2: { text: '休学', color: 'orange' },
  3: { text: '退学', color: 'gray' },
  4: { text: '已毕业', color: 'arcoblue' },
};

/** Spec §3 filters: 院校, 专业, 层次, 批次, then the state and 姓名/学号/身份证号. */
export const studentSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  { type: 'filter', field: 'schoolId', label: '院校', kind: 'school' },
  { type: 'filter', field: 'professionId', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'levelId', label: '层次', kind: 'level' },
  { type: 'filter', field: 'batchId', label: '批次', kind: 'batch' },
  { type: 'select', field: 'studyStatus', label: '学习状态', options: optionsOf(STUDY_STATUS) },
];

export const studentColumns = (stationNoun: string): ListColumn<StudentRecord>[] => [
  { key: 'studentNo', title: '学号', width: 140, fixed: 'left' },
  { key: 'studentName', title: '姓名', width: 90, fixed: 'left' },
  { key: 'sex', title: '性别', width: 70, valueType: 'dict', dict: 'Sex' },
  { key: 'card', title: '身份证号', width: 170, valueType: 'idCard' },
  { key: 'phone', title: '手机号', width: 120, valueType: 'phone' },
  { key: 'schoolName', title: '院校', width: 140, ellipsis: true },
  { key: 'professionName', title: '专业', width: 140, ellipsis: true },
  { key: 'levelName', title: '层次', width: 80 },
  { key: 'batchName', title: '批次', width: 110 },
  { key: 'pointName', title: stationNoun, width: 140, ellipsis: true, hiddenByDefault: true },
  { key: 'className', title: '班级', width: 190, ellipsis: true },
  {
    key: 'isLeader',
    title: '班干部',
    width: 80,
    valueType: 'status',
    statusMap: { 1: { text: '是', color: 'purple' }, 0: { text: '否' } },
  },
  { key: 'studyStatus', title: '学习状态', width: 90, valueType: 'status', statusMap: STUDY_STATUS },
  { key: 'createDate', title: '创建时间', width: 150, valueType: 'datetime', hiddenByDefault: true },
];

/** 新增 / 编辑学生; the initial password only on create, the line's own fields after the enrolment. */
export const studentFormFields = (extra: FormField[], editing: boolean): FormField[] => [
  { type: 'input', field: 'studentName', label: '姓名', half: true, maxLength: 20 },
  { type: 'dict', field: 'sex', label: '性别', dict: 'Sex', half: true },
  { type: 'input', field: 'card', label: '身份证号', half: true, maxLength: 18 },
  { type: 'input', field: 'phone', label: '手机号', half: true, maxLength: 11 },
  {
    type: 'input',
    field: 'studentNo',
    label: '学号',
    half: true,
    maxLength: 20,
    extra: '8–20 位数字；不填时按院校与批次自动生成',
  },
  { type: 'input', field: 'email', label: '电子邮箱', half: true, maxLength: 60 },
  { type: 'filter', field: 'schoolId', label: '院校', kind: 'school', half: true },
  { type: 'filter', field: 'professionId', label: '专业', kind: 'profession', half: true },
  { type: 'filter', field: 'levelId', label: '层次', kind: 'level', half: true },
  { type: 'filter', field: 'batchId', label: '入学批次', kind: 'batch', half: true },
  ...extra,
  { type: 'input', field: 'urgentPhone', label: '紧急联系电话', half: true, maxLength: 13 },
  { type: 'input', field: 'address', label: '通讯地址', maxLength: 120 },
  ...(editing
    ? []
    : [
        {
          type: 'password',
          field: 'password',
          label: '初始密码',
          maxLength: 20,
          extra: '6–20 位，须同时包含字母和数字；不填时为身份证号后 6 位',
        } satisfies FormField,
      ]),
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

/** The record in a detail view; 学习形式 only where the line has it (adult education). */
export const studentDetailItems = (stationNoun: string, adult: boolean): DetailItem<StudentRecord>[] => [
  { key: 'studentNo', title: '学号' },
  { key: 'studentName', title: '姓名' },
  { key: 'sex', title: '性别', valueType: 'dict', dict: 'Sex' },
  { key: 'card', title: '身份证号', valueType: 'idCard' },
  { key: 'phone', title: '手机号', valueType: 'phone' },
  { key: 'email', title: '电子邮箱' },
  { key: 'schoolName', title: '院校' },
  { key: 'professionName', title: '专业' },
  { key: 'levelName', title: '层次' },
  { key: 'batchName', title: '入学批次' },
  ...(adult ? [{ key: 'modalityName', title: '学习形式' } as const] : []),
  { key: 'pointName', title: stationNoun },
  { key: 'className', title: '班级' },
  { key: 'studyStatus', title: '学习状态', valueType: 'status', statusMap: STUDY_STATUS },
  { key: 'nationName', title: '民族' },
  { key: 'outlookName', title: '政治面貌' },
  { key: 'urgentPhone', title: '紧急联系电话', valueType: 'phone' },
  { key: 'address', title: '通讯地址' },
  { key: 'remark', title: '备注' },
  { key: 'createDate', title: '创建时间', valueType: 'datetime' },
];
