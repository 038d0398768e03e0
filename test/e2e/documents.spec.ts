/**
 * The curator's documents journey against the real reference service through browser mode
 * (issue 5): signed in as `curator` (editor on the flora and neophyte projects), upload three
 * photos picked with the browser's own file picker, with visible progress, cancel one while it waits and retry it,
 * attach two to an observation (one from the documents screen with the EXIF suggestions, one from
 * the observation detail's "Add photos"), edit a caption (after a field error), replace a file,
 * and see it all in the observation detail. Screenshots of every state in English and German
 * (test-results/screens/documents-<lang>-<nn>-<state>.png) for people to look at.
 *
 * Timing: two large sparse files (400 MiB of zeros; browser mode copies them to main, as every
 * picked file) are queued first, so both upload slots stay busy for seconds and the photos visibly wait behind them; they are cancelled
 * once seen. The one failure the dialog cannot be driven into (a document type the vocabulary
 * does not have, the service's 422) is queued through the app's own transport, the call the
 * dialog makes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chooseLanguage, shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall, deskFile, detailId, openWorkspace, press } from './helpers/validation.js';

/**
 * How many pictures within the window under `scope` are not yet drawn (loaded and decoded): a
 * screenshot waits for 0. Only those in view count: lazily loaded ones further down are not
 * fetched until scrolled to. A broken picture never counts as drawn, so the wait fails on it.
 */
function picturesPending(scope: Locator): Promise<number> {
  return scope.locator('img').evaluateAll(async (images) => {
    const inView = (images as HTMLImageElement[]).filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    return inView.filter((image) => !(image.complete && image.naturalWidth > 0)).length;
  });
}

const PHOTOS_DIR = resolve(import.meta.dirname, '..', '..', 'resources', 'demo', 'photos');
const BLACKTHORN = join(PHOTOS_DIR, 'cc0_prunus-spinosa_maxpixel-2308289_640.jpg');
const BLOSSOM = join(PHOTOS_DIR, 'cc0_spring1_pxhere-1225335_640.jpg');
const VEGETABLES = join(PHOTOS_DIR, 'pd_vegetables_commons-Landwirtschaftliches_Hauptfest_Gemuese_640.jpg');
// Browser mode copies a picked file to main first: big enough to keep both slots busy for seconds, small enough to copy.
const BIG_BYTES = 400 * 1024 ** 2;

const T = {
  en: {
    nav: 'Documents', obsNav: 'Observations', upload: 'Upload files…', photo: 'photo', project: 'Flora Ticino (GBIF)', clear: 'Clear filters',
    attachedNo: 'Not attached', attached: 'Attached to observations', table: 'Table', gallery: 'Gallery', emptyTitle: 'No document matches these filters',
    refused: 'The service refused the details of', docType: 'Document type', cancelled: 'Cancelled', uploaded: 'Uploaded', required: 'Please fill in this field.',
    saved: 'Saved the details of', suggestions: 'Suggested from the photo', away: 'm away', attachedDone: 'was attached to observations: 1',
    pickExisting: 'Choose from the project’s documents…', pickDone: 'Documents attached to observation', replaced: 'New file for document',
    detach: 'Detach', caption: 'Blackthorn in flower, Ticino', left: 'left', attachedOne: 'Attached to 1 observation',
  },
  de: {
    nav: 'Dokumente', obsNav: 'Beobachtungen', upload: 'Dateien hochladen …', photo: 'Foto', project: 'Flora Ticino (GBIF)', clear: 'Filter zurücksetzen',
    attachedNo: 'Nicht zugeordnet', attached: 'Beobachtungen zugeordnet', table: 'Tabelle', gallery: 'Galerie', emptyTitle: 'Kein Dokument passt zu diesen Filtern',
    refused: 'Der Dienst hat die Angaben zu', docType: 'Dokumenttyp', cancelled: 'Abgebrochen', uploaded: 'Hochgeladen', required: 'Bitte füllen Sie dieses Feld aus.',
    saved: 'Angaben zu', suggestions: 'Vorschläge anhand des Fotos', away: 'm entfernt', attachedDone: 'wurde Beobachtungen zugeordnet: 1',
    pickExisting: 'Aus den Dokumenten des Projekts wählen …', pickDone: 'Der Beobachtung', replaced: 'Neue Datei für Dokument',
    detach: 'Lösen', caption: 'Schwarzdorn in Blüte, Tessin', left: 'noch', attachedOne: 'An 1 Beobachtung angehängt',
  },
} as const;

