/**
 * The footprint editor (src-renderer/map/FootprintEditor.vue) as the form specs drive it: what it
 * shows when it is ready for the next click, instead of waiting a while.
 */
import { expect, type Page } from '@playwright/test';

/** The editor's hint line: the drawing mode's instruction while it waits for a drawing. */
export const editorHint = (page: Page) => page.getByTestId('footprint-editor').locator('.hint');

/** Resolves once the editor waits for a drawing (its draw button is the highlighted one). */
export async function expectDrawing(page: Page): Promise<void> {
  await expect(page.getByTestId('footprint-draw')).not.toHaveClass(/p-button-secondary/);
}

/**
 * Chooses drawing mode `label` in the mode switch and resolves once the editor draws in it (its
 * hint changed from the previous mode's, in any UI language).
 */
export async function switchDrawingMode(page: Page, label: string): Promise<void> {
  await expectDrawing(page);
  const before = (await editorHint(page).textContent()) ?? '';
  await page.getByTestId('footprint-mode').getByText(label, { exact: true }).click();
  await expect(editorHint(page)).not.toHaveText(before);
}
