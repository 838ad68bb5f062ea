/** Teaching (issue 11): teaching and execution plans, semester plans, classes and their students, class grades, scheduling. */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
