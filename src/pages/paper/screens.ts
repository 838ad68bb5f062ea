/** Question banks, papers, practice and mock exams, marking (issue 13). */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
