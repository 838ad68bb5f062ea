import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createFsStaffAccount,
  getListFsStaffAccountsQueryKey,
  updateFsStaffAccount,
  useGetFsStaffAccount,
} from '@/generated/api/staff/staff';
import type { StaffAccountBody, StaffAccountUpdateBody } from '@/generated/model';
import { CreateFsStaffAccountBody, UpdateFsStaffAccountBody } from '@/generated/zod/staff/staff.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { accountFormFields } from './account-fields';
import { useRoleOptions } from './use-role-options';

const NEW_ACCOUNT = { status: 1 };

/** 新增 / 编辑职工账号 (addPlatformAccountAE · addPlatformAccountST); `?id=` edits. */
export function AccountFormPage() {
  const line = useLine();
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const account = useGetFsStaffAccount(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true } },
  );
  const record = useMemo(() => {
    const loaded = account.data?.result;
    // school_id 0 is a platform account: no school chosen in the form
    return loaded ? { ...loaded, school_id: loaded.school_id || undefined } : undefined;
  }, [account.data]);
  // an account keeps showing its role even when that role has since been disabled
  const roleOptions = useMemo(() => {
    if (!record || roles.enabled.some((role) => role.value === record.role_id)) return roles.enabled;
    return [...roles.enabled, { label: record.role_name, value: record.role_id }];
  }, [record, roles.enabled]);
  const fields = useMemo(() => accountFormFields(roleOptions, !!id), [roleOptions, id]);

  if ((id && account.isPending) || roles.pending) return <ScreenLoading />;
  return (
    <FormPage<StaffAccountBody | StaffAccountUpdateBody>
      title={id ? '编辑职工账号' : '新增职工账号'}
      fields={fields}
      schema={id ? UpdateFsStaffAccountBody : CreateFsStaffAccountBody}
      record={id ? record : NEW_ACCOUNT}
      submit={(payload) => ('id' in payload ? updateFsStaffAccount(payload) : createFsStaffAccount(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsStaffAccountsQueryKey() })}
      onBack={() => backTo(`platformAccount${line.suffix}`)}
      notice={
        account.isError ? (
          <LoadFailed
            what="账号信息"
            error={account.error}
            onRetry={account.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : roles.error ? (
          // without the roles no account can be given one (角色 is required)
          <LoadFailed
            what="角色选项"
            error={roles.error}
            onRetry={roles.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
