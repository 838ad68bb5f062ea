import { useMemo } from 'react';
import {
  createFsStaffAccount,
  getListFsStaffAccountsQueryKey,
  updateFsStaffAccount,
  useGetFsStaffAccount,
} from '@/generated/api/staff/staff';
import type { StaffAccount, StaffAccountBody, StaffAccountUpdateBody } from '@/generated/model';
import { CreateFsStaffAccountBody, UpdateFsStaffAccountBody } from '@/generated/zod/staff/staff.zod';
import { RecordFormPage, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { accountFormFields } from './account-fields';
import { useRoleOptions } from './use-role-options';

const NEW_ACCOUNT = { status: 1 };

/** school_id 0 is a platform account: no school chosen in the form. */
const toValues = (account: StaffAccount) => ({ ...account, school_id: account.school_id || undefined });

/** 新增 / 编辑职工账号 (addPlatformAccountAE · addPlatformAccountST); `?id=` edits. */
export function AccountFormPage() {
  const line = useLine();
  const id = useEditId();
  const roles = useRoleOptions();
  const account = useGetFsStaffAccount(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true } },
  );
  const record = account.data?.result;
  // an account keeps showing its role even when that role has since been disabled
  const roleOptions = useMemo(() => {
    if (!record || roles.enabled.some((role) => role.value === record.role_id)) return roles.enabled;
    return [...roles.enabled, { label: record.role_name, value: record.role_id }];
  }, [record, roles.enabled]);
  const fields = useMemo(() => accountFormFields(roleOptions, !!id), [roleOptions, id]);

  return (
    <RecordFormPage<StaffAccountBody | StaffAccountUpdateBody, StaffAccount>
      noun="职工账号"
      editing={!!id}
      query={account}
      toValues={toValues}
      fresh={NEW_ACCOUNT}
      fields={fields}
      schemas={{ create: CreateFsStaffAccountBody, update: UpdateFsStaffAccountBody }}
      submit={(payload) => ('id' in payload ? updateFsStaffAccount(payload) : createFsStaffAccount(payload))}
      list={{ queryKey: getListFsStaffAccountsQueryKey, route: `platformAccount${line.suffix}` }}
      // without the roles no account can be given one (角色 is required)
      needs={{ what: '角色选项', ...roles }}
    />
  );
}
