/**
 * Layout and focus checks of a screen (issue 17, item 4 and the keyboard part of item 10): nothing
 * scrolls sideways at the desktop sizes, and every control the keyboard reaches shows where the
 * focus is. Soft assertions, like helpers/axe.ts: a journey goes on and reports every screen.
 */
import { expect, type Page } from '@playwright/test';

/** The window sizes every screen must fit without scrolling sideways (CSS pixels). */
export const DESKTOP_SIZES = [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }] as const;

/** How far the page and the main area reach past their boxes sideways, in CSS pixels (0 when they fit). */
function sidewaysOverflow(page: Page): Promise<{ html: number; main: number }> {
  return page.evaluate(() => {
    const overflow = (element: Element | null) => (element ? element.scrollWidth - element.clientWidth : 0);
    return { html: overflow(document.documentElement), main: overflow(document.getElementById('main')) };
  });
}

/** Asserts that neither the page nor the main area scrolls sideways at the current size. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const size = page.viewportSize();
  await expect.soft.poll(() => sidewaysOverflow(page), { message: `sideways overflow of ${screen} at ${size?.width}×${size?.height}`, timeout: 2_000 })
    .toEqual({ html: 0, main: 0 });
}

/**
 * Tabs through the first `steps` controls of the main area, from its start, and asserts each
 * shows where the focus is: the control, its two parents or its next sibling (PrimeVue draws the
 * ring of a select, radio or checkbox on a wrapper or a box beside a hidden input) must look
 * different focused and unfocused (outline, box shadow, border, background or underline).
 * Transitions are switched off for the comparison, so no style is caught half-way, and each look
 * is read once the components have updated their classes (two frames; after a blur, as soon as
 * anything changes, up to 400 ms).
 */
export async function expectVisibleFocus(page: Page, screen: string, steps = 6): Promise<void> {
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // A walk again when one found a control without a mark: a screen still updating (a count arriving,
  // a row drawn again) can change or replace a control between its two looks — seen once on a
  // loaded machine (review queues' "check these records", 27 Nov 2026). A control that never shows
  // its focus fails both walks.
  let unmarked = await unmarkedControls(page, steps);
  if (unmarked.length > 0) unmarked = await unmarkedControls(page, steps);
  await still.evaluate((style) => (style as HTMLElement).remove());
  expect.soft(unmarked, `controls of ${screen} that show no focus`).toEqual([]);
}

/** The first `steps` controls of the main area, reached with Tab from its start, that look the same focused and unfocused (their names). */
async function unmarkedControls(page: Page, steps: number): Promise<string[]> {
  await page.locator('#main').focus();
  const unmarked: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(async () => {
      // PrimeVue marks a focused select or autocomplete with a class, set on Vue's next tick.
      const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.activeElement as HTMLElement | null;
      if (!element || !document.getElementById('main')?.contains(element)) return null;
      const around = [element, element.parentElement, element.parentElement?.parentElement, element.nextElementSibling].filter((node): node is HTMLElement => node instanceof HTMLElement);
      const looks = () => around.map((node) => {
        const style = getComputedStyle(node);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderTopColor, style.borderBottomColor, style.backgroundColor, style.textDecorationLine].join('|');
      }).join(' ');
      await settled();
      const focused = looks();
      element.blur();
      // PrimeVue's Select drops its focus class 100 ms after the blur: watch for up to 400 ms.
      let unfocused = looks();
      for (const started = performance.now(); unfocused === focused && performance.now() - started < 400;) {
        await settled();
        unfocused = looks();
      }
      element.focus();
      await settled();
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      return { visible: focused !== unfocused, name };
    });
    if (!focus) break;
    if (!focus.visible) unmarked.push(focus.name);
  }
  return unmarked;
}
