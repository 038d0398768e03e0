/**
 * The observation workspace against the real reference service through browser mode (issue 4,
 * items 1–3): sign in as steward, open Observations, filter by a taxon typed as "Dianthus" and by
 * the canton of Ticino, watch the counts and the address change, reload and keep the filter, go
 * back to the previous filter, choose columns. Plus a tour of its states (empty, error, column
 * chooser, wide), in English in `npm test` and also in German with screenshots in
 * `npm run screens` (test-results/screens/observations-<lang>-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';
import { detailId } from './helpers/validation.js';
import { tourDetails } from './screens-run.js';
import { painted } from './helpers/settled.js';

/** The counts line read back as numbers ("1–12 of 1,234 matching, 5,678 in total"). */
async function counts(page: Page): Promise<{ filtered: number; total: number }> {
  const line = page.getByTestId('observation-counts').locator('span').first();
  await expect(line).toContainText(/\d/);
  const text = (await line.textContent()) ?? '';
  const numbers = [...text.matchAll(/\d[\d,’' ]*/g)].map((m) => Number(m[0].replace(/[^\d]/g, '')));
  const none = /None of|Keine von/.test(text);
  return none ? { filtered: 0, total: numbers[0]! } : { filtered: numbers[2]!, total: numbers[3]! };
}

async function openWorkspace(page: Page, name = 'Observations'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name }).click();
  await expect(page.getByTestId('observations-table').locator('[data-row-id]').first()).toBeVisible();
}

/** Types into a picker and chooses the suggestion with `optionTestId`. */
async function pick(page: Page, inputId: string, text: string, optionTestId: string): Promise<void> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.pressSequentially(text, { delay: 30 });
  await page.getByTestId(optionTestId).click();
}

/** Console errors and page errors, except the browser's own request for a favicon (the web host has none). */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const header = (page: Page, key: string) => page.locator(`th[data-column="${key}"]`);

/** Clears the workspace's remembered columns and panel state once per tab (localStorage outlives tests). */
const CLEAR_WORKSPACE_STORAGE = `
  if (!sessionStorage.getItem('e2e-cleared')) {
    for (const key of Object.keys(localStorage)) if (key.startsWith('observation-desk.')) localStorage.removeItem(key);
    sessionStorage.setItem('e2e-cleared', '1');
  }`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: CLEAR_WORKSPACE_STORAGE });
});

