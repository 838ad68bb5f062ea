import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  deleteFsStaffAccount,
  exportFsStaffAccounts,
  getListFsStaffAccountsQueryKey,
  listFsStaffAccounts,
  setFsStaffAccountLock,
  setFsStaffAccountStatus,
} from '@/generated/api/staff/staff';
import type { StaffAccount } from '@/generated/model';
import {
  addAction,
  crudActions,
  ListPage,
  toggleActions,
  type ToolbarAction,
  useScreenNavigation,
  ScreenLoading,
  toFlag,
  enabledToggle,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { accountColumns, accountSearch } from './account-fields';
import { ResetPasswordModal } from './reset-password-modal';
import { useRoleOptions } from './use-role-options';

/** 职工账号 (platformAccountAE / platformAccountST). */
export function AccountListPage() {
  const line = useLine();
  const formRoute = `addPlatformAccount${line.suffix}`;
  const { open } = useScreenNavigation();
  const roles = useRoleOptions();
  const [params] = useSearchParams();
  const search = useMemo(() => accountSearch(roles.all), [roles.all]);
  const [resetting, setResetting] = useState<StaffAccount>();

  const toolbar: ToolbarAction[] = [addAction('新增账号', () => open(formRoute))];
  const rowActions = crudActions<StaffAccount>({
    noun: '账号',
    edit: (row) => open(formRoute, { id: row.id }),
    status: {
      ...enabledToggle((row, status) => setFsStaffAccountStatus({ id: row.id, status })),
      disableConfirm: '停用后该账号不能登录，确定停用吗？',
    },
    extra: [
      ...toggleActions<StaffAccount>({
        key: 'lock',
        perm: 'toggle',
        isOn: (row) => row.is_locked === 1,
        on: { label: '锁定', confirm: '锁定后该账号不能登录，直到解锁为止。确定锁定吗？' },
        off: { label: '解锁', confirm: '解锁后密码错误次数清零，确定解锁吗？' },
        send: (row, on) => setFsStaffAccountLock({ id: row.id, is_locked: toFlag(on) }),
      }),
      { key: 'reset', label: '重置密码', perm: 'reset', onClick: (row) => setResetting(row) },
    ],
    remove: (row) => deleteFsStaffAccount({ id: row.id }),
  });

  // the role select must know its options before a role_id in the URL is read (else the list
  // and the roles load together)
  if (roles.pending && params.has('role_id')) return <ScreenLoading />;
  return (
    <>
      <ListPage<StaffAccount, Parameters<typeof listFsStaffAccounts>[0]>
        list={{ queryKey: getListFsStaffAccountsQueryKey, fetcher: listFsStaffAccounts }}
        rowKey="id"
        search={search}
        columns={accountColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportFsStaffAccounts}
        exportName="职工账号列表.xlsx"
      />
      <ResetPasswordModal account={resetting} onClose={() => setResetting(undefined)} />
    </>
  );
}
