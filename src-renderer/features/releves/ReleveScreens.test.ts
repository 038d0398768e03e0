import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { Releve } from '../../../src-shared/schemas/releve.js';
import VocabularySelect from '../../components/pickers/VocabularySelect.vue';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { answerConflict, conflictChoice, conflictRowNames } from '../../testing/conflict-dialog.js';
import { makeObservation } from '../../testing/fake-observations.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView), h(Toast), h(ConfirmDialog)]) });
const ALP: Releve = {
  id: 9, dataset_id: 3, project: 'ALP-09 Bivio', event_date: '2024-07-13T00:00:00.000+02:00',
  tree_layer_height_in_meters: 12, herb_layer_height_in_centimeters: 40, cover_herbs_in_percentage: 80,
  footprint_wkt: 'POLYGON((9.6 46.4,9.601 46.4,9.601 46.401,9.6 46.4))', recorded_by_id: [],
};
const SPECIES = [
  { occurrence_id: 301, dataset_id: 3, releve_id: 9, taxon_id: 48, cover: 5 },
  { occurrence_id: 302, dataset_id: 3, releve_id: 9, taxon_id: 50, cover: 2 },
];

function fakeDesk(): FakeDesk {
  const desk = createFakeDesk();
  desk.fn('releves.get').mockResolvedValue(ALP);
  desk.fn('observations.list').mockResolvedValue({ rows: structuredClone(SPECIES), total: 2, filtered_total: 2 });
  desk.fn('reference.taxonNames').mockResolvedValue([
    { id: 48, scientific_name: 'Bromus erectus Huds. s.str.', taxonomic_status: 'accepted' },
    { id: 50, scientific_name: 'Carex sempervirens Vill.', taxonomic_status: 'accepted' },
  ]);
  desk.fn('reference.vocabularies').mockResolvedValue([]);
  // the user is an editor of ALP's project (every right list names it)
  desk.fn('reference.projects').mockResolvedValue([{ id: 3, project_name: 'Alpine flora', my_role: 'editor' }]);
  desk.fn('observations.ids').mockResolvedValue({ ids: [] });
  desk.fn('supplements.get').mockImplementation(async ({ occurrence_id }: { occurrence_id: number }) => (occurrence_id === 301 ? { occurrence_id, releve_stratum: 3 } : null));
  return desk;
}

/** ALP's day (2024-07-13, Swiss time) as the UI in English writes it (en-GB). */
const DAY_SHOWN = '13/07/2024';

async function open(path: string, desk = fakeDesk()): Promise<MountedApp> {
  const mounted = await mountApp(Root, path, desk);
  await flushPromises();
  return mounted;
}

