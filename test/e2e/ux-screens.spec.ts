import { expect, test, type Page } from '@playwright/test';
import { shoot } from './helpers.js';
import { tourDetails } from './screens-run.js';
import { signInAs } from './helpers/sign-in.js';

/**
 * The screens issue 17 items 6–9 changed, as a user walks through them (en; de as a screenshot
 * tour): the overview's "Your work", the project list's counts, explicit selection with the
 * detail's own address, a new person whose name is taken, and a relevé's species with layers and
 * the questions before removing.
 */
const T = {
  en: { keep: 'Keep it', work: 'Your work', species: 'and its', removeAsk: 'is removed from the relevé' },
  de: { keep: 'Behalten', work: 'Ihre Arbeit', species: 'und ihre', removeAsk: 'wird aus der Aufnahme entfernt' },
} as const;

const go = (page: Page, hash: string) => page.evaluate((target) => (window.location.hash = target), hash);

for (const lang of ['en', 'de'] as const) {
  test(`issue 17 screens (selection, addresses, people, relevé species) in ${lang}`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(120_000);
    const t = T[lang];
    await signInAs(page, context, 'manager', lang);

    // The overview: the user's work.
    await expect(page.getByTestId('my-work')).toContainText(t.work);
    await expect(page.getByTestId('my-work-pending')).not.toContainText('…');
    await shoot(page, `ux-${lang}-01-home-work`);

    // The project list: what each project holds.
    await go(page, '#/projects');
    const counts = page.getByTestId('project-row-holdings').first();
    await expect(counts.getByTestId('project-row-observations')).toHaveText(/^[\d,.'’ ]+$/);
    await shoot(page, `ux-${lang}-02-projects-counts`);

    // The workspace: three rows selected by their boxes, another one opened; the address names it.
    await go(page, '#/observations');
    const rows = page.getByTestId('observations-table').locator('tbody tr');
    await expect(rows.first().locator('[data-row-id]').first()).toBeVisible();
    await rows.nth(0).getByTestId('row-check').check();
    await rows.nth(2).getByTestId('row-check').click({ modifiers: ['Shift'] });
    await rows.nth(5).click();
    const opened = await rows.nth(5).locator('[data-row-id]').first().getAttribute('data-row-id');
    await expect(page).toHaveURL(new RegExp(`#/observations/${opened}$`));
    await expect(page.getByTestId('validate-selected')).toContainText('3');
    await expect(page.getByTestId('observation-detail').locator('.detail__id')).toHaveText(`#${opened}`);
    await shoot(page, `ux-${lang}-03-workspace-selection`);

    // A new person whose name is in the register: the match first.
    await go(page, '#/people/new');
    await page.locator('#person-first_name').fill('Sabine');
    await page.locator('#person-last_name').fill('Steiner');
    const matches = page.getByTestId('name-matches');
    await expect(matches.getByTestId('name-match')).toContainText('Sabine Steiner');
    await shoot(page, `ux-${lang}-04-person-matches`);
    await matches.getByTestId('name-match').first().getByRole('button').click();
    await expect(page.getByTestId('person-name')).toHaveText('Sabine Steiner');

    // A relevé's species with their layers, and the questions before removing.
    await go(page, '#/releves');
    await page.getByTestId('releves-table').getByRole('link').first().click();
    const species = page.getByTestId('releve-species-row');
    await expect(species.first()).toBeVisible();
    await expect(species.first().getByTestId('releve-species-layer')).not.toContainText('…');
    await page.getByTestId('releve-species').scrollIntoViewIfNeeded();
    await shoot(page, `ux-${lang}-05-releve-species-layers`);
    await page.getByTestId('releve-species-remove').first().click();
    await expect(page.getByRole('alertdialog')).toContainText(t.removeAsk);
    await shoot(page, `ux-${lang}-06-species-remove-ask`);
    await page.getByRole('alertdialog').getByRole('button', { name: t.keep }).click();
    await page.getByTestId('releve-delete').click();
    await expect(page.getByRole('alertdialog')).toContainText(t.species);
    await shoot(page, `ux-${lang}-07-releve-delete-ask`);
    await page.getByRole('alertdialog').getByRole('button', { name: t.keep }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(species.first()).toBeVisible();
  });
}
