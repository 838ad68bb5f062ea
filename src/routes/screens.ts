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

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  home: screen(
    () => import('@/pages/home/home-page'),
    (m) => m.HomePage,
  ),
  personalInfo: screen(
    () => import('@/pages/personal-info/personal-info-page'),
    (m) => m.PersonalInfoPage,
  ),
  esignH5: screen(
    () => import('@/pages/esign/esign-page'),
    (m) => m.EsignPage,
  ),
};

export function hasScreen(name: string): boolean {
  return Object.hasOwn(SCREENS, name);
}
