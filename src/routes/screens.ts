/**
 * Route name → the lazily loaded screen that implements it, in two steps: the route's
 * `domain` (src/routes/catalogue.ts) names the folder whose `screens.ts` registers its
 * screen, and that registry is loaded with the first screen of its domain. So the app's
 * start-up carries one small entry per domain, never one per screen: adding screens
 * costs it nothing. A route whose domain does not register it renders 「功能建设中」,
 * and `npm run routes:report` counts only registered routes.
 */
// the catalogue (in the start-up chunk), not registry.ts: that one brings the side-menu catalogue along
import { ROUTES } from './catalogue';
import type { ScreenLoader } from './lazy-screen';

export type ScreenRegistry = Readonly<Record<string, ScreenLoader>>;

// One entry per folder of src/pages (a test checks this list against the folders and the catalogue).
export const DOMAINS: Readonly<Record<string, () => Promise<{ SCREENS: ScreenRegistry }>>> = {
  analysis: () => import('@/pages/analysis/screens'),
  course: () => import('@/pages/course/screens'),
  courseware: () => import('@/pages/courseware/screens'),
  enrolment: () => import('@/pages/enrolment/screens'),
  esign: () => import('@/pages/esign/screens'),
  exam: () => import('@/pages/exam/screens'),
  'exam-arrange': () => import('@/pages/exam-arrange/screens'),
  fees: () => import('@/pages/fees/screens'),
  graduation: () => import('@/pages/graduation/screens'),
  home: () => import('@/pages/home/screens'),
  learning: () => import('@/pages/learning/screens'),
  major: () => import('@/pages/major/screens'),
  message: () => import('@/pages/message/screens'),
  paper: () => import('@/pages/paper/screens'),
  'personal-info': () => import('@/pages/personal-info/screens'),
  review: () => import('@/pages/review/screens'),
  school: () => import('@/pages/school/screens'),
  scores: () => import('@/pages/scores/screens'),
  settings: () => import('@/pages/settings/screens'),
  staff: () => import('@/pages/staff/screens'),
  station: () => import('@/pages/station/screens'),
  student: () => import('@/pages/student/screens'),
  teacher: () => import('@/pages/teacher/screens'),
  teaching: () => import('@/pages/teaching/screens'),
  thesis: () => import('@/pages/thesis/screens'),
};

/** The screen loader of a route, once its domain's registry is loaded; undefined when it has none yet. */
const domainOf = (name: string) => ROUTES.find((route) => route.name === name)?.domain;

export async function screenLoader(name: string): Promise<ScreenLoader | undefined> {
  const domain = domainOf(name);
  const load = domain ? DOMAINS[domain] : undefined;
  if (!load) return undefined;
  const { SCREENS } = await load();
  return Object.hasOwn(SCREENS, name) ? SCREENS[name] : undefined;
}

/**
 * Every registered route with its loader (tests, tools and reports; the app loads one
 * domain at a time). Each domain registers only routes the catalogue gives to it.
 */
export async function allScreens(): Promise<ScreenRegistry> {
  const registries = await Promise.all(
    Object.entries(DOMAINS).map(async ([domain, load]) => {
      const { SCREENS } = await load();
      for (const name of Object.keys(SCREENS))
        if (domainOf(name) !== domain)
          throw new Error(
            `${domain}/screens.ts registers ${name}, which the catalogue gives to ${domainOf(name) ?? 'no route'}`,
          );
      return SCREENS;
    }),
  );
  return Object.assign({}, ...registries) as ScreenRegistry;
}
