/**
 * Route name → the lazily loaded screen that implements it. A route of the
 * catalogue without an entry here renders the shared 「功能建设中」 state, and
 * `npm run routes:report` counts only the routes listed here. A screen shared
 * by both lines is one module registered under its AE and ST names.
 */
import type { ComponentType } from 'react';
import type { ScreenLoader } from './lazy-screen';

function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader {
  return () => load().then((module) => ({ default: pick(module) }));
}

/** A screen shared by both lines, registered as `${name}AE` and `${name}ST`. */
function both<M>(name: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const loader = screen(load, pick);
  return { [`${name}AE`]: loader, [`${name}ST`]: loader };
}

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  home: screen(
    () => import('@/pages/home/home-page'),
    (m) => m.HomePage,
  ),
  personalInfo: screen(
    () => import('@/pages/personal-info/personal-info-page'),
    (m) => m.PersonalInfoPage,
  ),
  // Stations: one screen for both lines.
  ...both(
    'studentPoint',
    () => import('@/pages/station/station-list-page'),
    (m) => m.StationListPage,
  ),
  ...both(
    'addStudentPoint',
    () => import('@/pages/station/station-form-page'),
    (m) => m.StationFormPage,
  ),
  esignH5: screen(
    () => import('@/pages/esign/esign-page'),
    (m) => m.EsignPage,
  ),
};

export function hasScreen(name: string): boolean {
  return Object.hasOwn(SCREENS, name);
}