/** An observation the curator may change, with its day and position. */
interface Target {
  occurrence_id: number;
  event_date: string;
  decimal_longitude: number;
  decimal_latitude: number;
}

/** What the queue holds (the fields the spec reads). */
interface QueueItem {
  id: string;
  file_name: string;
  state: string;
  document: { id: number; size_in_bytes?: number } | null;
}

/** The newest flora observation the curator may change (with coordinates). */
async function findTarget(page: Page): Promise<Target> {
  const page1 = await deskCall<{ rows: Target[] }>(page, 'observations.list', {
    clauses: [{ field: 'dataset_id', operation: 'in', value: [1] }, { field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((8.4 45.8, 9.2 45.8, 9.2 46.6, 8.4 46.6, 8.4 45.8))' }],
    right: 'write', offset: 0, limit: 20, sort: 'event_date', dir: 'desc',
  });
  const target = page1.rows.find((o) => typeof o.decimal_longitude === 'number' && typeof o.decimal_latitude === 'number');
  if (!target) throw new Error('no flora observation with coordinates the curator may change');
  return target;
}

/** A copy of the blossom photo carrying EXIF capture day and GPS position of `target` (decimal degrees → degrees, minutes, seconds). */
async function photoTakenAt(target: Target, path: string): Promise<void> {
  const dms = (value: number): string => {
    const abs = Math.abs(value);
    const degrees = Math.floor(abs);
    const minutes = Math.floor((abs - degrees) * 60);
    const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 1000);
    return `${degrees}/1 ${minutes}/1 ${seconds}/1000`;
  };
  const day = target.event_date.slice(0, 10).replace(/-/g, ':');
  await sharp(BLOSSOM)
    .withExif({
      IFD0: { Make: 'Observation Desk', Model: 'e2e' },
      IFD2: { DateTimeOriginal: `${day} 10:42:00` },
      IFD3: {
        GPSLatitudeRef: target.decimal_latitude >= 0 ? 'N' : 'S', GPSLatitude: dms(target.decimal_latitude),
        GPSLongitudeRef: target.decimal_longitude >= 0 ? 'E' : 'W', GPSLongitude: dms(target.decimal_longitude),
      },
    })
    .jpeg({ quality: 85 })
    .toFile(path);
}

/** The drawer's row of the upload of `path` (its full path is the name's tooltip). */
function row(page: Page, path: string): Locator {
  return page.getByTestId('upload-item').filter({ has: page.getByTestId('upload-name').getByText(basename(path), { exact: true }) }).last();
}

/** The queue item of `path` (the last one queued for it). */
async function queued(page: Page, path: string): Promise<QueueItem> {
  const items = await deskCall<QueueItem[]>(page, 'uploads.list');
  const mine = items.filter((item) => item.file_name === basename(path));
  if (!mine.length) throw new Error(`nothing queued for ${path}`);
  return mine[mine.length - 1]!;
}

/** Chooses `option` in the PrimeVue Select whose label element has id `id`. */
async function choose(page: Page, id: string, option: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`curator's documents journey in ${lang}`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const t = T[lang];
    const dir = mkdtempSync(join(tmpdir(), `desk-docs-${lang}-`));
    try {
      await signInAs(page, context, 'curator', lang);
      await chooseLanguage(page, lang);
      const target = await findTarget(page);
      const located = join(dir, `blossom-${lang}-taken-at-${target.occurrence_id}.jpg`);
      await photoTakenAt(target, located);
      const bigA = join(dir, 'herbarium-scans-A.tif');
      const bigB = join(dir, 'herbarium-scans-B.tif');
      for (const big of [bigA, bigB]) execFileSync('truncate', ['-s', String(Math.round(BIG_BYTES)), big]);
      const photos = [BLACKTHORN, BLOSSOM, located];

      // The documents screen: empty when nothing matches, then the gallery and the table.
      await page.getByRole('navigation').getByRole('link', { name: t.nav }).click();
      await expect(page.getByTestId('document-card').first()).toBeVisible();
      await choose(page, 'doc-filter-attached-value', t.attachedNo);
      await page.getByTestId('documents-filter-name').fill('no-such-document');
      await expect(page.getByTestId('documents-empty')).toContainText(t.emptyTitle);
      await expect(page).toHaveURL(/with_observation%5Beq%5D=false|with_observation\[eq\]=false/);
      await shoot(page, `documents-${lang}-01-empty`);
      await page.getByTestId('documents-filter-clear').click();
      await expect(page.getByTestId('document-card').first()).toBeVisible();
      // every thumbnail in view drawn, not only the first card's
      await expect.poll(() => picturesPending(page.getByTestId('documents-gallery'))).toBe(0);
      await shoot(page, `documents-${lang}-02-gallery`);
      await page.getByTestId('documents-view').getByText(t.table).click();
      await expect(page.getByTestId('documents-table').locator('tbody tr').first()).toBeVisible();
      await expect(page).toHaveURL(/view=table/);
      await shoot(page, `documents-${lang}-03-table`);
      await page.getByTestId('documents-view').getByText(t.gallery).click();

      // A refused upload (a type the vocabulary lacks): the service's 422 in plain words.
      await deskCall(page, 'uploads.enqueue', { files: [await deskFile(page, VEGETABLES)], doc_type: 999, dataset_id: 1 });

      // Two large files, then the three photos behind them, in one batch.
      await page.getByTestId('documents-upload').click();
      const dialog = page.getByTestId('upload-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('upload-submit').click();
      await expect(dialog.getByTestId('upload-files-error')).toHaveText(t.required);
      await shoot(page, `documents-${lang}-08-upload-dialog`);
      // the browser's own file picker (browser mode names no path; the bytes go to main)
      const [picker] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByTestId('upload-choose').click()]);
      expect(picker.isMultiple()).toBe(true);
      await picker.setFiles([bigA, bigB, ...photos]);
      // the page sends each picked file to main first (the large ones take a while)
      await expect(dialog.getByRole('listitem')).toHaveCount(5, { timeout: 90_000 });
      await expect(dialog.getByRole('listitem').first()).toContainText('herbarium-scans-A.tif');
      await shoot(page, `documents-${lang}-08b-upload-dialog-files-picked`);
      await choose(page, 'upload-doc_type', t.photo);
      await choose(page, 'upload-dataset_id', t.project);
      await dialog.getByTestId('upload-submit').click();
      await expect(dialog).toBeHidden();
      const drawer = page.getByTestId('upload-drawer');
      await expect(drawer).toBeVisible();

      // The second photo waits behind the large files: cancel it there.
      await expect(row(page, BLOSSOM)).toHaveAttribute('data-state', 'queued');
      await row(page, BLOSSOM).getByTestId('upload-cancel').click();
      await expect(row(page, BLOSSOM)).toHaveAttribute('data-state', 'cancelled');
      await expect(row(page, BLOSSOM).getByTestId('upload-state')).toHaveText(t.cancelled);

      // Visible progress: bar, bytes, rate and time left of a large file on its way.
      const progress = row(page, bigA).getByTestId('upload-progress');
      await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      await expect(row(page, bigA).getByTestId('upload-numbers')).toContainText(/MB\/s/);
      await expect(row(page, bigA).getByTestId('upload-numbers')).toContainText(t.left);
      await expect(row(page, BLACKTHORN)).toHaveAttribute('data-state', 'queued');
      const refused = row(page, VEGETABLES);
      await expect(refused).toHaveAttribute('data-state', 'failed');
      await expect(refused.getByTestId('upload-error')).toContainText(t.refused);
      await expect(refused.getByTestId('upload-error')).toContainText(`${t.docType}:`);
      await shoot(page, `documents-${lang}-04-upload-drawer`);

      // The large files go; the photos follow; the cancelled one is retried.
      await row(page, bigA).getByTestId('upload-cancel').click();
      await row(page, bigB).getByTestId('upload-cancel').click();
      await expect(row(page, BLACKTHORN)).toHaveAttribute('data-state', 'done');
      await expect(row(page, located)).toHaveAttribute('data-state', 'done');
      await row(page, BLOSSOM).getByTestId('upload-retry').click();
      await expect(row(page, BLOSSOM)).toHaveAttribute('data-state', 'done');
      await expect(row(page, BLOSSOM).getByTestId('upload-state')).toHaveText(t.uploaded);
      const [first, second, third] = await Promise.all(photos.map((path) => queued(page, path)));
      for (const item of [first, second, third]) expect(item!.document?.id).toBeGreaterThan(0);
      const blackthornId = first!.document!.id;
      const blossomId = second!.document!.id;
      const locatedId = third!.document!.id;
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // The new photos appear in the gallery (newest first) without reading the screen again by hand.
      for (const id of [blackthornId, blossomId, locatedId]) await expect(page.locator(`[data-testid="document-card"][data-doc-id="${id}"]`)).toBeVisible();

      // Attach the located photo from the documents screen: the EXIF suggestion names the observation.
      await page.locator(`[data-testid="document-card"][data-doc-id="${locatedId}"] .doc-card__main`).click();
      await expect(page).toHaveURL(new RegExp(`/documents/${locatedId}`));
      const panel = page.getByTestId('document-detail');
      await panel.getByTestId('document-attach').click();
      const attach = page.getByTestId('attach-dialog');
      await expect(attach.getByText(t.suggestions)).toBeVisible();
      const suggested = attach.getByTestId('attach-suggestions').locator(`[data-occurrence-id="${target.occurrence_id}"]`);
      await expect(suggested).toBeVisible();
      await expect(suggested).toContainText(t.away);
      await expect(attach.getByTestId('attach-exif')).toBeVisible();
      await suggested.locator('input[type="checkbox"]').check();
      await shoot(page, `documents-${lang}-06-attach-suggestions`);
      await attach.getByTestId('attach-submit').click();
      await expect(attach).toBeHidden();
      await expect(page.locator('.p-toast-message').filter({ hasText: t.attachedDone })).toBeVisible();
      // The document's page lists that observation (the service's doc_id filter), linking to it.
      const attachedTo = panel.getByTestId('document-observations');
      await expect(attachedTo.locator('h3')).toHaveText(t.attachedOne);
      await expect(attachedTo.getByTestId('document-observation-link')).toHaveAttribute('href', new RegExp(`/observations/${target.occurrence_id}$`));
      await attachedTo.scrollIntoViewIfNeeded();
      await shoot(page, `documents-${lang}-06b-attached-observations`);

      // A caption: the download name cleared first gives a field error, nothing is sent; then saved.
      await page.locator(`[data-testid="document-card"][data-doc-id="${blackthornId}"] .doc-card__main`).click();
      await expect(page).toHaveURL(new RegExp(`/documents/${blackthornId}`));
      const form = panel.getByTestId('document-form');
      await expect(form).toBeVisible();
      await page.locator(`#document-${blackthornId}-doc_rem`).fill(t.caption);
      await page.locator(`#document-${blackthornId}-original_file_name`).fill('');
      await form.getByTestId('document-save').click();
      await expect(page.getByTestId(`document-${blackthornId}-original_file_name-error`)).toHaveText(t.required);
      await expect(page.locator(`#document-${blackthornId}-original_file_name`)).toBeFocused();
      await shoot(page, `documents-${lang}-05-metadata-error`);
      await page.locator(`#document-${blackthornId}-original_file_name`).fill(`Prunus spinosa ${lang}.jpg`);
      await form.getByTestId('document-save').click();
      await expect(page.locator('.p-toast-message').filter({ hasText: t.saved })).toBeVisible();
      const saved = await deskCall<{ doc_rem: string; original_file_name: string }>(page, 'documents.get', { id: blackthornId });
      expect(saved).toMatchObject({ doc_rem: t.caption, original_file_name: `Prunus spinosa ${lang}.jpg` });

      // Replace the blackthorn's file by the vegetables photo, through the queue.
      const sizeBefore = statSync(BLACKTHORN).size;
      await panel.getByTestId('document-replace').click();
      const replace = page.getByTestId('replace-dialog');
      const [replacePicker] = await Promise.all([page.waitForEvent('filechooser'), replace.getByTestId('replace-choose').click()]);
      await replacePicker.setFiles(VEGETABLES);
      await expect(replace.getByTestId('replace-file')).toHaveText(basename(VEGETABLES));
      await replace.getByTestId('replace-submit').click();
      await expect(replace).toBeHidden();
      const replacing = page.getByTestId('upload-item').filter({ hasText: `${t.replaced} ${blackthornId}` }).last();
      await expect(replacing).toHaveAttribute('data-state', 'done');
      await page.keyboard.press('Escape');
      const replaced = await deskCall<{ size_in_bytes: number }>(page, 'documents.get', { id: blackthornId });
      expect(replaced.size_in_bytes).toBe(statSync(VEGETABLES).size);
      expect(replaced.size_in_bytes).not.toBe(sizeBefore);

      // The observation detail: "Add photos" → the project's documents → the blackthorn.
      await openWorkspace(page, t.obsNav, `occurrence_id[eq]=${target.occurrence_id}`);
      await press(page, 'j');
      expect(await detailId(page)).toBe(target.occurrence_id);
      const detail = page.getByTestId('observation-detail');
      const docs = detail.getByTestId('documents');
      await expect(docs.locator(`[data-testid="document-thumbnail"][data-doc-id="${locatedId}"]`)).toBeVisible();
      await docs.getByTestId('docs-add').click();
      await page.getByRole('menuitem', { name: t.pickExisting }).click();
      const pick = page.getByTestId('pick-dialog');
      await pick.locator(`[data-testid="pick-document"][data-doc-id="${blackthornId}"] input[type="checkbox"]`).check();
      await pick.getByTestId('pick-submit').click();
      await expect(pick).toBeHidden();
      await expect(page.locator('.p-toast-message').filter({ hasText: t.pickDone })).toBeVisible();
      const thumb = docs.locator(`[data-testid="document-thumbnail"][data-doc-id="${blackthornId}"]`);
      await expect(thumb).toBeVisible();
      await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
      await expect(docs.locator(`[data-testid="document-thumbnail"][data-doc-id="${locatedId}"] img`)).toHaveJSProperty('complete', true);
      await expect.poll(() => picturesPending(docs)).toBe(0);
      const attachedNow = await deskCall<Array<{ id: number; doc_rem: string | null; size_in_bytes: number }>>(page, 'observationDocs.list', { occurrence_id: target.occurrence_id });
      expect(attachedNow.map((doc) => doc.id)).toEqual(expect.arrayContaining([blackthornId, locatedId]));
      expect(attachedNow.find((doc) => doc.id === blackthornId)).toMatchObject({ doc_rem: t.caption, size_in_bytes: statSync(VEGETABLES).size });
      await shoot(page, `documents-${lang}-07-observation-detail`);

      // The caption in the lightbox.
      await thumb.click();
      const lightbox = page.getByTestId('lightbox');
      await expect(lightbox).toContainText(t.caption);
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();

      // Detach the located photo again (asked first): the document stays.
      await docs.locator(`[data-testid="document-thumbnail"][data-doc-id="${locatedId}"]`).locator('..').getByTestId('document-detach').click();
      await page.locator('.p-confirmdialog').getByRole('button', { name: t.detach, exact: true }).click();
      await expect(docs.locator(`[data-testid="document-thumbnail"][data-doc-id="${locatedId}"]`)).toHaveCount(0);
      await deskCall(page, 'documents.get', { id: locatedId });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
