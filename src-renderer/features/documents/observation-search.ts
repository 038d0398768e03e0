/**
 * The search for observations to attach a document to (the attach dialog): by number, taxon and
 * day, among the observations one may change (`right=write`, attaching needs it), newest first.
 * Pure, so the clauses are tested without a DOM.
 */
import { isIsoDay } from '../../../src-shared/domain/dates.js';
import type { FilterClauseInput, ObservationListInput } from '../../../src-shared/contract/observations.js';

/** What the search form holds; empty criteria are null or ''. */
export interface ObservationSearch {
  occurrence_id: number | null;
  taxon_id: number | null;
  /** ISO day `YYYY-MM-DD`, or ''. */
  day: string;
}

/** Most observations one search shows. */
export const SEARCH_LIMIT = 50;

/** An empty search. */
export function emptySearch(): ObservationSearch {
  return { occurrence_id: null, taxon_id: null, day: '' };
}

/** The list request of `search`, or null when it names no criterion (the whole list is no search). */
export function searchInput(search: ObservationSearch): ObservationListInput | null {
  const clauses: FilterClauseInput[] = [];
  if (search.occurrence_id !== null) clauses.push({ field: 'occurrence_id', operation: 'eq', value: search.occurrence_id });
  if (search.taxon_id !== null) clauses.push({ field: 'taxon_id', operation: 'eq', value: search.taxon_id });
  if (isIsoDay(search.day)) {
    clauses.push({ field: 'event_date', operation: 'gte', value: search.day }, { field: 'event_date', operation: 'lte', value: search.day });
  }
  if (!clauses.length) return null;
  return { clauses, right: 'write', offset: 0, limit: SEARCH_LIMIT, sort: 'event_date', dir: 'desc' };
}
