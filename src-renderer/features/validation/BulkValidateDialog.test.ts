import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { DeskError } from '../../../src-shared/contract/errors.js';
import ConfirmDialog from 'primevue/confirmdialog';
import { createFakeDesk, SANDBOX } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import BulkValidateDialog from './BulkValidateDialog.vue';
import type { BulkReport } from './bulk-store.js';
import { installFakeObservations, type FakeObservations } from '../../testing/fake-observations.js';

let app: MountedApp | undefined;
let service: FakeObservations;
const visible = ref(true);
const done = vi.fn<(report: BulkReport) => void>();
const IDS = Array.from({ length: 12 }, (_, i) => i + 1);

afterEach(() => {
  vi.useRealTimers();
  app?.wrapper.unmount();
  document.body.innerHTML = '';
  done.mockReset();
});

const Root = defineComponent({
  setup: () => () => h(BulkValidateDialog, {
    selectedIds: [2, 3, 5], clauses: [{ field: 'validation', operation: 'eq', value: 1 }], filteredTotal: 14, visible: visible.value,
    'onUpdate:visible': (value: boolean) => (visible.value = value), onDone: done,
  }),
});

async function open(): Promise<void> {
  const desk = createFakeDesk();
  service = installFakeObservations(desk, IDS);
  visible.value = true;
  app = await mountApp(Root, '/', desk);
  await flushPromises();
}

const dialog = () => document.querySelector('[data-testid="bulk-dialog"]') as HTMLElement;
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement;
const button = (label: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;

async function chooseStatus(label: string): Promise<void> {
  (dialog().querySelector('#bulk-status') as HTMLElement).click();
  await flushPromises();
  const option = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent?.trim() === label) as HTMLElement;
  option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  await flushPromises();
}

describe('BulkValidateDialog', () => {
  it('over the selection: confirms N and the values, runs, reports, undoes', async () => {
    await open();
    expect(dialog().textContent).toContain('The selected observations (3)');
    expect(dialog().textContent).toContain('All observations matching the filter (14)');
    expect(button('Continue').disabled).toBe(true);
    await chooseStatus('valid');
    button('Continue').click();
    await flushPromises();
    expect(byTestId('bulk-confirm-count').textContent).toBe('Observations to change: 3');
    expect(byTestId('bulk-confirm-status').textContent).toBe('valid');
    expect(dialog().textContent).toContain('none (a current comment is removed)');
    byTestId('bulk-start').click();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await flushPromises();
    expect(done.mock.calls[0]![0]).toMatchObject({ kind: 'validate', total: 3, failures: [] });
    expect(dialog().textContent).toContain('Validated: 3 of 3.');
    expect(byTestId('bulk-progress-text').textContent).toBe('3 of 3 done, 0 failed');
    expect([2, 3, 5].map((id) => service.validations.get(id)!.validation)).toEqual([2, 2, 2]);
    byTestId('bulk-undo').click();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(done.mock.calls[1]![0]).toMatchObject({ kind: 'undo', total: 3 });
    expect([2, 3, 5].map((id) => service.validations.get(id)!.validation)).toEqual([1, 1, 1]);
  });

  it('over all matching: counts with observations.ids, says how many of the matching may be changed', async () => {
    await open();
    (dialog().querySelector('#bulk-scope-filter') as HTMLInputElement).click();
    await flushPromises();
    await chooseStatus('doubtful');
    button('Continue').click();
    await flushPromises();
    expect(app!.desk.fn('observations.ids')).toHaveBeenCalledWith({ clauses: [{ field: 'validation', operation: 'eq', value: 1 }], right: 'validate' });
    expect(byTestId('bulk-confirm-count').textContent).toBe('Observations to change: 12');
    expect(dialog().textContent).toContain('Of 14 matching observations you may validate 12; only those are changed.');
  });

  it('lists what failed with the message, and "Retry failed" runs those again', async () => {
    await open();
    await chooseStatus('invalid');
    button('Continue').click();
    await flushPromises();
    service.failNext('validations.set', new DeskError({ status: 409, code: 'conflict', message: 'Observation is locked by another validation.', fields: [] }));
    byTestId('bulk-start').click();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await flushPromises();
    const failures = byTestId('bulk-failures');
    expect(failures.textContent).toContain('Not changed (1)');
    expect(failures.textContent).toContain('Observation is locked by another validation.');
    expect(byTestId('bulk-progress-text').textContent).toBe('2 of 3 done, 1 failed');
    byTestId('bulk-retry').click();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(done.mock.calls[1]![0]).toMatchObject({ total: 1, failures: [] });
    expect([2, 3, 5].map((id) => service.validations.get(id)!.validation)).toEqual([5, 5, 5]);
  });

  it('cannot be closed while running; Stop stops launching', async () => {
    await open();
    (dialog().querySelector('#bulk-scope-filter') as HTMLInputElement).click();
    await chooseStatus('valid');
    button('Continue').click();
    await flushPromises();
    service.delay.set('validations.set', 30);
    // Fake time: no call finishes before Stop, however slow the machine (real time let all finish first).
    vi.useFakeTimers();
    byTestId('bulk-start').click();
    await flushPromises();
    expect(dialog().querySelector('button[aria-label="Close"]')).toBeNull();
    byTestId('bulk-stop').click();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const report = done.mock.calls[0]![0];
    expect(report.cancelled).toBe(true);
    expect(report.notStarted.length).toBeGreaterThan(0);
    await flushPromises();
    expect(dialog().textContent).toContain(`Stopped: ${report.notStarted.length} not started.`);
    expect(button('Retry failed and continue')).toBeDefined();
  });
});

describe('BulkValidateDialog on a production server', () => {
  const WithConfirm = defineComponent({ setup: () => () => h('div', [h(Root), h(ConfirmDialog)]) });

  async function openOn(is_production: boolean): Promise<void> {
    const desk = createFakeDesk();
    const bern = { ...SANDBOX, id: 'bern', name: 'Canton of Bern', is_sandbox: false, is_production };
    desk.fn('profiles.list').mockResolvedValue({ profiles: [SANDBOX, bern], active_id: 'bern' });
    service = installFakeObservations(desk, IDS);
    visible.value = true;
    app = await mountApp(WithConfirm, '/', desk);
    await flushPromises();
    await chooseStatus('valid');
    button('Continue').click();
    await flushPromises();
    byTestId('bulk-start').click();
    await flushPromises();
  }

  const question = () => document.querySelector('[role="alertdialog"]') as HTMLElement | null;
  const answer = (label: string) => ([...question()!.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement).click();

  it('asks first, naming the server and the count; Cancel changes nothing', async () => {
    await openOn(true);
    await vi.waitFor(() => expect(question()?.textContent).toContain('“Canton of Bern” is a production server. This changes 3 observations there.'));
    answer('Cancel');
    await flushPromises();
    expect(done).not.toHaveBeenCalled();
    expect([2, 3, 5].map((id) => service.validations.get(id)?.validation ?? 1)).toEqual([1, 1, 1]);
  });

  it('runs once the change on production is confirmed', async () => {
    await openOn(true);
    await vi.waitFor(() => expect(question()).not.toBeNull());
    answer('Change on production');
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect([2, 3, 5].map((id) => service.validations.get(id)!.validation)).toEqual([2, 2, 2]);
  });

  it('asks nothing on a server not marked production', async () => {
    await openOn(false);
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(question()).toBeNull();
  });
});
