/**
 * Safe concurrent edits end to end (issue 11 §3) against the real reference service through
 * browser mode, as the demo `curator`: the observation form is open and typed into when someone
 * else's save (a desk call from the test, straight through main to the service) changes the same
 * observation. Save → the service's 412 → the mine/theirs dialog → keep theirs for the remarks,
 * mine for the locality, theirs for the identifier the user never touched → saved; the service
 * then holds exactly that. The same for a document's metadata form (mine for the caption,
 * theirs for the folder; the seeded document is put back afterwards). Screenshots of the
 * dialog: test-results/screens/<lang>-conflict-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { shoot, type Lang } from './helpers.js';
import { networkQuiet } from './helpers/settled.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall } from './helpers/validation.js';
import { tourDetails } from './screens-run.js';

const LANGS = ['en', 'de'] as const satisfies readonly Lang[];
const TEXT = {
  en: { title: 'Someone else changed this record', remarks: 'Remarks', locality: 'Locality' },
  de: { title: 'Jemand anderes hat diesen Datensatz geändert', remarks: 'Bemerkungen', locality: 'Fundort' },
} as const;

interface StoredObservation {
  occurrence_id: number;
  occurrence_remarks: string | null;
  verbatim_locality: string | null;
  identified_by: string | null;
}

const field = (page: Page, name: string) => page.locator(`#observation-${name}`);

/** A fresh observation of the flora project (1) made through the desk, so every run edits its own. */
async function freshObservation(page: Page): Promise<number> {
  const vocabularies = await deskCall<Array<{ field_name: string; code: number }>>(page, 'reference.vocabularies');
  const basis = vocabularies.find((entry) => entry.field_name === 'basis_of_record')!.code;
  const created = await deskCall<StoredObservation>(page, 'observations.create', {
    dataset_id: 1, basis_of_record: basis, occurrence_remarks: 'Seen at dawn', verbatim_locality: 'Gandria', identified_by: 'C. Rochat',
  });
  return created.occurrence_id;
}

for (const lang of LANGS) {
  test(`a save someone else overtook in ${lang}: theirs for one field, mine for another, nothing typed lost`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInAs(page, context, 'curator', lang);
    const id = await freshObservation(page);
    await page.evaluate((target) => (window.location.hash = target), `/observations/${id}/edit`);
    await expect(field(page, 'occurrence_remarks')).toHaveValue('Seen at dawn');
    await networkQuiet(page);

    await field(page, 'occurrence_remarks').fill('Mine: seen at dusk, in flower');
    await field(page, 'verbatim_locality').fill('Mine: Gandria, harbour wall');
    // someone else saves the same observation meanwhile
    await deskCall(page, 'observations.update', {
      occurrence_id: id, changes: { occurrence_remarks: 'Theirs: seen at noon', verbatim_locality: 'Theirs: Castagnola', identified_by: 'M. Bernasconi' },
    });

    await page.getByTestId('observation-save').click();
    const dialog = page.getByTestId('record-conflict-dialog');
    await expect(dialog).toContainText(TEXT[lang].title);
    const remarks = dialog.getByTestId('conflict-row-occurrence_remarks');
    await expect(remarks).toContainText(TEXT[lang].remarks);
    await expect(remarks).toContainText('Mine: seen at dusk, in flower');
    await expect(remarks).toContainText('Theirs: seen at noon');
    await expect(dialog.getByTestId('conflict-row-verbatim_locality')).toContainText(TEXT[lang].locality);
    await expect(dialog.getByTestId('conflict-row-identified_by')).toContainText('M. Bernasconi');
    // the user's own changes start as "mine", the rest as "theirs"
    await expect(dialog.locator('#conflict-occurrence_remarks-mine')).toBeChecked();
    await expect(dialog.locator('#conflict-identified_by-theirs')).toBeChecked();
    await shoot(page, `${lang}-conflict-01-dialog`);

    await dialog.locator('label[for="conflict-occurrence_remarks-theirs"]').click();
    await expect(dialog.locator('#conflict-occurrence_remarks-theirs')).toBeChecked();
    await shoot(page, `${lang}-conflict-02-chosen`);
    await page.getByTestId('conflict-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('observation-dirty')).toBeHidden();

    await expect(field(page, 'occurrence_remarks')).toHaveValue('Theirs: seen at noon');
    await expect(field(page, 'verbatim_locality')).toHaveValue('Mine: Gandria, harbour wall');
    const stored = await deskCall<StoredObservation>(page, 'observations.get', { occurrence_id: id });
    expect(stored).toMatchObject({ occurrence_remarks: 'Theirs: seen at noon', verbatim_locality: 'Mine: Gandria, harbour wall', identified_by: 'M. Bernasconi' });
    await shoot(page, `${lang}-conflict-03-saved`);
  });
}

