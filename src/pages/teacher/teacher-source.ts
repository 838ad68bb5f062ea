/**
 * The teacher list is the spec's POST /api/user/teacher/getTeacherList, one path for both
 * lines: the body carries the kind's teacherType and the line, and so does the query key.
 */
import { exportFsTeachers, getTeacherList } from '@/generated/api/teacher/teacher';
import type { ExportFsTeachersParams, Teacher, TeacherListBody } from '@/generated/model';
import type { ListParams, ListSource } from '@/kit';
import type { TeacherKind } from './teacher-fields';

export const TEACHER_LIST_KEY = ['/api/user/teacher/getTeacherList'] as const;

export function teacherListSource(kind: TeacherKind, line: 1 | 2): ListSource<Teacher, ListParams> {
  const body = (params: ListParams) =>
    ({ ...params, teacherType: kind.teacherType, line }) as TeacherListBody;
  return {
    queryKey: (params) => [...TEACHER_LIST_KEY, body(params)],
    fetcher: (params, options, signal) => getTeacherList(body(params), options, signal),
  };
}

/** Export of the current search (the fs- path carries the line). */
export const teacherExport =
  (kind: TeacherKind) => (filters: ListParams, options: Parameters<typeof exportFsTeachers>[1]) =>
    exportFsTeachers(
      { ...(filters as Partial<ExportFsTeachersParams>), teacherType: kind.teacherType },
      options,
    );
