/**
 * The people search ⇄ the route query (`/people?last_name[iw_contains]=stein&updated_since=2025-01-01`),
 * and the `people.list` input it makes. Names are searched as "contains" (`iw_contains`: any
 * case, any accents, `*` a wildcard); `updated_since` is a day (`YYYY-MM-DD`, from 00:00 UTC).
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import { PERSON_NAME_SEARCH_MAX, type PeopleListInput } from '../../../src-shared/contract/people.js';
import { isIsoDay } from '../../../src-shared/domain/dates.js';
import { listQuery, queryOffset, querySort, queryText, type ListSort } from '../projects/list-query.js';

/** Columns the people table sorts by. */
export const PEOPLE_LIST_SORTS = ['last_name', 'first_name', 'organisation', 'updated_at'] as const;
/** A sortable column of the people table. */
export type PeopleListSort = (typeof PEOPLE_LIST_SORTS)[number];
/** By last name, as the service's own default. */
export const PEOPLE_LIST_DEFAULT_SORT: ListSort<PeopleListSort> = { sort: 'last_name', dir: 'asc' };
/** Route query keys of the filters (the service's grammar). */
export const PEOPLE_KEYS = { last_name: 'last_name[iw_contains]', first_name: 'first_name[iw_contains]', updated_since: 'updated_since' } as const;


/** What the address says about the people list. */
export interface PeopleListState extends ListSort<PeopleListSort> {
  /** Text the last name contains ('' for any). */
  last_name: string;
  /** Text the first name contains ('' for any). */
  first_name: string;
  /** `YYYY-MM-DD`: people changed on or after that day; '' for any. */
  updated_since: string;
  offset: number;
}

/** Reads the route query; never throws. */
export function decodePeopleList(raw: LocationQuery): PeopleListState {
  const day = queryText(raw, PEOPLE_KEYS.updated_since);
  return {
    last_name: queryText(raw, PEOPLE_KEYS.last_name).slice(0, PERSON_NAME_SEARCH_MAX),
    first_name: queryText(raw, PEOPLE_KEYS.first_name).slice(0, PERSON_NAME_SEARCH_MAX),
    updated_since: isIsoDay(day) ? day : '',
    offset: queryOffset(raw),
    ...querySort(raw, PEOPLE_LIST_SORTS, PEOPLE_LIST_DEFAULT_SORT),
  };
}

/** The route query of `state` (defaults left out). */
export function encodePeopleList(state: PeopleListState): LocationQueryRaw {
  return listQuery({
    [PEOPLE_KEYS.last_name]: state.last_name.trim() || null,
    [PEOPLE_KEYS.first_name]: state.first_name.trim() || null,
    [PEOPLE_KEYS.updated_since]: state.updated_since || null,
  }, state.offset, state, PEOPLE_LIST_DEFAULT_SORT);
}

/** Whether any filter is set. */
export function isFiltered(state: PeopleListState): boolean {
  return Boolean(state.last_name.trim() || state.first_name.trim() || state.updated_since);
}

/** The `people.list` input of `state` for one page. */
export function peopleListInput(state: PeopleListState, offset: number, limit: number): PeopleListInput {
  return {
    last_name: state.last_name.trim() || undefined,
    first_name: state.first_name.trim() || undefined,
    updated_since: state.updated_since || undefined,
    offset,
    limit,
    sort: state.sort,
    dir: state.dir,
  };
}
