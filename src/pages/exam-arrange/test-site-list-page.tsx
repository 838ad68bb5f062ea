/** 考点管理 (testSiteST): test sites with their rooms (a drill-down where rooms are added and edited). */

import { useMemo } from 'react';
import {
  deleteExamTestSite,
  exportExamTestSites,
  getListExamRoomsQueryKey,
  getListExamTestSitesQueryKey,
  listExamRooms,
  listExamTestSites,
  setExamTestSiteStatus,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamRoom, ExamTestSite, ListExamTestSitesParams } from '@/generated/model';
import {
  addAction,
  crudActions,
  DrillDownModal,
  lineList,
  ListPage,
  type ListParams,
  useRecordModal,
  useScreenNavigation,
  enabledToggle,
} from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { roomColumns, roomSearch } from './room-fields';
import { RoomFormModal } from './room-form-modal';
import { roomActions } from './room-list-page';
import { siteColumns, siteSearch } from './test-site-fields';

const LIST = { queryKey: getListExamTestSitesQueryKey, fetcher: listExamTestSites };

export function TestSiteListPage() {
  const line = useArrangeLine();
  const { open } = useScreenNavigation();
  const rooms = useRecordModal<ExamTestSite>();
  const roomForm = useRecordModal<ExamRoom>();
  const roomList = useMemo(
    () => (site: ExamTestSite) =>
      lineList(line.type, getListExamRoomsQueryKey, listExamRooms, { venue_id: site.id }),
    [line.type],
  );
  const site = rooms.record;

  const toolbar = [addAction('新增考点', () => open('addTestSiteST'))];
  const rowActions = crudActions<ExamTestSite>({
    noun: '考点',
    name: (row) => row.name,
    edit: (row) => open('addTestSiteST', { id: row.id }),
    extra: [{ key: 'rooms', label: '考场', onClick: (row) => rooms.open(row) }],
    status: {
      ...enabledToggle((row, status) => setExamTestSiteStatus({ id: row.id, status })),
      disableConfirm: '停用后该考点的考场不再用于排座（已排的座位不受影响），确定停用吗？',
    },
    remove: (row) => deleteExamTestSite(row.id),
    removeConfirm: '确定删除该考点吗？仍有考场的考点不能删除，请先删除其考场。',
  });

  return (
    <>
      <ListPage<ExamTestSite, ListExamTestSitesParams>
        list={LIST}
        rowKey="id"
        search={siteSearch}
        columns={siteColumns}
        toolbar={toolbar}
        rowActions={rowActions}
        exportFile={exportExamTestSites}
        exportName="考点列表.xlsx"
      />
      <DrillDownModal<ExamTestSite, ExamRoom, ListParams>
        modal={rooms}
        title={(parent) => `${parent.name} · 考场`}
        items={[
          { key: 'code', title: '考点编号' },
          { key: 'address', title: '地址' },
          { key: 'contact', title: '负责人' },
          { key: 'room_count', title: '考场数' },
          { key: 'seat_total', title: '座位总数' },
          { key: 'phone', title: '联系电话', valueType: 'phone' },
        ]}
        list={roomList}
        rowKey="id"
        search={roomSearch(line.venueNoun, false)}
        columns={roomColumns(line.venueNoun, false)}
        toolbar={() => [addAction('新增考场', () => roomForm.open())]}
        rowActions={() => roomActions(roomForm.open)}
      />
      {site && (
        <RoomFormModal
          modal={roomForm}
          type={line.type}
          venueNoun={line.venueNoun}
          site={{ id: site.id, name: site.name }}
        />
      )}
    </>
  );
}
