/**
 * Steps of the validation specs: calling the desk the way the app does (POST /desk/<method> on
 * the page's origin, with the tab's launch secret in its header) to read what the service really holds, opening the
 * workspace, and reading the detail.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A validation as the service returns it (the fields the specs compare). */
export interface ServiceValidation {
  validation: number | null;
  v_presence_status: number | null;
  comment: string | null;
  history: unknown[];
}

/** Calls desk method `name` from the page (browser mode's transport) and returns its value; throws its error. */
export async function deskCall<T>(page: Page, name: string, input?: unknown): Promise<T> {
  const result = await page.evaluate(async ({ name, input }) => {
    const secret = { 'x-desk-secret': sessionStorage.getItem('observation-desk.secret') ?? '' };
    const response = await fetch(`/desk/${name}`, {
      method: 'POST',
      credentials: 'omit',
      headers: input === undefined ? { accept: 'application/json', ...secret } : { accept: 'application/json', 'content-type': 'application/json', ...secret },
      body: input === undefined ? undefined : JSON.stringify(input),
    });
    return (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  }, { name, input });
  if (!result.ok) throw new Error(`${name}: ${result.error?.message ?? 'failed'}`);
  return result.value as T;
}

/** The validation of `id` as the service holds it now. */
export function serviceValidation(page: Page, id: number): Promise<ServiceValidation> {
  return deskCall<ServiceValidation>(page, 'validations.get', { occurrence_id: id });
}

/** The `validation` vocabulary's codes in order, from the service. */
export async function validationCodes(page: Page): Promise<number[]> {
  const entries = await deskCall<Array<{ field_name: string; code: number }>>(page, 'reference.vocabularies');
  return entries.filter((entry) => entry.field_name === 'validation').map((entry) => entry.code).sort((a, b) => a - b);
}

/** Opens the workspace from the navigation, optionally with a filter in the address (`query` after `?`). */
export async function openWorkspace(page: Page, linkName = 'Observations', query?: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: linkName }).click();
  // The filter goes into the address as a user would paste it (hash routing: no reload).
  if (query) await page.evaluate((hash) => (window.location.hash = hash), `#/observations?${query}`);
  await expect(page.getByTestId('observations-table').locator('[data-row-id]').first()).toBeVisible();
}

/** The occurrence id the detail shows (its `#id`), once loaded. */
export async function detailId(page: Page): Promise<number> {
  const detail = page.getByTestId('observation-detail');
  await expect(detail.getByTestId('validation-panel')).toBeVisible();
  const text = (await detail.locator('.detail__id').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Presses `key` on the page (no element focused by the spec: keys go to the document). */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
}

/**
 * Console errors and page errors of `page`, like helpers.ts `watchConsole`, except the browser's
 * own request for /favicon.ico (the app has none; Chromium asks on some navigations).
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A handle for a local file, got the way the page gets one (its bytes PUT to the host, as a picked file's are). */
export async function deskFile(page: Page, path: string): Promise<string> {
  const bytes = readFileSync(path).toString('base64');
  const result = await page.evaluate(async ({ bytes, name }) => {
    const body = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
    const response = await fetch('/desk/upload', {
      method: 'PUT',
      credentials: 'omit',
      headers: { 'x-desk-secret': sessionStorage.getItem('observation-desk.secret') ?? '', 'x-desk-file-name': encodeURIComponent(name), 'content-type': 'application/octet-stream' },
      body,
    });
    return (await response.json()) as { ok: boolean; value?: { handle: string }; error?: { message: string } };
  }, { bytes, name: basename(path) });
  if (!result.ok) throw new Error(`upload of ${path}: ${result.error?.message ?? 'failed'}`);
  return result.value!.handle;
}
