/**
 * The filter the workspace's map shows, one step behind the table's: a new filter reaches the map
 * once the table's first page has arrived (or failed). Why: the map's cluster tiles are heavy
 * queries (several per view, ~100 ms each on 100,000 observations) and the service answers one
 * request at a time, so tiles asked for together with the first page held the rows back (filter
 * change → rows, p95, bench:ui), and the map's redraw would share the frame that paints the
 * rows. While the steward is still changing the filter (a change every half second or so), the
 * intermediate filters are not sent to the map at all: building the clusters of each one kept the
 * service busy for up to 0.8 s, holding back the rows of the next. The table is what the steward
 * reads first; the map follows once the filter has settled. Meanwhile `held` tells the map that
 * the filter it shows is going: it aborts that filter's tile reads (which otherwise took the
 * browser's connections the next list request needed) and starts none.
 */
import { computed, onScopeDispose, shallowRef, watch, type ComputedRef, type Ref, type ShallowRef } from 'vue';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { ListStatus } from './observations-store.js';
import { latestAfterPaint } from '../../components/after-paint.js';

/** How long a filter must stay unchanged, after its rows were painted, before the map shows it (ms). */
export const MAP_FILTER_SETTLE_MS = 500;

/** What {@link useMapClauses} gives the map. */
export interface MapClauses {
  /** The filter the map shows. */
  shown: ShallowRef<FilterClauseInput[]>;
  /** The workspace's filter differs from `shown` (by value): the map's reads for `shown` are not wanted. */
  held: ComputedRef<boolean>;
}

/**
 * `clauses` as the map should show them: the first ones at once; later ones once the table's
 * first page has arrived (or failed) and been painted, and the filter then stayed the same for
 * `settle_ms` ({@link MAP_FILTER_SETTLE_MS}); held while they differ.
 */
export function useMapClauses(
  clauses: Readonly<Ref<FilterClauseInput[]>>,
  status: Readonly<Ref<ListStatus>>,
  settle_ms = MAP_FILTER_SETTLE_MS,
): MapClauses {
  const shown = shallowRef(clauses.value);
  const afterPaint = latestAfterPaint();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    afterPaint.cancel();
    clearTimeout(timer);
  };
  watch([clauses, status], ([next, state]) => {
    cancel();
    if (state === 'loading' || next === shown.value) return;
    afterPaint.schedule(() => {
      timer = setTimeout(() => (shown.value = next), settle_ms);
    });
  });
  onScopeDispose(cancel);
  const held = computed(() => clauses.value !== shown.value && JSON.stringify(clauses.value) !== JSON.stringify(shown.value));
  return { shown, held };
}