test('cancelling the merge keeps the form as typed and saves nothing', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAs(page, context, 'curator', 'en');
  const id = await freshObservation(page);
  await page.evaluate((target) => (window.location.hash = target), `/observations/${id}/edit`);
  await expect(field(page, 'occurrence_remarks')).toHaveValue('Seen at dawn');
  await networkQuiet(page);
  await field(page, 'occurrence_remarks').fill('Typed, not to be lost');
  await deskCall(page, 'observations.update', { occurrence_id: id, changes: { occurrence_remarks: 'Saved elsewhere' } });

  await page.getByTestId('observation-save').click();
  await page.getByTestId('conflict-cancel').click();
  await expect(page.getByTestId('record-conflict-dialog')).toBeHidden();
  await expect(field(page, 'occurrence_remarks')).toHaveValue('Typed, not to be lost');
  await expect(page.getByTestId('observation-form-errors')).toContainText('Not saved: someone else changed this record meanwhile.');
  await expect(page.getByTestId('observation-dirty')).toBeVisible();
  const stored = await deskCall<StoredObservation>(page, 'observations.get', { occurrence_id: id });
  expect(stored.occurrence_remarks).toBe('Saved elsewhere');
  await shoot(page, 'en-conflict-04-cancelled');
});

const DOCUMENT_TEXT = {
  en: { caption: 'Caption / remark', folder: 'Folder' },
  de: { caption: 'Bildlegende / Bemerkung', folder: 'Ordner' },
} as const;

for (const lang of LANGS) {
  test(`a document's metadata someone else saved meanwhile in ${lang}: mine for the caption, theirs for the folder`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInAs(page, context, 'curator', lang);
    const page1 = await deskCall<{ rows: Array<{ id: number }> }>(page, 'documents.list', { right: 'write', limit: 1, sort: 'id', dir: 'asc' });
    const id = page1.rows[0]!.id;
    // a seeded document other journeys show: its caption and folder go back afterwards
    const before = await deskCall<{ doc_rem: string | null; folder_name: string | null }>(page, 'documents.get', { id });
    try {
      await overtakeDocument(page, lang, id);
    } finally {
      await deskCall(page, 'documents.updateMetadata', { id, changes: { doc_rem: before.doc_rem, folder_name: before.folder_name } });
    }
  });
}

/** The document form of `id` typed into, someone else's save of the same document, the merge: mine for the caption, theirs for the folder. */
async function overtakeDocument(page: Page, lang: (typeof LANGS)[number], id: number): Promise<void> {
  await page.evaluate((target) => (window.location.hash = target), `/documents/${id}`);
  const caption = page.locator(`#document-${id}-doc_rem`);
  await expect(caption).toBeVisible();
  await networkQuiet(page);

  await caption.fill(`Mine ${lang}: flowering shoot`);
  await deskCall(page, 'documents.updateMetadata', { id, changes: { doc_rem: `Theirs ${lang}: fruiting shoot`, folder_name: `Theirs ${lang}` } });
  await page.getByTestId('document-save').click();

  const dialog = page.getByTestId('record-conflict-dialog');
  const captionRow = dialog.getByTestId('conflict-row-doc_rem');
  await expect(captionRow).toContainText(DOCUMENT_TEXT[lang].caption);
  await expect(captionRow).toContainText(`Mine ${lang}: flowering shoot`);
  await expect(captionRow).toContainText(`Theirs ${lang}: fruiting shoot`);
  await expect(dialog.getByTestId('conflict-row-folder_name')).toContainText(DOCUMENT_TEXT[lang].folder);
  await expect(dialog.locator('#conflict-doc_rem-mine')).toBeChecked();
  await expect(dialog.locator('#conflict-folder_name-theirs')).toBeChecked();
  await shoot(page, `${lang}-conflict-05-document`);
  await page.getByTestId('conflict-save').click();
  await expect(dialog).toBeHidden();

  await expect(caption).toHaveValue(`Mine ${lang}: flowering shoot`);
  const stored = await deskCall<{ doc_rem: string | null; folder_name: string | null }>(page, 'documents.get', { id });
  expect(stored).toMatchObject({ doc_rem: `Mine ${lang}: flowering shoot`, folder_name: `Theirs ${lang}` });
}
