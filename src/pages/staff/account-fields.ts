/** 职工账号: the search area, table columns and form fields, as data. */
import type { StaffAccount } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';

export type Option = { label: string; value: number };

export const accountSearch = (roles: Option[]): SearchField[] => [
  { type: 'input', field: 'keyword', label: '关键字', placeholder: '账号、姓名或手机号' },
  { type: 'select', field: 'role_id', label: '角色', options: roles },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const accountColumns: ListColumn<StaffAccount>[] = [
  { key: 'account', title: '登录账号', width: 130 },
  { key: 'name', title: '姓名', width: 100 },
  { key: 'role_name', title: '角色', width: 120 },
  { key: 'phone', title: '手机号', width: 130, valueType: 'phone' },
  { key: 'email', title: '电子邮箱', width: 200, ellipsis: true, hiddenByDefault: true },
  {
    key: 'school_name',
    title: '所属院校',
    width: 160,
    ellipsis: true,
    render: (row) => (row.school_id ? row.school_name : '平台账号'),
  },
  enabledStatusColumn(80),
  {
    key: 'is_locked',
    title: '锁定',
    width: 90,
    valueType: 'status',
    statusMap: { 1: { text: '已锁定', color: 'red' }, 0: { text: '正常', color: 'arcoblue' } },
  },
  { key: 'last_login_at', title: '最后登录', width: 150, valueType: 'datetime' },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, hiddenByDefault: true },
  { key: 'created_at', title: '创建时间', width: 150, valueType: 'datetime' },
];

const PASSWORD_RULE = '6-20 位，须同时包含字母和数字';

/** The form of 新增 / 编辑职工账号; the login name is fixed and the password set only on create. */
export const accountFormFields = (roles: Option[], editing: boolean): FormField[] => [
  {
    type: 'input',
    field: 'account',
    label: '登录账号',
    half: true,
    maxLength: 20,
    disabled: editing,
    extra: editing ? '登录账号创建后不可修改' : '字母开头，4-20 位字母、数字或下划线',
  },
  { type: 'input', field: 'name', label: '姓名', half: true, maxLength: 20 },
  { type: 'input', field: 'phone', label: '手机号', half: true, maxLength: 11 },
  { type: 'input', field: 'email', label: '电子邮箱', half: true, maxLength: 50 },
  { type: 'select', field: 'role_id', label: '角色', half: true, options: roles },
  {
    type: 'filter',
    field: 'school_id',
    label: '所属院校',
    kind: 'all_school',
    half: true,
    extra: '不选为平台账号',
  },
  ...(editing
    ? []
    : [
        {
          type: 'password',
          field: 'password',
          label: '初始密码',
          half: true,
          maxLength: 20,
          extra: `${PASSWORD_RULE}；首次登录须修改`,
        } satisfies FormField,
      ]),
  { type: 'radio', field: 'status', label: '状态', options: ENABLED_OPTIONS },
  { type: 'textarea', field: 'remark', label: '备注', maxLength: 200 },
];

/** 重置密码: the new password twice; the help text names the account. */
export const resetPasswordFields = (account?: Pick<StaffAccount, 'name' | 'account'>): FormField[] => [
  {
    type: 'password',
    field: 'password',
    label: '新密码',
    maxLength: 20,
    extra: `${account ? `为 ${account.name}（${account.account}）设置新密码，` : ''}${PASSWORD_RULE}`,
  },
  { type: 'password', field: 'confirm', label: '确认新密码', maxLength: 20 },
];
