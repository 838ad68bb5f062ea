/** Courseware (issue 11): courses, chapters and videos, textbooks and textbook plans, bookseller orders, learning progress. */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
