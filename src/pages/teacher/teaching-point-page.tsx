import {
  createAdultTeachingPoint,
  deleteAdultTeachingPoint,
  exportAdultTeachingPoints,
  getListAdultTeachingPointsQueryKey,
  listAdultTeachingPoints,
  setAdultTeachingPointStatus,
  updateAdultTeachingPoint,
} from '@/generated/api/teacher/teacher';
import type { TeachingPoint, TeachingPointBody, TeachingPointUpdateBody } from '@/generated/model';
import {
  CreateAdultTeachingPointBody,
  UpdateAdultTeachingPointBody,
} from '@/generated/zod/teacher/teacher.zod';
import { DialogList, enabledToggle } from '@/kit';
import {
  TEACHING_POINT_COLUMNS,
  TEACHING_POINT_FIELDS,
  TEACHING_POINT_SEARCH,
} from './teaching-point-fields';

const NEW_POINT = { status: 1 };

/** 教学点管理 (teachingPointAE): teaching points under the correspondence stations. */
export function TeachingPointPage() {
  return (
    <DialogList<
      TeachingPoint,
      Parameters<typeof listAdultTeachingPoints>[0],
      TeachingPointBody | TeachingPointUpdateBody
    >
      list={{ queryKey: getListAdultTeachingPointsQueryKey, fetcher: listAdultTeachingPoints }}
      search={TEACHING_POINT_SEARCH}
      columns={TEACHING_POINT_COLUMNS}
      exportFile={exportAdultTeachingPoints}
      exportName="教学点列表.xlsx"
      actions={{
        noun: '教学点',
        status: {
          ...enabledToggle((row, status) => setAdultTeachingPointStatus({ id: row.id, status })),
          disableConfirm: '停用后新生不能再分配到该教学点，确定停用吗？',
        },
        remove: (row) => deleteAdultTeachingPoint({ id: row.id }),
      }}
      dialog={{
        fields: TEACHING_POINT_FIELDS,
        create: { schema: CreateAdultTeachingPointBody, record: NEW_POINT },
        edit: { schema: UpdateAdultTeachingPointBody },
        submit: (payload) =>
          'id' in payload ? updateAdultTeachingPoint(payload) : createAdultTeachingPoint(payload),
      }}
      listKey={getListAdultTeachingPointsQueryKey}
    />
  );
}
