/**
 * One record a page reads when it opens (a project, a person): its value, whether it is still
 * loading or failed (with the DeskError, so the page can tell "not found" from "no right"), and
 * a reload. An answer to an older load (the route changed meanwhile) is dropped.
 */
import { ref, shallowRef, type Ref, type ShallowRef } from 'vue';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { toDeskError } from '../../bridge/index.js';

/** What {@link useLoaded} gives a page. */
export interface Loaded<T> {
  value: ShallowRef<T | null>;
  status: Ref<'loading' | 'ready' | 'error'>;
  error: ShallowRef<DeskError | null>;
  /** Reads again; resolves with the value, or null when it failed or a newer load started. */
  reload(): Promise<T | null>;
}

/** A record read by `load` (call `reload()` to start, e.g. in a watch on the route's id). */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const value = shallowRef<T | null>(null);
  const status = ref<'loading' | 'ready' | 'error'>('loading');
  const error = shallowRef<DeskError | null>(null);
  let generation = 0;

  async function reload(): Promise<T | null> {
    const mine = ++generation;
    status.value = 'loading';
    try {
      const next = await load();
      if (mine !== generation) return null;
      value.value = next;
      error.value = null;
      status.value = 'ready';
      return next;
    } catch (cause) {
      if (mine !== generation) return null;
      error.value = toDeskError(cause);
      status.value = 'error';
      return null;
    }
  }

  return { value, status, error, reload };
}
