import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Language } from '../../../src-shared/contract/settings.js';
import { useReferenceNamesStore } from '../../stores/reference-names.js';
import { useVocabulariesStore } from '../../stores/vocabularies.js';
import type { Lookups } from './format-value.js';
import { useHabitatNames } from '../../stores/habitat-names.js';
import type { ObservationRecord } from './record-cache.js';
import type { UnitKey } from './subresource-fields.js';

/** The percent sign is the same in every UI language (and not allowed in vue-i18n texts). */
const PERCENT = '%';

/** What the detail views need to show names: the lookups, the UI language, and a way to ask for names in advance. */
export interface DetailLookups {
  lookups: ComputedRef<Lookups>;
  language: ComputedRef<Language>;
  /** Asks for every name a record shows (taxon, people, project, municipality, habitat, validators). */
  prime(record: ObservationRecord): void;
}

/**
 * Lookups of the detail over the app's stores: vocabulary labels (vocabularies store), taxa,
 * people, projects and municipalities (reference names store), habitats. Reactive: a name that
 * arrives later, or another UI language, re-renders the view.
 */
export function useDetailLookups(): DetailLookups {
  const { t, locale } = useI18n();
  const vocabularies = useVocabulariesStore();
  const names = useReferenceNamesStore();
  const habitats = useHabitatNames();
  const language = computed(() => locale.value as Language);

  const lookups = computed<Lookups>(() => {
    // Read the language so the computed follows it.
    const lang = language.value;
    return {
      label: (vocabulary, code) => vocabularies.label(vocabulary, code),
      taxon: (id) => names.taxon(id),
      person: (id) => names.name('person', id),
      project: (id) => names.name('project', id),
      municipality: (id) => names.name('unit', id),
      habitat: (id) => habitats.label(id, lang),
      unit: (unit: UnitKey) => (unit === 'percent' ? PERCENT : t(`detail.units.${unit}`)),
    };
  });

  return { lookups, language, prime: warmRecord };
}

/** Images being preloaded (kept referenced so the browser finishes them). */
const preloaded: HTMLImageElement[] = [];

/**
 * Gets ready what a record's detail shows besides the record: the names it mentions (taxon,
 * observers, validators, project, municipality, habitat, vocabularies) and its thumbnails in the
 * browser's cache. Triage calls it for prefetched records, so moving on shows everything at once.
 */
export function warmRecord(record: ObservationRecord): void {
  const o = record.observation;
  const names = useReferenceNamesStore();
  void useVocabulariesStore().ensureLoaded().catch(() => undefined);
  void names.request('taxon', [o.taxon_id]);
  void names.request('person', [...(o.recorded_by_id ?? []), record.validation.validated_by, ...record.validation.history.map((h) => h.validated_by)]);
  void names.request('project', [o.dataset_id]);
  void names.request('unit', [o.municipality_id]);
  if (typeof o.habitat === 'number') void useHabitatNames().ensureLoaded();
  if (record.docs.ok && typeof Image !== 'undefined') {
    for (const doc of record.docs.value) {
      const url = doc.thumbnail_urls.small;
      if (!url || preloaded.some((image) => image.src === url)) continue;
      const image = new Image();
      image.src = url;
      preloaded.push(image);
      if (preloaded.length > 40) preloaded.shift();
    }
  }
}
