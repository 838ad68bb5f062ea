import {
  createFsMajorDegree,
  deleteFsMajorDegree,
  exportFsMajorDegrees,
  getListFsMajorDegreesQueryKey,
  listFsMajorDegrees,
  updateFsMajorDegree,
} from '@/generated/api/major/major';
import type { MajorDegree, MajorDegreeBody, MajorDegreeUpdateBody } from '@/generated/model';
import { CreateFsMajorDegreeBody, UpdateFsMajorDegreeBody } from '@/generated/zod/major/major.zod';
import { DialogList } from '@/kit';
import { degreeColumns, degreeFormFields, degreeSearch } from './degree-fields';

const NEW_DEGREE = { foreign_language: 1, thesis_required: 1, status: 1 };

/** 专业学位设置 (professionalDegreeAE / professionalDegreeST); create and edit in a modal. */
export function DegreeListPage() {
  return (
    <DialogList<
      MajorDegree,
      Parameters<typeof listFsMajorDegrees>[0],
      MajorDegreeBody | MajorDegreeUpdateBody
    >
      list={{ queryKey: getListFsMajorDegreesQueryKey, fetcher: listFsMajorDegrees }}
      search={degreeSearch}
      columns={degreeColumns}
      exportFile={exportFsMajorDegrees}
      exportName="专业学位设置.xlsx"
      actions={{
        noun: '专业学位',
        remove: (row) => deleteFsMajorDegree({ id: row.id }),
        removeConfirm: '确定删除该专业的学位设置吗？删除后该专业学生不能申请学位。',
      }}
      dialog={{
        width: 640,
        fields: degreeFormFields,
        create: { schema: CreateFsMajorDegreeBody, record: NEW_DEGREE },
        edit: { schema: UpdateFsMajorDegreeBody },
        submit: (payload) => ('id' in payload ? updateFsMajorDegree(payload) : createFsMajorDegree(payload)),
      }}
      listKey={getListFsMajorDegreesQueryKey}
    />
  );
}
