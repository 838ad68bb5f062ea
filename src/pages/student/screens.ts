/** Screens of the student domain, registered by route name. */
import { both, screen } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

const studentList = screen(
  () => import('./student-list-page'),
  (m) => m.StudentListPage,
);

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // 学生信息: one list and one form for both lines (学籍信息 / 学生信息管理)
  studentStatusAE: studentList,
  studentInformationST: studentList,
  ...both(
    'addStudent',
    () => import('./student-form-page'),
    (m) => m.StudentFormPage,
  ),
  viewResultsStudentST: screen(
    () => import('./scores-page'),
    (m) => m.ScoresPage,
  ),
  // 成人教育学籍 (v1-adult-student-*)
  studentSuperintendentAE: screen(
    () => import('./superintendent-page'),
    (m) => m.SuperintendentPage,
  ),
  studentArchivesAE: screen(
    () => import('./archives-page'),
    (m) => m.ArchivesPage,
  ),
  expiredStudentStatusAE: screen(
    () => import('./expired-page'),
    (m) => m.ExpiredPage,
  ),
  studentInfoModifyAE: screen(
    () => import('./modify-page'),
    (m) => m.ModifyPage,
  ),
};
