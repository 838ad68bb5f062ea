/** 考场管理 (examinationRoomAE): the rooms of the line with capacity and seat layout. */

import { useMemo } from 'react';
import {
  deleteExamRoom,
  exportExamRooms,
  getListExamRoomsQueryKey,
  listExamRooms,
  setExamRoomStatus,
} from '@/generated/api/exam-arrange/exam-arrange';
import type { ExamRoom } from '@/generated/model';
import { crudActions, useRecordModal, enabledToggle } from '@/kit';
import { useArrangeLine } from './arrange-lines';
import { ArrangeRecordList } from './arrange-record-list';
import { roomColumns, roomSearch } from './room-fields';
import { RoomFormModal } from './room-form-modal';

export function roomActions(open: (row: ExamRoom) => void) {
  return crudActions<ExamRoom>({
    noun: '考场',
    name: (row) => `${row.venue_name} ${row.name}`,
    edit: open,
    status: {
      ...enabledToggle((row, status) => setExamRoomStatus({ id: row.id, status })),
      disableConfirm: '停用后排座时不再提供该考场（已排的座位不受影响），确定停用吗？',
    },
    remove: (row) => deleteExamRoom(row.id),
    removeConfirm: '确定删除该考场吗？已被考试场次选用的考场不能删除。',
  });
}

export function RoomListPage() {
  const line = useArrangeLine();
  const form = useRecordModal<ExamRoom>();
  const search = useMemo(() => roomSearch(line.venueNoun, true), [line.venueNoun]);
  const columns = useMemo(() => roomColumns(line.venueNoun, true), [line.venueNoun]);
  return (
    <>
      <ArrangeRecordList
        noun="考场"
        onAdd={() => form.open()}
        queryKey={getListExamRoomsQueryKey}
        fetcher={listExamRooms}
        exporter={exportExamRooms}
        exportName="考场列表.xlsx"
        search={search}
        columns={columns}
        rowActions={roomActions(form.open)}
      />
      <RoomFormModal modal={form} type={line.type} venueNoun={line.venueNoun} />
    </>
  );
}
