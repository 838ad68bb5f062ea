import { IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import {
  deleteFsPlatformNotice,
  exportFsPlatformNotices,
  getListFsPlatformNoticesQueryKey,
  listFsPlatformNotices,
  setFsPlatformNoticeStatus,
  setFsPlatformNoticeTop,
} from '@/generated/api/message/message';
import type { PlatformNotice } from '@/generated/model';
import { ListPage, useScreenNavigation, type RowAction, type ToolbarAction } from '@/kit';
import { useLine } from '@/lines/page-type';
import { audienceOptions, noticeColumns, noticeSearch } from './notice-fields';
import { NoticePreview } from './notice-preview';

/** 平台公告 (platformNoticeAE / platformNoticeST). */
export function NoticeListPage() {
  const line = useLine();
  const formRoute = `addPlatform${line.suffix}`;
  const { open } = useScreenNavigation();
  const columns = useMemo(() => noticeColumns(line.suffix), [line.suffix]);
  const audience = useMemo(() => audienceOptions(line.suffix), [line.suffix]);
  const [preview, setPreview] = useState({ id: 0, visible: false });

  const toolbar: ToolbarAction[] = [
    {
      key: 'add',
      label: '发布公告',
      perm: 'add',
      primary: true,
      icon: <IconPlus />,
      onClick: () => open(formRoute),
    },
  ];
  const rowActions: RowAction<PlatformNotice>[] = [
    // reading a notice needs no action permission: whoever sees the list may read it
    { key: 'preview', label: '预览', onClick: (row) => setPreview({ id: row.id, visible: true }) },
    { key: 'edit', label: '编辑', perm: 'edit', onClick: (row) => open(formRoute, { id: row.id }) },
    {
      key: 'online',
      label: '上线',
      perm: 'toggle',
      hidden: (row) => row.status === 1,
      confirm: '上线后学生端立即可见，确定上线吗？',
      onClick: (row) => setFsPlatformNoticeStatus({ id: row.id, status: 1 }),
    },
    {
      key: 'offline',
      label: '下线',
      perm: 'toggle',
      hidden: (row) => row.status !== 1,
      confirm: '下线后学生端将不再显示该公告，确定下线吗？',
      onClick: (row) => setFsPlatformNoticeStatus({ id: row.id, status: 2 }),
    },
    {
      key: 'top',
      label: '置顶',
      perm: 'edit',
      hidden: (row) => row.is_top === 1,
      onClick: (row) => setFsPlatformNoticeTop({ id: row.id, is_top: 1 }),
    },
    {
      key: 'untop',
      label: '取消置顶',
      perm: 'edit',
      hidden: (row) => row.is_top === 0,
      onClick: (row) => setFsPlatformNoticeTop({ id: row.id, is_top: 0 }),
    },
    {
      key: 'delete',
      label: '删除',
      perm: 'delete',
      danger: true,
      confirm: '确定删除该公告吗？删除后不可恢复。',
      onClick: (row) => deleteFsPlatformNotice({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<PlatformNotice, Parameters<typeof listFsPlatformNotices>[0]>
        list={{ queryKey: getListFsPlatformNoticesQueryKey, fetcher: listFsPlatformNotices }}
        rowKey="id"
        search={noticeSearch}
        columns={columns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportFsPlatformNotices}
        exportName="平台公告列表.xlsx"
      />
      <NoticePreview
        {...preview}
        audience={audience}
        onClose={() => setPreview((current) => ({ ...current, visible: false }))}
      />
    </>
  );
}
