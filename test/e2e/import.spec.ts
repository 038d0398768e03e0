/**
 * The import journey (issue 14) against the reference service through browser mode: a manager
 * imports the shipped GBIF Ticino records into a new project with the wizard (file picked with
 * the browser's own picker, mapping, matching with the unmatched recorders created as people, dry
 * run), cancels the running import and resumes it; the project then holds exactly as many
 * observations as the dry run found valid. Screenshots (npm run screens) of the mapping, the
 * matching, the dry run and the summary in English and German.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';
import { removeProjectWithObservations } from './helpers/projects.js';
import { deskCall } from './helpers/validation.js';
import { tourDetails } from './screens-run.js';

const GBIF = resolve(import.meta.dirname, '..', '..', 'resources', 'demo', 'occurrences', 'occurrence-ticino.csv');

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`imports the GBIF Ticino records with cancel and resume (${lang})`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(240_000);
    await signInAs(page, context, 'manager', lang);
    const project = await deskCall<{ id: number }>(page, 'projects.create', { project_name: `GBIF import ${lang} ${Date.now()}` });
    try {
      await page.evaluate((id) => { location.hash = `#/import?dataset_id=${id}`; }, project.id);

      const [picker] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-choose').click()]);
      await picker.setFiles(GBIF);
      await expect(page.getByText('occurrence-ticino.csv:')).toBeVisible({ timeout: 60_000 });
      await shoot(page, `import-${lang}-01-mapping`);

      await page.getByTestId('import-match').click();
      await expect(page.getByTestId('import-check')).toBeVisible({ timeout: 60_000 });
      // recorders the register does not hold yet (the first run of the sandbox) become people
      await shoot(page, `import-${lang}-02-matching`);
      const createPeople = page.getByTestId('import-create-people');
      if (await createPeople.isVisible()) {
        await createPeople.click();
        await expect(createPeople).toBeHidden({ timeout: 60_000 });
      }
      await page.getByTestId('import-code').last().scrollIntoViewIfNeeded();
      await shoot(page, `import-${lang}-02-matching-codes`);
      await page.getByTestId('import-check').click();
      const dry = page.getByTestId('import-dry-run');
      await expect(dry).toBeVisible({ timeout: 60_000 });
      await shoot(page, `import-${lang}-03-dry-run`);
      const valid = Number(/(\d+)/.exec((await dry.textContent()) ?? '')?.[1]);
      expect(valid).toBeGreaterThan(0);

      await page.getByTestId('import-start').click();
      const status = page.getByTestId('import-status');
      await expect(status).toHaveAttribute('data-status', /running|done/);
      // cancel while it runs (a fast machine may have finished already), then resume
      await page.getByTestId('import-cancel').click({ timeout: 2_000 }).catch(() => undefined);
      await expect(status).toHaveAttribute('data-status', /cancelled|done/, { timeout: 60_000 });
      if ((await status.getAttribute('data-status')) === 'cancelled') await page.getByTestId('import-resume').click();
      await expect(status).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
      await expect(page.getByTestId('import-progress')).toContainText(String(valid));
      await shoot(page, `import-${lang}-04-summary`);

      const held = await deskCall<{ filtered_total: number | null }>(page, 'observations.list', {
        clauses: [{ field: 'dataset_id', operation: 'eq', value: project.id }], limit: 1,
      });
      expect(held.filtered_total).toBe(valid);
    } finally {
      await removeProjectWithObservations(page, project.id);
    }
  });
}
