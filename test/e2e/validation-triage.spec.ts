/**
 * Keyboard triage against the real reference service through browser mode (issue 4, item 8:
 * "validate three records with the keyboard alone"): after opening the workspace, only keys —
 * j to the first observation, c to comment, Esc, a status digit (moving on by itself), u to take
 * the last one back, k to go back, ? for the keys. What the service holds is read back through
 * the desk. Also prints how long moving to the next observation took (target ≤ 50 ms).
 */
import { expect, test } from '@playwright/test';
import { painted, watchDeskCalls } from './helpers/settled.js';
import { signInAs } from './helpers/sign-in.js';
import { detailId, openWorkspace, press, serviceValidation, validationCodes, watchProblems } from './helpers/validation.js';

test('validate three records with the keyboard alone, undo one, read them back from the service', async ({ page, context }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await page.addInitScript(() => localStorage.removeItem('observation-desk.triage.advance'));
  await signInAs(page, context, 'steward', 'en');
  await openWorkspace(page);
  const codes = await validationCodes(page);
  expect(codes.length).toBeGreaterThanOrEqual(5);
  const detail = page.getByTestId('observation-detail');

  // j: the first observation of the table.
  await press(page, 'j');
  const first = await detailId(page);
  await expect(detail.getByTestId('validation-status-' + codes[0])).toBeVisible();

  // c: the comment field; typing there (with a j in it) does not move; Esc leaves it; 2 decides and moves on.
  await press(page, 'c');
  const comment = detail.getByTestId('validation-comment');
  await expect(comment).toBeFocused();
  await page.keyboard.type('Checked in the e2e journey.');
  expect(await detailId(page)).toBe(first);
  await press(page, 'Escape');
  await expect(comment).not.toBeFocused();
  await press(page, '2');
  await expect.poll(() => detailId(page)).not.toBe(first);
  const second = await detailId(page);

  await press(page, '3');
  await expect.poll(() => detailId(page)).not.toBe(second);
  const third = await detailId(page);
  const thirdBefore = await serviceValidation(page, third);

  // 4 on the third, then u: back on the third, its previous validation restored; then 5.
  await press(page, '4');
  await expect.poll(() => detailId(page)).not.toBe(third);
  await expect.poll(async () => (await serviceValidation(page, third)).validation).toBe(codes[3]);
  await press(page, 'u');
  await expect.poll(() => detailId(page)).toBe(third);
  await expect(page.locator('.p-toast-message').filter({ hasText: `Validation of observation ${third} taken back.` })).toBeVisible();
  await expect.poll(async () => (await serviceValidation(page, third)).validation).toBe(thirdBefore.validation);
  const restored = await serviceValidation(page, third);
  expect({ p: restored.v_presence_status, c: restored.comment }).toEqual({ p: thirdBefore.v_presence_status, c: thirdBefore.comment });
  await press(page, '5');
  await expect.poll(() => detailId(page)).not.toBe(third);

  // What the service holds now.
  await expect.poll(async () => (await serviceValidation(page, first)).validation).toBe(codes[1]);
  expect((await serviceValidation(page, first)).comment).toBe('Checked in the e2e journey.');
  expect((await serviceValidation(page, second)).validation).toBe(codes[2]);
  await expect.poll(async () => (await serviceValidation(page, third)).validation).toBe(codes[4]);

  // k twice: back to the second, which shows its new status and the history entry by the steward.
  await press(page, 'k');
  await press(page, 'k');
  await expect.poll(() => detailId(page)).toBe(second);
  await expect(detail.getByTestId('validation-status-' + codes[2])).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('validation-history')).toContainText('Sabine Steiner');

  // ?: the keys; ? again closes.
  await press(page, '?');
  const help = page.getByTestId('triage-keys-dialog');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Next observation');
  await press(page, '?');
  await expect(help).toBeHidden();
  expect(problems).toEqual([]);
});

test('moving on in triage shows the next observation at once (prefetched): no loading state, time printed', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAs(page, context, 'steward', 'en');
  const calls = watchDeskCalls(page);
  await openWorkspace(page);
  await press(page, 'j');
  await detailId(page);
  // The read-ahead starts once the detail is painted; a steward looks at the record until it is done.
  const readAhead = async (): Promise<void> => {
    await painted(page);
    await calls.idle();
  };
  await readAhead();
  // Counts every time the detail's loading skeleton appears: with the prefetch it never should.
  await page.evaluate(() => {
    const counter = window as unknown as { skeletons: number };
    counter.skeletons = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.matches('[data-testid="detail-loading"]') || node.querySelector('[data-testid="detail-loading"]'))) counter.skeletons += 1;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const timings: number[] = [];
  for (let step = 0; step < 20; step += 1) {
    const before = await detailId(page);
    await press(page, 'j');
    await expect.poll(() => detailId(page)).not.toBe(before);
    await expect(page.getByTestId('observation-detail')).toHaveAttribute('data-switch-for', String(await detailId(page)));
    timings.push(Number(await page.getByTestId('observation-detail').getAttribute('data-switch-ms')));
    await readAhead();
  }
  expect(await page.evaluate(() => (window as unknown as { skeletons: number }).skeletons)).toBe(0);
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
  console.log(`triage next observation (key to painted, whole workspace): median ${median} ms, p95 ${p95} ms, max ${sorted.at(-1)} ms over ${timings.length} moves`);
  // Not a timed test (issue 4: the figure is printed); only a sanity bound against a broken prefetch.
  expect(median).toBeLessThan(400);
});
