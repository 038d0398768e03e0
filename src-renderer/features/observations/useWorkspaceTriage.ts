import { computed, type Ref } from 'vue';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { isPlaceholder, useObservationsStore } from './observations-store.js';
import { actionOf, useTriage, type Triage, useValidationCodes } from '../validation/index.js';


/** What the workspace gets: the triage, and a key handler for the table (see {@link useWorkspaceTriage}). */
export interface WorkspaceTriage {
  triage: Triage;
  /** Capture-phase keydown of the table: triage keys act here; the table's own keys (↑/↓, Enter, Space …) go on to it. */
  onTableKeydown(event: KeyboardEvent): void;
}

const TABLE_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', ' ', 'Tab', 'Home', 'End']);

/**
 * Keyboard triage (features/validation/useTriage) over the table's rows: the ids are the loaded
 * rows around the current one, in table order; moving past them loads the next page. The current
 * observation is the store's, so table, map and detail follow every move.
 */
export function useWorkspaceTriage(enabled: Ref<boolean>): WorkspaceTriage {
  const store = useObservationsStore();
  const codes = useValidationCodes();

  /** The run of loaded rows that holds the current row (or the first run). */
  const ids = computed<number[]>(() => {
    const rows = store.rows;
    let at = store.currentIndex ?? 0;
    if (at >= rows.length || isPlaceholder(rows[at])) at = rows.findIndex((row) => !isPlaceholder(row));
    if (at < 0) return [];
    let from = at;
    let to = at;
    while (from > 0 && !isPlaceholder(rows[from - 1])) from -= 1;
    while (to < rows.length - 1 && !isPlaceholder(rows[to + 1])) to += 1;
    return (rows.slice(from, to + 1) as Observation[]).map((row) => row.occurrence_id);
  });

  const current = computed<number | null>({
    get: () => store.currentId,
    set: (id) => {
      if (id === null) store.setCurrent(null);
      else store.setCurrent(id);
    },
  });

  const triage = useTriage({
    ids,
    current,
    codes,
    enabled,
    onEnd: (direction) => void store.moveCurrent(direction === 'next' ? 1 : -1),
  });

  function onTableKeydown(event: KeyboardEvent): void {
    if (TABLE_KEYS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey || !enabled.value) return;
    const action = actionOf(event, codes.value);
    if (!action) return;
    if ((action.type === 'status' || action.type === 'comment') && store.currentId === null) return;
    // Triage acts before the table's own key handling, and the key goes no further.
    event.stopPropagation();
    event.preventDefault();
    triage.perform(action);
  }

  return { triage, onTableKeydown };
}
