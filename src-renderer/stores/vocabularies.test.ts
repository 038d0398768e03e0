import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeskError } from '../../src-shared/contract/errors.js';
import { setDesk } from '../bridge/index.js';
import { setLocale } from '../i18n/index.js';
import { createFakeDesk, sessionState, type FakeDesk } from '../testing/fake-desk.js';
import { installReference, TAXA } from '../testing/fake-reference.js';
import { useReferenceNamesStore } from './reference-names.js';
import { useSessionStore } from './session.js';
import { useVocabulariesStore, vocabularyLabel } from './vocabularies.js';
import '../testing/setup-messages.js';

let desk: FakeDesk;

beforeEach(async () => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  installReference(desk);
  setDesk(desk);
  await setLocale('en');
});
afterEach(() => setLocale('en'));

describe('vocabularies store', () => {
  it('reads the vocabularies once, orders each by code and labels in the UI language', async () => {
    const store = useVocabulariesStore();
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(desk.fn('reference.vocabularies')).toHaveBeenCalledTimes(1);
    expect(store.options('validation').map((o) => o.value)).toEqual([1, 2, 5]);
    expect(store.label('validation', 2)).toBe('valid (certain or very likely)');
    await setLocale('de');
    expect(store.label('validation', 2)).toBe('gültig (sicher oder sehr wahrscheinlich)');
    expect(store.options('occurrence_status')).toEqual([{ value: 1, label: 'vorhanden' }, { value: 2, label: 'nicht vorhanden' }]);
  });

  it('falls back to English, then the Darwin Core value, then the code', async () => {
    const store = useVocabulariesStore();
    await store.ensureLoaded();
    await setLocale('fr');
    expect(store.label('doc_type', 1)).toBe('photo');
    expect(store.label('validation', 99)).toBe('#99');
    expect(store.label('validation', null)).toBe('');
    expect(vocabularyLabel({ field_name: 'x', code: 3, label_en: null, label_de: null, label_fr: null, label_it: null, dwc_value: 'Sound' }, 'it')).toBe('Sound');
    expect(store.options('no_such_field')).toEqual([]);
  });

  it('reads them again for another server profile', async () => {
    const store = useVocabulariesStore();
    await store.ensureLoaded();
    useSessionStore().apply({ ...sessionState('signed-in'), profile_id: 'other' });
    await store.ensureLoaded();
    expect(desk.fn('reference.vocabularies')).toHaveBeenCalledTimes(2);
  });

  it('keeps the error of a failed read and tries again next time', async () => {
    desk.fn('reference.vocabularies').mockRejectedValueOnce(new DeskError({ status: 0, code: 'network', message: 'down', fields: [] }));
    const store = useVocabulariesStore();
    await expect(store.ensureLoaded()).rejects.toBeInstanceOf(DeskError);
    expect(store.error).toBeInstanceOf(DeskError);
    await store.ensureLoaded();
    expect(store.loaded).toBe(true);
    expect(store.error).toBeNull();
  });

  it('reads the taxa groups once', async () => {
    const store = useVocabulariesStore();
    await store.ensureTaxaGroups();
    await store.ensureTaxaGroups();
    expect(desk.fn('reference.taxaGroups')).toHaveBeenCalledTimes(1);
    expect(store.taxaGroups.map((g) => g.name)).toEqual(['vascular_plants', 'birds']);
  });
});

describe('reference names store', () => {
  it('collects ids asked for in one tick into one request per kind, and asks for each id once', async () => {
    const names = useReferenceNamesStore();
    void names.request('taxon', [2, 40]);
    void names.request('taxon', [40, 390, null, undefined]);
    await names.request('person', [1, 7]);
    expect(desk.fn('reference.taxonNames')).toHaveBeenCalledTimes(1);
    expect(desk.fn('reference.taxonNames')).toHaveBeenCalledWith({ ids: [2, 40, 390], limit: 3 });
    expect(desk.fn('reference.people')).toHaveBeenCalledWith({ ids: [1, 7], limit: 2 });
    await names.request('taxon', [2, 40]);
    expect(desk.fn('reference.taxonNames')).toHaveBeenCalledTimes(1);
  });

  it('names taxa in the UI language, people in full, and unknown ids as #id', async () => {
    const names = useReferenceNamesStore();
    await names.request('taxon', [2, 777]);
    await names.request('person', [8]);
    await names.request('project', []);
    expect(names.taxon(2)).toEqual({ scientific: 'Dianthus sylvestris Wulfen', vernacular: 'Wood pink' });
    await setLocale('it');
    expect(names.taxon(2)?.vernacular).toBe('Garofano selvatico');
    expect(names.taxon(777)).toEqual({ scientific: '#777', vernacular: null });
    expect(names.get('taxon', 777)).toBeNull();
    expect(names.name('person', 8)).toBe('Herbarium Lugano');
    expect(names.name('project', 2)).toBe('Neophyte control Lugano');
    expect(names.name('unit', 5192)).toBe('#5192');
  });

  it('never names with what was read for another person: a switch of user reads the names again', async () => {
    useSessionStore().apply(sessionState('signed-in'));
    const names = useReferenceNamesStore();
    await names.request('person', [8]);
    expect(names.name('person', 8)).toBe('Herbarium Lugano');
    const other = { ...sessionState('signed-in'), user: { username: 'other', display_name: 'O. Ther', person_id: 2 } };
    useSessionStore().apply(other);
    expect(names.name('person', 8)).toBe('#8');
    // asked for, then the user switches before the batch leaves: it is read for the new one
    const asked = names.request('taxon', [2]);
    useSessionStore().apply({ ...other, user: { username: 'third', display_name: 'T. Hird', person_id: 3 } });
    await asked;
    await names.request('person', [8]);
    expect(names.taxon(2)?.scientific).toBe('Dianthus sylvestris Wulfen');
    expect(desk.fn('reference.people')).toHaveBeenCalledTimes(2);
    expect(names.name('person', 8)).toBe('Herbarium Lugano');
  });

  it('splits long id lists into calls of at most 1000', async () => {
    desk.fn('reference.taxonNames').mockImplementation(async () => TAXA);
    const names = useReferenceNamesStore();
    await names.request('taxon', Array.from({ length: 2500 }, (_, i) => i + 1));
    expect(desk.fn('reference.taxonNames').mock.calls.map(([input]) => (input as { ids: number[] }).ids.length)).toEqual([1000, 1000, 500]);
  });

  it('knows what a picker remembered without asking', async () => {
    const names = useReferenceNamesStore();
    names.remember('unit', [{ id: 10021, name: 'Ticino', unit_type: 'canton' }]);
    await names.request('unit', [10021]);
    expect(desk.fn('reference.administrativeUnits')).not.toHaveBeenCalled();
    expect(names.name('unit', 10021)).toBe('Ticino');
  });
});
