/** 学籍异动 / 退学申请: search, columns, form and detail fields, declared as data. */
import type { StatusChange } from '@/generated/model';
import {
  type DetailItem,
  type FormField,
  type ListColumn,
  optionsOf,
  REVIEW_STATUS,
  reviewSearch,
  reviewStatusColumn,
  type SearchField,
  type StatusMap,
} from '@/kit';

export const CHANGE_TYPES: StatusMap = {
  1: { text: '转专业', color: 'arcoblue' },
  2: { text: '转站', color: 'cyan' },
  3: { text: '休学', color: 'orange' },
  4: { text: '退学', color: 'red' },
  5: { text: '复学', color: 'green' },
};
export const TRANSFER_MAJOR = 1;
export const TRANSFER_POINT = 2;

/** What changes: 汉语言文学 → 会计学 for a transfer, nothing more to say for the others. */
export function changeContent(row: StatusChange): string {
  if (row.type === TRANSFER_MAJOR) return `${row.major_name} → ${row.to_major_name || '—'}`;
  if (row.type === TRANSFER_POINT) return `${row.point_name} → ${row.to_point_name || '—'}`;
  return `生效日期 ${row.effective_date}`;
}

export interface ChangeFieldsOptions {
  /** 函授站 (adult education) or 学习中心 (self-taught). */
  point: string;
  /** Whether the screen shows every change type (学籍异动) or one (退学审核). */
  allTypes: boolean;
}

export const changeSearch = ({ allTypes }: ChangeFieldsOptions): SearchField[] => [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  ...(allTypes
    ? [{ type: 'select', field: 'type', label: '异动类型', options: optionsOf(CHANGE_TYPES) } as const]
    : []),
  reviewSearch(),
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'dateRange', fields: ['start_date', 'end_date'], label: '提交日期' },
];

export const changeColumns = ({ point, allTypes }: ChangeFieldsOptions): ListColumn<StatusChange>[] => [
  { key: 'apply_no', title: '申请编号', width: 160 },
  { key: 'student_name', title: '学生姓名', width: 100, fixed: 'left' },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'school_name', title: '院校', width: 150, ellipsis: true },
  { key: 'major_name', title: '专业', width: 140, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'batch_name', title: '入学批次', width: 110, hiddenByDefault: true },
  { key: 'point_name', title: point, width: 150, ellipsis: true },
  ...(allTypes
    ? ([
        { key: 'type', title: '异动类型', width: 100, valueType: 'status', statusMap: CHANGE_TYPES },
        { key: 'content', title: '异动内容', width: 240, ellipsis: true, render: changeContent },
      ] satisfies ListColumn<StatusChange>[])
    : []),
  { key: 'effective_date', title: '生效日期', width: 110, valueType: 'date' },
  { key: 'reason', title: '申请原因', width: 220, ellipsis: true },
  { key: 'applicant', title: '提交人', width: 100 },
  { key: 'created_at', title: '提交时间', width: 160, valueType: 'datetime' },
  reviewStatusColumn(),
  { key: 'reviewer', title: '审核人', width: 100 },
  { key: 'reviewed_at', title: '审核时间', width: 160, valueType: 'datetime', hiddenByDefault: true },
  { key: 'review_remark', title: '审核意见', width: 220, ellipsis: true },
];

export const changeDetailItems = ({ point, allTypes }: ChangeFieldsOptions): DetailItem<StatusChange>[] => [
  { key: 'apply_no', title: '申请编号' },
  { key: 'status', title: '审核状态', valueType: 'status', statusMap: REVIEW_STATUS },
  { key: 'student_name', title: '学生姓名' },
  { key: 'student_no', title: '学号' },
  { key: 'id_card', title: '身份证号', valueType: 'idCard' },
  { key: 'school_name', title: '院校' },
  { key: 'major_name', title: '专业' },
  { key: 'level_name', title: '层次' },
  { key: 'batch_name', title: '入学批次' },
  { key: 'point_name', title: point },
  ...(allTypes
    ? ([
        { key: 'type', title: '异动类型', valueType: 'status', statusMap: CHANGE_TYPES },
        { key: 'to_major_name', title: '转入专业' },
        { key: 'to_point_name', title: `转入${point}` },
      ] satisfies DetailItem<StatusChange>[])
    : []),
  { key: 'effective_date', title: '生效日期', valueType: 'date' },
  { key: 'applicant', title: '提交人' },
  { key: 'created_at', title: '提交时间', valueType: 'datetime' },
  { key: 'reason', title: '申请原因' },
];

const studentFields: FormField[] = [
  { type: 'input', field: 'student_no', label: '学号', half: true, maxLength: 20 },
  {
    type: 'input',
    field: 'student_name',
    label: '学生姓名',
    half: true,
    maxLength: 20,
    extra: '与学号核对，不一致时不能提交',
  },
];

export const changeFormFields = (point: string): FormField[] => [
  ...studentFields,
  { type: 'radio', field: 'type', label: '异动类型', options: optionsOf(CHANGE_TYPES) },
  {
    type: 'filter',
    field: 'to_major_id',
    label: '转入专业',
    kind: 'profession',
    half: true,
    extra: '转专业时必选',
  },
  {
    type: 'filter',
    field: 'to_point_id',
    label: `转入${point}`,
    kind: 'station',
    half: true,
    extra: '转站时必选',
  },
  { type: 'date', field: 'effective_date', label: '生效日期', half: true },
  { type: 'textarea', field: 'reason', label: '申请原因', maxLength: 200 },
];

export const dropoutFormFields: FormField[] = [
  ...studentFields,
  { type: 'date', field: 'effective_date', label: '退学日期', half: true },
  { type: 'textarea', field: 'reason', label: '退学原因', maxLength: 200 },
];
