/** Teachers (班主任 on both lines, 辅导教师 on the self-taught line), classrooms and teaching points. */
import { both, screen } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Record<string, ScreenLoader> = {
  ...both(
    'headmaster',
    () => import('./teacher-list-page'),
    (m) => m.HeadmasterListPage,
  ),
  ...both(
    'addHeadTeacher',
    () => import('./teacher-form-page'),
    (m) => m.HeadTeacherFormPage,
  ),
  instructorST: screen(
    () => import('./teacher-list-page'),
    (m) => m.InstructorListPage,
  ),
  classroomManagementAE: screen(
    () => import('./classroom-page'),
    (m) => m.ClassroomPage,
  ),
  teachingPointAE: screen(
    () => import('./teaching-point-page'),
    (m) => m.TeachingPointPage,
  ),
};
