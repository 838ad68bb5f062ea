/** The phone signature page (esignH5, public). */
import { screen } from '@/routes/screen-loader';

export const SCREENS = {
  esignH5: screen(
    () => import('./esign-page'),
    (m) => m.EsignPage,
  ),
};
