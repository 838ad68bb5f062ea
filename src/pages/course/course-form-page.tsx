import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createFsCourse,
  getListFsCoursesQueryKey,
  updateFsCourse,
  useGetFsCourse,
} from '@/generated/api/course/course';
import type { CourseBody, CourseUpdateBody } from '@/generated/model';
import { CreateFsCourseBody, UpdateFsCourseBody } from '@/generated/zod/course/course.zod';
import { FormPage, LoadFailed, useScreenNavigation, ScreenLoading, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { COURSE_NOUN, courseFormFields } from './course-fields';

const NEW_COURSE = { status: 1 };

/** 新增/编辑开设课程 (addOpenCourseAE) · 开考课程 (addOpenCourseST); `?id=` edits. */
export function CourseFormPage() {
  const line = useLine();
  const noun = COURSE_NOUN[line.suffix];
  const id = useEditId();
  const { backTo } = useScreenNavigation();
  const queryClient = useQueryClient();
  const course = useGetFsCourse({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  const record = useMemo(() => (course.data ? { ...course.data.result } : undefined), [course.data]);

  if (id && course.isPending) return <ScreenLoading />;
  return (
    <FormPage<CourseBody | CourseUpdateBody>
      title={id ? `编辑${noun}` : `新增${noun}`}
      fields={courseFormFields}
      schema={id ? UpdateFsCourseBody : CreateFsCourseBody}
      record={id ? record : NEW_COURSE}
      submit={(payload) => ('id' in payload ? updateFsCourse(payload) : createFsCourse(payload))}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getListFsCoursesQueryKey() })}
      onBack={() => backTo(`openCourse${line.suffix}`)}
      notice={
        course.isError ? (
          <LoadFailed
            what={`课程信息`}
            error={course.error}
            onRetry={course.refetch}
            style={{ marginBottom: 16 }}
          />
        ) : undefined
      }
    />
  );
}
