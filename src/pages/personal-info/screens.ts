/** 个人信息 (/personalInfo). */
import { screen } from '@/routes/screen-loader';

export const SCREENS = {
  personalInfo: screen(
    () => import('./personal-info-page'),
    (m) => m.PersonalInfoPage,
  ),
};
