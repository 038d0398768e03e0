/**
 * Which columns the observation table shows, in which order: chosen in the column chooser and
 * kept in main's workspace state (stores/workspace-state.ts), per server profile and user.
 */
import { computed, type ComputedRef, type Ref } from 'vue';
import { usePersistedRef } from '../../stores/workspace-state.js';
import { columnDef, DEFAULT_COLUMN_KEYS, sanitizeColumnKeys, type ColumnDef } from './columns.js';

/** The workspace state key of the choice. */
export const COLUMNS_STATE_KEY = 'columns:observations';

/** What {@link useColumnChoice} gives the table and the chooser. */
export interface ColumnChoice {
  /** The chosen keys in order. */
  keys: Ref<string[]>;
  /** Their definitions. */
  columns: ComputedRef<ColumnDef[]>;
  /** Shows or hides one column (a shown column keeps its place, a new one goes last). */
  toggle(key: string, shown: boolean): void;
  /** Moves a shown column one place up (-1) or down (+1). */
  move(key: string, delta: -1 | 1): void;
  /** Back to the default columns. */
  reset(): void;
}

/** The persisted column choice. */
export function useColumnChoice(): ColumnChoice {
  const { value: keys } = usePersistedRef<string[]>(COLUMNS_STATE_KEY, { fallback: [...DEFAULT_COLUMN_KEYS], parse: sanitizeColumnKeys });

  const columns = computed(() => keys.value.map((key) => columnDef(key)).filter((column): column is ColumnDef => !!column));

  function toggle(key: string, shown: boolean): void {
    if (!columnDef(key)) return;
    if (shown && !keys.value.includes(key)) keys.value = [...keys.value, key];
    if (!shown && keys.value.length > 1) keys.value = keys.value.filter((k) => k !== key);
  }

  function move(key: string, delta: -1 | 1): void {
    const from = keys.value.indexOf(key);
    const to = from + delta;
    if (from === -1 || to < 0 || to >= keys.value.length) return;
    const next = [...keys.value];
    [next[from], next[to]] = [next[to]!, next[from]!];
    keys.value = next;
  }

  function reset(): void {
    keys.value = [...DEFAULT_COLUMN_KEYS];
  }

  return { keys, columns, toggle, move, reset };
}
