/**
 * Figure 3 of `npm run bench:ui`: bulk validation of 1,000 observations through the bulk dialog
 * (features/validation/BulkValidateDialog.vue), as a steward does it: the 1,000 in the address
 * (`occurrence_id[in]`), "Validate all N matching", a status, Continue, the confirmation read
 * (meanwhile the dialog reads the current validations, for undo), "Validate now" → "Validated:
 * 1,000 of 1,000." timed in the page from the click. Then "Undo the whole batch", timed the same
 * way, so the data is as before. Baseline: the same number of raw desk calls
 * (`validations.get`) from the page with the dialog's concurrency (6).
 */
import type { Page } from '@playwright/test';
import { emptyQuery } from '../../src-renderer/features/observations/query-codec.js';
import { workspaceHash } from './filter-change.js';
import type { ProbeClient } from './probe-client.js';

/** Rates in observations per second, and what was done. */
export interface BulkRates {
  count: number;
  validate_per_second: number;
  /** Including the confirmation step's background reading (dialog shown → done). */
  validate_with_reading_per_second: number;
  undo_per_second: number;
  /** The rate the dialog itself showed. */
  dialog_rate: string;
  raw_get_per_second: number;
  failures: string[];
}

const DIALOG = '[data-testid="bulk-dialog"]';
const CONCURRENCY = 6;

const en = (value: number): string => value.toLocaleString('en-GB');

/** Validates `count` observations the steward may validate (not of status `code`) to `code`, then undoes it. */
export async function measureBulk(page: Page, probes: ProbeClient, options: { count: number; code: number; label: string }): Promise<BulkRates> {
  const clauses = [{ field: 'validation', operation: 'not_in' as const, value: [options.code] }];
  const { value } = await probes.desk<{ ids: number[] }>('observations.ids', { clauses, right: 'validate' });
  const ids = value.ids.slice(0, options.count);
  if (ids.length < options.count) throw new Error(`only ${ids.length} observations to validate`);
  const failures: string[] = [];

  await probes.navigate(workspaceHash({ ...emptyQuery(), clauses: [{ field: 'occurrence_id', operation: 'in', value: ids }] }), 60_000);
  await page.getByTestId('validate-all').filter({ hasText: en(ids.length) }).click();
  const dialog = page.locator(DIALOG);
  await dialog.locator('#bulk-status').click();
  await page.getByRole('option', { name: options.label, exact: true }).click();
  const confirmShown = performance.now();
  await dialog.getByTestId('bulk-continue').click();
  await dialog.getByTestId('bulk-confirm-count').filter({ hasText: en(ids.length) }).waitFor();
  const all = `${en(ids.length)} of ${en(ids.length)}`;
  await dialog.getByTestId('bulk-reading').filter({ hasText: all }).waitFor({ timeout: 120_000 });

  await probes.arm('click', [{ kind: 'contains', selector: DIALOG, text: `Validated: ${all}.` }], 120_000);
  await dialog.getByTestId('bulk-start').click();
  const [validated] = await probes.armed();
  const withReading = (performance.now() - confirmShown) / 1000;
  const dialog_rate = await probes.text('[data-testid="bulk-rate"]');
  if (!(await probes.text('[data-testid="bulk-progress-text"]')).endsWith(', 0 failed')) failures.push(`validate: ${await probes.text('[data-testid="bulk-progress-text"]')}`);

  await probes.arm('click', [{ kind: 'contains', selector: DIALOG, text: `Put back: ${all}.` }], 120_000);
  await dialog.getByTestId('bulk-undo').click();
  const [undone] = await probes.armed();
  if (!(await probes.text('[data-testid="bulk-progress-text"]')).endsWith(', 0 failed')) failures.push(`undo: ${await probes.text('[data-testid="bulk-progress-text"]')}`);
  await dialog.getByTestId('bulk-close').click();

  const raw = await probes.deskMany('validations.get', ids.map((occurrence_id) => ({ occurrence_id })), CONCURRENCY);

  return {
    count: ids.length,
    validate_per_second: (ids.length * 1000) / validated!.to_paint_ms,
    validate_with_reading_per_second: ids.length / withReading,
    undo_per_second: (ids.length * 1000) / undone!.to_paint_ms,
    dialog_rate,
    raw_get_per_second: (ids.length * 1000) / raw,
    failures,
  };
}