test('filter by taxon and canton, see counts and address follow, reload, go back, choose columns', async ({ page, context }) => {
  test.setTimeout(120_000);
  const problems = watchErrors(page);
  await signInAs(page, context, 'steward', 'en');
  await openWorkspace(page);
  const all = await counts(page);
  expect(all.filtered).toBeGreaterThan(100);
  expect(all.total).toBe(all.filtered);

  await pick(page, 'filter-taxon_id', 'Dianthus', 'taxon-option-2');
  await expect(page).toHaveURL(/taxon_id\[in\]=2(&|$)/);
  await expect(page.getByTestId('chip-taxon_id[in]')).toContainText('Dianthus sylvestris');
  await expect.poll(async () => (await counts(page)).filtered).toBeLessThan(all.filtered);
  const dianthus = await counts(page);
  expect(dianthus.total).toBe(all.total);
  expect(dianthus.filtered).toBeGreaterThan(0);

  await pick(page, 'filter-location_id', 'Ticino', 'unit-option-10021');
  await expect(page).toHaveURL(/location_id\[in\]=10021/);
  await expect(page.getByTestId('chip-location_id[in]')).toContainText('Ticino');
  await expect.poll(async () => (await counts(page)).filtered).toBeLessThanOrEqual(dianthus.filtered);
  const inTicino = await counts(page);
  expect(inTicino.filtered).toBeGreaterThan(0);
  // Every row shown is a Dianthus sylvestris observation.
  await expect(page.locator('[data-row-id]').filter({ hasText: 'Dianthus' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('chip-taxon_id[in]')).toContainText('Dianthus sylvestris');
  await expect(page.getByTestId('chip-location_id[in]')).toContainText('Ticino');
  await expect.poll(async () => (await counts(page)).filtered).toBe(inTicino.filtered);

  await page.goBack();
  await expect(page).not.toHaveURL(/location_id/);
  await expect(page.getByTestId('chip-location_id[in]')).toHaveCount(0);
  await expect(page.getByTestId('chip-taxon_id[in]')).toBeVisible();
  await expect.poll(async () => (await counts(page)).filtered).toBe(dianthus.filtered);

  await page.getByTestId('saved-filters-button').click();
  await page.getByTestId('saved-filters-save').click();
  await page.getByLabel('Name', { exact: true }).fill('Wood pinks');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByTestId('chips-clear-all').click();
  await expect(page.getByTestId('chip-taxon_id[in]')).toHaveCount(0);
  await page.getByTestId('saved-filters-button').click();
  await page.getByTestId('saved-filters').getByRole('button', { name: 'Wood pinks', exact: true }).click();
  await expect(page.getByTestId('chip-taxon_id[in]')).toContainText('Dianthus sylvestris');
  await expect.poll(async () => (await counts(page)).filtered).toBe(dianthus.filtered);

  await expect(header(page, 'verbatim_locality')).toHaveCount(0);
  await page.getByTestId('column-chooser-button').click();
  const chooser = page.getByTestId('column-chooser');
  await chooser.getByLabel('Locality').check();
  await chooser.getByLabel('No.', { exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(header(page, 'verbatim_locality')).toBeVisible();
  await expect(header(page, 'occurrence_id')).toHaveCount(0);
  await page.reload();
  await expect(header(page, 'verbatim_locality')).toBeVisible();
  await expect(header(page, 'occurrence_id')).toHaveCount(0);
  // Main keeps the choice per user for every later session: leave the defaults to the other journeys.
  await page.getByTestId('column-chooser-button').click();
  await page.getByTestId('column-chooser').getByRole('button', { name: 'Default columns' }).click();
  await page.keyboard.press('Escape');
  await expect(header(page, 'occurrence_id')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a click opens a row without selecting it; checkboxes, Space and Shift select; the count and "Clear selection" stay in sight', async ({ page, context }) => {
  await signInAs(page, context, 'steward', 'en');
  await openWorkspace(page);
  const rows = page.getByTestId('observations-table').locator('tbody tr');
  const validateSelected = page.getByTestId('validate-selected');
  await rows.nth(0).click();
  await expect(page.getByTestId('detail-panel')).toBeVisible();
  await expect(rows.nth(0)).toHaveClass(/obs-row--current/);
  await expect(validateSelected).toHaveText('Validate selected (0)');
  await expect(validateSelected).toBeDisabled();
  await expect(page.getByTestId('selection-count')).toHaveText('Selected: 0');
  // The keyboard: ↓ moves the current row (focus stays in the table), j is triage's "next"; neither selects.
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toHaveClass(/obs-row--current/);
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(2)).toHaveClass(/obs-row--current/);
  await expect(rows.nth(1)).not.toHaveClass(/obs-row--current/);
  await expect(validateSelected).toHaveText('Validate selected (0)');
  // Space selects the focused row.
  await rows.nth(2).focus();
  await page.keyboard.press(' ');
  await expect(rows.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(validateSelected).toHaveText('Validate selected (1)');
  const checks = rows.getByTestId('row-check');
  await checks.nth(0).click();
  await expect(validateSelected).toHaveText('Validate selected (2)');
  await checks.nth(5).click({ modifiers: ['Shift'] });
  await expect(validateSelected).toHaveText('Validate selected (6)');
  await expect(rows.nth(4)).toHaveAttribute('aria-selected', 'true');
  await expect(checks.nth(4)).toBeChecked();
  await expect(page.getByTestId('selection-count')).toHaveText('Selected: 6');
  await page.getByTestId('clear-selection').click();
  await expect(validateSelected).toHaveText('Validate selected (0)');
  await expect(checks.nth(4)).not.toBeChecked();
  await expect(page.getByTestId('detail-panel')).toBeVisible();
  await page.getByTestId('check-shown').check();
  await expect(page.getByTestId('selection-count')).not.toHaveText('Selected: 0');
  await rows.nth(1).click({ modifiers: ['Control'] });
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'false');

  await page.getByTestId('validate-selected').click();
  const dialog = page.getByTestId('bulk-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#bulk-scope-selection')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByTestId('validate-all').click();
  await expect(dialog.locator('#bulk-scope-filter')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an open record has its own address: a reload keeps its detail open, the address opens it in a new tab of the session', async ({ page, context }) => {
  await signInAs(page, context, 'steward', 'en');
  await openWorkspace(page);
  const rows = page.getByTestId('observations-table').locator('tbody tr');
  const id = await rows.nth(3).locator('[data-row-id]').first().getAttribute('data-row-id');
  await rows.nth(3).click();
  await expect(page).toHaveURL(new RegExp(`#/observations/${id}$`));
  await expect(page.getByTestId('observation-detail').locator('.detail__id')).toHaveText(`#${id}`);
  await page.reload();
  await expect(page.getByTestId('detail-panel')).toBeVisible();
  await expect(page.getByTestId('observation-detail').locator('.detail__id')).toHaveText(`#${id}`);
  await expect(page).toHaveURL(new RegExp(`#/observations/${id}$`));
  await page.getByTestId('detail-panel').getByRole('button', { name: 'Close the details' }).click();
  await expect(page).toHaveURL(/#\/observations$/);
});

test('scrolls through thousands of rows, reading pages as they come into view; a header click sorts', async ({ page, context }) => {
  await signInAs(page, context, 'steward', 'en');
  await openWorkspace(page);
  const scroller = page.getByTestId('observations-scroller');
  await scroller.evaluate((element) => element.scrollTo({ top: 34 * 2000 }));
  await expect(page.getByTestId('observation-counts').locator('span').first()).toContainText(/^2,00\d–2,0\d\d of /);
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  const ids = await page.locator('[data-row-id]').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-row-id'))));
  expect(ids.length).toBeGreaterThan(5);

  await header(page, 'taxon_id').click();
  await expect(page).toHaveURL(/sort=taxon_id&dir=asc/);
  await expect(page.getByTestId('observation-counts').locator('span').first()).toContainText(/^1–\d+ of /);
  await header(page, 'taxon_id').click();
  await expect(page).toHaveURL(/sort=taxon_id&dir=desc/);
});

test('draw an area on the map: the list keeps the observations inside it, shown as "Drawn area"', async ({ page, context }) => {
  await signInAs(page, context, 'steward', 'en');
  await openWorkspace(page);
  const all = await counts(page);
  await page.getByTestId('filter-polygon-draw').click();
  const map = page.locator('.workspace__map');
  const box = (await map.boundingBox())!;
  // Ticino lies in the lower middle of the map of Switzerland: a box around it, drawn corner by corner.
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  for (const point of [at(0.45, 0.55), at(0.7, 0.55), at(0.7, 0.98)]) await page.mouse.click(point.x, point.y);
  const last = at(0.45, 0.98);
  await page.mouse.dblclick(last.x, last.y);
  await expect(page.getByTestId('chip-footprint_wkt[eq]')).toHaveText(/Drawn area/);
  await expect(page).toHaveURL(/footprint_wkt\[eq\]=POLYGON/);
  await expect.poll(async () => (await counts(page)).filtered).toBeLessThan(all.filtered);
  expect((await counts(page)).filtered).toBeGreaterThan(0);
  await page.getByTestId('chip-footprint_wkt[eq]').getByRole('button', { name: /Remove the filter/ }).click();
  await expect.poll(async () => (await counts(page)).filtered).toBe(all.filtered);
});

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`workspace screenshots in ${lang}`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(120_000);
    const name = lang === 'en' ? 'Observations' : 'Beobachtungen';
    await signInAs(page, context, 'steward', lang);
    await chooseLanguage(page, lang);
    await openWorkspace(page, name);
    await page.getByTestId('observations-table').locator('tbody tr').nth(1).click();
    await expect(page.getByTestId('detail-panel')).toBeVisible();
    await detailId(page);
    await shoot(page, `observations-${lang}-01-workspace`);

    await page.getByRole('button', { name: lang === 'en' ? 'Close the details' : 'Details schliessen' }).click();
    // On a 1280-pixel window the detail folded the filters away; closing it brings them back.
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await pick(page, 'filter-taxon_id', 'Dianthus', 'taxon-option-2');
    await pick(page, 'filter-location_id', 'Ticino', 'unit-option-10021');
    await page.locator('[data-filter="validation"] [data-vocabulary="validation"]').click();
    await page.locator('.p-multiselect-overlay [role="option"]').first().click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.p-multiselect-overlay')).toHaveCount(0);
    await expect(page.getByTestId('chip-validation[in]')).toBeVisible();
    await shoot(page, `observations-${lang}-02-filters-and-chips`);

    await page.locator('#filter-event_date-from').fill(lang === 'en' ? '01/01/2099' : '01.01.2099');
    await page.locator('#filter-event_date-from').press('Tab');
    await expect(page).toHaveURL(/event_date\[gte\]=2099-01-01/);
    await expect(page.getByTestId('table-empty')).toBeVisible();
    await shoot(page, `observations-${lang}-03-empty`);

    await page.getByTestId('chips-clear-all').click();
    await expect(page.getByTestId('observations-table').locator('[data-row-id]').first()).toBeVisible();
    await page.getByTestId('column-chooser-button').click();
    await expect(page.getByTestId('column-chooser')).toBeVisible();
    await shoot(page, `observations-${lang}-04-column-chooser`);
    await page.keyboard.press('Escape');

    // A polygon the service cannot read: the service answers 400, the table shows the error with a retry.
    const url = new URL(page.url());
    url.hash = '#/observations?footprint_wkt[eq]=POLYGON((8.9 46.1, 9.0 46.1))';
    await page.goto(url.toString());
    await expect(page.getByTestId('table-error')).toBeVisible();
    await shoot(page, `observations-${lang}-05-error`);
    await page.getByTestId('chips-clear-all').click();
    await expect(page.getByTestId('table-error')).toHaveCount(0);
    // the unfiltered list is back (every row counted) before a row of it is clicked
    await expect.poll(async () => { const { filtered, total } = await counts(page); return filtered > 0 && filtered === total; }).toBe(true);

    // A large screen: filters, table, map and detail side by side.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await painted(page);
    await page.getByTestId('observations-table').locator('tbody tr').nth(3).click();
    await expect(page.getByTestId('detail-panel')).toBeVisible();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await detailId(page);
    await shoot(page, `observations-${lang}-06-wide`);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (lang !== 'en') await chooseLanguage(page, 'en');
  });
}
