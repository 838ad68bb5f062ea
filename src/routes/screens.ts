/**
 * Route name → the lazily loaded screen that implements it. A route of the
 * catalogue without an entry here renders the shared 「功能建设中」 state, and
 * `npm run routes:report` counts only the routes listed here. Each domain
 * registers its screens in src/pages/<domain>/screens.ts; a screen shared by
 * both lines is one module registered under its AE and ST names (`both`).
 */
import { SCREENS as analysis } from '@/pages/analysis/screens';
import { SCREENS as courseware } from '@/pages/courseware/screens';
import { SCREENS as exam } from '@/pages/exam/screens';
import { SCREENS as examArrange } from '@/pages/exam-arrange/screens';
import { SCREENS as fees } from '@/pages/fees/screens';
import { SCREENS as graduation } from '@/pages/graduation/screens';
import { SCREENS as paper } from '@/pages/paper/screens';
import { SCREENS as teaching } from '@/pages/teaching/screens';
import { SCREENS as thesis } from '@/pages/thesis/screens';
import { SCREENS as course } from '@/pages/course/screens';
import { SCREENS as enrolment } from '@/pages/enrolment/screens';
import { SCREENS as learning } from '@/pages/learning/screens';
import { SCREENS as major } from '@/pages/major/screens';
import { SCREENS as message } from '@/pages/message/screens';
import { SCREENS as review } from '@/pages/review/screens';
import { SCREENS as school } from '@/pages/school/screens';
import { SCREENS as scores } from '@/pages/scores/screens';
import { SCREENS as settings } from '@/pages/settings/screens';
import { SCREENS as staff } from '@/pages/staff/screens';
import { SCREENS as station } from '@/pages/station/screens';
import { SCREENS as student } from '@/pages/student/screens';
import { SCREENS as teacher } from '@/pages/teacher/screens';
import type { ScreenLoader } from './lazy-screen';
import { screen } from './screen-loader';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  home: screen(
    () => import('@/pages/home/home-page'),
    (m) => m.HomePage,
  ),
  personalInfo: screen(
    () => import('@/pages/personal-info/personal-info-page'),
    (m) => m.PersonalInfoPage,
  ),
  esignH5: screen(
    () => import('@/pages/esign/esign-page'),
    (m) => m.EsignPage,
  ),
  ...station,
  ...teacher,
  ...staff,
  ...message,
  ...school,
  ...major,
  ...course,
  ...settings,
  ...student,
  ...enrolment,
  ...learning,
  ...review,
  ...scores,
  ...analysis,
  ...courseware,
  ...exam,
  ...examArrange,
  ...fees,
  ...graduation,
  ...paper,
  ...teaching,
  ...thesis,
};

export function hasScreen(name: string): boolean {
  return Object.hasOwn(SCREENS, name);
}
