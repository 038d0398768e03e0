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
  /** Ctrl (or ⌘), a row's checkbox or Space: add or remove one row. */
  toggle?: boolean;
  /** Shift: add the rows from the anchor to this one. */
  range?: boolean;
}

/**
 * The selection of the observation workspace, shared by table, map and detail: the selected ids
 * (for "Validate selected"), the current observation (shown in the detail) and the anchor of
 * shift-ranges. Selecting is always explicit (a checkbox, Space, Ctrl- or Shift-click, the
 * map's selection): opening a record (a click, Enter, triage's next and previous) only makes it
 * current, so a bulk action never takes in the record that was merely read. Part of the
 * observations store (observations-store.ts).
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

  /** The loaded observations from position `from` to `to` (either order, both included). */
  function idsBetween(from: number, to: number): number[] {
    const [first, last] = from <= to ? [from, to] : [to, from];
    return host.rows.value.slice(first, last + 1).map((row) => row.occurrence_id).filter((rowId) => rowId > 0);
  }

  /**
   * A click on a row (or Enter, Space on it): plain opens the row (current, selection
   * unchanged); `toggle` adds it to or removes it from the selection; `range` adds the rows from
   * the anchor (the last row clicked) to this one. Every form moves the anchor here.
   */
  function clickRow(id: number, modifiers: ClickModifiers = {}): void {
    if (id < 0) return;
    const index = host.indexOf(id);
    if (modifiers.range && anchor !== null && index !== undefined) {
      selectedIds.value = [...new Set([...selectedIds.value, ...idsBetween(anchor, index)])];
      anchor = index;
      return;
    }
    anchor = index ?? null;
    if (modifiers.toggle) {
      selectedIds.value = selectedSet.value.has(id) ? selectedIds.value.filter((selected) => selected !== id) : [...selectedIds.value, id];
      return;
    }
    currentId.value = id;
  }

  /** Selects exactly `ids` (the map's selection); the first becomes current. */
  function selectIds(ids: readonly number[]): void {
    const unique = [...new Set(ids.filter((id) => id > 0))];
    selectedIds.value = unique;
    currentId.value = unique[0] ?? null;
    anchor = currentId.value === null ? null : host.indexOf(currentId.value) ?? null;
  }

  /** Adds `ids` to the selection (`on`) or takes them out of it (the header checkbox). */
  function setSelected(ids: readonly number[], on: boolean): void {
    const changed = new Set(ids.filter((id) => id > 0));
    selectedIds.value = on
      ? [...new Set([...selectedIds.value, ...changed])]
      : selectedIds.value.filter((id) => !changed.has(id));
  }

  /** Makes `id` the current observation (or none); the selection stays as it is. */
  function setCurrent(id: number | null): void {
    currentId.value = id;
    if (id !== null) anchor = host.indexOf(id) ?? anchor;
  }

  /** Empties the selection ("Clear selection"); the current observation stays open. */
  function clearSelected(): void {
    selectedIds.value = [];
  }

  /** Forgets the selection and the current observation (a new filter). */
  function clearSelection(): void {
    selectedIds.value = [];
    currentId.value = null;
    anchor = null;
  }

  /**
   * Moves the current observation `delta` rows down the list (next/previous in the detail),
   * loading the page when needed; the selection stays. Resolves with the new id, or null at
   * either end (or when the current observation is not in the list).
   */
  async function moveCurrent(delta: number): Promise<number | null> {
    const index = currentIndex.value;
    if (index === undefined) return null;
    const target = await host.loadRow(index + delta);
    if (!target) return null;
    setCurrent(target.occurrence_id);
    return target.occurrence_id;
  }

  return {
    selectedIds, currentId, selectedSet, currentIndex,
    clickRow, selectIds, setSelected, setCurrent, clearSelected, clearSelection, moveCurrent,
  };
}