const control = (name: string) => app!.wrapper.get(`#releve-${name}`);
const labelOf = (name: string) => app!.wrapper.get(`label[for="releve-${name}"]`).text();
const errorOf = (name: string) => app!.wrapper.find(`[data-testid="releve-${name}-error"]`);
const submit = async () => {
  await app!.wrapper.get('[data-testid="releve-form"]').trigger('submit');
  await flushPromises();
};
const dialogButton = (text: string) =>
  [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

describe('relevé form', () => {
  it('shows the unit of every height and cover field in its label', async () => {
    app = await open('/releves/new');
    expect(labelOf('tree_layer_height_in_meters')).toBe('Tree layer height (m)');
    expect(labelOf('shrub_layer_height_in_meters')).toBe('Shrub layer height (m)');
    expect(labelOf('herb_layer_height_in_centimeters')).toBe('Herb layer height (cm)');
    expect(labelOf('moss_layer_height_in_centimeters')).toBe('Moss layer height (cm)');
    expect(labelOf('cover_rock_in_percentage')).toBe('Rock cover (%)');
    expect(labelOf('dataset_id')).toBe('Project *');
  });

  it('refuses a relevé without a project before sending, keeping what was typed', async () => {
    app = await open('/releves/new');
    await control('project').setValue('Half a relevé');
    await submit();
    expect(errorOf('dataset_id').text()).toBe('Please fill in this field.');
    // a form's project asks to be chosen; "Any project" is for filters
    expect(control('dataset_id').text()).toBe('Choose a project');
    expect(app.desk.fn('releves.create')).not.toHaveBeenCalled();
    expect((control('project').element as HTMLInputElement).value).toBe('Half a relevé');
  });

  it('edits: starts from the relevé, sends only the change, puts the service\'s 422 on its field and keeps the edit', async () => {
    app = await open('/releves/9/edit');
    expect((control('project').element as HTMLInputElement).value).toBe('ALP-09 Bivio');
    app.desk.fn('releves.update')
      .mockRejectedValueOnce(new DeskError({ status: 422, code: 'validation', message: 'Invalid', fields: [{ field: 'syntaxon_name', message: 'Unknown syntaxon.' }] }))
      .mockImplementationOnce(async ({ changes }: { changes: object }) => ({ ...ALP, ...changes }));
    await control('syntaxon_name').setValue('Nardion');
    await submit();
    expect(app.desk.fn('releves.update')).toHaveBeenCalledWith({ id: 9, changes: { syntaxon_name: 'Nardion' }, base: ALP });
    expect(errorOf('syntaxon_name').text()).toBe('Unknown syntaxon.');
    expect((control('syntaxon_name').element as HTMLInputElement).value).toBe('Nardion');
    expect(app.router.currentRoute.value.path).toBe('/releves/9/edit');
    await submit();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/releves/9'), { timeout: 10_000 });
  });

  it('keeps a day that does not exist as typed, says why under the field, and saves nothing while it is there', async () => {
    app = await open('/releves/9/edit');
    await control('event_date').setValue('31.02.2026');
    await control('event_date').trigger('blur');
    await flushPromises();
    expect((control('event_date').element as HTMLInputElement).value).toBe('31.02.2026');
    expect(app.wrapper.get('[data-testid="day-unreadable"]').text()).toBe('31.02.2026 is not a day: February has 28 days in 2026.');
    expect(app.wrapper.text()).not.toContain('nothing was saved');
    await control('syntaxon_name').setValue('Nardion');
    await submit();
    expect(app.desk.fn('releves.update')).not.toHaveBeenCalled();
    expect(errorOf('event_date').text()).toBe('31.02.2026 is not a day: February has 28 days in 2026.');
    expect(app.wrapper.find('[data-testid="day-unreadable"]').exists()).toBe(false);
    expect((control('event_date').element as HTMLInputElement).value).toBe('31.02.2026');
  });

  it('asks before saving a day in the future: checking sends nothing, saving anyway sends it', async () => {
    app = await open('/releves/9/edit');
    app.desk.fn('releves.update').mockImplementation(async ({ changes }: { changes: object }) => ({ ...ALP, ...changes }));
    await control('event_date').setValue('14/06/2099');
    await control('event_date').trigger('blur');
    await submit();
    expect(document.body.querySelector('[role="alertdialog"]')?.textContent).toContain('The date 14 June 2099 has not come yet. Save it anyway?');
    dialogButton('Check the date').click();
    await flushPromises();
    expect(app.desk.fn('releves.update')).not.toHaveBeenCalled();
    expect((control('event_date').element as HTMLInputElement).value).toBe('14/06/2099');
    await submit();
    dialogButton('Save anyway').click();
    await vi.waitFor(() => expect(app!.desk.fn('releves.update')).toHaveBeenCalledWith(expect.objectContaining({ changes: { event_date: '2099-06-14' } })));
  });

  it('keeps unsaved values as the draft of that relevé', async () => {
    const desk = fakeDesk();
    app = await open('/releves/9/edit', desk);
    await control('event_remarks').setValue('Grazed since June');
    await vi.waitFor(async () => expect(await desk.workspaceState.get({ key: 'draft:releve:9' }))
      .toMatchObject({ value: { data: { values: { event_remarks: 'Grazed since June' } } } }), { timeout: 10_000 });
  });
});

describe('relevé page', () => {
  it('shows heights and covers with their units, and its species from observations.list with releve_id', async () => {
    app = await open('/releves/9');
    const shown = (name: string) => app!.wrapper.get(`[data-field="${name}"] dd`).text();
    expect(app.wrapper.get('[data-testid="releve-title"]').text()).toBe('ALP-09 Bivio');
    expect(shown('tree_layer_height_in_meters')).toBe('12\u00a0m');
    expect(shown('herb_layer_height_in_centimeters')).toBe('40\u00a0cm');
    expect(shown('cover_herbs_in_percentage')).toBe('80\u00a0%');
    expect(shown('event_date')).toBe(DAY_SHOWN);
    expect(app.desk.fn('observations.list')).toHaveBeenCalledWith(expect.objectContaining({ clauses: [{ field: 'releve_id', operation: 'eq', value: 9 }] }));
    expect(app.wrapper.findAll('[data-testid="releve-species-row"]')).toHaveLength(2);
  });

  it('asks before removing a species (naming it and its record), and keeps it when the service refuses', async () => {
    app = await open('/releves/9');
    const removeFirst = () => app!.wrapper.findAll('[data-testid="releve-species-remove"]')[0]!.trigger('click');
    await removeFirst();
    await flushPromises();
    expect(document.body.textContent).toContain('Bromus erectus Huds. s.str. is removed from the relevé: its observation #301 is deleted for good.');
    dialogButton('Keep it').click();
    await flushPromises();
    expect(app.desk.fn('observations.remove')).not.toHaveBeenCalled();
    app.desk.fn('observations.remove').mockRejectedValueOnce(new DeskError({ status: 403, code: 'forbidden', message: 'No right', fields: [] })).mockResolvedValueOnce({ occurrence_id: 301 });
    await removeFirst();
    await flushPromises();
    dialogButton('Remove the species').click();
    await flushPromises();
    expect(app.wrapper.findAll('[data-testid="releve-species-row"]')).toHaveLength(2);
    await removeFirst();
    await flushPromises();
    dialogButton('Remove the species').click();
    await flushPromises();
    expect(app.desk.fn('observations.remove')).toHaveBeenLastCalledWith({ occurrence_id: 301, base: SPECIES[0] });
    expect(app.wrapper.findAll('[data-testid="releve-species-row"]').map((row) => row.attributes('data-occurrence-id'))).toEqual(['302']);
  });

  it('shows each species\' layer (the supplement\'s releve_stratum) and saves a layer changed in place', async () => {
    app = await open('/releves/9');
    await flushPromises();
    const layerOf = (id: number) => app!.wrapper.get(`[data-occurrence-id="${id}"] [data-testid="releve-species-layer"]`).findComponent(VocabularySelect);
    expect(app.desk.fn('supplements.get')).toHaveBeenCalledWith({ occurrence_id: 301 });
    expect(app.desk.fn('supplements.get')).toHaveBeenCalledWith({ occurrence_id: 302 });
    expect(layerOf(301).props('modelValue')).toBe(3);
    expect(layerOf(302).props('modelValue')).toBeNull();
    expect(layerOf(302).props('vocabulary')).toBe('releve_stratum');
    app.desk.fn('supplements.put').mockImplementationOnce(async ({ occurrence_id, values }: { occurrence_id: number; values: object }) => ({ occurrence_id, ...values }));
    layerOf(302).vm.$emit('update:modelValue', 1);
    await flushPromises();
    expect(app.desk.fn('supplements.put')).toHaveBeenCalledWith({ occurrence_id: 302, values: { releve_stratum: 1 } });
    expect(layerOf(302).props('modelValue')).toBe(1);
  });

  it('saves a cover code changed in place, and keeps the choice with the reason when it is refused', async () => {
    app = await open('/releves/9');
    app.desk.fn('observations.update')
      .mockRejectedValueOnce(new DeskError({ status: 422, code: 'validation', message: 'Invalid', fields: [{ field: 'cover', message: 'Not a code of the vocabulary cover.' }] }))
      .mockImplementationOnce(async ({ occurrence_id, changes }: { occurrence_id: number; changes: object }) => ({ ...SPECIES[0], occurrence_id, ...changes }));
    const coverOf = (index: number) => app!.wrapper.findAllComponents(VocabularySelect)[index]!;
    coverOf(0).vm.$emit('update:modelValue', 99);
    await flushPromises();
    expect(app.desk.fn('observations.update')).toHaveBeenCalledWith({ occurrence_id: 301, changes: { cover: 99 }, base: SPECIES[0] });
    expect(coverOf(0).props('modelValue')).toBe(99);
    expect(app.wrapper.get('[data-occurrence-id="301"]').text()).toContain('Not a code of the vocabulary cover.');
    coverOf(0).vm.$emit('update:modelValue', 7);
    await flushPromises();
    // from the row as stored, not the refused choice shown
    expect(app.desk.fn('observations.update')).toHaveBeenLastCalledWith({ occurrence_id: 301, changes: { cover: 7 }, base: SPECIES[0] });
    expect(coverOf(0).props('modelValue')).toBe(7);
    expect(app.wrapper.get('[data-occurrence-id="301"]').text()).not.toContain('Not a code');
  });

  describe('a cover someone else changed meanwhile', () => {
    const THEIRS = makeObservation(301, { dataset_id: 3, releve_id: 9, taxon_id: 48, cover: 3 });
    const coverOf = (index: number) => app!.wrapper.findAllComponents(VocabularySelect)[index]!;
    /** Opens the relevé and chooses cover 7 on its first row, which the service refuses as overtaken by THEIRS. */
    async function chooseOvertaken(): Promise<MountedApp> {
      app = await open('/releves/9');
      app.desk.fn('observations.update')
        .mockRejectedValueOnce(new DeskError({ status: 412, code: 'conflict', message: 'Observation 301 was changed by someone else since you opened it.', fields: [], current: THEIRS }))
        .mockImplementationOnce(async ({ changes }: { changes: object }) => ({ ...THEIRS, ...changes }));
      coverOf(0).vm.$emit('update:modelValue', 7);
      await flushPromises();
      return app;
    }

    it('asks mine or theirs, and saves mine from their version', async () => {
      const mounted = await chooseOvertaken();
      expect(conflictRowNames()).toEqual(['cover']);
      expect(conflictChoice('cover', 'mine').checked).toBe(true);
      await answerConflict('save');
      expect(mounted.desk.fn('observations.update')).toHaveBeenLastCalledWith({ occurrence_id: 301, changes: { cover: 7 }, base: THEIRS });
      expect(coverOf(0).props('modelValue')).toBe(7);
    });

    it('takes theirs without sending anything more when chosen', async () => {
      const mounted = await chooseOvertaken();
      await answerConflict('all-theirs');
      await answerConflict('save');
      expect(mounted.desk.fn('observations.update')).toHaveBeenCalledTimes(1);
      expect(coverOf(0).props('modelValue')).toBe(3);
    });

    it('keeps the choice on the row when the merge is cancelled, and says it is not saved', async () => {
      const mounted = await chooseOvertaken();
      await answerConflict('cancel');
      expect(coverOf(0).props('modelValue')).toBe(7);
      expect(mounted.wrapper.get('[data-occurrence-id="301"]').text()).toContain('Not saved: someone else changed this record meanwhile.');
    });
  });

  it('says why "Add species" did nothing without a taxon', async () => {
    app = await open('/releves/9');
    await app.wrapper.get('[data-testid="releve-species-add-button"]').trigger('click');
    await flushPromises();
    expect(app.wrapper.get('[data-testid="releve-species-add-problem"]').text()).toBe('Choose a taxon first.');
    expect(app.desk.fn('observations.create')).not.toHaveBeenCalled();
  });

  it('deletes a relevé with species in one step: the question says its species go with it; species first, then the relevé', async () => {
    app = await open('/releves/9');
    app.desk.fn('observations.ids').mockResolvedValue({ ids: [301, 302] });
    app.desk.fn('observations.remove').mockImplementation(async ({ occurrence_id }: { occurrence_id: number }) => ({ occurrence_id }));
    app.desk.fn('releves.remove').mockResolvedValue({ id: 9 });
    app.desk.fn('releves.list').mockResolvedValue({ rows: [], total: 0, filtered_total: 0 });
    await app.wrapper.get('[data-testid="releve-delete"]').trigger('click');
    await flushPromises();
    expect(app.desk.fn('observations.ids')).toHaveBeenCalledWith({ clauses: [{ field: 'releve_id', operation: 'eq', value: 9 }] });
    expect(document.body.textContent).toContain('ALP-09 Bivio and its 2 species observations will be deleted for good');
    dialogButton('Delete the relevé and its species').click();
    await flushPromises();
    expect(app.desk.fn('observations.remove').mock.calls.map(([input]) => input)).toEqual([{ occurrence_id: 301 }, { occurrence_id: 302 }]);
    expect(app.desk.fn('releves.remove')).toHaveBeenCalledWith({ id: 9, base: ALP });
    expect(app.desk.fn('releves.remove').mock.invocationCallOrder[0]).toBeGreaterThan(app.desk.fn('observations.remove').mock.invocationCallOrder[1]!);
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/releves'), { timeout: 5000 });
  });

  it('keeps the relevé and says how far it got when a species cannot be deleted', async () => {
    app = await open('/releves/9');
    app.desk.fn('observations.ids').mockResolvedValue({ ids: [301, 302] });
    app.desk.fn('observations.remove')
      .mockResolvedValueOnce({ occurrence_id: 301 })
      .mockRejectedValueOnce(new DeskError({ status: 403, code: 'forbidden', message: 'No write right on project 3', fields: [] }));
    await app.wrapper.get('[data-testid="releve-delete"]').trigger('click');
    await flushPromises();
    dialogButton('Delete the relevé and its species').click();
    await flushPromises();
    expect(app.desk.fn('releves.remove')).not.toHaveBeenCalled();
    expect(app.wrapper.get('[data-testid="releve-delete-partial"]').text()).toContain('1 of 2 species observations were deleted; the relevé is kept.');
    expect(app.router.currentRoute.value.path).toBe('/releves/9');
    // the species list is read again
    expect(app.desk.fn('observations.list')).toHaveBeenCalledTimes(2);
  });

  it('explains a delete refused while species observations point at the relevé', async () => {
    app = await open('/releves/9');
    app.desk.fn('releves.remove').mockRejectedValueOnce(new DeskError({ status: 409, code: 'conflict', message: 'Relevé has observations', fields: [] }));
    await app.wrapper.get('[data-testid="releve-delete"]').trigger('click');
    await flushPromises();
    dialogButton('Delete the relevé').click();
    await flushPromises();
    expect(app.desk.fn('releves.remove')).toHaveBeenCalledWith({ id: 9, base: ALP });
    expect(app.wrapper.get('[data-testid="releve-delete-conflict"]').text()).toContain('still has species observations');
    expect(app.router.currentRoute.value.path).toBe('/releves/9');
  });
});

/** Opens the relevé list at `path` with no row matching, of `total` relevés in all; its empty state. */
async function openEmptyList(path: string, total: number) {
  const desk = fakeDesk();
  desk.fn('releves.list').mockResolvedValue({ rows: [], total, filtered_total: 0 });
  app = await open(path, desk);
  return app.wrapper.get('[data-testid="releves-empty"]');
}

describe('relevé list', () => {
  it('sends the address\'s filters as clauses with srid, and links each relevé', async () => {
    const desk = fakeDesk();
    desk.fn('releves.list').mockResolvedValue({ rows: [ALP], total: 12, filtered_total: 1 });
    app = await open('/releves?dataset_id[in]=3&id[gte]=5&srid=2056', desk);
    expect(desk.fn('releves.list')).toHaveBeenCalledWith(expect.objectContaining({
      clauses: [{ field: 'id', operation: 'gte', value: 5 }, { field: 'dataset_id', operation: 'in', value: [3] }],
      srid: 2056,
      offset: 0,
    }));
    expect(app.wrapper.get('[data-testid="releves-table"]').text()).toContain('ALP-09 Bivio');
    expect(app.wrapper.get('[data-testid="releves-table"]').text()).toContain(DAY_SHOWN);
    expect(app.wrapper.get('[data-testid="releves-table"]').text()).not.toContain('2024-07-13');
    expect(app.wrapper.get('[data-testid="releves-table"] a').attributes('href')).toMatch(/\/releves\/9$/);
  });

  it('says "No relevés yet" with the New action when nothing is filtered, not the filter sentence', async () => {
    const empty = await openEmptyList('/releves', 0);
    expect(empty.text()).toContain('No relevés yet');
    expect(empty.text()).not.toContain('filters');
    expect(empty.get('[data-testid="releve-new-empty"]').attributes('href')).toMatch(/\/releves\/new$/);
  });

  it('says no relevé matches when filtered, and clears the filters on request', async () => {
    const empty = await openEmptyList('/releves?dataset_id[in]=3', 12);
    expect(empty.text()).toContain('No relevé matches the filters.');
    expect(empty.find('[data-testid="releve-new-empty"]').exists()).toBe(false);
    await empty.get('button').trigger('click');
    await flushPromises();
    expect(app!.router.currentRoute.value.query).toEqual({});
  });
});

describe('relevé rights', () => {
  it('offers edit, delete, species changes and "New relevé" only with a write right, and says why not', async () => {
    const desk = fakeDesk();
    desk.fn('reference.projects').mockImplementation(async ({ right }: { right: string }) => (right === 'read' ? [{ id: 3, project_name: 'Alpine flora', my_role: 'viewer' }] : []));
    app = await open('/releves/9', desk);
    expect(app.wrapper.find('[data-testid="releve-edit"]').exists()).toBe(false);
    expect(app.wrapper.find('[data-testid="releve-delete"]').exists()).toBe(false);
    expect(app.wrapper.find('[data-testid="releve-species-add"]').exists()).toBe(false);
    expect(app.wrapper.get('[data-testid="releve-read-only"]').text()).toContain('needs the Editor or Manager role');
    app.wrapper.unmount();
    desk.fn('releves.list').mockResolvedValue({ rows: [ALP], total: 1, filtered_total: 1 });
    app = await open('/releves', desk);
    expect(app.wrapper.find('[data-testid="releve-new"]').exists()).toBe(false);
  });
});
