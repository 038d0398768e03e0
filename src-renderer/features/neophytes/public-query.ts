/**
 * The public neophyte screen's address (`/public/neophytes?control_type[in]=1&taxon_id[in]=187&taxa_matching=synonyms&view=map`):
 * any clause of NEOPHYTE_FILTERS in the service's grammar (the filters of the three public
 * endpoints, control data included), `taxa_matching`, the view (list or map), the page and the
 * order. Read and written by the shared route-query codec (components/lists/route-query.ts), so a
 * copied address reopens the same list; what does not fit is left out.
 */
import type { FilterClauseInput, PublicNeophyteListInput } from '../../../src-shared/contract/index.js';
import type { FilterClause } from '../../../src-shared/filters/grammar.js';
import { NEOPHYTE_FILTERS, NEOPHYTE_SORTABLE, TAXA_MATCHING } from '../../../src-shared/filters/neophytes.js';
import { choiceParam, clauseListFilter, countParam, defineRouteQuery, type RouteQueryState } from '../../components/lists/route-query.js';
import { neophyteFieldRank } from './public-filter-fields.js';

/** Rows per page of the list. */
export const PUBLIC_PAGE_SIZE = 50;

/** Key in the workspace state (stores/workspace-state.ts) of the list's filter panel, open (true) or closed. */
export const PUBLIC_FILTERS_OPEN_KEY = 'layout:public-neophytes:filters-open';
/** The contract's limit of clauses per request. */
const MAX_CLAUSES = 50;
/** The two views of the screen. */
export const PUBLIC_VIEWS = ['list', 'map'] as const;

/** One clause per field and operation (the later wins), in panel order: equal filters, equal addresses. */
function tidy(clauses: readonly FilterClause[]): FilterClause[] {
  const byKey = new Map<string, FilterClause>();
  for (const clause of clauses) byKey.set(`${clause.field}[${clause.operation}]`, clause);
  return [...byKey.values()].sort((a, b) => neophyteFieldRank(a.field) - neophyteFieldRank(b.field) || a.operation.localeCompare(b.operation));
}

const fields = {
  clauses: clauseListFilter(NEOPHYTE_FILTERS, { tidy, problem: () => null, max: MAX_CLAUSES }),
  taxa_matching: choiceParam('taxa_matching', TAXA_MATCHING, null),
  view: choiceParam('view', PUBLIC_VIEWS, 'list'),
  offset: countParam('offset', 0, 9),
};

/** The screen's address codec; newest first unless the address says otherwise. */
export const PUBLIC_NEOPHYTES_QUERY = defineRouteQuery({ fields, sort: { allowed: NEOPHYTE_SORTABLE, initial: { sort: 'event_date', dir: 'desc' } } });

/** What the address says about the screen. */
export type PublicNeophytesState = RouteQueryState<typeof fields, (typeof NEOPHYTE_SORTABLE)[number]>;

/** The `publicNeophytes.list` input of `state` for one page. */
export function publicListInput(state: PublicNeophytesState, offset: number, limit: number): PublicNeophyteListInput {
  return {
    clauses: state.clauses as FilterClauseInput[],
    taxa_matching: state.taxa_matching ?? undefined,
    offset,
    limit,
    sort: state.sort,
    dir: state.dir,
  };
}
