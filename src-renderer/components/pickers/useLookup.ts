import { getCurrentScope, onScopeDispose, ref, shallowRef, type Ref, type ShallowRef } from 'vue';

/** The default pause after the last key stroke before a search goes out. */
export const LOOKUP_DELAY_MS = 250;

/** What {@link useLookup} gives a picker. */
export interface Lookup<T> {
  /** The answer to the latest search (older answers never land here). */
  suggestions: ShallowRef<T[]>;
  /** A search is waiting or running. */
  loading: Ref<boolean>;
  /** The latest search failed (suggestions are then empty). */
  error: Ref<unknown>;
  /** Asks for `query`; only the last call within the delay is sent. */
  lookup(query: string): void;
  /** Sends `query` at once (e.g. on focus with an empty query). */
  lookupNow(query: string): Promise<void>;
  /** Drops a waiting search and ignores the answer of a running one. */
  cancel(): void;
}

/**
 * A debounced search for pickers: typing waits {@link LOOKUP_DELAY_MS} after the last key, every
 * search is numbered and only the latest answer is kept (a slow early answer never overwrites a
 * later one). Timers are cleared with the calling component.
 */
export function useLookup<T>(search: (query: string) => Promise<T[]>, delay = LOOKUP_DELAY_MS): Lookup<T> {
  const suggestions = shallowRef<T[]>([]);
  const loading = ref(false);
  const error = ref<unknown>(null);
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function lookupNow(query: string): Promise<void> {
    clearTimeout(timer);
    const mine = ++sequence;
    loading.value = true;
    try {
      const found = await search(query);
      if (mine !== sequence) return;
      suggestions.value = found;
      error.value = null;
    } catch (cause) {
      if (mine !== sequence) return;
      error.value = cause;
      suggestions.value = [];
    } finally {
      if (mine === sequence) loading.value = false;
    }
  }

  function lookup(query: string): void {
    clearTimeout(timer);
    loading.value = true;
    timer = setTimeout(() => void lookupNow(query), delay);
  }

  function cancel(): void {
    clearTimeout(timer);
    sequence += 1;
    loading.value = false;
  }

  if (getCurrentScope()) onScopeDispose(cancel);
  return { suggestions, loading, error, lookup, lookupNow, cancel };
}
