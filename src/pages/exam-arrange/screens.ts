/** Exam arrangements (issue 12): online and offline scheduling, rooms and seats, room usage, test sites, invigilation, monitoring, sign-in. */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
