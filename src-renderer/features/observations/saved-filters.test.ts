import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope } from 'vue';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { COLUMNS_STATE_KEY, useColumnChoice } from './column-choice.js';
import { DEFAULT_COLUMN_KEYS } from './columns.js';
import { cleanName, parseSavedFilters, SAVED_FILTERS_KEY, useSavedFilters, withFilter, withoutFilter } from './saved-filters.js';

let desk: FakeDesk;
beforeEach(() => {
  vi.useFakeTimers();
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
});
afterEach(() => {
  setDesk(undefined);
  vi.useRealTimers();
});

/** Lets the debounced write of usePersistedRef happen (fake time). */
const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(350);
};
const stored = async (key: string): Promise<unknown> => (await desk.workspaceState.get({ key })).value;

describe('saved filters', () => {
  it('keeps them in main\'s workspace state, sorted by name, and reads them back in a new workspace', async () => {
    const saved = effectScope().run(() => useSavedFilters())!;
    saved.save('  Ticino   orchids ', 'taxon_id%5Bin%5D=5');
    saved.save('Alpine pinks', 'taxon_id%5Bin%5D=2');
    expect(saved.list.value.map((f) => f.name)).toEqual(['Alpine pinks', 'Ticino orchids']);
    expect(saved.has('ticino ORCHIDS')).toBe(true);
    saved.save('TICINO orchids', 'taxon_id%5Bin%5D=6');
    expect(saved.list.value.map((f) => [f.name, f.query])).toEqual([['Alpine pinks', 'taxon_id%5Bin%5D=2'], ['TICINO orchids', 'taxon_id%5Bin%5D=6']]);
    saved.remove('Alpine pinks');
    await settle();
    expect(parseSavedFilters(await stored(SAVED_FILTERS_KEY)).map((f) => f.name)).toEqual(['TICINO orchids']);

    const reopened = effectScope().run(() => useSavedFilters())!;
    expect(reopened.list.value).toEqual([]);
    await settle();
    expect(reopened.list.value.map((f) => f.query)).toEqual(['taxon_id%5Bin%5D=6']);
  });

  it('survives garbage in the stored value', () => {
    expect(parseSavedFilters('{not json')).toEqual([]);
    expect(parseSavedFilters({ a: 1 })).toEqual([]);
    const mixed = [null, 3, { name: '', query: 'a', saved_at: 'x' }, { name: 'Ok', query: 'b', saved_at: 'y' }];
    expect(parseSavedFilters(mixed).map((f) => f.name)).toEqual(['Ok']);
  });

  it('cleans names', () => {
    expect(cleanName('  a   b  ')).toBe('a b');
    expect(cleanName('x'.repeat(200))).toHaveLength(80);
    const list = withFilter([], { name: 'A', query: 'q', saved_at: 't' });
    expect(withoutFilter(list, 'A')).toEqual([]);
  });
});

describe('column choice', () => {
  it('persists shown columns and their order, and resets', async () => {
    const choice = effectScope().run(() => useColumnChoice())!;
    await settle();
    expect(choice.keys.value).toEqual(DEFAULT_COLUMN_KEYS);
    choice.toggle('verbatim_locality', true);
    choice.toggle('occurrence_id', false);
    choice.move('verbatim_locality', -1);
    await settle();
    const saved = (await stored(COLUMNS_STATE_KEY)) as string[];
    expect(saved.at(-2)).toBe('verbatim_locality');
    expect(saved).not.toContain('occurrence_id');
    const again = effectScope().run(() => useColumnChoice())!;
    await settle();
    expect(again.keys.value).toEqual(saved);
    expect(again.columns.value.map((c) => c.key)).toEqual(saved);
    again.reset();
    expect(again.keys.value).toEqual(DEFAULT_COLUMN_KEYS);
  });

  it('never hides the last column and ignores unknown keys', async () => {
    await desk.workspaceState.put({ key: COLUMNS_STATE_KEY, value: ['taxon_id', 'password'] });
    const choice = effectScope().run(() => useColumnChoice())!;
    await settle();
    choice.toggle('taxon_id', false);
    choice.toggle('password', true);
    expect(choice.keys.value).toEqual(['taxon_id']);
  });
});
