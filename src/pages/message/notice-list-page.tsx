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
import {
  addAction,
  crudActions,
  ListPage,
  type RowAction,
  toggleActions,
  type ToolbarAction,
  useScreenNavigation,
  toFlag,
} from '@/kit';
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

  const toolbar: ToolbarAction[] = [addAction('发布公告', () => open(formRoute))];
  const rowActions: RowAction<PlatformNotice>[] = [
    { key: 'preview', label: '预览', onClick: (row) => setPreview({ id: row.id, visible: true }) },
    ...crudActions<PlatformNotice>({
      noun: '公告',
      edit: (row) => open(formRoute, { id: row.id }),
      extra: [
        ...toggleActions<PlatformNotice>({
          key: 'online',
          perm: 'toggle',
          isOn: (row) => row.status === 1,
          on: { label: '上线', confirm: '上线后学生端立即可见，确定上线吗？' },
          off: { label: '下线', confirm: '下线后学生端将不再显示该公告，确定下线吗？' },
          send: (row, on) => setFsPlatformNoticeStatus({ id: row.id, status: on ? 1 : 2 }),
        }),
        ...toggleActions<PlatformNotice>({
          key: 'top',
          perm: 'edit',
          isOn: (row) => row.is_top === 1,
          on: { label: '置顶' },
          off: { label: '取消置顶' },
          send: (row, on) => setFsPlatformNoticeTop({ id: row.id, is_top: toFlag(on) }),
        }),
      ],
      remove: (row) => deleteFsPlatformNotice({ id: row.id }),
    }),
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
