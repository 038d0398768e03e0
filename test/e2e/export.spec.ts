/**
 * Export and the area filter from a file in browser mode (issue 14): a filtered set exported from
 * the workspace to CSV and to a Darwin Core Archive, each arriving as a download whose content is
 * checked against the filter; the round trip on the Ticino flora project's first
 * records (exported as an archive, imported into a new project: same count, same taxa; the whole
 * project, with coordinates to the metre, is test/integration/main/archive-round-trip.test.ts);
 * the relevé list's export of its filter's relevés (CSV: every relevé once; screenshots en, de);
 * and the area filter set from the shipped GeoJSON file. The dialog's screenshots (options,
 * running, cancelled, done; en and de) are `npm run screens` only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { shoot, type Lang } from './helpers.js';
import { SCREENS_ONLY_TAG, tourDetails } from './screens-run.js';
import { removeProjectWithObservations } from './helpers/projects.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall, openWorkspace } from './helpers/validation.js';

const AREA_FILE = fileURLToPath(new URL('../fixtures/areas/lugano-area.geojson', import.meta.url));

/** The id of the Ticino flora project and how many of its observations the filter leaves. */
async function floraFilter(page: Page): Promise<{ id: number; total: number }> {
  const projects = await deskCall<Array<{ id: number; project_name: string }>>(page, 'reference.projects', {});
  const id = projects.find((p) => p.project_name === 'Flora Ticino (GBIF)')!.id;
  const page1 = await deskCall<{ filtered_total: number }>(page, 'observations.list', { clauses: [{ field: 'dataset_id', operation: 'eq', value: id }], limit: 1 });
  return { id, total: page1.filtered_total };
}

type DialogOptions = (dialog: ReturnType<Page['getByTestId']>) => Promise<void>;

/** Runs the workspace's export dialog with `format` and saves the download under its suggested name in `folder`; answers the file's path. */
async function exportTo(page: Page, folder: string, format: string, options: DialogOptions = async () => undefined): Promise<string> {
  await page.getByTestId('export-open').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId('export-format').getByText(format, { exact: true }).click();
  await options(dialog);
  const download = page.waitForEvent('download');
  await dialog.getByTestId('export-start').click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 60_000 });
  const file = await download;
  const path = join(folder, file.suggestedFilename());
  await file.saveAs(path);
  await dialog.getByTestId('export-close').click();
  await expect(dialog).toBeHidden();
  return path;
}

/** Runs the workspace's export dialog with `format` and answers the downloaded file's bytes. */
async function exportAs(page: Page, format: string, options?: DialogOptions): Promise<Buffer> {
  return readFileSync(await exportTo(page, test.info().outputPath(), format, options));
}

/** How often each taxon occurs among the observations matching `clauses` (taxon_id → count; at most 1,000 observations). */
async function taxaOf(page: Page, clauses: unknown[]): Promise<Record<string, number>> {
  const { rows } = await deskCall<{ rows: Array<{ taxon_id: number | null }> }>(page, 'observations.list', { clauses, limit: 1000 });
  const counts: Record<string, number> = {};
  for (const { taxon_id } of rows) counts[String(taxon_id)] = (counts[String(taxon_id)] ?? 0) + 1;
  return counts;
}

test('exports a filtered set to CSV and to a Darwin Core Archive as downloads', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAs(page, context, 'manager', 'en');
  const flora = await floraFilter(page);
  await openWorkspace(page, 'Observations', `dataset_id[eq]=${flora.id}`);

  const csv = (await exportAs(page, 'CSV', async (dialog) => {
    await dialog.getByTestId('export-semicolon').click(); // English starts with ",": ask for ";"
  })).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]!.split(';').slice(0, 4)).toEqual(['occurrence_id', 'dataset_id', 'dataset_name', 'releve_id']);
  expect(lines).toHaveLength(flora.total + 1);
  expect(lines.slice(1).every((line) => line.split(';')[2] === 'Flora Ticino (GBIF)')).toBe(true);

  const zip = await JSZip.loadAsync(await exportAs(page, 'Darwin Core Archive'));
  expect(Object.keys(zip.files).sort()).toEqual(['eml.xml', 'meta.xml', 'occurrence.txt']);
  const core = (await zip.file('occurrence.txt')!.async('string')).trimEnd().split('\n');
  expect(core[0]!.split('\t').slice(0, 3)).toEqual(['occurrenceID', 'datasetID', 'datasetName']);
  expect(core).toHaveLength(flora.total + 1);
  expect(await zip.file('meta.xml')!.async('string')).toContain('rowType="http://rs.tdwg.org/dwc/terms/Occurrence"');
  expect(await zip.file('eml.xml')!.async('string')).toContain('Flora Ticino (GBIF)');
});

/** Records of the flora project in the round trip journey: the whole project is the integration test's (import speed). */
const ROUND_TRIP_ROWS = 25;

