import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createFsClassGroup,
  getListFsClassGroupsQueryKey,
  updateFsClassGroup,
  useGetFsClassGroup,
} from '@/generated/api/teaching/teaching';
import type { ClassGroupBody, ClassGroupUpdateBody } from '@/generated/model';
import { CreateFsClassGroupBody, UpdateFsClassGroupBody } from '@/generated/zod/teaching/teaching.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { classFormFields, classRoutes } from './class-fields';

const NEW_CLASS = { status: 1, capacity: 60 };

/** 新增班级 (addGradeAE / addGradeST); `?id=` edits a class. */
export function ClassFormPage() {
  const line = useLine();
  const noun = line.nouns.station;
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const fields = useMemo(() => classFormFields(noun), [noun]);
  const found = useGetFsClassGroup({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => {
    if (!found.data) return undefined;
    const { head_teacher_id, ...rest } = found.data.result;
    return head_teacher_id === null ? rest : { ...rest, head_teacher_id };
  }, [found.data]);

  if (id && found.isPending) return <ScreenLoading />;
  return (
    <FormPage<ClassGroupBody | ClassGroupUpdateBody>
      title={id ? '编辑班级' : '新增班级'}
      fields={fields}
      schema={id ? UpdateFsClassGroupBody : CreateFsClassGroupBody}
      record={id ? record : NEW_CLASS}
      submit={(payload) => ('id' in payload ? updateFsClassGroup(payload) : createFsClassGroup(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsClassGroupsQueryKey() })}
      onBack={() => backTo(classRoutes(line.suffix).list)}
      notice={
        found.isError ? (
          <LoadFailed
            what="班级信息"
            error={found.error}
            onRetry={found.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
