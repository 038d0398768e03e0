/**
 * Every operation the filter panel offers, end to end inside the renderer: an edit in the panel
 * → the clauses it emits → the address (query codec, there and back) → the chip's sentence in
 * the four UI languages.
 */
import { PiniaColada } from '@pinia/colada';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import PrimeVue from 'primevue/config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import { setDesk } from '../../bridge/index.js';
import { DATA_LAYER_OPTIONS } from '../../data/data-layer.js';
import { i18n, setLocale } from '../../i18n/index.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { installReference } from '../../testing/fake-reference.js';
import { chipFor, type ChipContext } from './chip-text.js';
import FilterPanel from './FilterPanel.vue';
import { decodeQuery, emptyQuery, encodeQuery } from './query-codec.js';
import type { Language } from '../../../src-shared/contract/settings.js';
import '../../testing/setup-messages.js';

let wrapper: VueWrapper | undefined;
let pinia: Pinia;

beforeEach(async () => {
  pinia = createPinia();
  setActivePinia(pinia);
  const desk = createFakeDesk();
  installReference(desk);
  setDesk(desk);
  await setLocale('en');
});

afterEach(async () => {
  wrapper?.unmount();
  wrapper = undefined;
  await setLocale('en');
  document.body.innerHTML = '';
});

/** The panel over a clause list held like the workspace holds it (the panel emits, the host stores). */
function panel(initial: FilterClauseInput[] = []) {
  const clauses = ref<FilterClauseInput[]>(initial);
  const Host = defineComponent({
    setup: () => () => h(FilterPanel, {
      clauses: clauses.value, right: null, drawing: false,
      'onUpdate:clauses': (next: FilterClauseInput[]) => (clauses.value = next),
    }),
  });
  wrapper = mount(Host, { attachTo: document.body, global: { plugins: [pinia, [PiniaColada, DATA_LAYER_OPTIONS], i18n, [PrimeVue, { unstyled: true }]] } });
  return clauses;
}

const field = (name: string) => wrapper!.get(`[data-filter="${name}"]`);
async function choose(name: string, choice: string): Promise<void> {
  field(name).getComponent({ name: 'OperationSelect' }).vm.$emit('update:modelValue', choice);
  await flushPromises();
}
async function typeDay(name: string, testId: string, day: string): Promise<void> {
  field(name).findAllComponents({ name: 'DayInput' }).find((input: { attributes(name: string): string | undefined }) => input.attributes('data-testid') === testId)!.vm.$emit('update:modelValue', day);
  await flushPromises();
}

/** The clauses after a trip through the address, as a copied link reopens them. */
function throughAddress(clauses: FilterClauseInput[]): FilterClauseInput[] {
  const { query, ignored } = decodeQuery(encodeQuery({ ...emptyQuery(), clauses }) as Record<string, string>);
  expect(ignored).toEqual([]);
  return query.clauses;
}

const UNITS: Record<number, string> = { 5192: 'Lugano', 5002: 'Bellinzona', 21: 'Ticino' };

/** Chip lookups with the app's real messages in `language`. */
async function chipContext(language: Language): Promise<ChipContext> {
  await setLocale(language);
  return {
    t: (key, params) => i18n.global.t(key, params ?? {}),
    language,
    label: (_vocabulary, code) => `#${code}`,
    taxon: () => null,
    name: (_kind, id) => UNITS[id] ?? `#${id}`,
    taxaGroup: (id) => `#${id}`,
  };
}

async function sentences(clauses: FilterClauseInput[], language: Language): Promise<string[]> {
  const ctx = await chipContext(language);
  return clauses.map((clause) => chipFor(clause, ctx).text);
}

