import { computed, type ComputedRef } from 'vue';
import { useVocabulariesStore } from '../../stores/vocabularies.js';

/** The vocabulary of validation statuses (ARCHITECTURE.md "coded values": never hard-coded). */
export const VALIDATION_VOCABULARY = 'validation';
/** The vocabulary of validated presence statuses. */
export const PRESENCE_VOCABULARY = 'v_presence_status';

/**
 * The codes of the `validation` vocabulary in order (key 1 = the first); asks the vocabularies
 * store to load when needed.
 */
export function useValidationCodes(): ComputedRef<number[]> {
  const vocabularies = useVocabulariesStore();
  void vocabularies.ensureLoaded().catch(() => undefined);
  return computed(() => vocabularies.entriesOf(VALIDATION_VOCABULARY).map((entry) => entry.code));
}
