import { useMemo } from 'react';
import {
  createFsStation,
  getListFsStationsQueryKey,
  updateFsStation,
  useGetFsStation,
} from '@/generated/api/station/station';
import type { Station, StationBody, StationUpdateBody } from '@/generated/model';
import { CreateFsStationBody, UpdateFsStationBody } from '@/generated/zod/station/station.zod';
import { RecordFormPage, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { stationFormFields } from './station-fields';

const NEW_STATION = { status: 1 };

/** 新增/编辑函授站 (addStudentPointAE) · 学习中心 (addStudentPointST); `?id=` edits. */
export function StationFormPage() {
  const line = useLine();
  const noun = line.nouns.station;
  const id = useEditId();
  const fields = useMemo(() => stationFormFields(noun), [noun]);
  const station = useGetFsStation({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<StationBody | StationUpdateBody, Station>
      noun={noun}
      editing={!!id}
      query={station}
      fields={fields}
      schemas={{ create: CreateFsStationBody, update: UpdateFsStationBody }}
      fresh={NEW_STATION}
      submit={(payload) => ('id' in payload ? updateFsStation(payload) : createFsStation(payload))}
      list={{ queryKey: getListFsStationsQueryKey, route: `studentPoint${line.suffix}` }}
    />
  );
}
