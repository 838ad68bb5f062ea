/** Screens of this domain (route name → lazy screen); merged into src/routes/screens.ts. */
import { both, screen } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Record<string, ScreenLoader> = {
  ...both(
    'schoolSystemSetting',
    () => import('./school-list-page'),
    (m) => m.SchoolListPage,
  ),
  ...both(
    'collegeSetting',
    () => import('./college-list-page'),
    (m) => m.CollegeListPage,
  ),
  facultyAE: screen(
    () => import('./faculty-list-page'),
    (m) => m.FacultyListPage,
  ),
  ...both(
    'unitSetting',
    () => import('./unit-list-page'),
    (m) => m.UnitListPage,
  ),
  ...both(
    'collegeConfig',
    () => import('./college-config-page'),
    (m) => m.CollegeConfigPage,
  ),
};
