/**
 * Issue 18 (filters, servers): a filter built in the panel from two operations the address
 * alone used to offer (event date after a day, canton is none of) read back as sentence chips;
 * two server profiles signed in at once, switched back and forth without signing in again, the
 * badge and window title naming the server. English in `npm test`; German too, with screenshots,
 * in `npm run screens` (test-results/screens/filters-servers-<lang>-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, LOGIN_LABELS, shoot, TEXT, type Lang } from './helpers.js';
import { ACCOUNTS, signInAs } from './helpers/sign-in.js';
import { tourDetails } from './screens-run.js';

const WORDS = {
  en: {
    observations: 'Observations', condition: (field: string) => `Condition for ${field}`, date: 'Event date', unit: 'Canton or municipality',
    after: 'is after', noneOf: 'is none of', day: '01/05/2025',
    chipDate: 'Event date after 1 May 2025', chipUnit: 'Canton or municipality is not Ticino',
    add: 'Add a server profile', name: 'Name', service: 'Service base URL', auth: 'Authorization server URL', save: 'Save', use: 'Use this server',
    production: 'Production server', color: 'Colour of the badge', purple: 'Purple', remove: 'Remove', productionTag: 'Production',
  },
  de: {
    observations: 'Beobachtungen', condition: (field: string) => `Bedingung für ${field}`, date: 'Datum', unit: 'Kanton oder Gemeinde',
    after: 'ist nach', noneOf: 'ist keines von', day: '01.05.2025',
    chipDate: 'Datum nach dem 1. Mai 2025', chipUnit: 'Kanton oder Gemeinde ist nicht Ticino',
    add: 'Serverprofil hinzufügen', name: 'Name', service: 'Basis-URL des Dienstes', auth: 'URL des Autorisierungsservers', save: 'Speichern', use: 'Diesen Server verwenden',
    production: 'Produktivserver', color: 'Farbe des Kennzeichens', purple: 'Violett', remove: 'Entfernen', productionTag: 'Produktion',
  },
} as const;

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`filter panel: event date after a day and canton none of, as sentence chips (${lang})`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    await signInAs(page, context, 'steward', lang);
    await page.getByRole('navigation').getByRole('link', { name: w.observations }).click();
    await expect(page.getByTestId('observations-table').locator('[data-row-id]').first()).toBeVisible();

    await choose(page, w.condition(w.date), w.after);
    await page.locator('#filter-event_date-day').fill(w.day);
    await page.locator('#filter-event_date-day').press('Tab');
    await expect(page).toHaveURL(/event_date\[gt\]=2025-05-01/);
    await expect(page.getByTestId('chip-event_date[gt]')).toHaveText(w.chipDate);

    await choose(page, w.condition(w.unit), w.noneOf);
    const unit = page.locator('#filter-location_id');
    await unit.click();
    await unit.pressSequentially('Ticino', { delay: 30 });
    await page.getByTestId('unit-option-10021').click();
    await expect(page).toHaveURL(/location_id\[not_in\]=10021/);
    await expect(page.getByTestId('chip-location_id[not_in]')).toHaveText(w.chipUnit);
    await expect(page.getByTestId('observations-table').locator('[data-row-id]').first()).toBeVisible();
    await shoot(page, `filters-servers-${lang}-01-sentence-chips`);

    // The address reopens the same panel.
    await page.reload();
    await expect(page.getByRole('combobox', { name: w.condition(w.date) })).toHaveText(w.after);
    await expect(page.locator('#filter-event_date-day')).toHaveValue(w.day);
    await expect(page.getByTestId('chip-location_id[not_in]')).toHaveText(w.chipUnit);
    await page.getByTestId('chips-clear-all').click();
    await expect(page).not.toHaveURL(/event_date/);
    if (lang !== 'en') await chooseLanguage(page, 'en');
  });
}

/** The address the sandbox profile's details show. */
async function sandboxUrl(page: Page): Promise<string> {
  await page.goto(`${page.url().replace(/#.*$/, '')}#/settings/profiles/local-sandbox`);
  const input = page.locator('#profile-service_base_url');
  await expect(input).toHaveValue(/^http/);
  return input.inputValue();
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`two servers signed in at once: switch back and forth without signing in again (${lang})`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const name = `Production copy ${lang}`;
    await signInAs(page, context, 'steward', lang);
    const url = await sandboxUrl(page);
    const row = page.getByTestId('profile-list').getByRole('listitem').filter({ hasText: name });
    const user = page.getByTestId('topbar-user');
    const badge = page.getByTestId('topbar-profile');
    try {
      await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].settings }).click();
      await page.getByRole('link', { name: w.add }).click();
      // the settings page has Name fields too (comment templates): wait for the profile form
      await expect(page).toHaveURL(/#\/settings\/profiles\/new/);
      await page.getByLabel(w.name, { exact: true }).fill(name);
      await page.getByLabel(w.service).fill(url);
      await page.getByLabel(w.auth).fill(url);
      await page.getByLabel(w.production).check();
      await choose(page, w.color, w.purple);
      await expect(page.getByTestId('profile-badge-preview')).toContainText(w.productionTag);
      await shoot(page, `filters-servers-${lang}-02-profile-badge`);
      await page.getByRole('button', { name: w.save, exact: true }).click();

      await row.getByRole('button', { name: w.use }).click();
      await expect(badge).toContainText(name);
      await expect(badge).toHaveAttribute('data-color', 'purple');
      await expect(badge).toContainText(w.productionTag);
      await expect(page).toHaveTitle(`${name} – Observation Desk`);
      await expect(user).toContainText(TEXT[lang].notSignedIn);

      await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].overview }).click();
      const [login] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('sign-in-screen').getByRole('button', { name: TEXT[lang].signIn }).click(),
      ]);
      await login.getByLabel(LOGIN_LABELS[lang].username).fill('manager');
      await login.getByLabel(LOGIN_LABELS[lang].password).fill('manager');
      await login.getByRole('button', { name: LOGIN_LABELS[lang].submit }).click();
      await expect(login.getByRole('heading', { name: LOGIN_LABELS[lang].done })).toBeVisible();
      await login.close();
      await expect(user).toContainText(ACCOUNTS.manager);
      await shoot(page, `filters-servers-${lang}-03-production-badge`);

      // Back and forth: each server's person is there again, no login page opens.
      let opened = 0;
      const count = () => (opened += 1);
      context.on('page', count);
      await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].settings }).click();
      await page.getByTestId('profile-local-sandbox').getByRole('button', { name: w.use }).click();
      await expect(user).toContainText(ACCOUNTS.steward);
      await expect(badge).toHaveAttribute('data-color', 'neutral');
      await row.getByRole('button', { name: w.use }).click();
      await expect(user).toContainText(ACCOUNTS.manager);
      await page.getByTestId('profile-local-sandbox').getByRole('button', { name: w.use }).click();
      await expect(user).toContainText(ACCOUNTS.steward);
      context.off('page', count);
      expect(opened).toBe(0);
    } finally {
      // The worker's other specs expect the sandbox in use and this profile gone.
      await page.goto(`${page.url().replace(/#.*$/, '')}#/settings`);
      const sandboxUse = page.getByTestId('profile-local-sandbox').getByRole('button', { name: w.use });
      if (await sandboxUse.isVisible()) await sandboxUse.click();
      if (await row.isVisible()) {
        await row.getByRole('button', { name: w.remove }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: w.remove }).click();
        await expect(row).toHaveCount(0);
      }
      // Settings has a language choice of its own: switch back from the overview.
      await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].overview }).click();
      if (lang !== 'en') await chooseLanguage(page, 'en');
    }
  });
}
