/** Courses: 开设课程 / 开考课程 and their form, 课程节点设置 (both lines); 专业考试计划 and 专业课程时间表 (self-taught). */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { both, screen } from '@/routes/screen-loader';

export const SCREENS: Record<string, ScreenLoader> = {
  ...both(
    'openCourse',
    () => import('./course-list-page'),
    (m) => m.CourseListPage,
  ),
  ...both(
    'addOpenCourse',
    () => import('./course-form-page'),
    (m) => m.CourseFormPage,
  ),
  ...both(
    'courseNodeSetting',
    () => import('./course-node-page'),
    (m) => m.CourseNodePage,
  ),
  ProfessionalPlanST: screen(
    () => import('./professional-plan-page'),
    (m) => m.ProfessionalPlanPage,
  ),
  ProfessionalTimetableST: screen(
    () => import('./professional-timetable-page'),
    (m) => m.ProfessionalTimetablePage,
  ),
};
