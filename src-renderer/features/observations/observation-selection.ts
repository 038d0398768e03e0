import { computed, ref, type Ref } from 'vue';
import type { Observation } from '../../../src-shared/schemas/observation.js';

/** What the selection needs from the list it selects in. */
export interface SelectionHost {
  /** The table rows (observations and placeholders with negative ids). */
  rows: Ref<ReadonlyArray<{ occurrence_id: number }>>;
  /** Position of a loaded observation in the list. */
  indexOf(id: number): number | undefined;
  /** Loads (if needed) and returns the observation at a position. */
  loadRow(index: number): Promise<Observation | undefined>;
}

/** How a click or key press changes the selection (the usual list conventions). */
export interface ClickModifiers {
  /** Ctrl (or ⌘): add or remove one row. */
  toggle?: boolean;
  /** Shift: select from the anchor to this row. */
  range?: boolean;
}

/**
 * The selection of the observation workspace, shared by table, map and detail: the selected ids
 * (for "Validate selected"), the current observation (shown in the detail) and the anchor of
 * shift-ranges. Part of the observations store (observations-store.ts).
 */
export function createSelection(host: SelectionHost) {
  const selectedIds = ref<number[]>([]);
  const currentId = ref<number | null>(null);
  let anchor: number | null = null;

  const selectedSet = computed(() => new Set(selectedIds.value));
  /** Position of the current observation in the list, when it is loaded there. */
  const currentIndex = computed(() => {
    void host.rows.value; // the positions change when pages arrive
    return currentId.value === null ? undefined : host.indexOf(currentId.value);
  });

  /** A click on a row (or Enter on it): single, toggle (ctrl) or range (shift). */
  function clickRow(id: number, modifiers: ClickModifiers = {}): void {
    if (id < 0) return;
    const index = host.indexOf(id);
    if (modifiers.range && anchor !== null && index !== undefined) {
      const [from, to] = anchor <= index ? [anchor, index] : [index, anchor];
      const ids = host.rows.value.slice(from, to + 1).map((row) => row.occurrence_id).filter((rowId) => rowId > 0);
      selectedIds.value = modifiers.toggle ? [...new Set([...selectedIds.value, ...ids])] : ids;
      currentId.value = id;
      return;
    }
    anchor = index ?? null;
    if (modifiers.toggle) {
      if (selectedSet.value.has(id)) {
        selectedIds.value = selectedIds.value.filter((selected) => selected !== id);
        if (currentId.value === id) currentId.value = selectedIds.value.at(-1) ?? null;
      } else {
        selectedIds.value = [...selectedIds.value, id];
        currentId.value = id;
      }
      return;
    }
    selectedIds.value = [id];
    currentId.value = id;
  }

  /** Selects exactly `ids` (the map's selection); the first becomes current. */
  function selectIds(ids: readonly number[]): void {
    const unique = [...new Set(ids.filter((id) => id > 0))];
    selectedIds.value = unique;
    currentId.value = unique[0] ?? null;
    anchor = currentId.value === null ? null : host.indexOf(currentId.value) ?? null;
  }

  /** Makes `id` the current observation, selecting it alone unless it is already selected. */
  function setCurrent(id: number | null): void {
    currentId.value = id;
    if (id === null) return;
    if (!selectedSet.value.has(id)) selectedIds.value = [id];
    anchor = host.indexOf(id) ?? anchor;
  }

  /** Forgets the selection and the current observation. */
  function clearSelection(): void {
    selectedIds.value = [];
    currentId.value = null;
    anchor = null;
  }

  /**
   * Moves the current observation `delta` rows down the list (next/previous in the detail),
   * loading the page when needed, and selects it alone. Resolves with the new id, or null at
   * either end (or when the current observation is not in the list).
   */
  async function moveCurrent(delta: number): Promise<number | null> {
    const index = currentIndex.value;
    if (index === undefined) return null;
    const target = await host.loadRow(index + delta);
    if (!target) return null;
    clickRow(target.occurrence_id);
    return target.occurrence_id;
  }

  return { selectedIds, currentId, selectedSet, currentIndex, clickRow, selectIds, setCurrent, clearSelection, moveCurrent };
}
