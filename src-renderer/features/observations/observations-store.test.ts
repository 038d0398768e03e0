import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObservationListInput, ObservationPage } from '../../../src-shared/contract/observations.js';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { setDesk } from '../../bridge/index.js';
import { emptyQuery, type WorkspaceQuery } from './query-codec.js';
import { createFakeDesk, sessionState, type FakeDesk } from '../../testing/fake-desk.js';
import { useSessionStore } from '../../stores/session.js';
import { installObservations, observation } from '../../testing/fake-reference.js';
import { isPlaceholder, MAX_VIRTUAL_ROWS, PAGE_SIZE, useObservationsStore } from './observations-store.js';

let desk: FakeDesk;

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
});

const withTaxon = (id: number): WorkspaceQuery => ({ ...emptyQuery(), clauses: [{ field: 'taxon_id', operation: 'in', value: [id] }] });
const calls = () => desk.fn('observations.list').mock.calls.map(([input]) => input as ObservationListInput);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Lets answers arrive, a frame be painted (the read-ahead waits for it) and its answer arrive too. */
const settle = async () => {
  await tick();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await tick();
};

/** A deferred answer, to deliver answers in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('observations store: paging and totals', () => {
  it('loads the first page with the query, sizes the list from the filtered total and prefetches the next page', async () => {
    installObservations(desk, 250, 1000);
    const store = useObservationsStore();
    await store.setQuery({ ...withTaxon(2), right: 'validate', sort: 'taxon_id', dir: 'asc' });
    await settle();
    expect(calls()[0]).toEqual({ clauses: [{ field: 'taxon_id', operation: 'in', value: [2] }], right: 'validate', offset: 0, limit: PAGE_SIZE, sort: 'taxon_id', dir: 'asc', with_total: true });
    expect(calls()[1]).toMatchObject({ offset: PAGE_SIZE, with_total: false });
    expect(calls()).toHaveLength(2);
    expect(store.status).toBe('ready');
    expect(store.total).toBe(1000);
    expect(store.filteredTotal).toBe(250);
    expect(store.rows).toHaveLength(250);
    expect(isPlaceholder(store.rows[199])).toBe(false);
    expect(isPlaceholder(store.rows[200])).toBe(true);
    expect(store.rows[200]!.occurrence_id).toBe(-201);
  });

  it('asks for the totals once per filter: the first page only, and again for a new filter', async () => {
    installObservations(desk, 1000, 5000);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    await store.ensureRange(450, 520);
    await store.setQuery(withTaxon(2));
    expect(calls().map((c) => [c.offset, c.with_total])).toEqual([[0, true], [100, false], [400, false], [500, false], [600, false], [0, true]]);
    expect([store.total, store.filteredTotal]).toEqual([5000, 1000]);
  });

  it('lets every reader of a page being read join that read (one request, no waiting on a timer)', async () => {
    installObservations(desk, 1000);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      desk.fn('observations.list').mockClear();
      const page = deferred<ObservationPage>();
      desk.fn('observations.list').mockReturnValueOnce(page.promise);
      const readers = Promise.all([store.loadRow(450), store.loadRow(451), store.ensureRange(440, 460)]);
      page.resolve({ rows: Array.from({ length: PAGE_SIZE }, (_, i) => observation(401 + i)), total: null, filtered_total: null });
      const [first, second] = await readers;
      expect([first?.occurrence_id, second?.occurrence_id]).toEqual([451, 452]);
      expect(calls().filter((c) => c.offset === 400)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the next page ahead only after the first rows have been painted', async () => {
    installObservations(desk, 250, 1000);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await tick();
    expect(store.status).toBe('ready');
    expect(calls()).toHaveLength(1);
    await settle();
    expect(calls().map((c) => c.offset)).toEqual([0, PAGE_SIZE]);
  });

  it('loads the pages a scrolled range needs, each once, plus the one after', async () => {
    installObservations(desk, 1000);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    desk.fn('observations.list').mockClear();
    await store.ensureRange(450, 520);
    expect(calls().map((c) => c.offset)).toEqual([400, 500, 600]);
    await store.ensureRange(460, 530);
    expect(calls()).toHaveLength(3);
    expect(store.rowById(555)?.occurrence_id).toBe(555);
    expect(store.indexOf(555)).toBe(554);
  });

  it('caps the scrollable rows and says so', async () => {
    desk.fn('observations.list').mockResolvedValue({ rows: [observation(1)], total: 10_000_000, filtered_total: 5_000_000 });
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    expect(store.rows).toHaveLength(MAX_VIRTUAL_ROWS);
    expect(store.capped).toBe(true);
  });

  it('grows the list page by page when the service gives no totals', async () => {
    desk.fn('observations.list').mockImplementation(async (input: ObservationListInput): Promise<ObservationPage> => ({
      rows: Array.from({ length: input.offset === 0 ? PAGE_SIZE : 30 }, (_, i) => observation((input.offset ?? 0) + i + 1)), total: null, filtered_total: null,
    }));
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    expect(store.filteredTotal).toBeNull();
    expect(store.rows).toHaveLength(PAGE_SIZE + 30);
  });

  it('does not reload for the same query, and reloads for another, on request, or for another person', async () => {
    installObservations(desk, 10);
    const store = useObservationsStore();
    await store.setQuery(withTaxon(2));
    await store.setQuery(withTaxon(2));
    expect(calls()).toHaveLength(1);
    await store.setQuery(withTaxon(3));
    expect(calls()).toHaveLength(2);
    store.clickRow(4, { toggle: true });
    await store.setQuery(withTaxon(3), true);
    expect(calls()).toHaveLength(3);
    expect(store.selectedIds).toEqual([4]);
    useSessionStore().apply({ ...sessionState('signed-in'), user: { username: 'manager', display_name: 'M', person_id: 2 } });
    await store.setQuery(withTaxon(3));
    expect(calls()).toHaveLength(4);
    expect(store.selectedIds).toEqual([]);
  });
});

describe('observations store: stale answers', () => {
  it('ignores the answer of an older filter that arrives last', async () => {
    const slow = deferred<ObservationPage>();
    const fast = deferred<ObservationPage>();
    desk.fn('observations.list').mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise);
    const store = useObservationsStore();
    const first = store.setQuery(withTaxon(1));
    const second = store.setQuery(withTaxon(2));
    fast.resolve({ rows: [observation(20, { taxon_id: 2 })], total: 100, filtered_total: 1 });
    await second;
    slow.resolve({ rows: [observation(10, { taxon_id: 1 }), observation(11, { taxon_id: 1 })], total: 100, filtered_total: 2 });
    await first;
    expect(store.rows.map((row) => row.occurrence_id)).toEqual([20]);
    expect(store.filteredTotal).toBe(1);
    expect(store.status).toBe('ready');
  });

  it('ignores the failure of an older filter', async () => {
    const slow = deferred<ObservationPage>();
    desk.fn('observations.list').mockReturnValueOnce(slow.promise).mockResolvedValueOnce({ rows: [observation(5)], total: 5, filtered_total: 1 });
    const store = useObservationsStore();
    const first = store.setQuery(withTaxon(1));
    await store.setQuery(withTaxon(2));
    slow.reject(new DeskError({ status: 400, code: 'bad-request', message: 'old', fields: [] }));
    await first;
    expect(store.status).toBe('ready');
    expect(store.error).toBeNull();
  });
});

describe('observations store: errors and retry', () => {
  it('keeps the first page\'s error and retries it', async () => {
    const failure = new DeskError({ status: 0, code: 'network', message: 'down', fields: [] });
    desk.fn('observations.list').mockRejectedValueOnce(failure);
    const store = useObservationsStore();
    await store.setQuery(withTaxon(2));
    expect(store.status).toBe('error');
    expect(store.error).toBe(failure);
    installObservations(desk, 3);
    await store.retry();
    expect(store.status).toBe('ready');
    expect(store.rows).toHaveLength(3);
  });

  it('reports a later page\'s failure separately and loads it again on retry', async () => {
    installObservations(desk, 300);
    const store = useObservationsStore();
    desk.fn('observations.list').mockImplementationOnce(async () => ({ rows: Array.from({ length: 100 }, (_, i) => observation(i + 1)), total: 300, filtered_total: 300 }))
      .mockRejectedValueOnce(new DeskError({ status: 500, code: 'server', message: 'boom', fields: [] }));
    await store.setQuery(emptyQuery());
    await settle();
    expect(store.status).toBe('ready');
    expect(store.pageError).toBeInstanceOf(DeskError);
    store.visible = { first: 100, last: 120 };
    await store.retry();
    expect(store.pageError).toBeNull();
    expect(store.rowById(150)).toBeDefined();
  });
});

describe('observations store: selection', () => {
  async function loaded() {
    installObservations(desk, 300);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    return store;
  }

  it('a click opens a row without selecting it; toggle adds or removes, a range adds the rows from the last one clicked', async () => {
    const store = await loaded();
    store.clickRow(5);
    expect(store.currentId).toBe(5);
    expect(store.selectedIds).toEqual([]);
    store.clickRow(9, { toggle: true });
    expect(store.selectedIds).toEqual([9]);
    // Selecting does not move the detail away from the record being read.
    expect(store.currentId).toBe(5);
    store.clickRow(5, { toggle: true });
    expect(store.selectedIds).toEqual([9, 5]);
    store.clickRow(5, { toggle: true });
    expect(store.selectedIds).toEqual([9]);
    // The anchor is the last row clicked (with or without ctrl), as in file managers; ranges add.
    store.clickRow(9);
    store.clickRow(12, { range: true });
    expect(store.selectedIds).toEqual([9, 10, 11, 12]);
    expect(store.currentId).toBe(9);
    store.clickRow(3, { range: true });
    expect([...store.selectedIds].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    store.setSelected([4, 5, 6], false);
    expect([...store.selectedIds].sort((a, b) => a - b)).toEqual([3, 7, 8, 9, 10, 11, 12]);
    store.clearSelected();
    expect(store.selectedIds).toEqual([]);
    expect(store.currentId).toBe(9);
  });

  it('takes the map\'s selection, keeps it over a refresh and clears it on a new filter', async () => {
    const store = await loaded();
    store.selectIds([42, 43, 42, -1]);
    expect(store.selectedIds).toEqual([42, 43]);
    expect(store.currentId).toBe(42);
    await store.refresh();
    expect(store.selectedIds).toEqual([42, 43]);
    await store.setQuery(withTaxon(7));
    expect(store.selectedIds).toEqual([]);
    expect(store.currentId).toBeNull();
  });

  it('moves the current observation to the next and previous rows, loading the page when needed', async () => {
    const store = await loaded();
    store.clickRow(200);
    store.clickRow(7, { toggle: true });
    expect(await store.moveCurrent(1)).toBe(201);
    // Reading on is not selecting: the selection stays what the user chose.
    expect(store.selectedIds).toEqual([7]);
    expect(await store.moveCurrent(-1)).toBe(200);
    store.clickRow(300);
    expect(await store.moveCurrent(1)).toBeNull();
    expect(store.currentId).toBe(300);
  });

  it('puts a changed observation into its row', async () => {
    const store = await loaded();
    store.replaceRow(observation(3, { validation: 2 }));
    expect(store.rowById(3)?.validation).toBe(2);
    store.replaceRow(observation(99_999));
    expect(store.rows).toHaveLength(300);
  });
});
