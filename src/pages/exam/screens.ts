/** Exams (issue 12): plans, settings, assessment methods, registration and eligibility, make-up, exemption, recognised scores, practical assessment. */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
