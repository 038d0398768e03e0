/**
 * Settings → Server profiles against browser mode's real desk services: an invalid URL shows its
 * field error and keeps the other edits; fixed, the profile is saved, listed, and removed again.
 */
import { expect, test } from '@playwright/test';
import { chooseLanguage, deskUrl, openApp } from './helpers.js';

test('an invalid URL shows the field error and keeps the other edits; fixed, the profile saves', async ({ page }) => {
  await openApp(page);
  await chooseLanguage(page, 'en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Add a server profile' }).click();
  await expect(page.getByRole('heading', { name: 'New server profile' })).toBeVisible();

  await page.getByLabel('Name').fill('E2E Canton of Bern');
  await page.getByLabel('Service base URL').fill('observations.be.example');
  await page.getByLabel('Authorization server URL').fill('https://login.be.example');
  await page.getByRole('button', { name: 'Save' }).click();

  const field = page.getByLabel('Service base URL');
  await expect(page.getByTestId('profile-service_base_url-error')).toHaveText('Enter a full address starting with http:// or https://');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveValue('E2E Canton of Bern');
  await expect(page.getByLabel('Authorization server URL')).toHaveValue('https://login.be.example');
  await expect(page.getByLabel('Client ID')).toHaveValue('observation-desk');

  await field.fill('https://observations.be.example');
  await expect(page.getByTestId('profile-service_base_url-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'E2E Canton of Bern' });
  await expect(row).toContainText('https://observations.be.example');

  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E Canton of Bern' })).toHaveCount(0);
});

test('leaving the form with unsaved changes asks first', async ({ page }) => {
  await openApp(page);
  await chooseLanguage(page, 'en');
  await page.goto(new URL('/#/settings/profiles/new', deskUrl()).href);
  await page.getByLabel('Name').fill('Not saved');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Discard changes?');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Not saved');
});
