/**
 * One page of a register list (projects, people) as a screen holds it: the rows of the page
 * asked last, the totals of `with_total` (null when the service sends none), and the load state.
 * Answers to an older request are dropped, so typing fast never shows stale rows. Used by the
 * project and people lists (features/projects, features/people).
 */
import { ref, shallowRef, type Ref, type ShallowRef } from 'vue';

/** A page as the desk answers it (`projects.list`, `people.list`). */
export interface Page<Row> {
  rows: Row[];
  total: number | null;
  filtered_total: number | null;
}

/** Where the list stands. */
export type PagedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What {@link usePagedList} gives a screen. */
export interface PagedList<Row, Query> {
  rows: ShallowRef<Row[]>;
  total: Ref<number | null>;
  filteredTotal: Ref<number | null>;
  status: Ref<PagedStatus>;
  /** The error of the last failed load (a DeskError, usually). */
  error: ShallowRef<unknown>;
  /** Offset of the page shown (0-based row index). */
  offset: Ref<number>;
  /** Loads the page of `query` starting at `offset`; resolves when it is shown (or dropped as stale). */
  load(query: Query, offset: number): Promise<void>;
  /** Loads the last page asked again (after an error). */
  retry(): Promise<void>;
}

/**
 * A paged list over `fetchPage(query, offset, limit)`. Rows of the previous page stay on screen
 * while the next one loads (status `loading`), so the table does not jump.
 */
export function usePagedList<Row, Query>(fetchPage: (query: Query, offset: number, limit: number) => Promise<Page<Row>>, limit: number): PagedList<Row, Query> {
  const rows = shallowRef<Row[]>([]);
  const total = ref<number | null>(null);
  const filteredTotal = ref<number | null>(null);
  const status = ref<PagedStatus>('idle');
  const error = shallowRef<unknown>(null);
  const offset = ref(0);
  let generation = 0;
  let last: { query: Query; offset: number } | null = null;

  async function load(query: Query, from: number): Promise<void> {
    const mine = ++generation;
    last = { query, offset: from };
    status.value = 'loading';
    try {
      const page = await fetchPage(query, from, limit);
      if (mine !== generation) return;
      rows.value = page.rows;
      total.value = page.total;
      filteredTotal.value = page.filtered_total;
      offset.value = from;
      error.value = null;
      status.value = 'ready';
    } catch (cause) {
      if (mine !== generation) return;
      error.value = cause;
      status.value = 'error';
    }
  }

  return {
    rows, total, filteredTotal, status, error, offset, load,
    retry: () => (last ? load(last.query, last.offset) : Promise.resolve()),
  };
}
