/**
 * Screenshots of every screen and state of the shell, in English, German and French (the longest
 * labels), for people to look at (test-results/screens/<lang>-<state>.png). Driven through
 * the real stack, except the session-expired dialog (scripted-desk.ts). Each step also asserts
 * what it shows, so the tour doubles as a test of the states: `npm test` walks it in English,
 * `npm run screens` in all three with the screenshots (screens-run.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  chooseLanguage, deskUrl, ensureSignedOut, LOGIN_LABELS, openApp, shoot, signInAsSteward, startSignIn, submitLogin, TEXT, type Lang,
} from './helpers.js';
import { installScriptedDesk, scriptSessionStatus } from './scripted-desk.js';
import { tourDetails } from './screens-run.js';

const LANGS = ['en', 'de', 'fr'] as const satisfies readonly Lang[];

/** A profile with a long name and long addresses (overflow check); nothing listens on its port. */
const LONG = {
  name: 'Kantonale Fachstelle für Naturschutz und Biodiversität Graubünden – Produktionsumgebung',
  service: 'http://127.0.0.1:59321/beobachtungen/naturschutz/kanton-graubuenden/dienste/erfassung/produktion/v5',
  auth: 'http://127.0.0.1:59321/anmeldung/kanton-graubuenden/identitaetsverwaltung/oauth2-autorisierungsserver',
};

const FORM = {
  en: { sandbox: 'Local sandbox', refused: 'Nothing answers at 127.0.0.1:59321 (connection refused)', publicApiOk: 'The public API answers with v5 lists.', add: 'Add a server profile', name: 'Name', service: 'Service base URL', auth: 'Authorization server URL', save: 'Save', test: 'Test connection', details: 'Details', use: 'Use this server', remove: 'Remove', dark: 'Dark', system: 'Like the system' },
  de: { sandbox: 'Lokale Sandbox', refused: 'Unter 127.0.0.1:59321 antwortet nichts (Verbindung abgelehnt)', publicApiOk: 'Die öffentliche Schnittstelle antwortet mit v5-Listen.', add: 'Serverprofil hinzufügen', name: 'Name', service: 'Basis-URL des Dienstes', auth: 'URL des Autorisierungsservers', save: 'Speichern', test: 'Verbindung testen', details: 'Details', use: 'Diesen Server verwenden', remove: 'Entfernen', dark: 'Dunkel', system: 'Wie das System' },
  fr: { sandbox: 'Bac à sable local', refused: 'Rien ne répond à l’adresse 127.0.0.1:59321 (connexion refusée)', publicApiOk: 'L’interface publique répond avec des listes v5.', add: 'Ajouter un profil de serveur', name: 'Nom', service: 'URL de base du service', auth: 'URL du serveur d’autorisation', save: 'Enregistrer', test: 'Tester la connexion', details: 'Détails', use: 'Utiliser ce serveur', remove: 'Supprimer', dark: 'Sombre', system: 'Comme le système' },
} as const;

async function goSettings(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].settings }).click();
  await expect(page.getByTestId('profile-list')).toBeVisible();
}

const profileRow = (page: Page, name: string) => page.getByTestId('profile-list').getByRole('listitem').filter({ hasText: name });

