import { flushPromises, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import type { Router } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { mountApp } from '../../testing/mount-app.js';
import { PEOPLE_FILTERS } from '../../../src-shared/filters/people.js';
import { countParam, defineRouteQuery, textFilter, type RouteQueryState } from './route-query.js';
import { useRegisterList, type Page, type RegisterList } from './use-register-list.js';

// A register list's address of the people screen's kind: a name search, a page, an order.
const fields = { last_name: textFilter(PEOPLE_FILTERS, 'last_name', 'iw_contains', 100, 'cut'), offset: countParam('offset', 0, 9) };
const PEOPLE_LIST_QUERY = defineRouteQuery({ fields, sort: { allowed: ['last_name', 'updated_at'] as const, initial: { sort: 'last_name', dir: 'asc' } } });
type PeopleListState = RouteQueryState<typeof fields, 'last_name' | 'updated_at'>;

/** A fetch whose answers the test releases one by one. */
function controlled() {
  const calls: Array<{ last_name: string; offset: number; resolve: (page: Page<string>) => void; reject: (error: unknown) => void }> = [];
  const fetch = (state: PeopleListState, offset: number) => new Promise<Page<string>>((resolve, reject) => calls.push({ last_name: state.last_name, offset, resolve, reject }));
  return { calls, fetch };
}

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

async function mountList(path: string): Promise<{ list: RegisterList<string, PeopleListState>; router: Router; calls: ReturnType<typeof controlled>['calls'] }> {
  const { calls, fetch } = controlled();
  let list!: RegisterList<string, PeopleListState>;
  const Host = defineComponent({
    setup() {
      list = useRegisterList({ domain: 'people', query: PEOPLE_LIST_QUERY, fetch, pageSize: 2 });
      return () => h('span', list.rows.value.join(','));
    },
  });
  const mounted = await mountApp(Host, path);
  wrapper = mounted.wrapper;
  await flushPromises();
  return { list, router: mounted.router, calls };
}

describe('useRegisterList', () => {
  it('asks for the page while the screen is being built, not only once it is mounted, and only once', async () => {
    const { calls, fetch } = controlled();
    let askedWhileBuilding = -1;
    const Host = defineComponent({
      setup() {
        useRegisterList({ domain: 'people', query: PEOPLE_LIST_QUERY, fetch, pageSize: 2 });
        askedWhileBuilding = calls.length;
        return () => h('span');
      },
    });
    wrapper = (await mountApp(Host, '/people?last_name[iw_contains]=a')).wrapper;
    await flushPromises();
    expect(askedWhileBuilding).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ last_name: 'a', offset: 0 });
  });

  it('shows the page asked last, with its totals, and drops a slower older answer', async () => {
    const { list, router, calls } = await mountList('/people?last_name[iw_contains]=a');
    await router.push('/people?last_name[iw_contains]=ab');
    await flushPromises();
    expect(list.status.value).toBe('loading');
    calls[1]!.resolve({ rows: ['ab1'], total: 10, filtered_total: 1 });
    await flushPromises();
    calls[0]!.resolve({ rows: ['a1', 'a2'], total: 10, filtered_total: 5 });
    await flushPromises();
    expect(list.rows.value).toEqual(['ab1']);
    expect([list.total.value, list.filteredTotal.value, list.status.value]).toEqual([10, 1, 'ready']);
  });

  it('keeps the rows shown while the next page loads, and moves the offset once it arrived', async () => {
    const { list, router, calls } = await mountList('/people');
    calls[0]!.resolve({ rows: ['r1', 'r2'], total: null, filtered_total: null });
    await flushPromises();
    await router.push('/people?offset=2');
    await flushPromises();
    expect([list.rows.value, list.offset.value, list.status.value]).toEqual([['r1', 'r2'], 0, 'loading']);
    calls[1]!.resolve({ rows: ['r3'], total: null, filtered_total: null });
    await flushPromises();
    expect([list.rows.value, list.offset.value, list.status.value]).toEqual([['r3'], 2, 'ready']);
  });

  it('reports a failure and loads the same page again on retry', async () => {
    const { list, calls } = await mountList('/people?offset=4');
    calls[0]!.reject(new DeskError({ status: 0, code: 'network', message: 'down', fields: [] }));
    await flushPromises();
    expect(list.status.value).toBe('error');
    expect(list.problem.value).not.toBeNull();
    const again = list.retry();
    expect(calls[1]).toMatchObject({ offset: 4 });
    calls[1]!.resolve({ rows: ['x'], total: 1, filtered_total: 1 });
    await again;
    expect([list.status.value, list.problem.value]).toEqual(['ready', null]);
  });

  it('lets a second reader of the same list share its request', async () => {
    const { router, calls } = await mountList('/people');
    await router.push('/people?sort=last_name&dir=asc');
    await flushPromises();
    // the same list written another way: one key, one request
    expect(calls).toHaveLength(1);
  });
});
