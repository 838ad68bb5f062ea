/**
 * 成人教育学籍 (v1-adult-student-*): the filters, columns and detail items shared by
 * 学生学习督查, 学生档案 and 过期学籍; each screen picks its columns by key.
 */
import { getListAdultStudentsQueryKey, listAdultStudents } from '@/generated/api/student/student';
import type { AdultStudent, AdultStudentProfile } from '@/generated/model';
import {
  formatMoney,
  optionsOf,
  type DetailItem,
  type ListColumn,
  type SearchField,
  type StatusMap,
} from '@/kit';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.AE.nouns.station;

export const ADULT_STATUS: StatusMap = {
  1: { text: '在籍', color: 'green' },
  2: { text: '休学', color: 'orange' },
  3: { text: '退学', color: 'gray' },
  4: { text: '毕业', color: 'arcoblue' },
  5: { text: '过期', color: 'red' },
};
export const EXPIRED = 5;
/** 过期 and 退学 can be restored to 在籍. */
export const canRestore = (row: AdultStudent) => row.status === EXPIRED || row.status === 3;

export const LOCK: StatusMap = { 0: { text: '正常', color: 'green' }, 1: { text: '已锁定', color: 'red' } };

/** 学生, 院校, then the 学籍代码 (v1-ss-*) and the station. */
export const adultSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  { type: 'filter', field: 'major_id', label: '专业', kind: 'ss_major' },
  { type: 'filter', field: 'level_id', label: '层次', kind: 'ss_level' },
  { type: 'filter', field: 'modality_id', label: '学习形式', kind: 'ss_modality' },
  { type: 'filter', field: 'batch_id', label: '批次', kind: 'batch' },
  { type: 'filter', field: 'point_id', label: station, kind: 'station' },
];

export const statusSearch: SearchField = {
  type: 'select',
  field: 'status',
  label: '学籍状态',
  options: optionsOf(ADULT_STATUS),
};
export const lockSearch: SearchField = {
  type: 'select',
  field: 'lock',
  label: '账号',
  options: optionsOf(LOCK),
};
export const owingSearch: SearchField = {
  type: 'select',
  field: 'owing',
  label: '欠费',
  options: [{ label: '只看欠费学生', value: 1 }],
};

const COLUMNS: ListColumn<AdultStudent>[] = [
  { key: 'photo', title: '照片', width: 72, valueType: 'image' },
  { key: 'student_no', title: '学号', width: 140, fixed: 'left' },
  { key: 'name', title: '姓名', width: 90, fixed: 'left' },
  { key: 'sex', title: '性别', width: 70, valueType: 'dict', dict: 'Sex' },
  { key: 'id_card', title: '身份证号', width: 170, valueType: 'idCard' },
  { key: 'phone', title: '手机号', width: 120, valueType: 'phone' },
  { key: 'school_name', title: '院校', width: 140, ellipsis: true },
  { key: 'major_name', title: '专业', width: 140, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'modality_name', title: '学习形式', width: 90 },
  { key: 'batch_name', title: '批次', width: 110 },
  { key: 'point_name', title: station, width: 140, ellipsis: true },
  { key: 'status', title: '学籍状态', width: 90, valueType: 'status', statusMap: ADULT_STATUS },
  { key: 'lock', title: '账号', width: 90, valueType: 'status', statusMap: LOCK },
  {
    key: 'owe_amount',
    title: '欠费',
    width: 110,
    align: 'right',
    valueType: 'money',
    render: (row) =>
      row.owe_amount > 0 ? (
        <span style={{ color: 'rgb(var(--danger-6))' }}>{formatMoney(row.owe_amount)}</span>
      ) : (
        '无'
      ),
  },
  { key: 'expire_date', title: '学籍有效期至', width: 120, valueType: 'date' },
  { key: 'created_at', title: '建档时间', width: 150, valueType: 'datetime', hiddenByDefault: true },
];

/** The shared columns named by `keys`, in that order. */
/** The adult students of 学生学习督查 and 学生档案 (the expired ones have their own list). */
export const ADULT_STUDENTS = { queryKey: getListAdultStudentsQueryKey, fetcher: listAdultStudents };

/** Where a student studies and their standing: 院校 to 学籍状态, in the order the full lists show them. */
export const STUDY_PLACE: (keyof AdultStudent)[] = [
  'school_name',
  'major_name',
  'level_name',
  'modality_name',
  'batch_name',
  'point_name',
  'status',
];

export const adultColumns = (keys: (keyof AdultStudent)[]): ListColumn<AdultStudent>[] =>
  keys.flatMap((key) => COLUMNS.filter((column) => column.key === key));

export const adultDetailItems: DetailItem<AdultStudent>[] = [
  { key: 'student_no', title: '学号' },
  { key: 'name', title: '姓名' },
  { key: 'sex', title: '性别', valueType: 'dict', dict: 'Sex' },
  { key: 'id_card', title: '身份证号', valueType: 'idCard' },
  { key: 'phone', title: '手机号', valueType: 'phone' },
  { key: 'school_name', title: '院校' },
  { key: 'major_name', title: '专业' },
  { key: 'level_name', title: '层次' },
  { key: 'modality_name', title: '学习形式' },
  { key: 'batch_name', title: '入学批次' },
  { key: 'point_name', title: station },
  { key: 'status', title: '学籍状态', valueType: 'status', statusMap: ADULT_STATUS },
  { key: 'lock', title: '账号', valueType: 'status', statusMap: LOCK },
  { key: 'owe_amount', title: '欠费金额', valueType: 'money' },
  { key: 'expire_date', title: '学籍有效期至', valueType: 'date' },
];

export const profileItems: DetailItem<AdultStudentProfile>[] = [
  { key: 'nation_name', title: '民族' },
  { key: 'outlook_name', title: '政治面貌' },
  { key: 'family_name', title: '科类' },
  { key: 'birthday', title: '出生日期', valueType: 'date' },
  { key: 'exam_no', title: '准考证号' },
  { key: 'email', title: '电子邮箱' },
  { key: 'enrol_date', title: '入学日期', valueType: 'date' },
  { key: 'graduate_date', title: '毕业日期', valueType: 'date' },
  { key: 'address', title: '通讯地址' },
  { key: 'remark', title: '备注' },
];
