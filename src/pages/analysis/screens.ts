/** Analysis and statistics (issues 12, 14): figures, charts and their tables. */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
