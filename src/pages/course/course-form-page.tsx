import {
  createFsCourse,
  getListFsCoursesQueryKey,
  updateFsCourse,
  useGetFsCourse,
} from '@/generated/api/course/course';
import type { Course, CourseBody, CourseUpdateBody } from '@/generated/model';
import { CreateFsCourseBody, UpdateFsCourseBody } from '@/generated/zod/course/course.zod';
import { RecordFormPage, useEditId } from '@/kit';
import { useLine } from '@/lines/page-type';
import { COURSE_NOUN, courseFormFields } from './course-fields';

const NEW_COURSE = { status: 1 };

/** 新增/编辑开设课程 (addOpenCourseAE) · 开考课程 (addOpenCourseST); `?id=` edits. */
export function CourseFormPage() {
  const line = useLine();
  const id = useEditId();
  const course = useGetFsCourse({ id: id ?? 0 }, { query: { enabled: !!id }, request: { silent: true } });
  return (
    <RecordFormPage<CourseBody | CourseUpdateBody, Course>
      noun={COURSE_NOUN[line.suffix]}
      editing={!!id}
      query={course}
      fields={courseFormFields}
      schemas={{ create: CreateFsCourseBody, update: UpdateFsCourseBody }}
      fresh={NEW_COURSE}
      submit={(payload) => ('id' in payload ? updateFsCourse(payload) : createFsCourse(payload))}
      list={{ queryKey: getListFsCoursesQueryKey, route: `openCourse${line.suffix}` }}
    />
  );
}
