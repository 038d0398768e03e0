/**
 * One record a page reads (a project, a person, a relevé, the counts on a project page), through
 * the data layer: keyed by the signed-in scope, its domain and its input, so two readers share one
 * request and a cached answer shows at once while it is read again. Gives its value, whether it is
 * still loading or failed (with the DeskError, so the page can tell "not found" from "no right"),
 * and a reload. The key follows the input: a new id reads the new record, answers for the old one
 * are ignored.
 */
import { useQuery, type EntryKey } from '@pinia/colada';
import { computed, type ComputedRef } from 'vue';
import type { DeskError } from '../../src-shared/contract/errors.js';
import { toDeskError } from '../bridge/index.js';
import { scopedKey, type DataDomain } from './query-keys.js';
import { useSignedInScope } from './signed-in-scope.js';

/** What {@link useLoaded} gives a page. */
export interface Loaded<T> {
  /** The record, or null while it was never read (or the last read of this input failed first). */
  value: ComputedRef<T | null>;
  /** `loading` until the first answer for this input; `error` when the last read failed. */
  status: ComputedRef<'loading' | 'ready' | 'error'>;
  error: ComputedRef<DeskError | null>;
  /** Reads again unless a read is under way (then joins it); resolves with the value, or null on failure. */
  reload(): Promise<T | null>;
}

/** Where a record lives in the cache: its domain, what it is, and the input that names it. */
export interface LoadedKey {
  domain: DataDomain;
  what: string;
  /** The input (an id, a small object); a getter so the key follows the route. */
  input: () => EntryKey[number];
}

/** A record read by `load` under `key` (read when the page mounts and whenever the input changes). */
export function useLoaded<T>(key: LoadedKey, load: () => Promise<T>): Loaded<T> {
  const scope = useSignedInScope();
  const query = useQuery<T>({ key: () => scopedKey(scope.value, key.domain, key.what, key.input()), query: load });
  const error = computed(() => (query.error.value ? toDeskError(query.error.value) : null));
  return {
    value: computed(() => (query.data.value === undefined ? null : query.data.value)),
    status: computed(() => (query.error.value ? 'error' : query.data.value === undefined ? 'loading' : 'ready')),
    error,
    reload: async () => {
      const state = await query.refresh();
      return state.status === 'success' ? state.data : null;
    },
  };
}
