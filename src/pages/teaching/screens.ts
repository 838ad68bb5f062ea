/** Teaching: teaching and execution plans, semester plans, classes and their students, class grades, scheduling. */
import { both, screen } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...both(
    'class',
    () => import('./class-list-page'),
    (m) => m.ClassListPage,
  ),
  ...both(
    'addGrade',
    () => import('./class-form-page'),
    (m) => m.ClassFormPage,
  ),
  ...both(
    'gradeStudentManagement',
    () => import('./class-students-page'),
    (m) => m.ClassStudentsPage,
  ),
  ...both(
    'viewResultsClass',
    () => import('./class-scores-page'),
    (m) => m.ClassScoresPage,
  ),
  ...both(
    'teachingPlan',
    () => import('./teach-plan-list-page'),
    (m) => m.TeachPlanListPage,
  ),
  ...both(
    'editTeachingPlan',
    () => import('./teach-plan-editor-page'),
    (m) => m.TeachPlanEditorPage,
  ),
  ...both(
    'implementPlan',
    () => import('./carry-plan-list-page'),
    (m) => m.CarryPlanListPage,
  ),
  ...both(
    'viewClass',
    () => import('./carry-plan-classes-page'),
    (m) => m.CarryPlanClassesPage,
  ),
  classImplementPlanAE: screen(
    () => import('./class-carry-plan-page'),
    (m) => m.ClassCarryPlanPage,
  ),
  classScheduleST: screen(
    () => import('./schedule-page'),
    (m) => m.SchedulePage,
  ),
  semesterPlanManageAE: screen(
    () => import('./time-plan-page'),
    (m) => m.TimePlanPage,
  ),
  newClassExecutionPlanAE: screen(
    () => import('./new-class-plan-page'),
    (m) => m.NewClassPlanPage,
  ),
};
