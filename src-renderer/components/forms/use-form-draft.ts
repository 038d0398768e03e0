import { useDebounceFn } from '@vueuse/core';
import { shallowRef, watch, type ShallowRef } from 'vue';
import type { WorkspaceStateJson } from '../../../src-shared/contract/workspace-state.js';
import { getDesk } from '../../bridge/index.js';

/** Pause after the last change before the draft is written (ms). */
export const DRAFT_DELAY_MS = 500;

/** A draft as stored in the workspace state: when it was written and what the form held. */
export interface StoredDraft<T> {
  /** ISO 8601 (UTC) instant of the write. */
  saved_at: string;
  data: T;
}

/** What {@link useFormDraft} gives a form. */
export interface FormDraft<T> {
  /** A draft found when the form opened, waiting for the user's "Restore" or "Discard"; writing pauses meanwhile. */
  offer: ShallowRef<StoredDraft<T> | null>;
  /** Reads the stored draft of the current key; offers it when `useful(data)` says so, else drops it. */
  check(useful: (data: T) => boolean): Promise<void>;
  /** Takes the offered draft (its data), ending the offer; it stays stored until the next write or clear. */
  restore(): T | null;
  /** Drops the offered or stored draft. */
  discard(): Promise<void>;
  /** Forgets the draft (after a save or a deliberate leave): a write still waiting is cancelled. */
  clear(): Promise<void>;
}

function isStoredDraft<T>(value: unknown): value is StoredDraft<T> {
  return typeof value === 'object' && value !== null && typeof (value as StoredDraft<T>).saved_at === 'string' && 'data' in value;
}

/**
 * A form draft that survives a crash, a reload or a restart: while the form changes, its
 * `snapshot()` (JSON; null when there is nothing unsaved) is written through the workspace state
 * (`workspaceState.put`, main writes it to disk per profile and user) at most every
 * {@link DRAFT_DELAY_MS}; a null snapshot removes it. Writes run one after another, and a clear
 * cancels any write still waiting, so a saved form never leaves a stale draft behind. A failing
 * store only costs the draft (logged), never the form.
 */
export function useFormDraft<T>(key: () => string | null, snapshot: () => T | null, delayMs = DRAFT_DELAY_MS): FormDraft<T> {
  const offer = shallowRef<StoredDraft<T> | null>(null);
  let generation = 0;
  let stored = false;
  let queue: Promise<unknown> = Promise.resolve();

  const run = (step: () => Promise<unknown>): Promise<void> => {
    queue = queue.then(step).catch((error: unknown) => console.warn('the form draft could not be kept', error));
    return queue.then(() => undefined);
  };

  const write = useDebounceFn((mine: number) => run(async () => {
    const name = key();
    if (mine !== generation || !name || offer.value) return;
    const data = snapshot();
    if (data === null) {
      if (stored) await getDesk().workspaceState.remove({ key: name });
      stored = false;
      return;
    }
    // A plain JSON copy: Vue's proxies cannot cross IPC (structured clone refuses them).
    const value = JSON.parse(JSON.stringify({ saved_at: new Date().toISOString(), data } satisfies StoredDraft<T>)) as WorkspaceStateJson;
    await getDesk().workspaceState.put({ key: name, value });
    stored = true;
  }), delayMs);

  watch(snapshot, () => void write(generation), { deep: true });

  async function check(useful: (data: T) => boolean): Promise<void> {
    const name = key();
    if (!name) return;
    await run(async () => {
      const { value } = await getDesk().workspaceState.get({ key: name });
      if (!isStoredDraft<T>(value)) return;
      stored = true;
      if (useful(value.data)) offer.value = value;
      else {
        await getDesk().workspaceState.remove({ key: name });
        stored = false;
      }
    });
  }

  function restore(): T | null {
    const data = offer.value?.data ?? null;
    offer.value = null;
    void write(generation);
    return data;
  }

  function clear(): Promise<void> {
    generation += 1;
    offer.value = null;
    const name = key();
    if (!name) return Promise.resolve();
    return run(async () => {
      await getDesk().workspaceState.remove({ key: name });
      stored = false;
    });
  }

  return { offer, check, restore, discard: clear, clear };
}
