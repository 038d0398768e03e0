import { flushPromises, type VueWrapper } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import VocabularySelect from '../../components/pickers/VocabularySelect.vue';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { installWorkspaceState } from '../../testing/fake-workspace-state.js';
import { installFakeObservations, makeObservation, type FakeObservations } from '../../testing/fake-observations.js';

// The footprint editor carries OpenLayers (tested on its own): a plain WKT box stands in for it here.
vi.mock('../../map/index.js', () => ({
  FootprintEditorAsync: defineComponent({
    props: { wkt: { type: String, default: null }, mode: { type: String, default: 'point' } },
    emits: ['update:wkt'],
    setup: (props, { emit }) => () => h('textarea', {
      id: 'footprint-wkt', 'data-testid': 'stub-footprint', 'data-mode': props.mode, value: props.wkt ?? '',
      onInput: (event: Event) => emit('update:wkt', (event.target as HTMLTextAreaElement).value || null),
    }),
  }),
}));

let app: MountedApp | undefined;
let service: FakeObservations;
let stored: Map<string, unknown>;

afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView), h(Toast), h(ConfirmDialog)]) });

async function open(path: string, keep?: Map<string, unknown>): Promise<MountedApp> {
  const desk = createFakeDesk();
  service = installFakeObservations(desk);
  stored = keep ?? new Map();
  let next = 900;
  desk.fn('observations.create').mockImplementation(async (body: Partial<Observation>) => {
    const created = makeObservation(++next, { ...body, municipality_id: 5192 } as Partial<Observation>);
    service.observations.set(next, created);
    return created;
  });
  desk.fn('observations.update').mockImplementation(async ({ occurrence_id, changes }: { occurrence_id: number; changes: Partial<Observation> }) => {
    const failure = failures.shift();
    if (failure) throw failure;
    const updated = { ...service.observations.get(occurrence_id)!, ...changes } as Observation;
    service.observations.set(occurrence_id, updated);
    return updated;
  });
  installWorkspaceState(desk, stored);
  app = await mountApp(Root, path, desk);
  for (let i = 0; i < 4; i += 1) await flushPromises();
  return app;
}
const failures: DeskError[] = [];

