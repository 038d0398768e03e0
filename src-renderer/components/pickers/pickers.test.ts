import { PiniaColada } from '@pinia/colada';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import PrimeVue from 'primevue/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref, type Component } from 'vue';
import { setDesk } from '../../bridge/index.js';
import { DATA_LAYER_OPTIONS } from '../../data/data-layer.js';
import { useProjectRights } from '../../data/project-rights.js';
import { i18n, setLocale } from '../../i18n/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { installReference } from '../../testing/fake-reference.js';
import HabitatSelect from '../forms/HabitatSelect.vue';
import AdministrativeUnitPicker from './AdministrativeUnitPicker.vue';
import PeoplePicker from './PeoplePicker.vue';
import ProjectPicker from './ProjectPicker.vue';
import TaxonAutocomplete from './TaxonAutocomplete.vue';
import VocabularySelect from './VocabularySelect.vue';
import '../../testing/setup-messages.js';

let desk: FakeDesk;
let wrapper: VueWrapper | undefined;
let pinia: Pinia;

beforeEach(async () => {
  pinia = createPinia();
  setActivePinia(pinia);
  desk = createFakeDesk();
  installReference(desk);
  setDesk(desk);
  await setLocale('en');
});

afterEach(async () => {
  wrapper?.unmount();
  wrapper = undefined;
  vi.useRealTimers();
  await setLocale('en');
  document.body.innerHTML = '';
});

/** Mounts a picker with a v-model held by a host (`copies` of it side by side, as on a form with two); returns the model. */
function host<T>(picker: Component, initial: T, props: Record<string, unknown> = {}, copies = 1) {
  const model = ref(initial);
  const Host = defineComponent({
    setup: () => () => h('div', Array.from({ length: copies }, () => h(picker, { ...props, modelValue: model.value, 'onUpdate:modelValue': (value: T) => (model.value = value) }))),
  });
  wrapper = mount(Host, { attachTo: document.body, global: { plugins: [pinia, [PiniaColada, DATA_LAYER_OPTIONS], i18n, [PrimeVue, { unstyled: true }]] } });
  return model;
}

const input = () => wrapper!.get('input');
/** The suggestions' texts, the words of their parts joined by a space. */
const options = () => [...document.querySelectorAll('[data-pc-section="option"]')].map((option) =>
  [...option.querySelectorAll('*')].filter((el) => el.children.length === 0).map((el) => el.textContent?.trim()).filter(Boolean).join(' '));

async function type(text: string, wait = 300): Promise<void> {
  await input().trigger('focus');
  await input().setValue(text);
  await vi.advanceTimersByTimeAsync(wait);
  await flushPromises();
}