for (const lang of LANGS) {
  test(`screens in ${lang}`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(180_000);
    const f = FORM[lang];
    await openApp(page);
    await chooseLanguage(page, lang);
    await ensureSignedOut(page, lang);
    await shoot(page, `${lang}-01-signed-out`);

    const login = await startSignIn(page, context, lang);
    await expect(page.getByRole('heading', { name: TEXT[lang].waiting })).toBeVisible();
    await shoot(page, `${lang}-02-signing-in`);
    await shoot(login, `${lang}-03-login-page`);
    await submitLogin(login, lang, 'steward', 'wrong');
    await expect(login.getByText(LOGIN_LABELS[lang].wrong)).toBeVisible();
    await shoot(login, `${lang}-04-login-wrong-password`);
    await submitLogin(login, lang, 'steward', 'steward');
    await expect(login.getByRole('heading', { name: LOGIN_LABELS[lang].done })).toBeVisible();
    await shoot(login, `${lang}-05-login-done`);
    await login.close();
    await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
    await shoot(page, `${lang}-06-home`);

    await goSettings(page, lang);
    await shoot(page, `${lang}-07-settings`);
    // the automatic checks' settings (issue 13), further down the same screen
    await page.getByTestId('check-setting-date_precision_recent').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('check-setting-within_known_range')).toBeVisible();
    await shoot(page, `${lang}-07b-settings-checks`);
    await page.getByTestId('check-settings').evaluate((panel) => panel.scrollIntoView());
    await shoot(page, `${lang}-07c-settings-checks-top`);

    await page.getByRole('link', { name: f.add }).click();
    // the settings page has Name fields too (comment templates): wait for the profile form
    await expect(page).toHaveURL(/#\/settings\/profiles\/new/);
    await page.getByLabel(f.name, { exact: true }).fill(LONG.name);
    await page.getByLabel(f.service).fill('beobachtungen.gr.example');
    await page.getByLabel(f.auth).fill(LONG.auth);
    await page.getByRole('button', { name: f.save }).click();
    await expect(page.getByTestId('profile-service_base_url-error')).toBeVisible();
    await shoot(page, `${lang}-08-profile-form-error`);

    await page.getByLabel(f.service).fill(LONG.service);
    await page.getByRole('button', { name: f.test }).click();
    const badReport = page.getByTestId('connection-report');
    await expect(badReport).toContainText('✗', { timeout: 30_000 });
    // Main's reasons in the UI language (codes and params from main), not main's English.
    await expect(badReport.getByTestId('check-service-message')).toContainText(f.refused);
    await badReport.scrollIntoViewIfNeeded();
    await shoot(page, `${lang}-09-test-connection-bad`);
    await page.getByRole('button', { name: f.save }).click();
    await expect(profileRow(page, LONG.name)).toBeVisible();
    await shoot(page, `${lang}-10-settings-long-profile`);

    await profileRow(page, f.sandbox).getByRole('link', { name: f.details }).click();
    // the profile form, not the comment templates' Name fields of the settings page
    await expect(page).toHaveURL(/#\/settings\/profiles\/[^/]+$/);
    await expect(page.locator('form').getByLabel(f.name, { exact: true })).toHaveValue(f.sandbox);
    await page.getByRole('button', { name: f.test }).click();
    const goodReport = page.getByTestId('connection-report');
    await expect(goodReport).toBeVisible({ timeout: 30_000 });
    await expect(goodReport.locator('.check--bad')).toHaveCount(0);
    await expect(goodReport.getByTestId('check-public-api-message')).toHaveText(f.publicApiOk);
    await goodReport.scrollIntoViewIfNeeded();
    await shoot(page, `${lang}-11-test-connection-good`);

    await goSettings(page, lang);
    await profileRow(page, LONG.name).getByRole('button', { name: f.use }).click();
    await expect(page.getByTestId('topbar-profile')).toContainText(LONG.name.slice(0, 20));
    await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].overview }).click();
    await expect(page.getByTestId('service-unreachable')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('unreachable-reason')).toContainText(f.refused);
    await shoot(page, `${lang}-13-service-unreachable`);

    await goSettings(page, lang);
    await profileRow(page, f.sandbox).getByRole('button', { name: f.use }).click();
    await expect(page.getByTestId('topbar-profile')).toContainText(f.sandbox);
    // Switching away and back kept the sandbox signed in (tokens per profile).
    await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
    await profileRow(page, LONG.name).getByRole('button', { name: f.remove }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: f.remove }).click();
    await expect(profileRow(page, LONG.name)).toHaveCount(0);

    await page.getByTestId('theme-switch').getByRole('button', { name: f.dark }).click();
    await expect(page.locator('html')).toHaveClass(/app-dark/);
    await shoot(page, `${lang}-14-dark-settings`);
    await ensureSignedOut(page, lang);
    await shoot(page, `${lang}-15-dark-signed-out`);
    await signInAsSteward(page, context, lang);
    await shoot(page, `${lang}-16-dark-home`);
    await goSettings(page, lang);
    await page.getByTestId('theme-switch').getByRole('button', { name: f.system }).click();
    await ensureSignedOut(page, lang);
    await chooseLanguage(page, 'en');
  });

  test(`session-expired dialog in ${lang} (scripted desk)`, tourDetails(lang), async ({ page }) => {
    await page.goto(deskUrl());
    await installScriptedDesk(page, { language: lang, serviceBaseUrl: 'http://127.0.0.1:4711' });
    await page.reload();
    await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
    await scriptSessionStatus(page, 'expired');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, `${lang}-17-session-expired`);
    await dialog.getByRole('button').last().click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await shoot(page, `${lang}-18-session-expired-waiting`);
    await scriptSessionStatus(page, 'signed-in');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
  });
}
