/**
 * Issue 13's "done when", against the real reference service through browser mode: a steward
 * opens the "outside known range" queue (its records checked first, from the Queues screen), sees
 * why the first record is flagged (the nearest validated record named, linked and on the map),
 * answers with a comment template (t, type, Enter), validates with a key and moves on — from the
 * keyboard once the Queues screen is open. The comment and status are read back from the service.
 * English is a journey of `npm test`; German is the screenshot tour's (`npm run screens`).
 */
import { expect, test } from '@playwright/test';
import { chooseLanguage, shoot, type Lang } from './helpers.js';
import { tourDetails } from './screens-run.js';
import { signInAs } from './helpers/sign-in.js';
import { detailId, press, serviceValidation, validationCodes, watchProblems } from './helpers/validation.js';

const TEXT = {
  en: { queues: 'Queues', template: 'range', progress: /\d[\d,]* of \d[\d,]* left/, reply: 'has not been confirmed near' },
  de: { queues: 'Prüflisten', template: 'Areal', progress: /noch \d[\d’]* von \d[\d’]*/, reply: 'bisher nicht belegt' },
} as const;

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`a steward works through the "outside known range" queue from the keyboard (${lang})`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(180_000);
    const problems = watchProblems(page);
    await signInAs(page, context, 'steward', 'en');
    if (lang !== 'en') await chooseLanguage(page, lang);
    const codes = await validationCodes(page);
    await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].queues }).click();

    // The queue's flags come from a scan of its records: started from the keyboard (Shift+Tab from "Open").
    const queue = page.getByTestId('queue-outside-known-range');
    const open = queue.getByTestId('queue-open');
    await expect(page.getByTestId('queue-open').first()).toBeFocused();
    await expect(queue.getByTestId('queue-progress')).not.toHaveText(/…/);
    await shoot(page, `review-queues-${lang}-01-list`);
    await page.keyboard.press('Shift+Tab');
    await expect(queue.getByTestId('queue-scan-start')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(queue.getByTestId('queue-scan-summary')).toBeVisible({ timeout: 120_000 });
    await expect(queue.getByTestId('queue-progress')).toHaveText(TEXT[lang].progress);
    await expect(open).toBeFocused();
    await shoot(page, `review-queues-${lang}-02-list-checked`);

    // Enter opens it straight on its first record.
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('observation-detail');
    const first = await detailId(page);
    const flag = detail.getByTestId('check-flag-within_known_range');
    await expect(flag).toBeVisible({ timeout: 30_000 });
    const nearest = detail.getByTestId('check-nearest-link');
    await expect(nearest).toHaveText(/#\d+/);
    await expect(flag).toContainText((await nearest.textContent())!.match(/#\d+/)![0]);
    await expect(detail.getByTestId('footprint-preview')).toBeVisible();
    await shoot(page, `review-queues-${lang}-03-detail-checks`);
    // The taxon beside the record, read after the detail was painted: its names and validated records.
    const taxon = detail.getByTestId('taxon-beside');
    await expect(taxon.getByTestId('taxon-records-count')).toBeVisible({ timeout: 30_000 });
    await taxon.scrollIntoViewIfNeeded();
    await shoot(page, `review-queues-${lang}-03b-detail-taxon`);

    // t: the templates of the UI language; typing filters, Enter inserts the filled text into the comment.
    await press(page, 't');
    const picker = page.getByTestId('template-picker');
    await expect(picker.getByTestId('template-filter')).toBeFocused();
    await page.keyboard.type(TEXT[lang].template);
    await expect(picker.getByTestId('template-preview')).toContainText(TEXT[lang].reply);
    await shoot(page, `review-queues-${lang}-04-template`);
    await page.keyboard.press('Enter');
    const comment = detail.getByTestId('validation-comment');
    await expect(comment).toBeFocused();
    await expect(comment).toHaveValue(new RegExp(TEXT[lang].reply));
    const reply = await comment.inputValue();
    expect(reply).not.toMatch(/\{(taxon|municipality)\}/);

    // Esc leaves the comment, 2 validates with it and moves on.
    await press(page, 'Escape');
    await press(page, '2');
    await expect.poll(() => detailId(page)).not.toBe(first);
    await expect.poll(async () => (await serviceValidation(page, first)).validation).toBe(codes[1]);
    expect((await serviceValidation(page, first)).comment).toBe(reply.trim());

    // The workspace shows the flags as a column (switched on, then off again: the choice is kept per user).
    await page.getByTestId('column-chooser-button').click();
    await page.locator('label[for="column-checks"]').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.obs-cell__icon').first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('workspace-checks-button').click();
    await expect(page.getByTestId('workspace-scan-start')).toBeVisible();
    await shoot(page, `review-queues-${lang}-05-workspace-flags`);
    await page.keyboard.press('Escape');
    await page.getByTestId('column-chooser-button').click();
    await page.locator('label[for="column-checks"]').click();
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
}
