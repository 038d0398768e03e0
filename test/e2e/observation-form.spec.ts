/**
 * Create, edit and delete observations against the real reference service through browser mode
 * (issue 4, items 6 and 8), as the demo `curator` (editor on the flora and neophyte projects):
 * (a) create an observation by drawing a point (and one by drawing a polygon) on the map in
 * Lugano and see the municipality the service computed; (b) a value the shared zod schema refuses
 * and one only the service refuses (422: a relevé that does not exist), each on its field, every
 * typed value kept; (c) reload mid-edit and restore the draft, and the unsaved-changes question;
 * (d) delete after a confirmation naming the observation. Screenshots of every state in English
 * and German: test-results/screens/<lang>-form-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeToasts, shoot, type Lang } from './helpers.js';
import { expectDrawing, switchDrawingMode } from './helpers/footprint-editor.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall } from './helpers/validation.js';
import { networkQuiet } from './helpers/settled.js';

const LANGS = ['en', 'de'] as const satisfies readonly Lang[];

/** Lugano's centre (Piazza della Riforma) in LV95, typed into the coordinate list to bring the map there. */
const LUGANO_LV95 = "2'717'161 / 1'095'812";
const FLORA = 'Flora Ticino (GBIF)';

const TEXT = {
  en: {
    nav: 'Observations', human: 'Human observation', day: '14/06/2025', polygon: 'Polygon', notBelow: 'Must not be less than the minimum.',
    stay: 'Keep editing', leave: 'Leave without saving', remove: 'Delete', keep: 'Keep it',
  },
  de: {
    nav: 'Beobachtungen', human: 'Beobachtung', day: '14.06.2025', polygon: 'Polygon', notBelow: 'Darf nicht kleiner als das Minimum sein.',
    stay: 'Weiter bearbeiten', leave: 'Ohne Speichern verlassen', remove: 'Löschen', keep: 'Behalten',
  },
} as const;

/** The languages the form specs have texts for. */
type FormLang = keyof typeof TEXT;

const field = (page: Page, name: string) => page.locator(`#observation-${name}`);
const fieldError = (page: Page, name: string) => page.getByTestId(`observation-${name}-error`);

/** Goes to a route of the app (hash history) without reloading it. */
async function goHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => (window.location.hash = target), hash);
}

/** Types `text` into form field `name` as a person would (number inputs take keys, not a pasted value); '' empties it. */
async function typeInto(page: Page, name: string, text: string): Promise<void> {
  const input = field(page, name);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  if (text) await input.pressSequentially(text, { delay: 20 });
}

/** Chooses `option` in the PrimeVue select of form field `name`. */
async function choose(page: Page, name: string, option: string): Promise<void> {
  await field(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field(page, name)).toContainText(option);
}

/** Opens a new observation form from the workspace toolbar. */
async function openNewForm(page: Page, lang: FormLang): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].nav }).click();
  await page.getByTestId('new-observation').click();
  await expect(page.getByTestId('observation-form')).toBeVisible();
  await expect(page.getByTestId('footprint-map')).toBeVisible();
  await networkQuiet(page);
}

/** A point of the footprint map, relative to its centre (pixels). */
async function mapPoint(page: Page, dx = 0, dy = 0): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('footprint-map').boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

/** Brings the footprint map to Lugano (typed LV95 point), then clears it: the editor waits for a drawing there. */
async function mapToLugano(page: Page): Promise<void> {
  await page.getByTestId('footprint-coordinates').fill(LUGANO_LV95);
  await page.getByTestId('footprint-apply-coordinates').click();
  await expect(page.getByTestId('footprint-wkt')).toHaveValue(/^POINT\(8\.95/);
  await page.getByTestId('footprint-clear').click();
  await expect(page.getByTestId('footprint-wkt')).toHaveValue('');
  await expectDrawing(page);
}

/** Fills what every new observation needs: the project and the basis of record (and a taxon and a day). */
async function fillBasics(page: Page, lang: FormLang): Promise<void> {
  await choose(page, 'dataset_id', FLORA);
  await choose(page, 'basis_of_record', TEXT[lang].human);
  await field(page, 'taxon_id').click();
  await field(page, 'taxon_id').pressSequentially('Dianthus', { delay: 30 });
  // a Dianthus suggestion: under load the list may still show an earlier prefix's answers (CI once chose Crassulaceae)
  await page.locator('[data-testid^="taxon-option-"]').filter({ hasText: 'Dianthus' }).first().click();
  await expect(field(page, 'verbatim_identification')).toHaveValue(/^Dianthus /);
  await field(page, 'event_date').fill(TEXT[lang].day);
  await field(page, 'event_date').press('Tab');
}

async function save(page: Page): Promise<void> {
  await page.getByTestId('observation-save').click();
}

/** The id of the observation the form now edits (after a create the address is /observations/<id>/edit). */
async function savedId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/#\/observations\/\d+\/edit$/);
  return Number(/observations\/(\d+)\/edit/.exec(page.url())![1]);
}

