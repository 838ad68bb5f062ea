/**
 * axe-core (WCAG 2.1 A/AA) on a page or one region of it: the critical and serious violations of
 * the app's own markup as readable lines, with the known ones inside Arco set aside
 * (tests/e2e/support/a11y-known.ts) and remembered as seen. axe is put into a page once and run
 * there directly (injecting it on every run cost ~0.7 s a screen, more than the run itself).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { KNOWN_ARCO_VIOLATIONS, type KnownViolation } from './a11y-known';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page, or inside `include` (a selector); passes are not detailed. */
async function runAxe(page: Page, include?: string): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context = include ? { include: [[include]] } : document;
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { include, tags: WCAG },
  );
}

/**
 * The known Arco violation this one is, if every node of it lies in that Arco component (the
 * entry's class on the node or an ancestor; axe's selector may name only a placeholder). A node
 * whose selector no longer finds it (it named a class of an animation that has ended since: an
 * upload list item's slide-up-enter) is judged by the classes its selector names.
 */
async function knownAs(page: Page, rule: string, targets: string[]): Promise<KnownViolation | undefined> {
  for (const known of KNOWN_ARCO_VIOLATIONS.filter((entry) => entry.rule === rule)) {
    const inside = await page.evaluate(
      ({ selectors, component }) =>
        selectors.every((selector) => {
          const node = document.querySelector(selector);
          return node
            ? !!node.closest(`.${component}`)
            : new RegExp(`\\.${component}(?![\\w-])`).test(selector);
        }),
      { selectors: targets, component: known.node },
    );
    if (inside) return known;
  }
  return undefined;
}

export async function seriousViolations(
  page: Page,
  screen: string,
  { include, knownSeen }: { include?: string; knownSeen?: Set<KnownViolation> } = {},
): Promise<string[]> {
  const lines: string[] = [];
  for (const violation of await runAxe(page, include)) {
    if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const known = await knownAs(page, violation.id, targets);
    if (known) knownSeen?.add(known);
    else
      lines.push(
        `${screen}: ${violation.id} (${violation.impact}) ×${targets.length} — ${targets.slice(0, 3).join(', ')}`,
      );
  }
  return lines;
}
