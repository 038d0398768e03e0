import { flushPromises, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { OPS, type FilterSpec } from '../../../src-shared/filters/grammar.js';
import { mountApp } from '../../testing/mount-app.js';
import { booleanFilter, choiceParam, countParam, dayFilter, defineRouteQuery, idsFilter, textFilter } from './route-query.js';
import { useRouteQuery, type RouteQueryRef } from './use-route-query.js';

const SPEC: FilterSpec = {
  name: { type: 'string', operations: OPS.text },
  set_id: { type: 'integer', operations: OPS.code },
  public: { type: 'boolean', operations: OPS.boolean },
  day: { type: 'date', operations: OPS.ordered },
};
const QUERY = defineRouteQuery({
  fields: {
    name: textFilter(SPEC, 'name', 'iw_contains', 10),
    set_id: idsFilter(SPEC, 'set_id', { max: 3, overflow: 'drop', min: 1, sorted: true }),
    public: booleanFilter(SPEC, 'public'),
    from: dayFilter(SPEC, 'day', 'gte'),
    kind: choiceParam('kind', ['a', 'b'] as const, null),
    offset: countParam('offset', 0, 9),
  },
  sort: { allowed: ['name', 'id'] as const, initial: { sort: 'id', dir: 'desc' } },
});
type State = ReturnType<typeof QUERY.initial>;

describe('defineRouteQuery', () => {
  it('reads each kind of field through the grammar and writes the same address back', () => {
    const raw = { 'name[iw_contains]': 'orchid', 'set_id[in]': '2,7', 'public[eq]': 'false', 'day[gte]': '2024-05-01', kind: 'b', offset: '20', sort: 'name', dir: 'asc' };
    const { state, ignored } = QUERY.decode(raw);
    expect(state).toEqual({ name: 'orchid', set_id: [2, 7], public: false, from: '2024-05-01', kind: 'b', offset: 20, sort: 'name', dir: 'asc' });
    expect(ignored).toEqual([]);
    expect(QUERY.encode(state)).toEqual(raw);
    expect(QUERY.clauses(state)).toEqual([
      { field: 'name', operation: 'iw_contains', value: 'orchid' },
      { field: 'set_id', operation: 'in', value: [2, 7] },
      { field: 'public', operation: 'eq', value: false },
      { field: 'day', operation: 'gte', value: '2024-05-01' },
    ]);
  });

  it('leaves out what breaks the grammar or the field, names it, and keeps the rest', () => {
    const { state, ignored } = QUERY.decode({
      'name[iw_contains]': 'much too long', 'set_id[in]': '1,x', 'public[eq]': 'maybe', 'day[gte]': '2024-02-31',
      'day[lt]': '2024-01-01', kind: 'c', offset: '-1', sort: 'name', dir: 'up', other: '1',
    });
    expect(state).toEqual({ ...QUERY.initial(), sort: 'name', dir: 'asc' });
    expect(ignored.sort()).toEqual(['day[gte]', 'day[lt]', 'dir', 'kind', 'name[iw_contains]', 'offset', 'other', 'public[eq]', 'set_id[in]']);
    expect(QUERY.decode({ 'set_id[in]': '0' }).ignored).toEqual(['set_id[in]']);
    expect(QUERY.decode({ 'set_id[in]': '1,2,3,4' }).state.set_id).toEqual([]);
  });

  it('takes the last of a repeated parameter, sorts id lists and leaves defaults out of the address', () => {
    const { state } = QUERY.decode({ 'set_id[in]': ['9', '7,3,7'], 'name[iw_contains]': null });
    expect(state.set_id).toEqual([3, 7]);
    expect(QUERY.encode({ ...QUERY.initial(), set_id: [7, 3] })).toEqual({ 'set_id[in]': '3,7' });
    expect(QUERY.encode(QUERY.initial())).toEqual({});
  });
});

describe('useRouteQuery', () => {
  let wrapper: VueWrapper | null = null;
  afterEach(() => wrapper?.unmount());

  it('follows the address and writes changes into it, pushing or replacing the entry', async () => {
    let query!: RouteQueryRef<State>;
    const Host = defineComponent({
      setup() {
        query = useRouteQuery(QUERY);
        return () => h('span', query.state.value.name);
      },
    });
    const mounted = await mountApp(Host, '/people?name[iw_contains]=fern&colour=red');
    wrapper = mounted.wrapper;
    expect(query.state.value.name).toBe('fern');
    expect(query.ignored.value).toEqual(['colour']);
    await query.go({ set_id: [4], offset: 0 });
    expect(mounted.router.currentRoute.value.fullPath).toBe('/people?name[iw_contains]=fern&set_id[in]=4');
    await mounted.router.push('/people?kind=a');
    await flushPromises();
    expect(query.state.value).toMatchObject({ name: '', kind: 'a', set_id: [] });
    await query.go({ name: 'moss' }, true);
    expect(mounted.router.currentRoute.value.query).toEqual({ 'name[iw_contains]': 'moss', kind: 'a' });
    // replaced, not pushed: one step back is the entry before `kind=a`
    mounted.router.back();
    await flushPromises();
    expect(query.state.value).toMatchObject({ name: 'fern', set_id: [4], kind: null });
  });
});