for (const lang of LANGS) {
  test(`create by drawing a point in ${lang}: the service computes Lugano`, async ({ page, context }) => {
    test.setTimeout(150_000);
    await signInAs(page, context, 'curator', lang);
    await openNewForm(page, lang);
    await shoot(page, `${lang}-form-01-new-empty`);

    await fillBasics(page, lang);
    await field(page, 'verbatim_locality').fill('Lugano, Parco Ciani');
    await mapToLugano(page);
    const centre = await mapPoint(page);
    await page.mouse.click(centre.x, centre.y);
    await expect(page.getByTestId('footprint-wkt')).toHaveValue(/^POINT\(8\.95\d+ 46\.00\d+\)$/);
    const drawn = await page.getByTestId('footprint-wkt').inputValue();
    await expect(page.getByTestId('observation-dirty')).toBeVisible();
    await page.getByTestId('footprint-map').scrollIntoViewIfNeeded();
    await shoot(page, `${lang}-form-02-filled-point`);

    await save(page);
    const id = await savedId(page);
    await expect(page.getByTestId('observation-form-title')).toContainText(String(id));
    await expect(page.getByTestId('computed-municipality_id')).toHaveText('Lugano');
    await expect(page.getByTestId('computed-occurrence_id')).toHaveText(String(id));
    await expect(page.getByTestId('computed-decimal_longitude')).toContainText('8.95');
    const stored = await deskCall<{ footprint_wkt: string; municipality_id: number; dataset_id: number }>(page, 'observations.get', { occurrence_id: id });
    expect(stored).toMatchObject({ municipality_id: 5192, dataset_id: 1 });
    expect(stored.footprint_wkt.replace(/\s/g, '')).toBe(drawn.replace(/\s/g, ''));
    await page.getByTestId('computed-fields').scrollIntoViewIfNeeded();
    await shoot(page, `${lang}-form-03-created-computed`);

    // "Show in the workspace": the list filtered to it, its detail open.
    await page.getByTestId('show-in-workspace').click();
    await expect(page.getByTestId('observations-table').locator(`[data-row-id="${id}"]`).first()).toBeVisible();
    await expect(page.getByTestId('observation-detail').locator('.detail__id')).toHaveText(`#${id}`);
  });
}

