import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { useSessionStore } from '../../stores/session.js';
import { createFakeDesk, sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import ObservationDetail from './ObservationDetail.vue';
import { useTriageSettings, useValidationStore } from '../validation/index.js';
import { installFakeObservations, makeObservation, type FakeObservations } from '../../testing/fake-observations.js';
import { useObservationRecords } from './record-cache.js';
import { setLocale } from '../../i18n/index.js';

let app: MountedApp | undefined;
let service: FakeObservations;
const changed = vi.fn<(o: Observation) => void>();
const shown = ref<number | null>(1);
const position = ref<{ index: number; count: number } | null>(null);

afterEach(() => {
  app?.wrapper.unmount();
  document.body.innerHTML = '';
  changed.mockReset();
});

const Root = defineComponent({
  setup: () => () => h('div', [
    h(ObservationDetail, { occurrenceId: shown.value, position: position.value, onChanged: changed }),
    h(Toast),
    h(ConfirmDialog),
  ]),
});

async function open(id: number | null = 1, setup?: (s: FakeObservations) => void): Promise<MountedApp> {
  const desk = createFakeDesk();
  service = installFakeObservations(desk);
  setup?.(service);
  shown.value = id;
  app = await mountApp(Root, '/', desk);
  await flushPromises();
  await flushPromises();
  return app;
}

const text = () => app!.wrapper.text();
const field = (name: string) => app!.wrapper.get(`[data-field="${name}"]`).text();

describe('ObservationDetail', () => {
  it('shows every field with its label, names instead of ids, labels instead of codes, units', async () => {
    await open();
    expect(app!.wrapper.get('[data-testid="detail-title"]').text()).toBe('Blackthorn');
    expect(app!.wrapper.get('[data-testid="detail-title"] a').attributes('href')).toBe('/taxa/100'); // the taxon's page in the taxonomy browser
    expect(text()).toContain('Prunus spinosa');
    expect(field('recorded_by_id')).toContain('Sabine Steiner, Marco Rossi');
    expect(field('dataset_id')).toContain('Flora of Ticino');
    expect(field('municipality_id')).toContain('Lugano');
    expect(field('municipality_id')).toContain('computed');
    expect(field('basis_of_record')).toContain('Human observation');
    expect(field('occurrence_status')).toContain('present');
    expect(field('minimum_elevation_in_meters')).toMatch(/Minimum elevation\s*1,234\s*m a\.s\.l\./);
    expect(field('coordinate_uncertainty_in_meters')).toMatch(/25\s*m/);
    expect(app!.wrapper.find('[data-field="verbatim_locality"]').exists()).toBe(false);
    expect(app!.wrapper.get('[data-empty-fields="place"]').text()).toContain('Locality');
    expect(field('occurrence_id')).toContain('read-only');
    expect(field('event_date')).toContain('14 Jun 2025');
    expect(app!.wrapper.get('[data-testid="footprint-wkt"]').text()).toBe('POINT (8.95 46)');
    expect(app!.wrapper.get('[data-testid="footprint-lv95"]').text()).toMatch(/^2.7\d\d.\d{3} \/ 1.0\d\d.\d{3}$/);
    expect(app!.wrapper.findAll('[data-testid="document-thumbnail"]')).toHaveLength(2);
    expect(text()).toContain('Report.pdf');
    expect(app!.wrapper.get('[data-testid="supplement-section"]').text()).toContain('No supplement recorded.');
    expect(app!.wrapper.get('[data-testid="neophyte-section"]').text()).toContain('No neophyte control data recorded.');
    expect(app!.wrapper.get('[data-testid="validation-history"]').text()).toContain('No validation recorded yet.');
    // Photos come before the validation.
    const order = [...app!.wrapper.element.querySelectorAll('[data-testid="documents"], [data-testid="validation-panel"]')].map((e) => e.getAttribute('data-testid'));
    expect(order).toEqual(['documents', 'validation-panel']);
  });

  it('shows the position in the list with the UI language\'s digit grouping', async () => {
    position.value = { index: 1, count: 3197 };
    try {
      await open();
      expect(app!.wrapper.get('[data-testid="detail-position"]').text()).toBe('2 of 3,197');
      await setLocale('de');
      await flushPromises();
      expect(app!.wrapper.get('[data-testid="detail-position"]').text()).toMatch(/^2 von 3[’']197$/);
      await setLocale('fr');
      await flushPromises();
      expect(app!.wrapper.get('[data-testid="detail-position"]').text()).toMatch(/^2 sur 3\s197$/);
    } finally {
      position.value = null;
      await setLocale('en');
    }
  });

  it('shows the status keys next to the vocabulary labels', async () => {
    await open();
    const buttons = app!.wrapper.findAll('[data-testid^="validation-status-"]');
    expect(buttons.map((b) => b.text())).toEqual(['1pending', '2valid', '3probable', '4doubtful', '5invalid']);
    expect(buttons[0]!.attributes('aria-pressed')).toBe('true');
  });

  it('shows a skeleton while loading, and an error with "Try again" that works', async () => {
    await open(null);
    let fail: (error: unknown) => void = () => undefined;
    app!.desk.fn('observations.get').mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    shown.value = 2;
    await flushPromises();
    expect(app!.wrapper.find('[data-testid="detail-loading"]').exists()).toBe(true);
    expect(app!.wrapper.get('article').attributes('aria-busy')).toBe('true');
    fail(new DeskError({ status: 0, code: 'network', message: 'offline', fields: [] }));
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="detail-error"]').text()).toContain('The observation could not be loaded');
    expect(app!.wrapper.get('[data-testid="detail-error"]').text()).toContain('The service could not be reached.');
    await app!.wrapper.get('[data-testid="detail-error"] button').trigger('click');
    await vi.waitFor(() => expect(app!.wrapper.find('[data-testid="observation-fields"]').exists()).toBe(true), { timeout: 5000 });
  });

  it('a status button shows the new status at once, saves it, and reports the change', async () => {
    await open();
    service.delay.set('validations.set', 20);
    await app!.wrapper.get('[data-testid="validation-status-2"]').trigger('click');
    expect(app!.wrapper.get('[data-testid="validation-current-status"]').text()).toBe('valid');
    expect(app!.wrapper.get('[data-testid="validation-history"]').text()).toContain('saving…');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled(), { timeout: 10_000 });
    expect(changed.mock.calls[0]![0]).toMatchObject({ occurrence_id: 1, validation: 2 });
    expect(app!.wrapper.get('[data-testid="validation-history"]').text()).toContain('Sabine Steiner');
  });

  it('takes a failed status back and shows the service\'s message', async () => {
    await open();
    service.failNext('validations.set', new DeskError({ status: 403, code: 'forbidden', message: 'You may not validate in this project.', fields: [] }));
    await app!.wrapper.get('[data-testid="validation-comment"]').setValue('Hawthorn, not blackthorn.');
    await app!.wrapper.get('[data-testid="validation-status-5"]').trigger('click');
    await flushPromises();
    expect(app!.wrapper.get('[data-testid="validation-current-status"]').text()).toBe('pending');
    expect(document.body.textContent).toContain('Validation of observation 1 not saved');
    expect(document.body.textContent).toContain('You may not validate in this project.');
    expect((app!.wrapper.get('[data-testid="validation-comment"]').element as HTMLTextAreaElement).value).toBe('Hawthorn, not blackthorn.');
    expect(changed).not.toHaveBeenCalled();
  });

  it('Enter in the comment saves it with the current status; Shift+Enter does not', async () => {
    await open();
    const comment = app!.wrapper.get('[data-testid="validation-comment"]');
    await comment.setValue('Checked the photo.');
    await comment.trigger('keydown', { key: 'Enter', shiftKey: true });
    expect(app!.desk.fn('validations.set')).not.toHaveBeenCalled();
    await comment.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(app!.desk.fn('validations.set')).toHaveBeenCalledWith({ occurrence_id: 1, validation: { validation: 1, comment: 'Checked the photo.' }, base: expect.anything() });
  });

  it('opens a photo in the lightbox; arrows browse, Escape closes; p opens it again', async () => {
    await open();
    await app!.wrapper.get('[data-testid="document-thumbnail"]').trigger('click');
    await flushPromises();
    const lightbox = document.querySelector('[data-testid="lightbox"]');
    expect(lightbox).not.toBeNull();
    expect(lightbox!.querySelector('img')!.getAttribute('src')).toBe('desk-file://doc/11/file');
    expect(lightbox!.textContent).toContain('1 of 2');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await flushPromises();
    expect(document.querySelector('[data-testid="lightbox"]')!.textContent).toContain('2 of 2');
    expect(document.querySelector('[data-testid="lightbox"] img')!.getAttribute('src')).toBe('desk-file://doc/13/file');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await flushPromises();
    expect(document.querySelector('[data-testid="lightbox"]')!.textContent).toContain('1 of 2');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    await flushPromises();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="lightbox"] img')).toBeNull(), { timeout: 10_000 });
    useTriageSettings().photoRequests += 1;
    await flushPromises();
    expect(document.querySelector('[data-testid="lightbox"] img')!.getAttribute('src')).toBe('desk-file://doc/11/file');
  });

  it('says so, and sends nothing, on a project the person may not validate', async () => {
    await open(1, (s) => s.observations.set(1, makeObservation(1, { dataset_id: 8 })));
    expect(app!.wrapper.get('[data-testid="validation-not-allowed"]').text()).toBe('You may not validate observations of this project.');
    expect(app!.wrapper.get('[data-testid="validation-status-2"]').attributes('disabled')).toBeDefined();
    await expect(useValidationStore().decide(1, 2)).rejects.toThrow();
    await flushPromises();
    expect(app!.desk.fn('validations.set')).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('You may not validate observations of this project.');
  });

  it('never shows the record read for another person: after a switch of user it is read again for the new one', async () => {
    await open();
    expect(app!.desk.fn('observations.get')).toHaveBeenCalledTimes(1);
    service.observations.set(1, makeObservation(1, { occurrence_remarks: 'Seen by the second person.' }));
    useSessionStore().apply({ ...sessionState('signed-in'), user: { username: 'other', display_name: 'O. Ther', person_id: 2 } });
    await flushPromises();
    await vi.waitFor(() => expect(field('occurrence_remarks')).toContain('Seen by the second person.'), { timeout: 10_000 });
    expect(app!.desk.fn('observations.get')).toHaveBeenCalledTimes(2);
  });

  it('reads the observation again when a bulk validation changed it', async () => {
    await open();
    service.validations.set(1, { ...service.validations.get(1)!, validation: 4 });
    useObservationRecords().invalidate([1]);
    await vi.waitFor(() => expect(app!.wrapper.find('[data-testid="validation-current-status"]').text()).toBe('doubtful'), { timeout: 10_000 });
  });
});
