/**
 * Steps the e2e specs share: opening browser mode with its launch secret, choosing the UI
 * language, making sure of the (host-wide) session, signing in through the real login page in
 * the new tab, and screenshots for people to look at (taken by `npm run screens` only, ./screens-run.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, SCREENS_PROJECT } from './screens-run.js';

/**
 * The launch URL (the secret in its fragment, `#desk_secret=`) of this worker's browser mode, `DESK_URL_<n>` for Playwright's
 * parallel index n (global-setup.ts), else `DESK_URL` (one host, as bench/ui sets it).
 */
export function deskUrl(): string {
  const index = process.env.TEST_PARALLEL_INDEX;
  const url = (index === undefined ? undefined : process.env[`DESK_URL_${index}`]) ?? process.env.DESK_URL;
  if (!url) throw new Error('DESK_URL is not set: run the specs through playwright.config.ts (global setup)');
  return url;
}

/**
 * Closes every toast and waits until none is left. A toast may close by itself while its button
 * is being clicked (a click on a gone toast would wait for it for ever): each click gets a short
 * time, and the round is repeated until the count is 0.
 */
export async function closeToasts(page: Page): Promise<void> {
  await expect(async () => {
    for (const close of await page.locator('.p-toast-close-button').all()) await close.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(page.locator('.p-toast-message')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

/**
 * Closes the toasts that would hide the screen (in every run, so that both runs walk the same
 * journey), then, in `npm run screens` only, saves a full-window screenshot as `<name>.png`.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  await closeToasts(page);
  if (test.info().project.name !== SCREENS_PROJECT) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

/** The UI languages by the name the switch shows. */
export const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' } as const;
export type Lang = keyof typeof LANGUAGE_NAMES;

/** Texts the specs look for, per language (the app's own messages). */
export const TEXT = {
  en: { signIn: 'Sign in', signOut: 'Sign out', signedOutTitle: 'Sign in to continue', waiting: 'Waiting for the sign-in in your browser…', notSignedIn: 'Not signed in', settings: 'Settings', overview: 'Overview', cancel: 'Cancel' },
  de: { signIn: 'Anmelden', signOut: 'Abmelden', signedOutTitle: 'Anmelden, um fortzufahren', waiting: 'Warten auf die Anmeldung in Ihrem Browser …', notSignedIn: 'Nicht angemeldet', settings: 'Einstellungen', overview: 'Übersicht', cancel: 'Abbrechen' },
  fr: { signIn: 'Se connecter', signOut: 'Se déconnecter', signedOutTitle: 'Connectez-vous pour continuer', waiting: 'En attente de la connexion dans votre navigateur…', notSignedIn: 'Non connecté', settings: 'Paramètres', overview: 'Aperçu', cancel: 'Annuler' },
  it: { signIn: 'Accedi', signOut: 'Esci', signedOutTitle: 'Accedi per continuare', waiting: 'In attesa dell’accesso nel browser…', notSignedIn: 'Non connesso', settings: 'Impostazioni', overview: 'Panoramica', cancel: 'Annulla' },
} as const;

/** Opens the app with the launch secret (the page keeps it in this tab and takes it off the address). */
export async function openApp(page: Page): Promise<void> {
  await page.goto(deskUrl());
  await expect(page.getByTestId('topbar-user')).toBeVisible();
}

/** Chooses a UI language in the top bar's switch (whatever language is showing now). */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('combobox', { name: /^(Language|Sprache|Langue|Lingua)$/ }).click();
  await page.getByRole('option', { name: LANGUAGE_NAMES[lang], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Signs out when the host's session is signed in (tabs share it), and waits for the sign-in screen. */
export async function ensureSignedOut(page: Page, lang: Lang): Promise<void> {
  const signOut = page.getByRole('button', { name: TEXT[lang].signOut });
  if (await signOut.isVisible()) await signOut.click();
  const cancel = page.getByTestId('sign-in-screen').getByRole('button', { name: TEXT[lang].cancel });
  if (await cancel.isVisible()) await cancel.click();
  await page.getByRole('link', { name: TEXT[lang].overview }).click();
  await expect(page.getByRole('heading', { name: TEXT[lang].signedOutTitle })).toBeVisible();
}

/** Clicks "Sign in" and returns the login tab the app opened (navigated to the login page). */
export async function startSignIn(page: Page, context: BrowserContext, lang: Lang): Promise<Page> {
  const [login] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('sign-in-screen').getByRole('button', { name: TEXT[lang].signIn }).click(),
  ]);
  await login.waitForURL(/\/oauth2\/|\/interaction\//);
  await expect(login.locator('input[name="username"]')).toBeVisible();
  return login;
}

/** The login page's labels per language (src-server/auth/login-page.ts). */
export const LOGIN_LABELS = {
  en: { username: 'User name', password: 'Password', submit: 'Sign in', wrong: 'The user name or password is incorrect.', done: 'Signed in' },
  de: { username: 'Benutzername', password: 'Passwort', submit: 'Anmelden', wrong: 'Benutzername oder Passwort ist falsch.', done: 'Angemeldet' },
  fr: { username: 'Nom d\'utilisateur', password: 'Mot de passe', submit: 'Se connecter', wrong: 'Le nom d\'utilisateur ou le mot de passe est incorrect.', done: 'Connecté' },
  it: { username: 'Nome utente', password: 'Password', submit: 'Accedi', wrong: 'Nome utente o password errati.', done: 'Accesso effettuato' },
} as const;

/** Fills the real login form by its labels and submits it. */
export async function submitLogin(login: Page, lang: Lang, username: string, password: string): Promise<void> {
  const labels = LOGIN_LABELS[lang];
  await login.getByLabel(labels.username).fill(username);
  await login.getByLabel(labels.password).fill(password);
  await login.getByRole('button', { name: labels.submit }).click();
}

/** The whole sign-in as `steward`; leaves the app signed in with the name in the top bar. */
export async function signInAsSteward(page: Page, context: BrowserContext, lang: Lang): Promise<void> {
  const login = await startSignIn(page, context, lang);
  await submitLogin(login, lang, 'steward', 'steward');
  await expect(login.getByRole('heading', { name: LOGIN_LABELS[lang].done })).toBeVisible();
  await login.close();
  await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
}

/** Collects console errors and CSP violations of a page, to assert none happened. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
