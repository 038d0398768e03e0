/**
 * What a register list screen (projects, people, relevés) does with its address and its table:
 * the filters, page and order read from the route query; the page of rows read through the data
 * layer (key `[scope, domain, 'list', route query]`, so a page read before shows at once and two
 * readers share one request), asked for as soon as the screen starts to build; the previous page's rows kept on screen while the next one loads;
 * paging, sorting and filter changes written back to the address; the paginator's total (guessed
 * one page ahead when the service sends no X-Filtered-Total); the load error in plain words.
 */
import { useQuery } from '@pinia/colada';
import type { DataTablePageEvent, DataTableSortEvent } from 'primevue/datatable';
import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { scopedKey, type DataDomain } from '../../data/query-keys.js';
import { useSignedInScope } from '../../data/signed-in-scope.js';
import { describeError, type ErrorNotice } from '../feedback/describe-error.js';
import type { ListSort, RouteQuery } from './route-query.js';
import { useRouteQuery } from './use-route-query.js';

/** A page as the desk answers it (`projects.list`, `people.list`, `releves.list`). */
export interface Page<Row> {
  rows: Row[];
  total: number | null;
  filtered_total: number | null;
}

/** Where the list stands. */
export type PagedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a list screen tells {@link useRegisterList}. */
export interface RegisterListOptions<Row, State> {
  /** The data domain the rows belong to (a change there reads the list again). */
  domain: DataDomain;
  /** The screen's address codec (its filters, defaults and sort). */
  query: RouteQuery<State>;
  fetch: (state: State, offset: number, limit: number) => Promise<Page<Row>>;
  pageSize: number;
}

/** What {@link useRegisterList} gives the screen. */
export interface RegisterList<Row, State> {
  /** The list's state as the address says. */
  state: ComputedRef<State>;
  /** Rows of the page shown (the previous page's while the next one loads). */
  rows: ComputedRef<Row[]>;
  total: ComputedRef<number | null>;
  filteredTotal: ComputedRef<number | null>;
  status: ComputedRef<PagedStatus>;
  /** Offset of the page shown (0-based row index). */
  offset: ComputedRef<number>;
  /** Reads the page asked last again (after an error). */
  retry(): Promise<void>;
  /** Writes `change` into the address (replacing the entry while typing, pushing otherwise). */
  go(change: Partial<State>, replace?: boolean): void;
  /** A page chosen in the table's paginator (DataTable's or a Paginator's event: only `first` is read). */
  onPage(event: Pick<DataTablePageEvent, 'first'>): void;
  /** A sort header chosen (DataTable's event or SortableTable's: only the field and the order are read). */
  onSort(event: Pick<DataTableSortEvent, 'sortField' | 'sortOrder'>): void;
  totalRecords: ComputedRef<number>;
  problem: ComputedRef<ErrorNotice>;
}

interface Shown<Row> extends Page<Row> {
  offset: number;
}

/** A register list over the route query (see the module comment). */
export function useRegisterList<Row, F extends string, State extends ListSort<F> & { offset: number }>(
  options: RegisterListOptions<Row, State>,
): RegisterList<Row, State> {
  const { t } = useI18n();
  const scope = useSignedInScope();
  const { state, go } = useRouteQuery(options.query);
  const query = useQuery<Shown<Row>>({
    // the canonical route query: one key per distinct list, whatever order the address wrote it in
    key: () => scopedKey(scope.value, options.domain, 'list', options.query.encode(state.value)),
    query: async () => {
      const asked = state.value;
      return { ...(await options.fetch(asked, asked.offset, options.pageSize)), offset: asked.offset };
    },
    // keep the previous page on screen while the next loads, so the table does not jump
    placeholderData: (previous) => previous,
  });
  // Ask now, while the screen is still being built: the data layer would wait until it is mounted
  // (a filter panel and a table: hundreds of ms on a loaded machine, bench/browse.bench.ts), and
  // only then start the request. Its own mount-time refresh finds this one under way.
  void query.refresh();
  const shown = computed(() => query.data.value);

  const rows = computed(() => shown.value?.rows ?? []);
  const offset = computed(() => shown.value?.offset ?? 0);
  const filteredTotal = computed(() => shown.value?.filtered_total ?? null);
  const status = computed<PagedStatus>(() => {
    if (query.error.value) return 'error';
    return query.isPending.value || query.isPlaceholderData.value || query.asyncStatus.value === 'loading' ? 'loading' : 'ready';
  });
  return {
    state,
    rows,
    total: computed(() => shown.value?.total ?? null),
    filteredTotal,
    status,
    offset,
    retry: async () => void (await query.refetch()),
    go: (change, replace) => void go(change, replace),
    onPage: (event) => void go({ offset: event.first } as Partial<State>),
    onSort: (event) => {
      if (typeof event.sortField === 'string') void go({ sort: event.sortField, dir: event.sortOrder === -1 ? 'desc' : 'asc', offset: 0 } as Partial<State>);
    },
    totalRecords: computed(() => filteredTotal.value ?? offset.value + rows.value.length + (rows.value.length === options.pageSize ? 1 : 0)),
    problem: computed(() => (status.value === 'error' ? describeError(query.error.value, t) : null)),
  };
}
