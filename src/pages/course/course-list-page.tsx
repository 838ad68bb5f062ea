import {
  deleteFsCourse,
  exportFsCourses,
  getListFsCoursesQueryKey,
  listFsCourses,
  setFsCourseStatus,
} from '@/generated/api/course/course';
import type { Course } from '@/generated/model';
import { addAction, crudActions, enabledToggle, ListPage, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import { COURSE_NOUN, courseColumns, courseSearch } from './course-fields';

/** 开设课程 (openCourseAE) / 开考课程 (openCourseST). */
export function CourseListPage() {
  const line = useLine();
  const noun = COURSE_NOUN[line.suffix];
  const formRoute = `addOpenCourse${line.suffix}`;
  const { open } = useScreenNavigation();

  const toolbar = [addAction(`新增${noun}`, () => open(formRoute))];
  const rowActions = crudActions<Course>({
    noun: '课程',
    edit: (row) => open(formRoute, { id: row.id }),
    status: {
      ...enabledToggle((row, status) => setFsCourseStatus({ id: row.id, status })),
      disableConfirm: '停用后该课程不再出现在排课、计划与成绩录入的课程选项中，确定停用吗？',
    },
    remove: (row) => deleteFsCourse({ id: row.id }),
    removeConfirm: '确定删除该课程吗？已被计划或成绩引用的课程不能删除。',
  });

  return (
    <ListPage<Course, Parameters<typeof listFsCourses>[0]>
      list={{ queryKey: getListFsCoursesQueryKey, fetcher: listFsCourses }}
      rowKey="id"
      search={courseSearch}
      columns={courseColumns}
      toolbar={toolbar}
      rowActions={rowActions}
      exportFile={exportFsCourses}
      exportName={`${noun}列表.xlsx`}
    />
  );
}
