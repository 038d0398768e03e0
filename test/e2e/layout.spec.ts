/**
 * Layout at the desktop sizes (issue 17 item 4): the navigation rail fits its labels in all four
 * languages (the German "Vegetationsaufnahmen" wraps instead of widening it) and the app never
 * scrolls sideways at 1280×800 or 1920×1080; a long project name chosen in the relevé form stays
 * in its column, cut with an ellipsis and given in full as the tooltip, beside "Relevé name"; a
 * manager's workspace toolbar keeps all its actions on one row at 1280 px.
 * As the demo `manager`. Screenshots: test-results/screens/layout-<lang>-<nn>-<state>.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall } from './helpers/validation.js';

const LANGS = ['en', 'de', 'fr', 'it'] as const satisfies readonly Lang[];
const SIZES = [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }] as const;

/** How far `selector`'s content reaches past its box, sideways (0 when it fits). */
async function sidewaysOverflow(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.scrollWidth - element.clientWidth);
}

for (const lang of LANGS) {
  test(`the navigation fits its labels and nothing scrolls sideways in ${lang}`, async ({ page, context }) => {
    await signInAs(page, context, 'manager', lang);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect.poll(() => sidewaysOverflow(page, '.layout__nav')).toBe(0);
      await expect.poll(() => sidewaysOverflow(page, 'html')).toBe(0);
      await expect.poll(() => sidewaysOverflow(page, '#main')).toBe(0);
    }
    await page.setViewportSize(SIZES[0]);
    await shoot(page, `layout-${lang}-01-sidebar`);

    // A manager's workspace toolbar: every action, the validate ones too, on the title's row.
    await page.evaluate(() => (window.location.hash = '#/observations'));
    const validateAll = page.getByTestId('validate-all');
    await expect(validateAll).toBeEnabled();
    const middleOf = async (testid: string) => {
      const box = (await page.getByTestId(testid).boundingBox())!;
      return box.y + box.height / 2;
    };
    const titleRow = await middleOf('filters-toggle');
    // the same row: middles within a few pixels (icon-only and labelled buttons differ by a pixel)
    for (const action of ['new-observation', 'export-open', 'import-open', 'validate-selected', 'validate-all']) expect.soft(Math.abs(await middleOf(action) - titleRow), action).toBeLessThan(4);
    await shoot(page, `layout-${lang}-03-workspace-toolbar`);

    // Filters hidden while two apply: the toggle counts them, on the same row.
    await page.evaluate(() => (window.location.hash = '#/observations?validation[in]=1&occurrence_status[in]=1'));
    const toggle = page.getByTestId('filters-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('2');
    expect.soft(Math.abs(await middleOf('export-open') - await middleOf('filters-toggle'))).toBeLessThan(4);
    await expect.poll(() => sidewaysOverflow(page, 'html')).toBe(0);
    await shoot(page, `layout-${lang}-04-workspace-filters-hidden`);
    // the choice is the user's and kept: open again for the journeys after this one
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
}

test('a long project name in the relevé form stays in its column with the full name as tooltip', async ({ page, context }) => {
  await signInAs(page, context, 'manager', 'en');
  const name = `Langfristige Dauerbeobachtung der Trockenwiesen und -weiden von nationaler Bedeutung im Kanton Graubünden ${Date.now()}`;
  const project = await deskCall<{ id: number }>(page, 'projects.create', { project_name: name });
  // removed again whatever happens: other journeys of this worker count the manager's projects
  try {
    await page.getByRole('navigation').getByRole('link', { name: 'Relevés', exact: true }).click();
    await page.getByTestId('releve-new').click();
    await expect(page.getByTestId('releve-form')).toBeVisible();
    await page.locator('#releve-dataset_id').click();
    await page.getByRole('option', { name, exact: true }).click();

    const picker = page.locator('[data-field="dataset_id"] .project-picker');
    await expect(picker).toHaveAttribute('title', name);
    const pickerBox = (await picker.boundingBox())!;
    const fieldBox = (await page.locator('[data-field="dataset_id"]').boundingBox())!;
    expect(pickerBox.x + pickerBox.width).toBeLessThanOrEqual(fieldBox.x + fieldBox.width + 0.5);
    const nameBox = (await page.locator('[data-field="project"]').boundingBox())!;
    const overlaps = pickerBox.y < nameBox.y + nameBox.height && nameBox.y < pickerBox.y + pickerBox.height
      && pickerBox.x < nameBox.x + nameBox.width && nameBox.x < pickerBox.x + pickerBox.width;
    expect(overlaps).toBe(false);
    expect(await sidewaysOverflow(page, 'html')).toBe(0);
    await shoot(page, 'layout-en-02-releve-form-long-project');
  } finally {
    await deskCall(page, 'projects.remove', { id: project.id });
  }
});
