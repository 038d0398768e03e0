import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { getDesk } from '../../bridge/index.js';
import { useSessionStore } from '../../stores/session.js';
import { sessionScope } from '../../data/signed-in-scope.js';
import { emptyQuery, queryKey, type WorkspaceQuery } from './query-codec.js';
import { createSelection } from './observation-selection.js';
import { afterNextPaint } from '../../components/after-paint.js';

/** Rows per request (the service's default page). */
export const PAGE_SIZE = 100;
/** The table scrolls through at most this many rows; beyond, the steward narrows the filter. */
export const MAX_VIRTUAL_ROWS = 200_000;

/** A row not loaded yet: its negative id keeps the table's row keys unique. */
export interface PlaceholderRow {
  occurrence_id: number;
  placeholder: true;
}
/** A row of the table: an observation, or a placeholder shown as a skeleton. */
export type TableRow = Observation | PlaceholderRow;

/** Whether a table row is a placeholder. */
export function isPlaceholder(row: TableRow | undefined): row is PlaceholderRow {
  return !row || (row as PlaceholderRow).placeholder === true;
}

/** Where the first page of the current filter stands. */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

function placeholders(from: number, to: number): PlaceholderRow[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => ({ occurrence_id: -(from + i + 1), placeholder: true as const }));
}

/**
 * The observation list of the workspace: the query (from the route), the rows page by page
 * (`desk.observations.list`, lazy, for the table's virtualiser), the totals of `with_total`, and the
 * selection shared by table, map and detail. Every filter change starts a new generation; answers
 * of an older generation are ignored, so out-of-order answers never show stale rows.
 *
 * Totals are asked once per filter: the first page carries `with_total`, later pages do not
 * (counting costs the service a scan of the filter on every request). A page being read is one
 * promise that every reader of its rows joins (the scroller, triage's "next", the map's focus).
 * The rows stay in this store rather than in the data layer's query cache: the table scrolls one
 * raw array of up to 200,000 rows, and a cache entry per page would hold every row twice.
 */