describe('date filter', () => {
  it('after a day: gt, in the address and as a sentence in four languages', async () => {
    const clauses = panel();
    await choose('event_date', 'gt');
    await typeDay('event_date', 'filter-date-day', '2025-05-01');
    expect(clauses.value).toEqual([{ field: 'event_date', operation: 'gt', value: '2025-05-01' }]);
    expect(encodeQuery({ ...emptyQuery(), clauses: clauses.value })).toMatchObject({ 'event_date[gt]': '2025-05-01' });
    const back = throughAddress(clauses.value);
    expect(await sentences(back, 'en')).toEqual(['Event date after 1 May 2025']);
    expect(await sentences(back, 'de')).toEqual(['Datum nach dem 1. Mai 2025']);
    expect(await sentences(back, 'fr')).toEqual(['Date après le 1 mai 2025']);
    expect(await sentences(back, 'it')).toEqual(['Data dopo il 1 maggio 2025']);
  });

  it('before a day (lt) and on a day (eq), carrying the day over when the choice changes', async () => {
    const clauses = panel();
    await choose('event_date', 'lt');
    await typeDay('event_date', 'filter-date-day', '2024-12-31');
    expect(throughAddress(clauses.value)).toEqual([{ field: 'event_date', operation: 'lt', value: '2024-12-31' }]);
    expect(await sentences(clauses.value, 'en')).toEqual(['Event date before 31 December 2024']);
    await choose('event_date', 'eq');
    expect(throughAddress(clauses.value)).toEqual([{ field: 'event_date', operation: 'eq', value: '2024-12-31' }]);
    expect(await sentences(clauses.value, 'de')).toEqual(['Datum am 31. Dezember 2024']);
  });

  it('between two days: gte and lte, either end open, and the range reopens from the address', async () => {
    const clauses = panel();
    await typeDay('event_date', 'filter-date-from', '2025-05-01');
    await typeDay('event_date', 'filter-date-to', '2025-05-31');
    const back = throughAddress(clauses.value);
    expect(back).toEqual([
      { field: 'event_date', operation: 'gte', value: '2025-05-01' },
      { field: 'event_date', operation: 'lte', value: '2025-05-31' },
    ]);
    expect(await sentences(back, 'en')).toEqual(['Event date from 1 May 2025', 'Event date until 31 May 2025']);
    expect(await sentences(back, 'it')).toEqual(['Data dal 1 maggio 2025', 'Data fino al 31 maggio 2025']);
    await typeDay('event_date', 'filter-date-from', '');
    expect(clauses.value).toEqual([{ field: 'event_date', operation: 'lte', value: '2025-05-31' }]);
  });

  it('keeps strict bounds written in the address when one end is edited', async () => {
    const clauses = panel([{ field: 'event_date', operation: 'gt', value: '2025-01-01' }, { field: 'event_date', operation: 'lt', value: '2025-02-01' }]);
    expect(field('event_date').getComponent({ name: 'OperationSelect' }).props('modelValue')).toBe('between');
    await typeDay('event_date', 'filter-date-to', '2025-03-01');
    expect(clauses.value).toEqual([
      { field: 'event_date', operation: 'gt', value: '2025-01-01' },
      { field: 'event_date', operation: 'lt', value: '2025-03-01' },
    ]);
  });

  it('is empty: is_null without a day, replacing the range', async () => {
    const clauses = panel([{ field: 'event_date', operation: 'gte', value: '2025-05-01' }]);
    await choose('event_date', 'is_null');
    expect(field('event_date').findAllComponents({ name: 'DayInput' })).toHaveLength(0);
    const back = throughAddress(clauses.value);
    expect(back).toEqual([{ field: 'event_date', operation: 'is_null' }]);
    expect(encodeQuery({ ...emptyQuery(), clauses: back })).toMatchObject({ 'event_date[is_null]': 'true' });
    expect(await sentences(back, 'en')).toEqual(['Event date is empty']);
    expect(await sentences(back, 'fr')).toEqual(['Date vide']);
  });
});

