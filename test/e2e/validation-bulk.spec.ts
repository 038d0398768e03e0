/**
 * Bulk validation against the real reference service through browser mode (issue 4, item 8:
 * "bulk-validate 50 and undo"): 50 observations narrowed by the filter in the address, "Validate
 * all matching", a confirmation that states 50 and the values, the run, then undo of the whole
 * batch; every observation's validation is read back from the service before, after and after
 * the undo. The rate of a larger run (1,000 at ≥ 100 per second) is figure 3 of `npm run bench:ui`
 * (bench/ui/bulk-run.ts), not a test.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers/sign-in.js';
import { deskCall, openWorkspace, serviceValidation, validationCodes, type ServiceValidation, watchProblems } from './helpers/validation.js';

/** `count` observation ids the steward may validate, whose status is not `code`. */
async function idsToChange(page: Page, code: number, count: number): Promise<number[]> {
  const { ids } = await deskCall<{ ids: number[] }>(page, 'observations.ids', {
    clauses: [{ field: 'validation', operation: 'not_in', value: [code] }],
    right: 'validate',
  });
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

async function statesOf(page: Page, ids: number[]): Promise<Map<number, ServiceValidation>> {
  const states = new Map<number, ServiceValidation>();
  for (const id of ids) states.set(id, await serviceValidation(page, id));
  return states;
}

async function runBulk(page: Page, ids: number[], statusLabel: string): Promise<void> {
  await openWorkspace(page, 'Observations', `occurrence_id[in]=${ids.join(',')}`);
  await expect(page.getByTestId('validate-all')).toContainText(String(ids.length.toLocaleString('en-GB')));
  await page.getByTestId('validate-all').click();
  const dialog = page.getByTestId('bulk-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#bulk-status').click();
  await page.getByRole('option', { name: statusLabel, exact: true }).click();
  await dialog.getByTestId('bulk-continue').click();
  await expect(dialog.getByTestId('bulk-confirm-count')).toHaveText(`Observations to change: ${ids.length.toLocaleString('en-GB')}`);
  await expect(dialog.getByTestId('bulk-confirm-status')).toHaveText(statusLabel);
  await dialog.getByTestId('bulk-start').click();
  await expect(dialog.getByTestId('bulk-progress-text')).toHaveText(`${ids.length.toLocaleString('en-GB')} of ${ids.length.toLocaleString('en-GB')} done, 0 failed`, { timeout: 60_000 });
}

test('bulk-validate 50 observations matching a filter, then undo the whole batch', async ({ page, context }) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  await signInAs(page, context, 'steward', 'en');
  const codes = await validationCodes(page);
  const target = codes[3]!;
  const ids = await idsToChange(page, target, 50);
  const before = await statesOf(page, ids);
  const labels = await deskCall<Array<{ field_name: string; code: number; label_en: string }>>(page, 'reference.vocabularies');
  const label = labels.find((entry) => entry.field_name === 'validation' && entry.code === target)!.label_en;

  await runBulk(page, ids, label);
  const dialog = page.getByTestId('bulk-dialog');
  await expect(dialog).toContainText('Validated: 50 of 50.');
  console.log(`bulk validation of 50: ${await dialog.getByTestId('bulk-rate').textContent()}`);
  for (const [id, state] of await statesOf(page, ids)) {
    expect(state.validation, `observation ${id}`).toBe(target);
    expect(state.comment, `observation ${id}`).toBeNull();
  }

  await dialog.getByTestId('bulk-undo').click();
  await expect(dialog).toContainText('Put back: 50 of 50.', { timeout: 60_000 });
  for (const [id, state] of await statesOf(page, ids)) {
    const was = before.get(id)!;
    expect({ id, validation: state.validation, presence: state.v_presence_status, comment: state.comment })
      .toEqual({ id, validation: was.validation, presence: was.v_presence_status, comment: was.comment });
  }
  await dialog.getByTestId('bulk-close').click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
