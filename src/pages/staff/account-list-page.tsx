import { Spin } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import {
  deleteFsStaffAccount,
  exportFsStaffAccounts,
  getListFsStaffAccountsQueryKey,
  listFsStaffAccounts,
  setFsStaffAccountLock,
  setFsStaffAccountStatus,
} from '@/generated/api/staff/staff';
import type { StaffAccount } from '@/generated/model';
import { ListPage, useScreenNavigation, type RowAction, type ToolbarAction } from '@/kit';
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
  const search = useMemo(() => accountSearch(roles.all), [roles.all]);
  const [resetting, setResetting] = useState<StaffAccount>();

  const toolbar: ToolbarAction[] = [
    {
      key: 'add',
      label: '新增账号',
      perm: 'add',
      primary: true,
      icon: <IconPlus />,
      onClick: () => open(formRoute),
    },
  ];
  const rowActions: RowAction<StaffAccount>[] = [
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => open(formRoute, { id: row.id }) },
    {
      key: 'disable',
      label: '停用',
      perm: 'toggle',
      hidden: (row) => row.status === 0,
      confirm: '停用后该账号不能登录，确定停用吗？',
      onClick: (row) => setFsStaffAccountStatus({ id: row.id, status: 0 }),
    },
    {
      key: 'enable',
      label: '启用',
      perm: 'toggle',
      hidden: (row) => row.status === 1,
      onClick: (row) => setFsStaffAccountStatus({ id: row.id, status: 1 }),
    },
    {
      key: 'lock',
      label: '锁定',
      perm: 'toggle',
      hidden: (row) => row.is_locked === 1,
      confirm: '锁定后该账号不能登录，直到解锁为止。确定锁定吗？',
      onClick: (row) => setFsStaffAccountLock({ id: row.id, is_locked: 1 }),
    },
    {
      key: 'unlock',
      label: '解锁',
      perm: 'toggle',
      hidden: (row) => row.is_locked === 0,
      confirm: '解锁后密码错误次数清零，确定解锁吗？',
      onClick: (row) => setFsStaffAccountLock({ id: row.id, is_locked: 0 }),
    },
    { key: 'reset', label: '重置密码', perm: 'reset', onClick: (row) => setResetting(row) },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该账号吗？删除后不可恢复。',
      onClick: (row) => deleteFsStaffAccount({ id: row.id }),
    },
  ];

  // the role select must know its options before a role_id in the URL is read
  if (roles.pending) return <Spin style={{ display: 'block', marginTop: 80 }} tip="加载中…" />;
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
