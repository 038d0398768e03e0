import { describe, expect, it } from 'vitest';
import { decodePeopleList, encodePeopleList, isFiltered, peopleListInput, PEOPLE_LIST_DEFAULT_SORT } from './people-list-query.js';

describe('people search ⇄ address', () => {
  it('reads both name filters, the day and the page, and writes them back', () => {
    const raw = { 'last_name[iw_contains]': 'stein', 'first_name[iw_contains]': 'sab', updated_since: '2025-03-01', offset: '50', sort: 'organisation', dir: 'desc' };
    const state = decodePeopleList(raw);
    expect(state).toEqual({ last_name: 'stein', first_name: 'sab', updated_since: '2025-03-01', offset: 50, sort: 'organisation', dir: 'desc' });
    expect(encodePeopleList(state)).toEqual(raw);
    expect(isFiltered(state)).toBe(true);
  });

  it('leaves out a day that is not one, and the defaults', () => {
    const state = decodePeopleList({ updated_since: '2025-02-30x', sort: 'email' });
    expect(state).toEqual({ last_name: '', first_name: '', updated_since: '', offset: 0, ...PEOPLE_LIST_DEFAULT_SORT });
    expect(encodePeopleList(state)).toEqual({});
    expect(isFiltered(state)).toBe(false);
    expect(decodePeopleList({ updated_since: 'yesterday' }).updated_since).toBe('');
  });

  it('makes the people.list input of one page', () => {
    expect(peopleListInput(decodePeopleList({ 'first_name[iw_contains]': 'anna' }), 0, 50))
      .toEqual({ last_name: undefined, first_name: 'anna', updated_since: undefined, offset: 0, limit: 50, sort: 'last_name', dir: 'asc' });
  });
});
