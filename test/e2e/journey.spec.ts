/**
 * The journey of issue 3 against the real reference service through browser mode (no mocked
 * network): signed out → Sign in → the real login page in a new tab → signed in, name in the top
 * bar → German → sign out. And a wrong password: the login page says so, nothing breaks, the
 * right password then works.
 */
import { expect, test } from '@playwright/test';
import { chooseLanguage, ensureSignedOut, LOGIN_LABELS, openApp, startSignIn, submitLogin, TEXT, watchConsole } from './helpers.js';

test.beforeEach(async ({ page }) => {
  await openApp(page);
  await chooseLanguage(page, 'en');
  await ensureSignedOut(page, 'en');
});

test('sign in through the real login page in a new tab, see your name, switch to German, sign out', async ({ page, context }) => {
  const problems = watchConsole(page);
  const screen = page.getByTestId('sign-in-screen');
  await expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByTestId('sign-in-profile')).toHaveText('Local sandbox');
  await expect(page.getByTestId('topbar-user')).toContainText('Not signed in');

  const login = await startSignIn(page, context, 'en');
  await expect(page.getByRole('heading', { name: 'Waiting for the sign-in in your browser…' })).toBeVisible();
  await expect(login.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await submitLogin(login, 'en', 'steward', 'steward');

  await expect(login.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  const callback = new URL(login.url());
  expect(callback.hostname).toBe('127.0.0.1');
  expect(callback.pathname).toBe('/callback');

  await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
  await expect(page.getByRole('heading', { name: 'Welcome, Sabine Steiner' })).toBeVisible();
  await expect(page.getByTestId('topbar-profile')).toContainText('Local sandbox');

  await chooseLanguage(page, 'de');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Willkommen, Sabine Steiner' })).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { name: TEXT.de.signedOutTitle })).toBeVisible();
  await expect(page.getByTestId('topbar-user')).toContainText('Nicht angemeldet');
  await chooseLanguage(page, 'en');
  expect(problems).toEqual([]);
});

test('a wrong password shows the login page\'s error and nothing breaks; then the right password works', async ({ page, context }) => {
  const problems = watchConsole(page);
  const login = await startSignIn(page, context, 'en');
  await submitLogin(login, 'en', 'steward', 'not-the-password');
  await expect(login.getByText(LOGIN_LABELS.en.wrong)).toBeVisible();

  // The app keeps waiting calmly: no error, no toast, still the waiting screen.
  await expect(page.getByRole('heading', { name: 'Waiting for the sign-in in your browser…' })).toBeVisible();
  await expect(page.locator('.p-toast-message')).toHaveCount(0);

  await submitLogin(login, 'en', 'steward', 'steward');
  await expect(login.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Cancel while waiting for the browser returns to the signed-out screen', async ({ page, context }) => {
  const login = await startSignIn(page, context, 'en');
  await page.getByTestId('sign-in-screen').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
  await login.close();
});

test('the sign-in screen works from the keyboard alone', async ({ page, context }) => {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  const signIn = page.getByTestId('sign-in-screen').getByRole('button', { name: 'Sign in' });
  for (let presses = 0; presses < 40 && !(await signIn.evaluate((el) => el === el.ownerDocument.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(signIn).toBeFocused();
  const [login] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await login.waitForURL(/\/oauth2\/|\/interaction\//);
  await page.getByTestId('sign-in-screen').getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await login.close();
});
