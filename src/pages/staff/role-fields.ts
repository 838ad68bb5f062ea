/** 角色管理: the search area, table columns and the role form, as data. */
import type { StaffRole } from '@/generated/model';
import {
  ENABLED_OPTIONS,
  type FormField,
  type ListColumn,
  type SearchField,
  enabledStatusColumn,
} from '@/kit';

export const roleSearch: SearchField[] = [
  { type: 'input', field: 'name', label: '角色名称' },
  { type: 'select', field: 'status', label: '状态', options: ENABLED_OPTIONS },
];

export const roleColumns: ListColumn<StaffRole>[] = [
  { key: 'name', title: '角色名称', width: 150 },
  { key: 'description', title: '角色描述', width: 280, ellipsis: true },
  { key: 'account_count', title: '账号数', width: 90, valueType: 'number' },
  enabledStatusColumn(),
  { key: 'created_at', title: '创建时间', width: 160, valueType: 'datetime' },
];

export const roleFormFields: FormField[] = [
  { type: 'input', field: 'name', label: '角色名称', maxLength: 20 },
  { type: 'textarea', field: 'description', label: '角色描述', maxLength: 100 },
  {
    type: 'radio',
    field: 'status',
    label: '状态',
    options: ENABLED_OPTIONS,
    extra: '停用的角色不能分配给账号',
  },
];
