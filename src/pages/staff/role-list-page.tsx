import { useQueryClient } from '@tanstack/react-query';
import {
  createFsStaffRole,
  deleteFsStaffRole,
  getListFsStaffRolesQueryKey,
  listFsStaffRoles,
  updateFsStaffRole,
} from '@/generated/api/staff/staff';
import type { StaffRole, StaffRoleBody, StaffRoleUpdateBody } from '@/generated/model';
import { CreateFsStaffRoleBody, UpdateFsStaffRoleBody } from '@/generated/zod/staff/staff.zod';
import {
  addAction,
  FormModal,
  ListPage,
  type RowAction,
  type ToolbarAction,
  useRecordModal,
  useScreenNavigation,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { roleColumns, roleFormFields, roleSearch } from './role-fields';
import { ROLE_OPTIONS_PARAMS } from './use-role-options';

const NEW_ROLE = { status: 1 };

/** 角色管理 (roleManagementAE / roleManagementST): roles in a modal form, permissions on configRole. */
export function RoleListPage() {
  const line = useLine();
  const { open } = useScreenNavigation();
  const modal = useRecordModal<StaffRole>();
  const queryClient = useQueryClient();

  const toolbar: ToolbarAction[] = [addAction('新增角色', () => modal.open())];
  const rowActions: RowAction<StaffRole>[] = [
    {
      key: 'config',
      label: '配置权限',
      perm: 'config',
      onClick: (row) => open(`configRole${line.suffix}`, { id: row.id }),
    },
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => modal.open(row) },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该角色吗？仍有账号使用的角色不能删除。',
      onClick: async (row) => {
        await deleteFsStaffRole({ id: row.id });
        // the list refreshes itself; the role selects of the account screens must forget it too
        void queryClient.invalidateQueries({
          queryKey: getListFsStaffRolesQueryKey(ROLE_OPTIONS_PARAMS),
          exact: true,
        });
      },
    },
  ];

  return (
    <>
      <ListPage<StaffRole, Parameters<typeof listFsStaffRoles>[0]>
        list={{ queryKey: getListFsStaffRolesQueryKey, fetcher: listFsStaffRoles }}
        rowKey="id"
        search={roleSearch}
        columns={roleColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<StaffRoleBody | StaffRoleUpdateBody>
        visible={modal.visible}
        onClose={modal.close}
        width={560}
        title={modal.record ? '编辑角色' : '新增角色'}
        fields={roleFormFields}
        schema={modal.record ? UpdateFsStaffRoleBody : CreateFsStaffRoleBody}
        record={modal.record ?? NEW_ROLE}
        submit={(payload) => ('id' in payload ? updateFsStaffRole(payload) : createFsStaffRole(payload))}
        // the role list and the account form's role select
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsStaffRolesQueryKey() })}
      />
    </>
  );
}
