import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_DELAY_MS, useLookup } from './useLookup.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLookup', () => {
  it('sends only the last query typed within the delay', async () => {
    const search = vi.fn(async (query: string) => [query]);
    const lookup = useLookup(search);
    lookup.lookup('D');
    await vi.advanceTimersByTimeAsync(100);
    lookup.lookup('Di');
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS - 1);
    expect(search).not.toHaveBeenCalled();
    expect(lookup.loading.value).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Di');
    expect(lookup.suggestions.value).toEqual(['Di']);
    expect(lookup.loading.value).toBe(false);
  });

  it('keeps the latest answer when an earlier search answers last', async () => {
    const answers: Record<string, (value: string[]) => void> = {};
    const search = vi.fn((query: string) => new Promise<string[]>((resolve) => (answers[query] = resolve)));
    const lookup = useLookup(search, 10);
    void lookup.lookupNow('Dia');
    void lookup.lookupNow('Dianthus');
    answers.Dianthus!(['new']);
    await vi.advanceTimersByTimeAsync(0);
    answers.Dia!(['old']);
    await vi.advanceTimersByTimeAsync(0);
    expect(lookup.suggestions.value).toEqual(['new']);
    expect(lookup.loading.value).toBe(false);
  });

  it('keeps the error of a failed search and shows no suggestions', async () => {
    const lookup = useLookup(async () => {
      throw new Error('down');
    });
    await lookup.lookupNow('x');
    expect(lookup.error.value).toBeInstanceOf(Error);
    expect(lookup.suggestions.value).toEqual([]);
  });

  it('cancel drops a waiting search and ignores a running one', async () => {
    let resolve!: (value: string[]) => void;
    const search = vi.fn(() => new Promise<string[]>((r) => (resolve = r)));
    const lookup = useLookup(search, 10);
    lookup.lookup('a');
    lookup.cancel();
    await vi.advanceTimersByTimeAsync(20);
    expect(search).not.toHaveBeenCalled();
    void lookup.lookupNow('b');
    lookup.cancel();
    resolve(['late']);
    await vi.advanceTimersByTimeAsync(0);
    expect(lookup.suggestions.value).toEqual([]);
    expect(lookup.loading.value).toBe(false);
  });
});
