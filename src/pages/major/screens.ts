/** 专业: 专业设置 (+ its form page), 科类设置, 专业学位设置 — each shared by both lines. */
import { both } from '@/routes/screen-loader';
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Record<string, ScreenLoader> = {
  ...both(
    'majorSetting',
    () => import('./major-list-page'),
    (m) => m.MajorListPage,
  ),
  ...both(
    'addMajorSetting',
    () => import('./major-form-page'),
    (m) => m.MajorFormPage,
  ),
  ...both(
    'familySetting',
    () => import('./family-list-page'),
    (m) => m.FamilyListPage,
  ),
  ...both(
    'professionalDegree',
    () => import('./degree-list-page'),
    (m) => m.DegreeListPage,
  ),
};
