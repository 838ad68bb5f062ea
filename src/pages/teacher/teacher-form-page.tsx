import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetFsTeacher } from '@/generated/api/teacher/teacher';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { HEADMASTER } from './teacher-fields';
import { teacherForm, type TeacherPayload } from './teacher-form';
import { TEACHER_LIST_KEY } from './teacher-source';

/** 新增/编辑班主任 (addHeadTeacherAE / addHeadTeacherST); `?id=` edits. */
export function HeadTeacherFormPage() {
  const line = useLine();
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const teacher = useGetFsTeacher({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => (teacher.data ? { ...teacher.data.result } : undefined), [teacher.data]);
  const form = teacherForm(HEADMASTER, id ? (record ?? { id }) : undefined);

  if (id && teacher.isPending) return <ScreenLoading />;
  return (
    <FormPage<TeacherPayload>
      {...form}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: TEACHER_LIST_KEY })}
      onBack={() => backTo(HEADMASTER.listRoute(line.suffix))}
      notice={
        teacher.isError ? (
          <LoadFailed
            what={`班主任信息`}
            error={teacher.error}
            onRetry={teacher.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
