import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import type { Language } from '../../src-shared/contract/settings.js';
import type { VocabularyEntry } from '../../src-shared/contract/reference.js';
import { getDesk } from '../bridge/index.js';
import { i18n } from '../i18n/index.js';
import { useSessionStore } from './session.js';

/** One choice of a coded field, labelled in the UI language. */
export interface VocabularyOption {
  value: number;
  label: string;
}

/** A taxa group as the service names it (e.g. `vascular_plants`). */
export interface TaxaGroup {
  id: number;
  name: string;
}

/**
 * The label of a coded value in `language`: that language's label, else English, else the Darwin
 * Core value, else the code itself (a code the vocabulary does not know is still shown, never hidden).
 */
export function vocabularyLabel(entry: VocabularyEntry | undefined, language: Language, code?: number): string {
  if (!entry) return code === undefined ? '' : `#${code}`;
  return entry[`label_${language}`] || entry.label_en || entry.dwc_value || `#${entry.code}`;
}

/**
 * Every vocabulary of the service (`desk.reference.vocabularies`, cached by main per server) and
 * the taxa groups, read once per server profile. Labels follow the UI language; the client never
 * hard-codes a code (ARCHITECTURE.md "coded values").
 */
export const useVocabulariesStore = defineStore('vocabularies', () => {
  const session = useSessionStore();
  const entries = shallowRef<VocabularyEntry[]>([]);
  const taxaGroups = shallowRef<TaxaGroup[]>([]);
  const loaded = ref(false);
  const error = ref<unknown>(null);
  let loadedFor: string | null | undefined;
  let pending: Promise<void> | null = null;
  let groupsFor: string | null | undefined;
  let groupsPending: Promise<void> | null = null;

  const language = computed(() => i18n.global.locale.value as Language);

  /** Entries by field name, each list ordered by code. */
  const byField = computed(() => {
    const map = new Map<string, VocabularyEntry[]>();
    for (const entry of entries.value) {
      let list = map.get(entry.field_name);
      if (!list) map.set(entry.field_name, (list = []));
      list.push(entry);
    }
    for (const list of map.values()) list.sort((a, b) => a.code - b.code);
    return map;
  });

  const profileId = (): string | null => session.state?.profile_id ?? null;

  /** Loads the vocabularies unless they are loaded for the server in use (concurrent calls share one request). */
  function ensureLoaded(): Promise<void> {
    if (loaded.value && loadedFor === profileId()) return Promise.resolve();
    pending ??= (async () => {
      const forProfile = profileId();
      try {
        entries.value = markRaw(await getDesk().reference.vocabularies());
        loadedFor = forProfile;
        loaded.value = true;
        error.value = null;
      } catch (cause) {
        error.value = cause;
        throw cause;
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  /** Loads the taxa groups once per server profile. */
  function ensureTaxaGroups(): Promise<void> {
    if (groupsFor !== undefined && groupsFor === profileId()) return Promise.resolve();
    groupsPending ??= (async () => {
      const forProfile = profileId();
      try {
        const groups = await getDesk().reference.taxaGroups();
        taxaGroups.value = markRaw(groups.map((group) => ({ id: group.id, name: group.name })));
        groupsFor = forProfile;
      } finally {
        groupsPending = null;
      }
    })();
    return groupsPending;
  }

  /** The entries of one vocabulary (empty until loaded or when the service has none). */
  function entriesOf(field: string): VocabularyEntry[] {
    return byField.value.get(field) ?? [];
  }

  /** The choices of one vocabulary, labelled in the UI language. */
  function options(field: string): VocabularyOption[] {
    return entriesOf(field).map((entry) => ({ value: entry.code, label: vocabularyLabel(entry, language.value) }));
  }

  /** The label of `code` in vocabulary `field` (`''` for null). */
  function label(field: string, code: number | null | undefined): string {
    if (code === null || code === undefined) return '';
    return vocabularyLabel(entriesOf(field).find((entry) => entry.code === code), language.value, code);
  }

  return { entries, taxaGroups, loaded, error, byField, ensureLoaded, ensureTaxaGroups, entriesOf, options, label };
});
