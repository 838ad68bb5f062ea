/** Fees (issue 14): what classes and students owe and paid, payment records, bank payment confirmation. */
import type { ScreenLoader } from '@/routes/lazy-screen';

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {};
