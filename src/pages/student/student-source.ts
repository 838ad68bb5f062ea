/**
 * The student list is the spec's POST /api/user/student/getStudentList, one path for both
 * lines: the body carries the line, and so does the query key. The export is the line's
 * fs- path with the same filters.
 */
import { exportFsStudents, getStudentList } from '@/generated/api/student/student';
import type { ExportFsStudentsParams, StudentListBody, StudentRecord } from '@/generated/model';
import type { ListParams, ListSource } from '@/kit';

export const STUDENT_LIST_KEY = ['/api/user/student/getStudentList'] as const;

export function studentListSource(line: 1 | 2): ListSource<StudentRecord, ListParams> {
  const body = (params: ListParams) => ({ ...params, line }) as StudentListBody;
  return {
    queryKey: (params) => [...STUDENT_LIST_KEY, body(params)],
    fetcher: (params, options, signal) => getStudentList(body(params), options, signal),
  };
}

export const exportStudents = (filters: ListParams, options: Parameters<typeof exportFsStudents>[1]) =>
  exportFsStudents(filters as ExportFsStudentsParams, options);
