import { useMemo } from 'react';
import {
  createFsClassGroup,
  getListFsClassGroupsQueryKey,
  updateFsClassGroup,
  useGetFsClassGroup,
} from '@/generated/api/teaching/teaching';
import type { ClassGroup, ClassGroupBody, ClassGroupUpdateBody } from '@/generated/model';
import { CreateFsClassGroupBody, UpdateFsClassGroupBody } from '@/generated/zod/teaching/teaching.zod';
import { RecordFormPage, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { classFormFields, classRoutes } from './class-fields';

const NEW_CLASS = { status: 1, capacity: 60 };

/** The class as the form edits it: no 班主任 chosen when it has none. */
function toValues({ head_teacher_id, ...rest }: ClassGroup): Record<string, unknown> {
  return head_teacher_id === null ? rest : { ...rest, head_teacher_id };
}

/** 新增班级 (addGradeAE / addGradeST); `?id=` edits a class. */
export function ClassFormPage() {
  const line = useLine();
  const noun = line.nouns.station;
  const id = useEditId();
  const fields = useMemo(() => classFormFields(noun), [noun]);
  const found = useGetFsClassGroup({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<ClassGroupBody | ClassGroupUpdateBody, ClassGroup>
      noun="班级"
      editing={!!id}
      query={found}
      toValues={toValues}
      fields={fields}
      schemas={{ create: CreateFsClassGroupBody, update: UpdateFsClassGroupBody }}
      fresh={NEW_CLASS}
      submit={(payload) => ('id' in payload ? updateFsClassGroup(payload) : createFsClassGroup(payload))}
      list={{ queryKey: getListFsClassGroupsQueryKey, route: classRoutes(line.suffix).list }}
    />
  );
}
