import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  createFsAndroidRelease,
  deleteFsAndroidRelease,
  getListFsAndroidReleasesQueryKey,
  listFsAndroidReleases,
  updateFsAndroidRelease,
  useListFsAndroidReleases,
} from '@/generated/api/settings/settings';
import type { AndroidRelease, AndroidReleaseBody, AndroidReleaseUpdateBody } from '@/generated/model';
import {
  CreateFsAndroidReleaseBody,
  UpdateFsAndroidReleaseBody,
} from '@/generated/zod/settings/settings.zod';
import { addAction, FormModal, ListPage, type RowAction, type ToolbarAction, useRecordModal } from '@/kit';
import { VersionDetail } from './version-detail';
import { versionColumns, versionFormFields, versionSearch } from './version-fields';

const NEW_RELEASE = { is_update: 0 };

/** 安卓版本管理 (versionAE / versionST): releases newest first; only the latest may be edited. */
export function VersionListPage() {
  const modal = useRecordModal<AndroidRelease>();
  const [detail, setDetail] = useState<AndroidRelease>();
  const queryClient = useQueryClient();
  // the list is ordered by version code, newest first: its first row is the latest release
  const newest = useListFsAndroidReleases(
    { page: 1, limit: 1 },
    { request: { silent: true, loading: false } },
  );
  const latest = newest.data?.result.list[0];
  const fields = useMemo(() => versionFormFields(modal.record ? undefined : latest), [latest, modal.record]);
  const create = useMemo(
    () =>
      CreateFsAndroidReleaseBody.refine((body) => !latest || body.version_code > latest.version_code, {
        path: ['version_code'],
        message: `须大于当前最新版本的 ${latest?.version_code}`,
      }),
    [latest],
  );

  const toolbar: ToolbarAction[] = [addAction('新增版本', () => modal.open())];
  const rowActions: RowAction<AndroidRelease>[] = [
    { key: 'view', label: '详情', onClick: (row) => setDetail(row) },
    {
      key: 'edit',
      label: '编辑',
      perm: 'edit',
      hidden: (row) => row.is_latest !== 1,
      onClick: (row) => modal.open(row),
    },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该版本记录吗？已安装的用户不受影响。',
      onClick: (row) => deleteFsAndroidRelease({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<AndroidRelease, Parameters<typeof listFsAndroidReleases>[0]>
        list={{ queryKey: getListFsAndroidReleasesQueryKey, fetcher: listFsAndroidReleases }}
        rowKey="id"
        search={versionSearch}
        columns={versionColumns}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <FormModal<AndroidReleaseBody | AndroidReleaseUpdateBody>
        visible={modal.visible}
        onClose={modal.close}
        title={modal.record ? '编辑版本' : '新增版本'}
        fields={fields}
        schema={modal.record ? UpdateFsAndroidReleaseBody : create}
        record={modal.record ? { ...modal.record } : NEW_RELEASE}
        submit={(payload) =>
          'id' in payload ? updateFsAndroidRelease(payload) : createFsAndroidRelease(payload)
        }
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsAndroidReleasesQueryKey() })}
      />
      <VersionDetail release={detail} onClose={() => setDetail(undefined)} />
    </>
  );
}