test('exports Ticino flora records as a Darwin Core Archive and imports them into a new project', async ({ page, context }) => {
  await signInAs(page, context, 'manager', 'en');
  const flora = await floraFilter(page);
  const first = await deskCall<{ rows: Array<{ occurrence_id: number }> }>(page, 'observations.list', {
    clauses: [{ field: 'dataset_id', operation: 'eq', value: flora.id }], sort: 'occurrence_id', dir: 'asc', limit: ROUND_TRIP_ROWS,
  });
  const last = first.rows.at(-1)!.occurrence_id;
  const exported = [{ field: 'dataset_id', operation: 'eq', value: flora.id }, { field: 'occurrence_id', operation: 'lte', value: last }];
  await openWorkspace(page, 'Observations', `dataset_id[eq]=${flora.id}&occurrence_id[lte]=${last}`);
  const archive = await exportTo(page, test.info().outputPath(), 'Darwin Core Archive');

  const copy = await deskCall<{ id: number }>(page, 'projects.create', { project_name: `Flora Ticino round trip ${Date.now()}` });
  try {
    await page.evaluate((id) => { location.hash = `#/import?dataset_id=${id}`; }, copy.id);
    const [picker] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-choose').click()]);
    await picker.setFiles(archive);
    await page.getByTestId('import-match').click();
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('import-dry-run')).toContainText(`${ROUND_TRIP_ROWS} of ${ROUND_TRIP_ROWS}`);
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-status')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    expect(await taxaOf(page, [{ field: 'dataset_id', operation: 'eq', value: copy.id }])).toEqual(await taxaOf(page, exported));
  } finally {
    await removeProjectWithObservations(page, copy.id);
  }
});

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`exports the relevés of the relevé list's filter as CSV (${lang})`, tourDetails(lang), async ({ page, context }) => {
    await signInAs(page, context, 'manager', lang);
    const projects = await deskCall<Array<{ id: number; project_name: string }>>(page, 'reference.projects', {});
    const plots = projects.find((p) => p.project_name === 'Vegetation plots Alps')!.id;
    await page.evaluate((id) => { location.hash = `#/releves?dataset_id[in]=${id}`; }, plots);
    await expect(page.getByTestId('releves-table').locator('tbody tr').first()).toBeVisible();
    await page.getByTestId('releve-export').click();
    const dialog = page.getByTestId('export-dialog');
    await expect(dialog.getByTestId('export-releve-scope')).toBeVisible();
    await expect(dialog.getByTestId('export-format')).not.toContainText(lang === 'de' ? 'Darwin-Core-Archiv' : 'Darwin Core Archive');
    await shoot(page, `${lang}-export-05-releves`);
    await dialog.getByTestId('export-format').getByText('CSV', { exact: true }).click();
    const download = page.waitForEvent('download');
    await dialog.getByTestId('export-start').click();
    await expect(dialog.getByTestId('export-done')).toContainText(lang === 'de' ? 'Aufnahmen' : 'relevés');
    await shoot(page, `${lang}-export-06-releves-done`);
    const csv = readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    const separator = lang === 'en' ? ',' : ';';
    expect(lines[0]!.split(separator).slice(0, 3)).toEqual(['id', 'dataset_id', 'dataset_name']);
    const listed = await deskCall<{ filtered_total: number }>(page, 'releves.list', { clauses: [{ field: 'dataset_id', operation: 'in', value: [plots] }], limit: 1 });
    expect(lines).toHaveLength(listed.filtered_total + 1);
  });
}

test('sets the area filter from a GeoJSON file', async ({ page, context }) => {
  await signInAs(page, context, 'steward', 'en');
  await openWorkspace(page);
  if (!(await page.getByTestId('filter-polygon-file').isVisible())) await page.getByTestId('filters-toggle').click();
  await page.getByTestId('filter-polygon-file-input').setInputFiles(AREA_FILE);
  await expect(page.getByTestId('filter-polygon-chip')).toBeVisible();
  await expect(page).toHaveURL(/footprint_wkt%5Beq%5D=POLYGON|footprint_wkt\[eq\]=POLYGON/);
  const wkt = new URLSearchParams(page.url().split('?')[1]).get('footprint_wkt[eq]')!;
  expect(wkt).toMatch(/^POLYGON \(\(8\.9 45\.95,\s?9\.02 45\.95,/);
  const count = async (clauses: unknown[]) => (await deskCall<{ filtered_total: number }>(page, 'observations.list', { clauses, limit: 1 })).filtered_total;
  const inside = await count([{ field: 'footprint_wkt', operation: 'eq', value: wkt }]);
  expect(inside).toBeGreaterThan(0);
  expect(inside).toBeLessThan(await count([]));
});

for (const lang of ['en', 'de'] as const) {
  test(`export dialog screens in ${lang}`, { tag: [SCREENS_ONLY_TAG] }, async ({ page, context }) => {
    test.setTimeout(180_000);
    await signInAs(page, context, 'manager', lang);
    await openWorkspace(page, lang === 'de' ? 'Beobachtungen' : 'Observations');
    await page.getByTestId('export-open').click();
    const dialog = page.getByTestId('export-dialog');
    await expect(dialog.getByTestId('export-start')).toBeVisible();
    await shoot(page, `${lang}-export-01-options`);
    // validation details read one sub-resource per observation: slow enough to see it running
    await dialog.locator('#export-validation').click();
    await dialog.getByTestId('export-start').click();
    await expect(dialog.getByTestId('export-cancel')).toBeVisible();
    await expect(dialog.getByTestId('export-status')).toContainText(lang === 'de' ? ' von ' : ' of ');
    await shoot(page, `${lang}-export-02-running`);
    await dialog.getByTestId('export-cancel').click();
    await expect(dialog.getByTestId('export-close')).toBeVisible();
    await shoot(page, `${lang}-export-03-cancelled`);
    await dialog.getByTestId('export-close').click();

    const flora = await floraFilter(page);
    await openWorkspace(page, lang === 'de' ? 'Beobachtungen' : 'Observations', `dataset_id[eq]=${flora.id}`);
    await page.getByTestId('export-open').click();
    const download = page.waitForEvent('download');
    await dialog.getByTestId('export-start').click();
    await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 60_000 });
    await download;
    await shoot(page, `${lang}-export-04-done`);
  });
}
