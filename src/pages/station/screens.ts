/** Stations: one screen per line pair (函授站 / 学习中心). */
import { both } from '@/routes/screen-loader';

export const SCREENS = {
  ...both(
    'studentPoint',
    () => import('./station-list-page'),
    (m) => m.StationListPage,
  ),
  ...both(
    'addStudentPoint',
    () => import('./station-form-page'),
    (m) => m.StationFormPage,
  ),
};
