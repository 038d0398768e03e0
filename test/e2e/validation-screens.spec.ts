/**
 * Screenshots of the detail, the triage and the bulk validation in English and German
 * (test-results/screens/validation-<lang>-<nn>-<state>.png), for people to look at: detail
 * with photos, fields with units, lightbox, validation history, key help, a supplement form
 * with a field error, bulk confirmation, progress, failure report, undone. Against the real
 * service; only the failures of the report are scripted (some validations.set answered as
 * conflicts by a route), and the progress is slowed down so that it can be seen. Each step
 * asserts what it shows: `npm test` walks it in English, `npm run screens` in both with the
 * screenshots (screens-run.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';
import { painted } from './helpers/settled.js';
import { deskCall, detailId, openWorkspace, press } from './helpers/validation.js';
import { tourDetails } from './screens-run.js';

const T = {
  en: { nav: 'Observations', add: 'Add', save: 'Save', atMost: 'At most 100.', confirm: 'Observations to change: 40', failed: 'Not changed', undone: 'Put back' },
  de: { nav: 'Beobachtungen', add: 'Hinzufügen', save: 'Speichern', atMost: 'Höchstens 100.', confirm: 'Zu ändernde Beobachtungen: 40', failed: 'Nicht geändert', undone: 'Wiederhergestellt' },
} as const;

/** Scrolls the detail so that `testId` is at the top of its panel, and waits until it is on screen. */
async function showInDetail(page: Page, testId: string): Promise<void> {
  const part = page.getByTestId('observation-detail').getByTestId(testId);
  await part.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(part).toBeInViewport();
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`validation screenshots in ${lang}`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    await signInAs(page, context, 'steward', lang);
    await chooseLanguage(page, lang);

    // Detail of an observation with photos.
    await openWorkspace(page, t.nav, 'with_document_type[in]=1');
    await press(page, 'j');
    await detailId(page);
    const detail = page.getByTestId('observation-detail');
    await expect(detail.getByTestId('document-thumbnail').first()).toBeVisible();
    await expect(detail.getByTestId('document-thumbnail').first().locator('img')).toHaveJSProperty('complete', true);
    await painted(page);
    await shoot(page, `validation-${lang}-01-detail-photos`);

    await showInDetail(page, 'observation-fields');
    await shoot(page, `validation-${lang}-02-detail-fields`);
    await showInDetail(page, 'footprint');
    await shoot(page, `validation-${lang}-03-detail-place`);

    await detail.getByTestId('document-thumbnail').first().click();
    const lightbox = page.getByTestId('lightbox');
    await expect(lightbox.locator('img')).toBeVisible();
    await expect(lightbox.locator('img')).toHaveJSProperty('complete', true);
    await painted(page);
    await shoot(page, `validation-${lang}-04-lightbox`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    // Validation history of a record validated several times.
    await openWorkspace(page, t.nav, 'validation[in]=4');
    await press(page, 'j');
    await detailId(page);
    await expect(detail.getByTestId('history-entry').first()).toBeVisible();
    await showInDetail(page, 'validation-history');
    await shoot(page, `validation-${lang}-05-history`);

    await press(page, '?');
    await expect(page.getByTestId('triage-keys-dialog')).toBeVisible();
    await shoot(page, `validation-${lang}-06-keys`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('triage-keys-dialog')).toBeHidden();

    // A supplement form with a value out of range: the field error, the edits kept.
    const supplement = detail.getByTestId('supplement-section');
    await showInDetail(page, 'supplement-section');
    const add = supplement.getByRole('button', { name: t.add });
    if (await add.isVisible()) {
      await add.click();
      const id = await detailId(page);
      await page.locator(`#supplement-${id}-project_obs_id`).fill('BE-2026-17');
      await page.locator(`#supplement-${id}-cover_abs`).fill('150');
      await supplement.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByTestId(`supplement-${id}-cover_abs-error`)).toHaveText(t.atMost);
      await expect(page.locator(`#supplement-${id}-project_obs_id`)).toHaveValue('BE-2026-17');
      await showInDetail(page, 'supplement-section');
      await shoot(page, `validation-${lang}-07-supplement-error`);
    }

    // Bulk: 40 observations, some answered as conflicts, slowed so that the progress shows.
    const { ids } = await deskCall<{ ids: number[] }>(page, 'observations.ids', { clauses: [{ field: 'validation', operation: 'in', value: [1] }], right: 'validate' });
    const chosen = ids.slice(0, 40);
    await openWorkspace(page, t.nav, `occurrence_id[in]=${chosen.join(',')}`);
    await page.getByTestId('validate-all').click();
    const dialog = page.getByTestId('bulk-dialog');
    const vocabulary = await deskCall<Array<{ field_name: string; code: number; label_en: string; label_de: string }>>(page, 'reference.vocabularies');
    const probable = vocabulary.filter((entry) => entry.field_name === 'validation').sort((a, b) => a.code - b.code)[2]!;
    await dialog.locator('#bulk-status').click();
    await page.getByRole('option', { name: lang === 'en' ? probable.label_en : probable.label_de, exact: true }).click();
    await dialog.locator('#bulk-comment').fill(lang === 'en' ? 'Checked against the 2025 field survey.' : 'Mit der Feldbegehung 2025 abgeglichen.');
    await dialog.getByTestId('bulk-continue').click();
    await expect(dialog.getByTestId('bulk-confirm-count')).toHaveText(t.confirm);
    await expect(dialog.getByTestId('bulk-reading')).toContainText('40');
    await shoot(page, `validation-${lang}-08-bulk-confirm`);

    // Four chosen observations answered as conflicts, by id (not by arrival order, which the
    // bulk's parallel requests make vary under load).
    const conflicting = new Set([chosen[8], chosen[17], chosen[26], chosen[35]]);
    await page.route('**/desk/validations.set', async (route) => {
      const input = route.request().postDataJSON() as { occurrence_id?: number } | null;
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (conflicting.has(input?.occurrence_id)) {
        const message = lang === 'en' ? 'The observation was changed by someone else in the meantime.' : 'Die Beobachtung wurde in der Zwischenzeit von jemand anderem geändert.';
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: false, error: { status: 409, code: 'conflict', message, fields: [] } }) });
      } else {
        await route.continue();
      }
    });
    await dialog.getByTestId('bulk-start').click();
    await expect(dialog.getByTestId('bulk-stop')).toBeVisible();
    // Some done already, the rest still running: the progress as it shows.
    await expect(dialog.getByTestId('bulk-progress-text')).toHaveText(/^[1-9]/);
    await shoot(page, `validation-${lang}-09-bulk-progress`);
    await expect(dialog.getByTestId('bulk-failures')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('bulk-failures')).toContainText(t.failed);
    await shoot(page, `validation-${lang}-10-bulk-failures`);
    await page.unroute('**/desk/validations.set');

    await dialog.getByTestId('bulk-undo').click();
    await expect(dialog).toContainText(t.undone, { timeout: 60_000 });
    await shoot(page, `validation-${lang}-11-bulk-undone`);
    await dialog.getByTestId('bulk-close').click();
    if (lang !== 'en') await chooseLanguage(page, 'en');
  });
}
