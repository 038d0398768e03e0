/**
 * What the observation table shows while a new query loads. A filter change should cost one
 * render of the rows on screen, with the new rows:
 * - the previous rows stay (the table hides them under skeleton lines, `stale`) instead of
 *   skeleton rows that would be rendered into every cell first; rows are keyed by position, so
 *   the new observations are rendered into the same rows rather than mounted anew;
 * - the order the header shows changes together with the rows it describes.
 * On the first load (nothing to keep) skeleton rows are shown.
 */
import { computed, shallowRef, watch, type ComputedRef, type ShallowRef } from 'vue';
import type { ListStatus, PlaceholderRow, TableRow } from './observations-store.js';
import type { SortDir } from './query-codec.js';

/** Skeleton rows of the first load. */
const SKELETON_ROWS: PlaceholderRow[] = Array.from({ length: 12 }, (_, i) => ({ occurrence_id: -(i + 1), placeholder: true }));

/** The part of the observations store the table display follows. */
export interface TableDisplaySource {
  status: ListStatus;
  rows: TableRow[];
  query: { sort: string; dir: SortDir };
}

/** What {@link useTableDisplay} gives the table. */
export interface TableDisplay {
  /** The rows the table shows. */
  rows: ComputedRef<TableRow[]>;
  /** The rows shown are the previous query's, waiting for the new ones (hide them). */
  stale: ComputedRef<boolean>;
  /** The order the header shows: field and direction (1 ascending, -1 descending). */
  order: ShallowRef<{ field: string; order: 1 | -1 }>;
}

/** Follows `source` (the observations store) as described in the file comment. */
export function useTableDisplay(source: TableDisplaySource): TableDisplay {
  const previous = shallowRef<TableRow[]>([]);
  const orderOf = (): { field: string; order: 1 | -1 } => ({ field: source.query.sort, order: source.query.dir === 'asc' ? 1 : -1 });
  const order = shallowRef(orderOf());
  watch(() => [source.status, source.rows] as const, ([status, rows]) => {
    if (status === 'loading') return;
    previous.value = rows;
    const next = orderOf();
    if (next.field !== order.value.field || next.order !== order.value.order) order.value = next;
  }, { immediate: true });
  const stale = computed(() => source.status === 'loading' && previous.value.length > 0);
  const rows = computed<TableRow[]>(() => (source.status !== 'loading' ? source.rows : stale.value ? previous.value : SKELETON_ROWS));
  return { rows, stale, order };
}
