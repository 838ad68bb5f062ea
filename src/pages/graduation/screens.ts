/** Graduation and degrees, certificate printing (issue 16). */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
