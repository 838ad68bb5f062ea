/**
 * The shape of the sweep's per-screen checks (tests/e2e/sweep.e2e.ts runs SCREEN_CHECKS in order on
 * every settled screen): a check of its own lives in a module of its own and is one more entry there.
 */
import type { Locator, Page } from 'playwright-core';
import type { RouteDef } from '@/routes/types';
import type { Answer } from './empty-lists';

/** What a check sees of one settled visit: the page, the screen's own region, what the screen received. */
export interface VisitContext {
  page: Page;
  route: RouteDef;
  /** The screen's pane in the shell; the whole page for a standalone screen. */
  scope: Locator;
  answers: readonly Answer[];
}

/** One check of a settled screen: the failures it finds ([] when none). */
export type ScreenCheck = (visit: VisitContext) => Promise<string[]>;
