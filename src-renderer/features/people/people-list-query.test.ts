import { describe, expect, it } from 'vitest';
import { isFiltered, PEOPLE_LIST_QUERY, peopleListInput } from './people-list-query.js';

const { decode, encode, initial } = PEOPLE_LIST_QUERY;

describe('people search ⇄ address', () => {
  it('reads both name filters, the day and the page, and writes them back', () => {
    const raw = { 'last_name[iw_contains]': 'stein', 'first_name[iw_contains]': 'sab', updated_since: '2025-03-01', offset: '50', sort: 'organisation', dir: 'desc' };
    const { state, ignored } = decode(raw);
    expect(state).toEqual({ last_name: 'stein', first_name: 'sab', updated_since: '2025-03-01', offset: 50, sort: 'organisation', dir: 'desc' });
    expect(ignored).toEqual([]);
    expect(encode(state)).toEqual(raw);
    expect(isFiltered(state)).toBe(true);
  });

  it('leaves out a day that is not one, an unknown sort, unknown parameters and the defaults', () => {
    const { state, ignored } = decode({ updated_since: '2025-02-30', sort: 'email', 'last_name[eq]': 'x', colour: 'red' });
    expect(state).toEqual(initial());
    expect(state).toMatchObject({ last_name: '', first_name: '', updated_since: '', offset: 0, sort: 'last_name', dir: 'asc' });
    expect(ignored.sort()).toEqual(['colour', 'last_name[eq]', 'sort', 'updated_since']);
    expect(encode(state)).toEqual({});
    expect(isFiltered(state)).toBe(false);
    expect(decode({ updated_since: 'yesterday' }).state.updated_since).toBe('');
  });

  it('cuts a name longer than the contract allows instead of losing the search', () => {
    expect(decode({ 'last_name[iw_contains]': 'a'.repeat(500) }).state.last_name).toHaveLength(200);
  });

  it('makes the people.list input of one page', () => {
    expect(peopleListInput(decode({ 'first_name[iw_contains]': 'anna' }).state, 0, 50))
      .toEqual({ last_name: undefined, first_name: 'anna', updated_since: undefined, offset: 0, limit: 50, sort: 'last_name', dir: 'asc' });
  });
});
