/**
 * The bench's menu sweep: in one signed-in page, every real nav screen is opened from the
 * side menu as staff do — open its groups, read the menu for a moment (the open groups'
 * screens load while the browser is idle), click without hovering — and timed from the
 * click to the screen's content. Reports p50 / p95 / max and the five slowest screens.
 */
import type { Page } from 'playwright-core';
import { breadcrumbOf, ROUTES } from '../../src/routes/registry';
import { allScreens } from '../../src/routes/screens';
import type { RouteDef } from '../../src/routes/types';
import { median, percentile } from './stats';

/** How long a person reads the menu before clicking (the idle time the prefetch may use). */
const READ_MENU_MS = 1000;
const CLOSE_TABS_EVERY = 20;
/** A menu step that takes longer has failed (the screen is reported, the sweep goes on). */
const STEP_MS = 5000;

export interface MenuSweepResult {
  screens: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
  slowest: { route: string; title: string; ms: number }[];
  failed: string[];
  /** Every measured click, for merging sweeps. */
  times: { route: string; title: string; ms: number }[];
}

/** The figures of the given clicks (one sweep, or several merged). */
export function summarise(
  times: MenuSweepResult['times'],
  screens: number,
  failed: string[],
): MenuSweepResult {
  const values = times.map((time) => time.ms);
  return {
    screens,
    p50: values.length ? median(values) : null,
    p95: percentile(values, 95),
    max: values.length ? Math.max(...values) : null,
    slowest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 5),
    failed,
    times,
  };
}

const LINE_LABEL = { AE: '成人教育', ST: '自学考试' } as const;

/** What shows a screen is ready: rows, a form, a chart, a grid, a tree, a calendar or a print page. */
const readySelector = (name: string) =>
  `[data-screen="${name}"] :is(.arco-table-tr:not(.arco-table-empty-row), form, canvas, [role="grid"], [role="tree"], .arco-calendar, [data-print-page])`;

async function openGroups(page: Page, route: RouteDef): Promise<void> {
  const menu = page.getByRole('menu', { name: '功能菜单' });
  for (const group of breadcrumbOf(route).slice(1, -1)) {
    // exact title: a group and a page may share words (学生管理 / 学生信息管理)
    const header = menu
      .locator('.arco-menu-inline-header')
      .filter({ has: page.getByText(group, { exact: true }) })
      .first();
    await header.scrollIntoViewIfNeeded({ timeout: STEP_MS });
    if ((await header.getAttribute('aria-expanded')) !== 'true') {
      await header.click({ timeout: STEP_MS });
      await page.waitForTimeout(300); // the sub-menu's opening animation
    }
  }
}

async function closeAllTabs(page: Page): Promise<void> {
  await page.getByRole('button', { name: '标签页操作' }).click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
}

/** `page` is signed in on /home with the bench's watcher installed (bench-page.ts `instrument`). */
export async function menuSweep(
  page: Page,
  wanted: (route: RouteDef) => boolean = () => true,
): Promise<MenuSweepResult> {
  const registered = await allScreens();
  const routes = ROUTES.filter(
    (route) =>
      route.kind === 'nav' &&
      route.line &&
      route.placement === 'shell' &&
      Object.hasOwn(registered, route.name) &&
      wanted(route),
  ).sort((a, b) => Number(a.line === 'ST') - Number(b.line === 'ST'));
  const times: { route: string; title: string; ms: number }[] = [];
  const failed: string[] = [];
  let line: RouteDef['line'] = 'AE';
  for (const [index, route] of routes.entries()) {
    try {
      if (route.line !== line) {
        line = route.line;
        await page
          .locator('header')
          .getByText(LINE_LABEL[route.line!], { exact: true })
          .click({ timeout: STEP_MS });
        await page.waitForTimeout(READ_MENU_MS);
      }
      if (index > 0 && index % CLOSE_TABS_EVERY === 0) await closeAllTabs(page);
      await openGroups(page, route);
      await page.waitForTimeout(READ_MENU_MS);
      const item = page
        .getByRole('menu', { name: '功能菜单' })
        .getByRole('menuitem', { name: route.title, exact: true });
      await page.evaluate((selector) => {
        window.__bench.pending = window.__bench.when([{ label: 'ready', selector }], 15_000);
      }, readySelector(route.name));
      await item.scrollIntoViewIfNeeded({ timeout: STEP_MS });
      await item.dispatchEvent('click'); // no mouse movement: no hover prefetch
      const seen = await page.evaluate(() => window.__bench.pending);
      const clickedAt = await page.evaluate(() => window.__bench.lastClick);
      if (!seen || clickedAt === null) failed.push(`${route.name}（${route.title}）`);
      else times.push({ route: route.name, title: route.title, ms: seen.t - clickedAt });
    } catch (error) {
      failed.push(`${route.name}（${route.title}）: ${(error as Error).message.split('\n')[0]}`);
    }
    process.stdout.write(`\r  menu sweep: ${index + 1}/${routes.length}`);
  }
  process.stdout.write('\n');
  return summarise(times, routes.length, failed);
}
