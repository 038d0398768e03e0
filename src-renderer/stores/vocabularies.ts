import { useQueryCache } from '@pinia/colada';
import { defineStore } from 'pinia';
import { computed } from 'vue';
import type { Language } from '../../src-shared/contract/settings.js';
import type { VocabularyEntry } from '../../src-shared/contract/reference.js';
import { i18n } from '../i18n/index.js';
import { taxaGroupsQuery, vocabularyEntriesQuery, type TaxaGroup } from '../data/reference-lists.js';
import { sessionScope } from '../data/signed-in-scope.js';
import { useSessionStore } from './session.js';

/** One choice of a coded field, labelled in the UI language. */
export interface VocabularyOption {
  value: number;
  label: string;
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
 * the taxa groups, labelled in the UI language; the client never hard-codes a code
 * (ARCHITECTURE.md "coded values"). The lists themselves live in the data layer's query cache
 * (data/reference-lists.ts), read once per signed-in scope; this store holds no data of its own,
 * only the views derived from them, computed once for every table, chip and picker (a store, not
 * a composable, so the by-field index is not rebuilt per component).
 */
export const useVocabulariesStore = defineStore('vocabularies', () => {
  const session = useSessionStore();
  const queryCache = useQueryCache();
  const entriesQuery = () => vocabularyEntriesQuery(sessionScope(session));
  const groupsQuery = () => taxaGroupsQuery(sessionScope(session));
  const entry = () => queryCache.getEntries({ key: entriesQuery().key, exact: true })[0];

  const entries = computed<VocabularyEntry[]>(() => queryCache.getQueryData<VocabularyEntry[]>(entriesQuery().key) ?? []);
  const taxaGroups = computed<TaxaGroup[]>(() => queryCache.getQueryData<TaxaGroup[]>(groupsQuery().key) ?? []);
  const loaded = computed(() => entry()?.state.value.status === 'success');
  const error = computed<unknown>(() => entry()?.state.value.error ?? null);

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

  /** Loads the vocabularies unless they are loaded for the signed-in scope (concurrent calls share one request); rejects when they cannot be read. */
  async function ensureLoaded(): Promise<void> {
    const state = await queryCache.refresh(queryCache.ensure(entriesQuery()));
    if (state.error) throw state.error;
  }

  /** Loads the taxa groups once per signed-in scope; rejects when they cannot be read. */
  async function ensureTaxaGroups(): Promise<void> {
    const state = await queryCache.refresh(queryCache.ensure(groupsQuery()));
    if (state.error) throw state.error;
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
