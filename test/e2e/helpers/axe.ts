/**
 * Accessibility check of a screen (issue 17, item 10): axe-core (`@axe-core/playwright`) against
 * WCAG 2.1 A and AA on the page as it is now, open dialogs and menus included. Fails with the
 * serious and critical violations, each with its rule, its help text and the elements it found,
 * so a failure says what to mend. Moderate and minor findings are left to review. A soft assertion:
 * a journey goes on to its next screens and reports every screen's violations at the end.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts a screen may not have. */
const BLOCKING = new Set(['serious', 'critical']);

/** One violation as a line: rule, help, and up to three elements with what axe found there. */
function describe(violation: { id: string; help: string; nodes: Array<{ target: unknown[]; any: Array<{ message: string }> }> }): string {
  // The first check's message carries the numbers (e.g. the colours and the contrast found).
  const targets = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} [${node.any[0]?.message ?? ''}]`);
  return `${violation.id}: ${violation.help} — ${targets.join(' | ')}${violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3})` : ''}`;
}

/**
 * Asserts that `page` has no serious or critical axe violation; `screen` names it in the message.
 * The map canvases are left out: they are images OpenLayers draws, labelled by their container.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Colours as they stand: no fade half-way, no hover left by the pointer of an earlier step.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('.ol-viewport canvas').analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect.soft(blocking.map(describe), `accessibility of ${screen}`).toEqual([]);
}
