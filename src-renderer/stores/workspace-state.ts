/**
 * Refs kept in main's workspace state (desk methods `workspaceState.*`,
 * src-shared/contract/workspace-state.ts): per server profile and user, on disk, surviving a
 * restart — unlike localStorage, which browser mode loses at every launch (a new port is a new
 * origin). A failed read or write (signed out, host gone) leaves the value in memory only.
 */
import { ref, watch, type Ref } from 'vue';
import type { WorkspaceStateJson } from '../../src-shared/contract/workspace-state.js';
import { getDesk } from '../bridge/index.js';

/** Options of {@link usePersistedRef}. */
export interface PersistedRefOptions<T> {
  /** The value until (and unless) a stored one is read. */
  fallback: T;
  /** Turns what was stored into a T; must not throw (return the fallback for garbage). */
  parse(raw: unknown): T;
  /**
   * Wait this long after the last change before writing (ms). Default 0: changes of the same
   * moment are written once, at once — a choice made just before a reload or quit is kept.
   */
  writeDelayMs?: number;
}

/** A persisted value: the ref, and a promise that settles once the stored value was read (or not). */
export interface PersistedRef<T> {
  value: Ref<T>;
  loaded: Promise<void>;
}

/**
 * A ref stored under `key`: starts as `fallback`, becomes the stored value once read, and writes
 * every later change (debounced). A change made before the read finished wins over the stored value.
 */
export function usePersistedRef<T extends WorkspaceStateJson>(key: string, options: PersistedRefOptions<T>): PersistedRef<T> {
  const value = ref(options.fallback) as Ref<T>;
  const delay = options.writeDelayMs ?? 0;
  let changedBeforeLoad = false;
  let loading = true;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const loaded = getDesk().workspaceState.get({ key }).then(
    ({ value: raw }) => {
      if (changedBeforeLoad || raw === null) return;
      applying = true;
      value.value = options.parse(raw);
      applying = false;
    },
    () => undefined,
  ).finally(() => {
    loading = false;
  });

  function write(): void {
    timer = undefined;
    // Both bridges send a plain copy (bridge/electron-desk.ts, browser-client.ts): proxies are fine here.
    getDesk().workspaceState.put({ key, value: value.value }).catch(() => undefined);
  }

  watch(value, () => {
    if (applying) return;
    if (loading) changedBeforeLoad = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(write, delay);
  }, { deep: true, flush: 'sync' });

  return { value, loaded };
}
