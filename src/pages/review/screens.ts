/** Screens of the review domain: status changes and dropouts, admission and graduation photos. */
import type { ScreenLoader } from '@/routes/lazy-screen';
import { screen } from '@/routes/screen-loader';

const statusChanges = screen(
  () => import('./status-change-page'),
  (m) => m.StatusChangePage,
);

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // one screen over each line's applications (学籍异动 / 退学审核)
  studentStatusChangeAE: statusChanges,
  dropOutToExamineST: statusChanges,
  admissionPhotoAE: screen(
    () => import('./photo-review-page'),
    (m) => m.AdmissionPhotoPage,
  ),
  gradPhotoExamineAE: screen(
    () => import('./photo-review-page'),
    (m) => m.GradPhotoPage,
  ),
};