const input = (name: string) => app!.wrapper.get(`#observation-${name}`);
const valueOf = (name: string) => (input(name).element as HTMLInputElement).value;
const errorOf = (name: string) => app!.wrapper.find(`[data-testid="observation-${name}-error"]`);
const submit = async () => {
  await app!.wrapper.get('form').trigger('submit');
  for (let i = 0; i < 3; i += 1) await flushPromises();
};
async function typeNumber(name: string, value: string): Promise<void> {
  await input(name).setValue(value);
  await input(name).trigger('blur');
}
function choose(vocabulary: string, code: number): void {
  const select = app!.wrapper.findAllComponents(VocabularySelect).find((candidate) => candidate.props('vocabulary') === vocabulary) as VueWrapper;
  select.vm.$emit('update:modelValue', code);
}
const dialogButton = (text: string) =>
  [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

describe('editing an observation', () => {
  it('shows its values and what the service computed, read-only', async () => {
    await open('/observations/1/edit');
    expect(app!.wrapper.get('[data-testid="observation-form-title"]').text()).toBe('Edit observation 1');
    expect(valueOf('minimum_elevation_in_meters')).toBe('1234\u00a0m a.s.l.');
    expect(app!.wrapper.get('[data-testid="computed-municipality_id"]').text()).toBe('Lugano');
    expect(app!.wrapper.get('[data-testid="computed-occurrence_id"]').text()).toBe('1');
    expect(app!.wrapper.get('[data-testid="stub-footprint"]').attributes('data-mode')).toBe('point');
  });

  it('checks with the shared schema first: the message on the field, the focus there, nothing sent, the edits kept', async () => {
    await open('/observations/1/edit');
    await input('verbatim_locality').setValue('Monte Brè, south slope');
    await typeNumber('maximum_elevation_in_meters', '900');
    await submit();
    expect(errorOf('maximum_elevation_in_meters').text()).toBe('Must not be less than the minimum.');
    expect(document.activeElement?.id).toBe('observation-maximum_elevation_in_meters');
    expect(app!.desk.fn('observations.update')).not.toHaveBeenCalled();
    expect(valueOf('verbatim_locality')).toBe('Monte Brè, south slope');
    expect(app!.wrapper.find('[data-testid="observation-form-errors"]').text()).toContain('Please correct the marked fields');

    await typeNumber('maximum_elevation_in_meters', '1400');
    expect(errorOf('maximum_elevation_in_meters').exists()).toBe(false);
    await submit();
    expect(app!.desk.fn('observations.update')).toHaveBeenCalledWith({
      occurrence_id: 1, changes: { verbatim_locality: 'Monte Brè, south slope', maximum_elevation_in_meters: 1400 }, base: expect.objectContaining({ occurrence_id: 1 }),
    });
    expect(document.body.textContent).toContain('Observation 1 saved.');
  });

  it('keeps a day that does not exist as typed with the reason, saves nothing while it is there, and asks before a day in the future', async () => {
    await open('/observations/1/edit');
    await typeNumber('event_date', '31.02.2026');
    await flushPromises();
    expect(valueOf('event_date')).toBe('31.02.2026');
    expect(app!.wrapper.get('[data-testid="event-date-unreadable"]').text()).toBe('31.02.2026 is not a day: February has 28 days in 2026.');
    await submit();
    expect(app!.desk.fn('observations.update')).not.toHaveBeenCalled();
    expect(errorOf('event_date').text()).toBe('31.02.2026 is not a day: February has 28 days in 2026.');
    expect(valueOf('event_date')).toBe('31.02.2026');

    await typeNumber('event_date', '14/06/2099');
    expect(errorOf('event_date').exists()).toBe(false);
    await submit();
    expect(document.body.querySelector('[role="alertdialog"]')?.textContent).toContain('The date 14 June 2099 has not come yet.');
    dialogButton('Save anyway').click();
    await vi.waitFor(() => expect(app!.desk.fn('observations.update')).toHaveBeenCalledWith(expect.objectContaining({
      changes: { event_date: expect.stringMatching(/^2099-06-14/) },
    })));
  });

  it('puts the service\'s 422 on the field it names, keeps every edit, and the rest above the form', async () => {
    await open('/observations/1/edit');
    await input('identified_by').setValue('M. Rossi');
    await typeNumber('releve_id', '999999');
    failures.push(new DeskError({
      status: 422, code: 'validation', message: 'Some fields are not valid.',
      fields: [{ field: 'releve_id', message: 'There is no relevé 999999.' }, { field: 'x_extra', message: 'Unknown field.' }],
    }));
    await submit();
    expect(errorOf('releve_id').text()).toBe('There is no relevé 999999.');
    expect(document.activeElement?.id).toBe('observation-releve_id');
    expect(app!.wrapper.get('[data-testid="observation-form-errors"]').text()).toContain('x_extra: Unknown field.');
    expect(valueOf('identified_by')).toBe('M. Rossi');
    expect(valueOf('releve_id')).toBe('999999');
    expect(app!.wrapper.find('[data-testid="observation-dirty"]').exists()).toBe(true);
  });

  it('says so when nothing changed, and sends nothing', async () => {
    await open('/observations/1/edit');
    await submit();
    expect(app!.desk.fn('observations.update')).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Nothing has changed');
  });
});

describe('a new observation', () => {
  it('wants basis of record and project, then creates it and goes on as its edit with the computed fields', async () => {
    await open('/observations/new');
    expect(app!.wrapper.text()).toContain('Shown once the observation is saved');
    await submit();
    expect(errorOf('basis_of_record').text()).toBe('Please fill in this field.');
    expect(errorOf('dataset_id').text()).toBe('Please fill in this field.');
    expect(document.activeElement?.id).toBe('observation-basis_of_record');
    expect(app!.desk.fn('observations.create')).not.toHaveBeenCalled();

    await app!.router.push('/observations/new?dataset_id=7');
    await flushPromises();
    choose('basis_of_record', 1);
    await app!.wrapper.get('[data-testid="stub-footprint"]').setValue('POINT(8.9511 46.0037)');
    await submit();
    expect(app!.desk.fn('observations.create')).toHaveBeenCalledWith({ dataset_id: 7, basis_of_record: 1, footprint_wkt: 'POINT(8.9511 46.0037)' });
    await flushPromises();
    expect(app!.router.currentRoute.value.fullPath).toBe('/observations/901/edit');
    expect(app!.wrapper.get('[data-testid="observation-form-title"]').text()).toBe('Edit observation 901');
    expect(app!.wrapper.get('[data-testid="computed-municipality_id"]').text()).toBe('Lugano');
    expect(app!.desk.fn('observations.get')).not.toHaveBeenCalledWith({ occurrence_id: 901 });
  });
});

describe('drafts and leaving', () => {
  it('keep a draft while typing and offer it when the form opens again; saving clears it', async () => {
    vi.useFakeTimers();
    const keep = new Map<string, unknown>();
    await open('/observations/1/edit', keep);
    await input('verbatim_locality').setValue('Typed before the crash');
    await vi.advanceTimersByTimeAsync(600);
    await flushPromises();
    expect(keep.get('draft:observation:1')).toMatchObject({ data: { values: { verbatim_locality: 'Typed before the crash' } } });
    app!.wrapper.unmount();
    app = undefined;
    vi.useRealTimers();

    await open('/observations/1/edit', keep);
    expect(valueOf('verbatim_locality')).toBe('');
    expect(app!.wrapper.get('[data-testid="draft-offer"]').text()).toContain('Restore the draft of');
    await app!.wrapper.get('[data-testid="draft-restore"]').trigger('click');
    expect(valueOf('verbatim_locality')).toBe('Typed before the crash');
    await submit();
    expect(app!.desk.fn('observations.update')).toHaveBeenCalledWith({ occurrence_id: 1, changes: { verbatim_locality: 'Typed before the crash' }, base: expect.objectContaining({ occurrence_id: 1 }) });
    await flushPromises();
    expect(keep.has('draft:observation:1')).toBe(false);
  });

  it('ask before leaving with unsaved changes; staying keeps them, leaving drops the draft', async () => {
    const keep = new Map<string, unknown>([['draft:observation:1', { saved_at: '2026-03-01T09:00:00.000Z', data: { values: { verbatim_locality: 'x' } } }]]);
    await open('/observations/1/edit', keep);
    await app!.wrapper.get('[data-testid="draft-restore"]').trigger('click');
    void app!.router.push('/observations');
    await flushPromises();
    expect(document.body.textContent).toContain('Leave without saving?');
    dialogButton('Keep editing').click();
    await flushPromises();
    expect(app!.router.currentRoute.value.name).toBe('observation-edit');
    expect(valueOf('verbatim_locality')).toBe('x');

    void app!.router.push('/settings');
    await flushPromises();
    dialogButton('Leave without saving').click();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.name).toBe('settings'), { timeout: 10_000 });
    expect(keep.has('draft:observation:1')).toBe(false);
  });
});
