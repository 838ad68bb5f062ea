import { useMemo } from 'react';
import {
  deleteFsStation,
  exportFsStations,
  getListFsStationsQueryKey,
  listFsStations,
  setFsStationStatus,
} from '@/generated/api/station/station';
import type { Station } from '@/generated/model';
import { addAction, crudActions, enabledToggle, ListPage, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import { stationColumns, stationSearch } from './station-fields';

/** 函授站管理 (studentPointAE) / 学习中心管理 (studentPointST). */
export function StationListPage() {
  const line = useLine();
  const noun = line.nouns.station;
  const formRoute = `addStudentPoint${line.suffix}`;
  const { open } = useScreenNavigation();
  const search = useMemo(() => stationSearch(noun), [noun]);
  const columns = useMemo(() => stationColumns(noun), [noun]);

  const toolbar = [addAction(`新增${noun}`, () => open(formRoute))];
  const rowActions = crudActions<Station>({
    noun,
    name: (row) => row.name,
    edit: (row) => open(formRoute, { id: row.id }),
    status: {
      ...enabledToggle((row, status) => setFsStationStatus({ id: row.id, status })),
      disableConfirm: `停用后该${noun}不再接收新生，确定停用吗？`,
    },
    remove: (row) => deleteFsStation({ id: row.id }),
  });

  return (
    <ListPage<Station, Parameters<typeof listFsStations>[0]>
      list={{ queryKey: getListFsStationsQueryKey, fetcher: listFsStations }}
      rowKey="id"
      search={search}
      columns={columns}
      toolbar={toolbar}
      rowActions={rowActions}
      exportFile={exportFsStations}
      exportName={`${noun}列表.xlsx`}
    />
  );
}