describe('number filter', () => {
  it.each([
    ['gt', 'Observation number is greater than 1000', 'Beobachtungsnummer ist grösser als 1000'],
    ['gte', 'Observation number is at least 1000', 'Beobachtungsnummer ist mindestens 1000'],
    ['lt', 'Observation number is less than 1000', 'Beobachtungsnummer ist kleiner als 1000'],
    ['lte', 'Observation number is at most 1000', 'Beobachtungsnummer ist höchstens 1000'],
  ])('%s: one number, never grouped', async (operation, en, de) => {
    const clauses = panel();
    await flushPromises();
    await wrapper!.get('.filter-panel__more').trigger('click');
    await choose('occurrence_id', operation);
    field('occurrence_id').get(`[data-testid="filter-number-occurrence_id"]`);
    field('occurrence_id').getComponent({ name: 'InputNumber' }).vm.$emit('update:modelValue', 1000);
    await flushPromises();
    const back = throughAddress(clauses.value);
    expect(back).toEqual([{ field: 'occurrence_id', operation, value: 1000 }]);
    expect(await sentences(back, 'en')).toEqual([en]);
    expect(await sentences(back, 'de')).toEqual([de]);
  });
});

describe('list and text filters', () => {
  it('not_in: "is not Lugano or Bellinzona", the list joined as each language joins alternatives', async () => {
    const clauses: FilterClauseInput[] = [{ field: 'location_id', operation: 'not_in', value: [5192, 5002] }];
    const back = throughAddress(clauses);
    expect(await sentences(back, 'en')).toEqual(['Canton or municipality is not Lugano or Bellinzona']);
    expect(await sentences(back, 'de')).toEqual(['Kanton oder Gemeinde ist nicht Lugano oder Bellinzona']);
    expect(await sentences(back, 'fr')).toEqual(['Canton ou commune n’est pas Lugano ou Bellinzona']);
    expect(await sentences(back, 'it')).toEqual(['Cantone o comune non è Lugano o Bellinzona']);
  });

  it('cuts a long list after two names with "n more", and the title names them all', async () => {
    const ctx = await chipContext('en');
    const chip = chipFor({ field: 'location_id', operation: 'in', value: [5192, 5002, 21, 22] }, ctx);
    expect(chip.text).toBe('Canton or municipality is Lugano, Bellinzona or 2 more');
    expect(chip.title).toBe('Canton or municipality is Lugano, Bellinzona, Ticino or #22');
  });

  it('not_in chosen in the panel keeps the values chosen before', async () => {
    const clauses = panel([{ field: 'validation', operation: 'in', value: [1, 5] }]);
    await choose('validation', 'not_in');
    expect(throughAddress(clauses.value)).toEqual([{ field: 'validation', operation: 'not_in', value: [1, 5] }]);
  });

  it('is_null / is_not_null on a field that may be empty', async () => {
    const clauses = panel();
    await choose('recorded_by_id', 'is_not_null');
    const back = throughAddress(clauses.value);
    expect(back).toEqual([{ field: 'recorded_by_id', operation: 'is_not_null' }]);
    expect(await sentences(back, 'en')).toEqual(['Observer is recorded']);
    await choose('recorded_by_id', 'is_null');
    expect(await sentences(throughAddress(clauses.value), 'de')).toEqual(['Beobachter/in ist nicht erfasst']);
  });

  it('iw_eq with a * wildcard and iw_contains on the name as recorded', async () => {
    const clauses = panel();
    const input = field('verbatim_identification').get('input');
    await input.setValue('Dianth*');
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(throughAddress(clauses.value)).toEqual([{ field: 'verbatim_identification', operation: 'iw_eq', value: 'Dianth*' }]);
    expect(await sentences(clauses.value, 'en')).toEqual(['Name as recorded matches “Dianth*”']);
    await choose('verbatim_identification', 'iw_contains');
    const back = throughAddress(clauses.value);
    expect(back).toEqual([{ field: 'verbatim_identification', operation: 'iw_contains', value: 'Dianth*' }]);
    expect(await sentences(back, 'de')).toEqual(['Name wie erfasst enthält «Dianth*»']);
  });
});