export const useObservationsStore = defineStore('observations', () => {
  const session = useSessionStore();
  const query = shallowRef<WorkspaceQuery>(emptyQuery());
  const rows = shallowRef<TableRow[]>([]);
  const total = ref<number | null>(null);
  const filteredTotal = ref<number | null>(null);
  const status = ref<ListStatus>('idle');
  const error = ref<unknown>(null);
  /** A later page that failed (the first page's failure is `error`). */
  const pageError = ref<unknown>(null);
  /** Rows the scroller shows now (first inclusive, last exclusive), for the counts line. */
  const visible = ref<{ first: number; last: number }>({ first: 0, last: 0 });

  let generation = 0;
  let loadedKey: string | null = null;
  /** Pages of the current generation: read, or the read under way (which readers join). */
  const pages = new Map<number, Promise<void> | 'loaded'>();
  const indexById = new Map<number, number>();

  const selection = createSelection({ rows, indexOf: (id) => indexById.get(id), loadRow: (index) => loadRow(index) });

  /** Clauses sent with every request (for the map, the bulk dialog). */
  const clauses = computed<FilterClauseInput[]>(() => query.value.clauses);
  /** Whether the list is capped below the filtered total. */
  const capped = computed(() => (filteredTotal.value ?? 0) > MAX_VIRTUAL_ROWS);

  function applyPage(page: number, found: Observation[]): void {
    const offset = page * PAGE_SIZE;
    let next = rows.value;
    const needed = filteredTotal.value === null
      ? offset + found.length + (found.length === PAGE_SIZE ? PAGE_SIZE : 0)
      : Math.min(filteredTotal.value, MAX_VIRTUAL_ROWS);
    next = next.length === needed ? next.slice() : [...next.slice(0, needed), ...placeholders(next.length, needed)];
    found.forEach((row, i) => {
      if (offset + i >= next.length) return;
      const previous = next[offset + i];
      if (previous && !isPlaceholder(previous)) indexById.delete(previous.occurrence_id);
      next[offset + i] = markRaw(row);
      indexById.set(row.occurrence_id, offset + i);
    });
    // Raw: the scroller's deep watch on its items must not walk 100,000 rows.
    rows.value = markRaw(next);
  }

  /**
   * Reads one page of the current generation; resolves when its rows are in (at once when they
   * are, with the read under way when another caller started it).
   */
  function loadPage(page: number): Promise<void> {
    const known = pages.get(page);
    if (known === 'loaded') return Promise.resolve();
    if (known) return known;
    if (page < 0 || (page > 0 && rows.value.length <= page * PAGE_SIZE)) return Promise.resolve();
    const reading = readPage(page);
    pages.set(page, reading);
    return reading;
  }

  async function readPage(page: number): Promise<void> {
    const mine = generation;
    const q = query.value;
    try {
      const answer = await getDesk().observations.list({
        clauses: q.clauses, ...(q.right ? { right: q.right } : {}), offset: page * PAGE_SIZE, limit: PAGE_SIZE, sort: q.sort, dir: q.dir,
        with_total: page === 0,
      });
      if (mine !== generation) return;
      if (page === 0) {
        total.value = answer.total;
        filteredTotal.value = answer.filtered_total;
      }
      applyPage(page, answer.rows);
      pages.set(page, 'loaded');
      if (page === 0) {
        status.value = 'ready';
        error.value = null;
        // Read ahead once the first rows are on screen: the next page's answer (parsed on this
        // thread) must not delay their paint.
        afterNextPaint(() => {
          if (mine === generation) void loadPage(1);
        });
      }
    } catch (cause) {
      if (mine !== generation) return;
      pages.delete(page);
      if (page === 0) {
        status.value = 'error';
        error.value = cause;
      } else {
        pageError.value = cause;
      }
    }
  }

  /** Loads the row at `index` (its page); resolves with the row, or undefined when there is none. */
  async function loadRow(index: number): Promise<Observation | undefined> {
    if (index < 0 || index >= rows.value.length) return undefined;
    await loadPage(Math.floor(index / PAGE_SIZE));
    const row = rows.value[index];
    return isPlaceholder(row) ? undefined : row;
  }

  function restart(keepSelection: boolean): Promise<void> {
    generation += 1;
    pages.clear();
    indexById.clear();
    rows.value = [];
    total.value = null;
    filteredTotal.value = null;
    status.value = 'loading';
    error.value = null;
    pageError.value = null;
    visible.value = { first: 0, last: 0 };
    if (!keepSelection) selection.clearSelection();
    return loadPage(0);
  }

  /**
   * Takes the query from the route; a new query clears the list and the selection and loads its
   * first page (the next page is read ahead once the first has been painted). The same query
   * again (for the same person on the same server) is a no-op unless `reload`: then the rows are
   * read again and the selection kept (the workspace does that when it is opened anew).
   */
  function setQuery(next: WorkspaceQuery, reload = false): Promise<void> {
    const key = `${sessionScope(session)}\n${queryKey(next)}`;
    const same = key === loadedKey;
    if (same && !reload && status.value !== 'error') return Promise.resolve();
    loadedKey = key;
    query.value = next;
    return restart(same);
  }

  /** The scroller needs rows `first`…`last - 1`: loads their pages and the page after them. */
  function ensureRange(first: number, last: number): Promise<void> {
    const from = Math.floor(Math.max(0, first) / PAGE_SIZE);
    const to = Math.floor(Math.max(first, last - 1) / PAGE_SIZE) + 1;
    const loads: Array<Promise<void>> = [];
    for (let page = from; page <= to; page += 1) loads.push(loadPage(page));
    return Promise.all(loads).then(() => undefined);
  }

  /** Tries again after a failure: the first page, or the later pages that failed. */
  function retry(): Promise<void> {
    if (status.value === 'error' || status.value === 'idle') return restart(true);
    pageError.value = null;
    return ensureRange(visible.value.first, Math.max(visible.value.last, visible.value.first + 1));
  }

  /** Reads the current query again (after a bulk validation), keeping the selection. */
  function refresh(): Promise<void> {
    return restart(true);
  }

  /** Puts a changed observation into its row (detail edits, validations). */
  function replaceRow(observation: Observation): void {
    const index = indexById.get(observation.occurrence_id);
    if (index === undefined) return;
    const next = rows.value.slice();
    next[index] = markRaw(observation);
    rows.value = markRaw(next);
  }

  /**
   * Takes a deleted observation out of the list: the rows after it move up one (as they do on
   * the service), the totals go down by one, and it leaves the selection (the detail closes when
   * it was the current one). A loaded page that now ends in a row not read yet is read again
   * when it is scrolled to.
   */
  function removeRow(id: number): void {
    const index = indexById.get(id);
    if (index !== undefined) {
      const next = rows.value.slice();
      next.splice(index, 1);
      indexById.delete(id);
      for (let i = index; i < next.length; i += 1) {
        const row = next[i]!;
        if (isPlaceholder(row)) next[i] = { occurrence_id: -(i + 1), placeholder: true };
        else indexById.set(row.occurrence_id, i);
      }
      rows.value = markRaw(next);
      for (const [page, state] of pages) {
        if (state === 'loaded' && next.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).some((row) => isPlaceholder(row))) pages.delete(page);
      }
      if (filteredTotal.value !== null) filteredTotal.value = Math.max(0, filteredTotal.value - 1);
    }
    if (total.value !== null) total.value = Math.max(0, total.value - 1);
    selection.selectedIds.value = selection.selectedIds.value.filter((selected) => selected !== id);
    if (selection.currentId.value === id) selection.currentId.value = null;
  }

  /** The loaded observation with `id`, if it is in the list. */
  function rowById(id: number): Observation | undefined {
    const index = indexById.get(id);
    const row = index === undefined ? undefined : rows.value[index];
    return isPlaceholder(row) ? undefined : row;
  }

  /** Where the observation with `id` is in the list (loaded rows only). */
  function indexOf(id: number): number | undefined {
    return indexById.get(id);
  }

  return {
    query, clauses, rows, total, filteredTotal, status, error, pageError, visible, capped,
    setQuery, ensureRange, loadRow, retry, refresh, replaceRow, removeRow, rowById, indexOf,
    ...selection,
  };
});
