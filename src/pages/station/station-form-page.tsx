import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createFsStation,
  getListFsStationsQueryKey,
  updateFsStation,
  useGetFsStation,
} from '@/generated/api/station/station';
import type { StationBody, StationUpdateBody } from '@/generated/model';
import { CreateFsStationBody, UpdateFsStationBody } from '@/generated/zod/station/station.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { stationFormFields } from './station-fields';

const NEW_STATION = { status: 1 };

/** 新增/编辑函授站 (addStudentPointAE) · 学习中心 (addStudentPointST); `?id=` edits. */
export function StationFormPage() {
  const line = useLine();
  const noun = line.nouns.station;
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const fields = useMemo(() => stationFormFields(noun), [noun]);
  const station = useGetFsStation({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => (station.data ? { ...station.data.result } : undefined), [station.data]);
  const listRoute = `studentPoint${line.suffix}`;

  if (id && station.isPending) return <ScreenLoading />;
  return (
    <FormPage<StationBody | StationUpdateBody>
      title={id ? `编辑${noun}` : `新增${noun}`}
      fields={fields}
      schema={id ? UpdateFsStationBody : CreateFsStationBody}
      record={id ? record : NEW_STATION}
      submit={(payload) => ('id' in payload ? updateFsStation(payload) : createFsStation(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsStationsQueryKey() })}
      onBack={() => backTo(listRoute)}
      notice={
        station.isError ? (
          <LoadFailed
            what={`${noun}信息`}
            error={station.error}
            onRetry={station.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
