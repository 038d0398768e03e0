import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { effectScope, nextTick } from 'vue';
import { useSessionStore } from '../../stores/session.js';
import { sessionState } from '../../testing/fake-desk.js';
import { COLUMNS_STORAGE_KEY, useColumnChoice } from './column-choice.js';
import { DEFAULT_COLUMN_KEYS } from './columns.js';
import { cleanName, readSavedFilters, STORAGE_PREFIX, useSavedFilters, withFilter, withoutFilter, type KeyValueStorage } from './saved-filters.js';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

beforeEach(() => setActivePinia(createPinia()));

describe('saved filters', () => {
  it('reads what it wrote, per server profile, sorted by name', () => {
    const storage = memoryStorage();
    const session = useSessionStore();
    session.apply(sessionState('signed-in'));
    const saved = effectScope().run(() => useSavedFilters(storage))!;
    saved.save('  Ticino   orchids ', 'taxon_id%5Bin%5D=5');
    saved.save('Alpine pinks', 'taxon_id%5Bin%5D=2');
    expect(saved.list.value.map((f) => f.name)).toEqual(['Alpine pinks', 'Ticino orchids']);
    expect(readSavedFilters('sandbox', storage)).toHaveLength(2);
    expect(saved.has('ticino ORCHIDS')).toBe(true);
    saved.save('TICINO orchids', 'taxon_id%5Bin%5D=6');
    expect(saved.list.value.map((f) => [f.name, f.query])).toEqual([['Alpine pinks', 'taxon_id%5Bin%5D=2'], ['TICINO orchids', 'taxon_id%5Bin%5D=6']]);
    saved.remove('Alpine pinks');
    expect(saved.list.value).toHaveLength(1);
  });

  it('follows the server profile in use', async () => {
    const storage = memoryStorage({ [`${STORAGE_PREFIX}other`]: JSON.stringify([{ name: 'Elsewhere', query: 'a=1', saved_at: '2025-01-01T00:00:00.000Z' }]) });
    const session = useSessionStore();
    session.apply(sessionState('signed-in'));
    const saved = effectScope().run(() => useSavedFilters(storage))!;
    expect(saved.list.value).toEqual([]);
    session.apply({ ...sessionState('signed-in'), profile_id: 'other' });
    await nextTick();
    expect(saved.list.value.map((f) => f.name)).toEqual(['Elsewhere']);
  });

  it('survives garbage in the storage', () => {
    expect(readSavedFilters('x', memoryStorage({ [`${STORAGE_PREFIX}x`]: '{not json' }))).toEqual([]);
    expect(readSavedFilters('x', memoryStorage({ [`${STORAGE_PREFIX}x`]: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([null, 3, { name: '' , query: 'a', saved_at: 'x' }, { name: 'Ok', query: 'b', saved_at: 'y' }]);
    expect(readSavedFilters('x', memoryStorage({ [`${STORAGE_PREFIX}x`]: mixed })).map((f) => f.name)).toEqual(['Ok']);
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
    const storage = memoryStorage();
    const choice = effectScope().run(() => useColumnChoice(storage))!;
    expect(choice.keys.value).toEqual(DEFAULT_COLUMN_KEYS);
    choice.toggle('verbatim_locality', true);
    choice.toggle('occurrence_id', false);
    choice.move('verbatim_locality', -1);
    await nextTick();
    const stored = JSON.parse(storage.data[COLUMNS_STORAGE_KEY]!) as string[];
    expect(stored.at(-2)).toBe('verbatim_locality');
    expect(stored).not.toContain('occurrence_id');
    const again = effectScope().run(() => useColumnChoice(storage))!;
    expect(again.keys.value).toEqual(stored);
    expect(again.columns.value.map((c) => c.key)).toEqual(stored);
    again.reset();
    expect(again.keys.value).toEqual(DEFAULT_COLUMN_KEYS);
  });

  it('never hides the last column and ignores unknown keys', () => {
    const choice = effectScope().run(() => useColumnChoice(memoryStorage({ [COLUMNS_STORAGE_KEY]: '["taxon_id"]' })))!;
    choice.toggle('taxon_id', false);
    choice.toggle('password', true);
    expect(choice.keys.value).toEqual(['taxon_id']);
  });
});
