/**
 * The taxonomy search in the address (`/taxa?name=knöterich`): one text matched against the
 * scientific and the vernacular names (any of the four languages) of every name record, synonyms
 * included (`reference.taxonNames`, two `iw_contains` requests merged by main). A plain parameter,
 * not a filter of the grammar: it stands for two requests.
 */
import { defineRouteQuery, plainParam, type RouteQueryState } from '../../components/lists/route-query.js';

/** Longest search text kept (the contract's `Lookup.query`). */
export const TAXON_SEARCH_MAX = 200;
/** Names shown for one search (the best matches; the service orders accepted names first). */
export const TAXON_SEARCH_LIMIT = 100;

const fields = {
  name: plainParam('name', '', (raw) => raw.trim().slice(0, TAXON_SEARCH_MAX) || undefined, String),
};

/** The search page's address. */
export const TAXA_QUERY = defineRouteQuery({ fields, sort: { allowed: ['relevance'] as const, initial: { sort: 'relevance', dir: 'asc' } } });

/** What the address says about the search. */
export type TaxaQueryState = RouteQueryState<typeof fields, 'relevance'>;

/** Whether `text` is long enough to search (two letters: one letter matches half the taxonomy). */
export function searchable(text: string): boolean {
  return text.replace(/[*,~\s]/g, '').length >= 2;
}
