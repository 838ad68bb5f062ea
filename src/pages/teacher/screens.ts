/** Screens of this domain (route name → lazy screen); merged into src/routes/screens.ts. */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Record<string, ScreenLoader> = {};
