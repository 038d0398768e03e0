/**
 * What a register list screen (projects, people) does with its address and its table: the
 * filters, page and order read from the route query; the page of rows loaded whenever they
 * change; paging, sorting and filter changes written back to the address; the paginator's total
 * (guessed one page ahead when the service sends no X-Filtered-Total); the load error in plain
 * words.
 */
import type { DataTablePageEvent, DataTableSortEvent } from 'primevue/datatable';
import { computed, watch, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { useRoute, useRouter, type LocationQuery, type LocationQueryRaw } from 'vue-router';
import { describeError, type ErrorNotice } from '../shell/describe-error.js';
import type { ListSort } from './list-query.js';
import { usePagedList, type Page, type PagedList } from './paged-list.js';

/** What a list screen tells {@link useRegisterList}. */
export interface RegisterListOptions<Row, State> {
  decode: (raw: LocationQuery) => State;
  encode: (state: State) => LocationQueryRaw;
  fetch: (state: State, offset: number, limit: number) => Promise<Page<Row>>;
  pageSize: number;
}

/** What {@link useRegisterList} gives the screen. */
export interface RegisterList<Row, State> extends PagedList<Row, State> {
  /** The list's state as the address says. */
  state: ComputedRef<State>;
  /** Writes `change` into the address (replacing the entry while typing, pushing otherwise). */
  go(change: Partial<State>, replace?: boolean): void;
  onPage(event: DataTablePageEvent): void;
  onSort(event: DataTableSortEvent): void;
  totalRecords: ComputedRef<number>;
  problem: ComputedRef<ErrorNotice>;
}

/** A register list over the route query (see the module comment). */
export function useRegisterList<Row, F extends string, State extends ListSort<F> & { offset: number }>(
  options: RegisterListOptions<Row, State>,
): RegisterList<Row, State> {
  const { t } = useI18n();
  const route = useRoute();
  const router = useRouter();
  const state = computed(() => options.decode(route.query));
  const list = usePagedList<Row, State>(options.fetch, options.pageSize);
  watch(state, (next) => void list.load(next, next.offset), { immediate: true });

  function go(change: Partial<State>, replace = false): void {
    const query = options.encode({ ...state.value, ...change });
    void (replace ? router.replace({ query }) : router.push({ query }));
  }

  return {
    ...list,
    state,
    go,
    onPage: (event) => go({ offset: event.first } as Partial<State>),
    onSort: (event) => {
      if (typeof event.sortField === 'string') go({ sort: event.sortField, dir: event.sortOrder === -1 ? 'desc' : 'asc', offset: 0 } as Partial<State>);
    },
    totalRecords: computed(() => list.filteredTotal.value
      ?? list.offset.value + list.rows.value.length + (list.rows.value.length === options.pageSize ? 1 : 0)),
    problem: computed(() => (list.status.value === 'error' ? describeError(list.error.value, t) : null)),
  };
}
