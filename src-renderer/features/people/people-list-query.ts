/**
 * The people search in the address (`/people?last_name[iw_contains]=stein&updated_since=2025-01-01`),
 * declared on the shared grammar (PEOPLE_FILTERS), and the `people.list` input it makes. Names are
 * searched as "contains" (`iw_contains`: any case, any accents, `*` a wildcard); `updated_since`
 * is a day (`YYYY-MM-DD`, from 00:00 UTC).
 */
import { PERSON_NAME_SEARCH_MAX, type PeopleListInput } from '../../../src-shared/contract/people.js';
import { PEOPLE_FILTERS } from '../../../src-shared/filters/people.js';
import { countParam, dayParam, defineRouteQuery, textFilter, type RouteQueryState } from '../../components/lists/route-query.js';

/** Columns the people table sorts by. */
export const PEOPLE_LIST_SORTS = ['last_name', 'first_name', 'organisation', 'updated_at'] as const;

const fields = {
  /** Text the last name contains ('' for any); a longer address value is cut to the contract's limit. */
  last_name: textFilter(PEOPLE_FILTERS, 'last_name', 'iw_contains', PERSON_NAME_SEARCH_MAX, 'cut'),
  first_name: textFilter(PEOPLE_FILTERS, 'first_name', 'iw_contains', PERSON_NAME_SEARCH_MAX, 'cut'),
  /** `YYYY-MM-DD`: people changed on or after that day; '' for any. */
  updated_since: dayParam('updated_since'),
  offset: countParam('offset', 0, 9),
};

/** The people list's address: its filters, page and order (by last name, as the service's default). */
export const PEOPLE_LIST_QUERY = defineRouteQuery({ fields, sort: { allowed: PEOPLE_LIST_SORTS, initial: { sort: 'last_name', dir: 'asc' } } });

/** What the address says about the people list. */
export type PeopleListState = RouteQueryState<typeof fields, (typeof PEOPLE_LIST_SORTS)[number]>;

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
