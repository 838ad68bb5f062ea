/**
 * axe-core (WCAG 2.1 A/AA) on a page or one region of it: the critical and serious violations of
 * the app's own markup as readable lines, with the known ones inside Arco set aside
 * (tests/e2e/support/a11y-known.ts) and remembered as seen.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { KNOWN_ARCO_VIOLATIONS, type KnownViolation } from './a11y-known';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The known Arco violation this one is, if every node of it lies in that Arco component (the
 * entry's class on the node or an ancestor; axe's selector may name only a placeholder).
 */
async function knownAs(page: Page, rule: string, targets: string[]): Promise<KnownViolation | undefined> {
  for (const known of KNOWN_ARCO_VIOLATIONS.filter((entry) => entry.rule === rule)) {
    const inside = await page.evaluate(
      ({ selectors, component }) =>
        selectors.every((selector) => document.querySelector(selector)?.closest(`.${component}`)),
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
  // violations only: axe skips the details of what passes (the sweep runs it on every screen)
  const builder = new AxeBuilder({ page }).withTags(WCAG).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const lines: string[] = [];
  for (const violation of violations) {
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
