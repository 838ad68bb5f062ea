/** Score screens: the printable grade sheet (printGradesheetAE, a page outside the shell). */
import { screen } from '@/routes/screen-loader';

export const SCREENS = {
  printGradesheetAE: screen(
    () => import('./grade-sheet-print-page'),
    (m) => m.GradeSheetPrintPage,
  ),
};