test('create by drawing a polygon: the service computes the municipality of its surface point', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signInAs(page, context, 'curator', 'en');
  await openNewForm(page, 'en');
  await fillBasics(page, 'en');
  await mapToLugano(page);
  await switchDrawingMode(page, TEXT.en.polygon);
  // Quick clicks are fine: OpenLayers' Draw adds a corner on each pointer-up and swallows the double-clicks they make.
  for (const [dx, dy] of [[-60, -40], [60, -40], [40, 50]] as const) {
    const point = await mapPoint(page, dx, dy);
    await page.mouse.click(point.x, point.y);
  }
  const first = await mapPoint(page, -60, -40);
  await page.mouse.click(first.x, first.y);
  await expect(page.getByTestId('footprint-wkt')).toHaveValue(/^POLYGON\(\(8\.9\d+ 46\.00\d+,/);
  await save(page);
  const id = await savedId(page);
  await expect(page.getByTestId('computed-municipality_id')).toHaveText('Lugano');
  const stored = await deskCall<{ footprint_wkt: string }>(page, 'observations.get', { occurrence_id: id });
  expect(stored.footprint_wkt).toMatch(/^POLYGON/i);
  await page.getByTestId('footprint-map').scrollIntoViewIfNeeded();
  await shoot(page, 'en-form-04-created-polygon');
});

for (const lang of LANGS) {
  test(`bad values in ${lang}: the schema's and the service's errors on their fields, every edit kept`, async ({ page, context }) => {
    test.setTimeout(150_000);
    await signInAs(page, context, 'curator', lang);
    await openNewForm(page, lang);
    await fillBasics(page, lang);
    await field(page, 'verbatim_locality').fill('Sentiero di Gandria');
    await typeInto(page, 'minimum_elevation_in_meters', '2400');
    await typeInto(page, 'maximum_elevation_in_meters', '1800');
    await field(page, 'occurrence_remarks').fill('Checked twice on the way back.');

    // Caught by the shared zod schema before anything is sent.
    let posts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/desk/observations.create') posts += 1;
    });
    await save(page);
    await expect(fieldError(page, 'maximum_elevation_in_meters')).toHaveText(TEXT[lang].notBelow);
    await expect(field(page, 'maximum_elevation_in_meters')).toBeFocused();
    expect(posts).toBe(0);
    await expect(field(page, 'verbatim_locality')).toHaveValue('Sentiero di Gandria');
    await expect(field(page, 'occurrence_remarks')).toHaveValue('Checked twice on the way back.');
    await shoot(page, `${lang}-form-05-error-schema`);

    // Only the service knows that relevé 999999 does not exist: its 422 lands on the field.
    await typeInto(page, 'maximum_elevation_in_meters', '2500');
    await typeInto(page, 'releve_id', '999999');
    await save(page);
    await expect(fieldError(page, 'releve_id')).toContainText('999999');
    expect(posts).toBe(1);
    await expect(page).toHaveURL(/#\/observations\/new$/);
    await expect(field(page, 'verbatim_locality')).toHaveValue('Sentiero di Gandria');
    await expect(field(page, 'minimum_elevation_in_meters')).toHaveValue(/2400/);
    await expect(field(page, 'maximum_elevation_in_meters')).toHaveValue(/2500/);
    await expect(field(page, 'occurrence_remarks')).toHaveValue('Checked twice on the way back.');
    await expect(field(page, 'verbatim_identification')).toHaveValue(/^Dianthus /);
    await expect(field(page, 'dataset_id')).toContainText(FLORA);
    await expect(page.getByTestId('observation-form-errors')).toBeVisible();
    await field(page, 'releve_id').scrollIntoViewIfNeeded();
    await shoot(page, `${lang}-form-06-error-service`);

    // Corrected, it saves.
    await typeInto(page, 'releve_id', '');
    await save(page);
    await savedId(page);
  });

  test(`draft and leaving in ${lang}: reload mid-edit restores the draft; leaving asks`, async ({ page, context }) => {
    test.setTimeout(150_000);
    await signInAs(page, context, 'curator', lang);
    await openNewForm(page, lang);
    await choose(page, 'dataset_id', FLORA);
    await field(page, 'verbatim_locality').fill(`Draft ${lang}: Monte Brè`);
    await typeInto(page, 'minimum_elevation_in_meters', '925');
    await mapToLugano(page);
    // Every draft write that has completed, listened for before drawing: under load the write (half a
    // second after the last edit) can finish before the point's text is read back (CI once waited for
    // a response that had already come).
    const draftsWritten: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/desk/workspaceState.put') draftsWritten.push(request.postData() ?? '');
    });
    const centre = await mapPoint(page);
    await page.mouse.click(centre.x, centre.y);
    await expect(page.getByTestId('footprint-wkt')).toHaveValue(/^POINT/);
    const drawn = await page.getByTestId('footprint-wkt').inputValue();
    // The draft with the point is kept in main's workspace state.
    await expect.poll(() => draftsWritten.some((body) => body.includes(drawn)), { timeout: 10_000 }).toBe(true);

    // The browser's own question on reload; accepted, the page reloads and offers the draft.
    const question = page.waitForEvent('dialog');
    const reload = page.reload();
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
    await reload;
    await expect(page.getByTestId('draft-offer')).toBeVisible();
    await expect(field(page, 'verbatim_locality')).toHaveValue('');
    await shoot(page, `${lang}-form-07-draft-offer`);
    await page.getByTestId('draft-restore').click();
    await expect(field(page, 'verbatim_locality')).toHaveValue(`Draft ${lang}: Monte Brè`);
    await expect(field(page, 'minimum_elevation_in_meters')).toHaveValue(/925/);
    await expect(field(page, 'dataset_id')).toContainText(FLORA);
    await expect(page.getByTestId('footprint-wkt')).toHaveValue(drawn);

    // Leaving asks; "keep editing" stays, "leave" goes and drops the draft.
    await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].nav }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await shoot(page, `${lang}-form-08-unsaved-dialog`);
    await confirm.getByRole('button', { name: TEXT[lang].stay }).click();
    await expect(page).toHaveURL(/#\/observations\/new$/);
    await expect(field(page, 'verbatim_locality')).toHaveValue(`Draft ${lang}: Monte Brè`);
    await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].nav }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: TEXT[lang].leave }).click();
    await expect(page.getByTestId('observations-table')).toBeVisible();
    await page.getByTestId('new-observation').click();
    await expect(page.getByTestId('observation-form')).toBeVisible();
    await networkQuiet(page);
    await expect(page.getByTestId('draft-offer')).toHaveCount(0);
  });

  test(`edit and delete in ${lang}: the detail's buttons, the computed fields, a confirmation naming it`, async ({ page, context }) => {
    test.setTimeout(150_000);
    await signInAs(page, context, 'curator', lang);
    // An observation of the demo data, as the form shows it with its computed fields.
    const demo = await deskCall<{ rows: Array<{ occurrence_id: number }> }>(page, 'observations.list', {
      clauses: [{ field: 'dataset_id', operation: 'eq', value: 1 }, { field: 'identification_qualifier', operation: 'is_not_null' }], limit: 1, sort: 'occurrence_id', dir: 'asc',
    });
    await goHash(page, `#/observations/${demo.rows[0]!.occurrence_id}/edit`);
    await expect(page.getByTestId('computed-municipality_id')).not.toHaveText(/^#|^$/);
    await expect(field(page, 'taxon_id')).not.toHaveValue('');
    await networkQuiet(page);
    await shoot(page, `${lang}-form-09-edit-existing`);
    await page.getByTestId('computed-fields').scrollIntoViewIfNeeded();
    await shoot(page, `${lang}-form-10-edit-computed`);

    const created = await deskCall<{ occurrence_id: number }>(page, 'observations.create', {
      dataset_id: 1, basis_of_record: 1, taxon_id: 2, event_date: '2025-06-14', verbatim_locality: 'To be deleted', footprint_wkt: 'POINT(8.9511 46.0037)',
    });
    const id = created.occurrence_id;
    await goHash(page, `#/observations?occurrence_id=${id}`);
    const row = page.getByTestId('observations-table').locator(`[data-row-id="${id}"]`).first();
    await row.click();
    const detail = page.getByTestId('observation-detail');
    await expect(detail.locator('.detail__id')).toHaveText(`#${id}`);

    // Edit from the detail: the form with the computed fields (municipality by name).
    await detail.getByTestId('detail-edit').click();
    await expect(page).toHaveURL(new RegExp(`#/observations/${id}/edit$`));
    await expect(page.getByTestId('computed-municipality_id')).toHaveText('Lugano');
    await expect(field(page, 'verbatim_locality')).toHaveValue('To be deleted');
    await field(page, 'verbatim_locality').fill('To be deleted, edited');
    await save(page);
    await expect.poll(async () => (await deskCall<{ verbatim_locality: string }>(page, 'observations.get', { occurrence_id: id })).verbatim_locality).toBe('To be deleted, edited');

    // Delete from the detail: asks, naming it; "keep" keeps it, "delete" removes it and closes the detail.
    await page.getByTestId('show-in-workspace').click();
    await expect(detail.locator('.detail__id')).toHaveText(`#${id}`);
    await closeToasts(page);
    await detail.getByTestId('detail-delete').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(String(id));
    await expect(confirm).toContainText('Dianthus');
    await shoot(page, `${lang}-form-11-delete-confirm`);
    await confirm.getByRole('button', { name: TEXT[lang].keep }).click();
    await expect(row).toBeVisible();
    await detail.getByTestId('detail-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: TEXT[lang].remove, exact: true }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('detail-panel')).toHaveCount(0);
    await expect(deskCall(page, 'observations.get', { occurrence_id: id })).rejects.toThrow();
  });
}
