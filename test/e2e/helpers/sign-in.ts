/**
 * Signing in for specs that are about something else than signing in: opens the app in the
 * wanted UI language and leaves it signed in as `user` (the host's one session is shared by all
 * tabs, so a session of someone else is signed out first). Uses the steps of ../helpers.ts.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { chooseLanguage, ensureSignedOut, LOGIN_LABELS, openApp, startSignIn, submitLogin, TEXT, type Lang } from '../helpers.js';

/** The demo accounts (user name = password) and the name the top bar shows. */
export const ACCOUNTS = {
  steward: 'Sabine Steiner',
  /** Editor on the flora and neophyte projects: may create, edit and delete their observations. */
  curator: 'Claire Rochat',
  /** Manager of every demo project. */
  manager: 'Marco Bernasconi',
} as const;
/** A demo account of {@link ACCOUNTS}. */
export type Account = keyof typeof ACCOUNTS;

/** Opens the app in `lang`, signed in as `user` (signing in through the real login page when needed). */
export async function signInAs(page: Page, context: BrowserContext, user: Account = 'steward', lang: Lang = 'en'): Promise<void> {
  await openApp(page);
  await chooseLanguage(page, lang);
  const topbar = page.getByTestId('topbar-user');
  const signOut = page.getByRole('button', { name: TEXT[lang].signOut });
  if ((await signOut.isVisible()) && (await topbar.textContent())?.includes(ACCOUNTS[user])) return;
  await ensureSignedOut(page, lang);
  const login = await startSignIn(page, context, lang);
  await submitLogin(login, lang, user, user);
  await expect(login.getByRole('heading', { name: LOGIN_LABELS[lang].done })).toBeVisible();
  await login.close();
  await expect(topbar).toContainText(ACCOUNTS[user]);
}
