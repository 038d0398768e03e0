/**
 * Relevés as the demo `manager` (manager of every demo project), in browser mode against the
 * real reference service (issue 6, items 3 and 5): the list with filters in the address; a new
 * relevé with a plot drawn on the map (a cover above 100 % refused on its field first, every
 * value kept); three species with cover-abundance codes added on its page; a height edited and
 * shown with its unit; a reload shows it all; deleting is refused while species point at it and
 * done once they are removed; a day that does not exist stays as typed with the reason and
 * nothing is saved while it is there. In English and French (the impossible day also in German). Screenshots:
 * test-results/screens/releves-<lang>-<nn>-<state>.png (each step asserts what it shows).
 */
import { expect, test, type Page } from '@playwright/test';
import { shoot, type Lang } from './helpers.js';
import { tourDetails } from './screens-run.js';
import { switchDrawingMode } from './helpers/footprint-editor.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall } from './helpers/validation.js';

const LANGS = ['en', 'fr'] as const satisfies readonly Lang[];
const FLORA = 'Flora Ticino (GBIF)';
/** Lugano's centre in LV95, typed into the coordinate list to bring the map there. */
const LUGANO_LV95 = "2'717'161 / 1'095'812";
/** Three species of the demo taxonomy and the cover code label chosen for each (English and French start alike). */
const SPECIES = [['Dianthus sylvestris', '2a'], ['Bromus erectus', '3'], ['Carex sempervirens', '+']] as const;

const T = {
  en: { notADay: '31.02.2026 is not a day: February has 28 days in 2026.', confirm: 'Delete the relevé', nav: 'Relevés', day: '02/07/2025', atMost: 'At most 100.', save: 'Save changes', point: 'Point', polygon: 'Polygon', heightLabel: 'Herb layer height (cm)', herb: 'herb layer', removeSpecies: 'Remove the species', withSpecies: 'Delete the relevé and its species', twoSpecies: 'and its 2 species observations will be deleted for good' },
  fr: { notADay: '31.02.2026 n’est pas un jour : février 2026 compte 28 jours.', confirm: 'Supprimer le relevé', nav: 'Relevés', day: '02.07.2025', atMost: 'Au plus 100.', save: 'Enregistrer les modifications', point: 'Point', polygon: 'Polygone', heightLabel: 'Hauteur de la strate herbacée (cm)', herb: 'strate herbacée', removeSpecies: 'Retirer l’espèce', withSpecies: 'Supprimer le relevé et ses espèces', twoSpecies: 'et ses 2 observations d’espèces seront supprimés définitivement' },
} as const;

const field = (page: Page, name: string) => page.locator(`#releve-${name}`);

/** Types `text` into a number or text input as a person would. */
async function typeInto(page: Page, name: string, text: string): Promise<void> {
  const input = field(page, name);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text, { delay: 20 });
}

/** A point of the footprint map, relative to its centre (pixels). */
async function mapPoint(page: Page, dx: number, dy: number): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('footprint-map').boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

