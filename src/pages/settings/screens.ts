/** Settings: batches, school calendar, opening, tuition standards, regions, Android releases. */
import { both, screen } from '@/routes/screen-loader';

export const SCREENS = {
  ...both(
    'batch',
    () => import('./batch-list-page'),
    (m) => m.BatchListPage,
  ),
  ...both(
    'schoolCalendarSetting',
    () => import('./calendar-page'),
    (m) => m.CalendarPage,
  ),
  schoolOpeningSettingAE: screen(
    () => import('./opening-list-page'),
    (m) => m.OpeningListPage,
  ),
  tuitionSettingAE: screen(
    () => import('./tuition-list-page'),
    (m) => m.TuitionListPage,
  ),
  regionSettingAE: screen(
    () => import('./region-page'),
    (m) => m.RegionPage,
  ),
  ...both(
    'version',
    () => import('./version-list-page'),
    (m) => m.VersionListPage,
  ),
};
