/** The home dashboard (/home). */
import { screen } from '@/routes/screen-loader';

export const SCREENS = {
  home: screen(
    () => import('./home-page'),
    (m) => m.HomePage,
  ),
};