/** Brings the plot map to Lugano (a typed point), then draws a triangle there in polygon mode. */
async function drawPlot(page: Page, lang: Lang): Promise<void> {
  const t = T[lang as 'en'];
  await page.getByTestId('footprint-map').scrollIntoViewIfNeeded();
  await page.getByTestId('footprint-mode').getByText(t.point, { exact: true }).click();
  await page.getByTestId('footprint-coordinates').fill(LUGANO_LV95);
  await page.getByTestId('footprint-apply-coordinates').click();
  await expect(page.getByTestId('footprint-wkt')).toHaveValue(/^POINT\(8\.95/);
  await page.getByTestId('footprint-clear').click();
  await switchDrawingMode(page, t.polygon);
  // Quick clicks are fine: OpenLayers' Draw adds a corner on each pointer-up and swallows the double-clicks they make.
  for (const [dx, dy] of [[-60, -40], [60, -40], [40, 50], [-60, -40]] as const) {
    const point = await mapPoint(page, dx, dy);
    await page.mouse.click(point.x, point.y);
  }
  await expect(page.getByTestId('footprint-wkt')).toHaveValue(/^POLYGON\(\(8\.9\d+ 46\.00\d+,/);
}

/** Adds one species with its cover code through the species list's "Add species". */
async function addSpecies(page: Page, name: string, cover: string, count: number): Promise<void> {
  const add = page.getByTestId('releve-species-add');
  await page.locator('#releve-species-new-taxon').click();
  await page.locator('#releve-species-new-taxon').pressSequentially(name, { delay: 30 });
  // the suggestion naming it: under load the list may still show an earlier prefix's answers
  await page.locator('[data-testid^="taxon-option-"]').filter({ hasText: name }).first().click();
  await page.locator('#releve-species-new-cover').click();
  await page.getByRole('option', { name: new RegExp(`^${cover.replace('+', '\\+')} – `) }).click();
  await add.getByTestId('releve-species-add-button').click();
  await expect(page.getByTestId('releve-species-row')).toHaveCount(count);
  await expect(page.getByTestId('releve-species-row').last().locator('input').first()).toHaveValue(new RegExp(`^${name}`));
}

for (const lang of LANGS) {
  test(`a manager records a relevé with a drawn plot and three species in ${lang}`, async ({ page, context }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    const name = `E2E relevé ${lang} ${Date.now()}`;
    await signInAs(page, context, 'manager', lang);

    // The list, filtered by project through the address.
    await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
    await expect(page.getByTestId('releves-page')).toBeVisible();
    await expect(page.getByTestId('releves-table')).toBeVisible();
    await shoot(page, `releves-${lang}-01-list`);

    // A new relevé: a cover above 100 % is refused on its field, nothing sent, values kept.
    await page.getByTestId('releve-new').click();
    await expect(page.getByTestId('releve-form')).toBeVisible();
    await field(page, 'dataset_id').click();
    await page.getByRole('option', { name: FLORA, exact: true }).click();
    await field(page, 'project').fill(name);
    // A day that does not exist stays as typed, with the reason; nothing is saved while it is there.
    await typeInto(page, 'event_date', '31.02.2026');
    await field(page, 'event_date').press('Tab');
    await expect(field(page, 'event_date')).toHaveValue('31.02.2026');
    await expect(page.getByTestId('day-unreadable')).toHaveText(t.notADay);
    await page.getByTestId('releve-save').click();
    await expect(page.getByTestId('releve-event_date-error')).toHaveText(t.notADay);
    await expect(page).toHaveURL(/#\/releves\/new/);
    await expect(field(page, 'event_date')).toHaveValue('31.02.2026');
    await typeInto(page, 'event_date', t.day);
    await field(page, 'event_date').press('Tab');
    await expect(page.getByTestId('releve-event_date-error')).toHaveCount(0);
    await typeInto(page, 'tree_layer_height_in_meters', '12');
    await typeInto(page, 'herb_layer_height_in_centimeters', '40');
    await typeInto(page, 'cover_herbs_in_percentage', '120');
    await expect(page.locator('label[for="releve-herb_layer_height_in_centimeters"]')).toHaveText(t.heightLabel);
    await page.getByTestId('releve-save').click();
    await expect(page.getByTestId('releve-cover_herbs_in_percentage-error')).toHaveText(t.atMost);
    await expect(field(page, 'project')).toHaveValue(name);
    await expect(page).toHaveURL(/#\/releves\/new/);
    await field(page, 'cover_herbs_in_percentage').scrollIntoViewIfNeeded();
    await shoot(page, `releves-${lang}-02-field-error`);
    await typeInto(page, 'cover_herbs_in_percentage', '80');

    // The plot, drawn on the map.
    await drawPlot(page, lang);
    await shoot(page, `releves-${lang}-03-form-with-plot`);
    await page.getByTestId('releve-save').click();
    await expect(page).toHaveURL(/#\/releves\/\d+$/);
    const id = Number(/releves\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('releve-title')).toHaveText(name);
    const stored = await deskCall<{ footprint_wkt: string; tree_layer_height_in_meters: number; dataset_id: number }>(page, 'releves.get', { id });
    expect(stored).toMatchObject({ tree_layer_height_in_meters: 12, dataset_id: 1 });
    expect(stored.footprint_wkt).toMatch(/^POLYGON/i);

    // Three species with their cover-abundance codes.
    await expect(page.getByTestId('releve-species-empty')).toBeVisible();
    for (const [index, [taxon, cover]] of SPECIES.entries()) await addSpecies(page, taxon, cover, index + 1);
    const species = await deskCall<{ rows: Array<{ releve_id: number; cover: number | null; dataset_id: number }> }>(page, 'observations.list', {
      clauses: [{ field: 'releve_id', operation: 'eq', value: id }], limit: 10,
    });
    expect(species.rows).toHaveLength(3);
    expect(species.rows.every((row) => row.releve_id === id && row.dataset_id === 1 && row.cover !== null)).toBe(true);

    // Edit a height: the page shows it with its unit.
    await page.getByTestId('releve-edit').click();
    await expect(page.getByTestId('releve-form')).toBeVisible();
    await typeInto(page, 'herb_layer_height_in_centimeters', '55');
    await page.getByTestId('releve-save').click();
    await expect(page).toHaveURL(new RegExp(`#/releves/${id}$`));
    await expect(page.locator('[data-field="herb_layer_height_in_centimeters"] dd')).toHaveText('55\u00a0cm');

    // After a reload everything is still there.
    await page.reload();
    await expect(page.getByTestId('releve-title')).toHaveText(name);
    await expect(page.locator('[data-field="herb_layer_height_in_centimeters"] dd')).toHaveText('55\u00a0cm');
    await expect(page.locator('[data-field="tree_layer_height_in_meters"] dd')).toHaveText('12\u00a0m');
    await expect(page.locator('[data-field="cover_herbs_in_percentage"] dd')).toHaveText('80\u00a0%');
    await expect(page.locator('[data-field="footprint_wkt"] dd')).toContainText('POLYGON');
    await expect(page.getByTestId('releve-species-row')).toHaveCount(3);
    await page.getByTestId('releve-species').scrollIntoViewIfNeeded();
    await shoot(page, `releves-${lang}-04-species-list`);

    // The list finds it by its id.
    await page.evaluate((target) => (window.location.hash = target), `#/releves?id[eq]=${id}`);
    await expect(page.getByTestId('releves-table').getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('releve-filter-id')).toHaveValue(String(id));

    // A layer chosen in place is the species' supplement (releve_stratum).
    await page.getByTestId('releves-table').getByRole('link', { name }).click();
    const firstSpecies = page.getByTestId('releve-species-row').first();
    const firstId = Number(await firstSpecies.getAttribute('data-occurrence-id'));
    await firstSpecies.locator('[id^="releve-species-layer-"]').click();
    await page.getByRole('option', { name: new RegExp(t.herb) }).click();
    await expect.poll(async () => (await deskCall<{ releve_stratum: number | null } | null>(page, 'supplements.get', { occurrence_id: firstId }))?.releve_stratum).toBe(3);

    // Removing a species asks first; deleting the relevé takes its species along in one step, and says so.
    await page.getByTestId('releve-species-remove').first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.removeSpecies }).click();
    await expect(page.getByTestId('releve-species-row')).toHaveCount(2);
    await page.getByTestId('releve-delete').click();
    await expect(page.getByRole('alertdialog')).toContainText(t.twoSpecies);
    await shoot(page, `releves-${lang}-05-delete-with-species`);
    await page.getByRole('alertdialog').getByRole('button', { name: t.withSpecies }).click();
    await expect(page).toHaveURL(/#\/releves$/);
    const left = await deskCall<{ rows: unknown[] }>(page, 'observations.list', { clauses: [{ field: 'releve_id', operation: 'eq', value: id }], limit: 10 });
    expect(left.rows).toHaveLength(0);
    await expect(page.getByTestId('releves-table').getByRole('link', { name })).toHaveCount(0);
  });
}

const IMPOSSIBLE_DAY = {
  en: { placeholder: 'dd/mm/yyyy', notADay: '31.02.2026 is not a day: February has 28 days in 2026.' },
  de: { placeholder: 'TT.MM.JJJJ', notADay: '31.02.2026 ist kein Tag: Der Februar 2026 hat 28 Tage.' },
} as const;

for (const lang of ['en', 'de'] as const) {
  test(`an impossible day typed into a new relevé stays, with the reason under it, in ${lang}`, tourDetails(lang), async ({ page, context }) => {
    const t = IMPOSSIBLE_DAY[lang];
    await signInAs(page, context, 'manager', lang);
    await page.goto(`${page.url().split('#')[0]}#/releves/new`);
    await expect(page.getByTestId('releve-form')).toBeVisible();
    await expect(field(page, 'event_date')).toHaveAttribute('placeholder', t.placeholder);
    await typeInto(page, 'event_date', '31.02.2026');
    await field(page, 'event_date').press('Tab');
    await expect(field(page, 'event_date')).toHaveValue('31.02.2026');
    await expect(page.getByTestId('day-unreadable')).toHaveText(t.notADay);
    await expect(field(page, 'event_date')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'event_date')).toHaveClass(/p-invalid/);
    // The pointer off the field: its hover border would hide the invalid one in the picture.
    await page.mouse.move(0, 0);
    await shoot(page, `releves-${lang}-day-not-a-day`);
    await page.getByTestId('releve-save').click();
    await expect(page.getByTestId('releve-event_date-error')).toHaveText(t.notADay);
    await expect(field(page, 'event_date')).toHaveValue('31.02.2026');
    await shoot(page, `releves-${lang}-day-not-a-day-save-refused`);
  });
}