describe('TaxonAutocomplete', () => {
  beforeEach(() => vi.useFakeTimers());

  it('searches once after typing pauses (250 ms), not on every key', async () => {
    host(TaxonAutocomplete, [] as number[], { multiple: true });
    await input().trigger('focus');
    for (const text of ['Di', 'Dia', 'Dian']) {
      await input().setValue(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(desk.fn('reference.taxonNames')).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await flushPromises();
    expect(desk.fn('reference.taxonNames')).toHaveBeenCalledTimes(1);
    expect(desk.fn('reference.taxonNames')).toHaveBeenCalledWith({ query: 'Dian', limit: 20 });
  });

  it('shows the vernacular name in the UI language with the scientific name, and marks synonyms', async () => {
    await setLocale('de');
    host(TaxonAutocomplete, [] as number[], { multiple: true });
    await type('Dianthus');
    expect(options()).toEqual([
      'Stein-Nelke Dianthus sylvestris Wulfen',
      'Kartäuser-Nelke Dianthus carthusianorum L.',
      'Dianthus inodorus (L.) Gaertn. Synonym gültiger Name: Dianthus sylvestris Wulfen',
    ]);
  });

  it('chooses with the keyboard and keeps ids as the value', async () => {
    const model = host(TaxonAutocomplete, [] as number[], { multiple: true });
    await type('Dianthus');
    await input().trigger('keydown', { key: 'ArrowDown', code: 'ArrowDown' });
    await input().trigger('keydown', { key: 'ArrowDown', code: 'ArrowDown' });
    await input().trigger('keydown', { key: 'Enter', code: 'Enter' });
    await flushPromises();
    expect(model.value).toEqual([40]);
    expect(wrapper!.text()).toContain('Dianthus carthusianorum L. – Carthusian pink');
  });

  it('offers the accepted taxon when a synonym is chosen', async () => {
    const model = host(TaxonAutocomplete, [] as number[], { multiple: true });
    await type('inodorus');
    (document.querySelector('[data-testid="taxon-option-390"]') as HTMLElement).click();
    await flushPromises();
    expect(model.value).toEqual([390]);
    const offer = wrapper!.get('[data-testid="taxon-synonym-offer"]');
    expect(offer.text()).toContain('“Dianthus inodorus (L.) Gaertn.” is a synonym of “Dianthus sylvestris Wulfen”.');
    await offer.get('button').trigger('click');
    expect(model.value).toEqual([390, 2]);
    expect(wrapper!.find('[data-testid="taxon-synonym-offer"]').exists()).toBe(false);
  });

  it('names ids it was given (from the address) without a search', async () => {
    host(TaxonAutocomplete, [2] as number[], { multiple: true });
    await vi.advanceTimersByTimeAsync(0);
    await flushPromises();
    expect(desk.fn('reference.taxonNames')).toHaveBeenCalledWith({ ids: [2], limit: 1 });
    expect(wrapper!.text()).toContain('Dianthus sylvestris Wulfen – Wood pink');
  });
});

describe('PeoplePicker and AdministrativeUnitPicker', () => {
  beforeEach(() => vi.useFakeTimers());

  it('finds people by name and shows them in full', async () => {
    const model = host(PeoplePicker, [] as number[], { multiple: true });
    await type('bern');
    expect(options()).toEqual(['Marco Bernasconi']);
    (document.querySelector('[data-testid="person-option-7"]') as HTMLElement).click();
    await flushPromises();
    expect(model.value).toEqual([7]);
  });

  it('finds cantons and municipalities, cantons first, each with its kind in the UI language', async () => {
    await setLocale('it');
    host(AdministrativeUnitPicker, [] as number[], { multiple: true });
    await type('Lu');
    expect(desk.fn('reference.administrativeUnits')).toHaveBeenCalledWith({ query: 'Lu', unit_type: ['canton', 'municipality'], limit: 20 });
    expect(options()).toEqual(['Luzern Cantone', 'Lugano Comune']);
  });

  it('names the list of chosen values and keeps the input out of any option, so the input is announced by its label', async () => {
    host(AdministrativeUnitPicker, [1] as number[], { multiple: true, inputId: 'units' });
    await flushPromises();
    const list = wrapper!.get('[role="group"]');
    expect(list.attributes('aria-label')).toBe('Chosen values');
    expect(list.attributes('aria-orientation')).toBeUndefined();
    expect(wrapper!.findAll('[role="listbox"], [role="option"]')).toHaveLength(0);
    expect(input().element.closest('li')!.getAttribute('role')).toBe('none');
  });
});

describe('VocabularySelect and ProjectPicker', () => {
  it('labels codes in the UI language and follows a language change', async () => {
    const model = host(VocabularySelect, [2] as number[], { vocabulary: 'validation', multiple: true });
    await flushPromises();
    expect(wrapper!.text()).toContain('valid (certain or very likely)');
    await setLocale('fr');
    await flushPromises();
    expect(wrapper!.text()).toContain('valide (certain ou très probable)');
    expect(model.value).toEqual([2]);
  });

  it('keeps a code the vocabulary does not know, shown as #code', async () => {
    host(VocabularySelect, 77 as number | null, { vocabulary: 'validation' });
    await flushPromises();
    expect(wrapper!.text()).toContain('#77');
  });

  it('lists only the projects with the right asked for', async () => {
    host(ProjectPicker, [1] as number[], { multiple: true, right: 'validate' });
    await flushPromises();
    expect(desk.fn('reference.projects')).toHaveBeenCalledWith({ right: 'validate' });
    expect(wrapper!.text()).toContain('Flora of Ticino');
  });

  // Found in CI: a click on the relevé form's project while the projects were still being read
  // was swallowed (PrimeVue ignores clicks on a `loading` select), and the list never opened.
  it('opens when clicked while the projects are still being read, and shows them when they come', async () => {
    let answer: (projects: unknown) => void = () => undefined;
    const projects = desk.fn('reference.projects').getMockImplementation()!;
    desk.fn('reference.projects').mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    host(ProjectPicker, null as number | null, { right: 'write', inputId: 'project' });
    await flushPromises();
    await wrapper!.get('[data-pc-name="select"]').trigger('click');
    await flushPromises();
    expect(document.querySelector('[data-pc-section="overlay"]')?.textContent).toContain('Loading…');
    answer(await projects({ right: 'write' }));
    await flushPromises();
    expect(options()).toContain('Flora of Ticino');
  });

  it('lets two pickers and the rights checks of a screen share one read of the projects', async () => {
    host(ProjectPicker, null as number | null, { right: 'write' }, 2);
    await flushPromises();
    await useProjectRights().ensureLoaded('write');
    expect(desk.fn('reference.projects')).toHaveBeenCalledTimes(1);
    expect(wrapper!.findAll('.project-picker')).toHaveLength(2);
    expect(useProjectRights().allowed('write', 999)).toBe(false);
  });

  it('lets two vocabulary selects share one read of the vocabularies, and still labels them minutes later', async () => {
    vi.useFakeTimers();
    host(VocabularySelect, 2 as number | null, { vocabulary: 'validation' }, 2);
    await flushPromises();
    expect(desk.fn('reference.vocabularies')).toHaveBeenCalledTimes(1);
    wrapper!.unmount();
    wrapper = undefined;
    // Pinia Colada drops an untracked answer after 5 minutes unless told otherwise
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    host(VocabularySelect, 2 as number | null, { vocabulary: 'validation' });
    await flushPromises();
    expect(desk.fn('reference.vocabularies')).toHaveBeenCalledTimes(1);
    expect(wrapper!.text()).toContain('valid (certain or very likely)');
  });

  it('lets two habitat selects share one read of the habitats', async () => {
    desk.fn('reference.habitats').mockImplementation(async () => [{ id: 4, code: '6.2.3', name_en: 'Dry meadow' }]);
    host(HabitatSelect, 4 as number | null, {}, 2);
    await flushPromises();
    expect(desk.fn('reference.habitats')).toHaveBeenCalledTimes(1);
    expect(wrapper!.text()).toContain('6.2.3 Dry meadow');
  });

  it('reads the projects again when opened after a failed read', async () => {
    desk.fn('reference.projects').mockRejectedValueOnce(new Error('offline'));
    host(ProjectPicker, null as number | null, { right: 'write' });
    await flushPromises();
    expect(wrapper!.text()).toContain('The projects could not be loaded');
    await wrapper!.get('[data-pc-name="select"]').trigger('click');
    await flushPromises();
    expect(desk.fn('reference.projects')).toHaveBeenCalledTimes(2);
    expect(options()).toContain('Flora of Ticino');
  });
});
