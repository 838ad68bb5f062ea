import { Alert, Button, Card, Message, Modal, Spin } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@/access/access-context';
import { useGetAuthRouting } from '@/generated/api/account/account';
import {
  getGetFsStaffRolePermissionsQueryKey,
  getListFsStaffRolesQueryKey,
  saveFsStaffRolePermissions,
  useGetFsStaffRole,
  useGetFsStaffRolePermissions,
} from '@/generated/api/staff/staff';
import { LoadFailed, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { buildPermissionItems, checkState, leafKeys } from './permission-items';
import { PermissionTreePanel } from './permission-tree-panel';
import styles from './role-config.module.css';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((key) => b.has(key));

const toIds = (keys: string[]) => keys.map(Number).sort((a, b) => a - b);

/** 角色权限配置 (configRoleAE / configRoleST, `?id=` role): menus and buttons of the current line. */
export function RoleConfigPage() {
  const line = useLine();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { backTo } = useScreenNavigation();
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const listRoute = `roleManagement${line.suffix}`;
  const byId = { query: { enabled: id > 0 }, request: { silent: true } };
  const role = useGetFsStaffRole({ id }, byId);
  const granted = useGetFsStaffRolePermissions({ id }, byId);
  // the tree the menus are built from (already cached by the shell)
  const tree = useGetAuthRouting(
    { type: line.requestType },
    { query: { staleTime: Infinity }, request: { silent: true, loading: false } },
  );
  const items = useMemo(() => buildPermissionItems(tree.data?.result ?? [], line), [tree.data, line]);
  const saved = useMemo(() => {
    const leaves = new Set(leafKeys(items));
    return new Set((granted.data?.result.ids ?? []).map(String).filter((key) => leaves.has(key)));
  }, [items, granted.data]);
  const [edited, setEdited] = useState<Set<string>>();
  const leaves = edited ?? saved;
  const dirty = edited !== undefined && !sameSet(edited, saved);
  const [saving, setSaving] = useState(false);
  const editable = can('config');
  useUnsavedGuard(dirty);

  const save = () =>
    once(async () => {
      const { checked, half } = checkState(items, leaves);
      setSaving(true);
      try {
        await saveFsStaffRolePermissions({ id, ids: toIds(checked), half_ids: toIds(half) });
        Message.success('权限已保存');
        setEdited(undefined);
        void queryClient.invalidateQueries({ queryKey: getGetFsStaffRolePermissionsQueryKey({ id }) });
        void queryClient.invalidateQueries({ queryKey: getListFsStaffRolesQueryKey() });
        backTo(listRoute);
      } catch {
        // the API layer has shown the error
      } finally {
        setSaving(false);
      }
    });

  const leave = () => {
    if (!dirty) return backTo(listRoute);
    Modal.confirm({
      title: '放弃修改',
      content: '权限有未保存的修改，离开后将丢失，确定离开吗？',
      okText: '仍然离开',
      onOk: () => backTo(listRoute),
    });
  };

  const failed = [role, granted, tree].find((query) => query.isError)?.error;
  const loading = id > 0 && (granted.isPending || tree.isPending);
  const info = role.data?.result;
  const count = leaves.size;

  return (
    <Card title="角色权限配置" bordered={false}>
      {id === 0 && <Alert type="warning" content="缺少角色，请从角色管理的「配置权限」进入。" />}
      {failed && <LoadFailed what="权限信息" error={failed} style={{ marginBottom: 12 }} />}
      {loading ? (
        <Spin style={{ display: 'block', margin: '60px auto' }} tip="加载中…" />
      ) : (
        id > 0 &&
        !failed && (
          <>
            <div className={styles.header}>
              <strong>角色：{granted.data?.result.role_name ?? info?.name}</strong>
              {info?.description && <span>{info.description}</span>}
              {info && <span>使用该角色的账号：{info.account_count} 个（保存后下次获取菜单时生效）</span>}
            </div>
            <PermissionTreePanel items={items} leaves={leaves} onChange={setEdited} disabled={!editable} />
          </>
        )
      )}
      <div className={styles.footer}>
        {editable && (
          <Button
            type="primary"
            loading={saving}
            disabled={loading || !!failed || id === 0}
            onClick={() => void save()}
          >
            保存
          </Button>
        )}
        <Button onClick={leave}>返回</Button>
        {!loading && id > 0 && <span className={styles.count}>已选 {count} 项按钮或页面</span>}
        {dirty && <span className={styles.count}>（有未保存的修改）</span>}
      </div>
    </Card>
  );
}
