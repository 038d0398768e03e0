/**
 * The workspace's filter ⇄ the route query. The address carries the service's own grammar
 * (`taxon_id[in]=12,13&event_date[gte]=2024-01-01&sort=event_date&dir=desc`), so a copied
 * address is readable and reopens the same list; read and written by the shared route-query codec
 * (components/lists/route-query.ts) like every list screen. Decoding never throws: whatever the grammar,
 * the field list or the contract's limits reject is left out and reported in `ignored`.
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import { PROJECT_RIGHTS, type ProjectRight } from '../../../src-shared/domain/project-rights.js';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { FilterClause } from '../../../src-shared/filters/grammar.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../../src-shared/filters/observations.js';
import { choiceParam, clauseListFilter, defineRouteQuery } from '../../components/lists/route-query.js';
import { filterFieldRank } from './filter-fields.js';

/** The `right` scope of a list (ARCHITECTURE.md "rights"). */
export type ListRight = ProjectRight;
/** A field the observation list can sort by. */
export type SortField = (typeof OBSERVATION_SORTABLE)[number];
/** Sort direction. */
export type SortDir = 'asc' | 'desc';

/** What the address says about the list: filters, scope and order. */
export interface WorkspaceQuery {
  clauses: FilterClauseInput[];
  right: ListRight | null;
  sort: SortField;
  dir: SortDir;
}

/** Decoding result: the query, and the parameters left out (as written in the address). */
export interface DecodedQuery {
  query: WorkspaceQuery;
  ignored: string[];
}

/** Newest first: what a steward wants to see when nothing else is asked. */
export const DEFAULT_SORT: { sort: SortField; dir: SortDir } = { sort: 'event_date', dir: 'desc' };
/** The contract's limit of clauses per request (ObservationListInput). */
export const MAX_CLAUSES = 50;
/** The contract's limit of values in one `in`/`not_in` list. */
export const MAX_LIST_VALUES = 10_000;
/** A drawn polygon is small; anything longer than this in an address is not one of ours. */
export const MAX_WKT_LENGTH = 100_000;

const POLYGON_RE = /^\s*(MULTI)?POLYGON\s*\(/i;
const OPERATION_ORDER = ['eq', 'in', 'not_in', 'gte', 'gt', 'lte', 'lt', 'neq', 'iw_eq', 'iw_contains', 'is_null', 'is_not_null'];

/** An empty query (no filter, default order). */
export function emptyQuery(): WorkspaceQuery {
  return { clauses: [], right: null, ...DEFAULT_SORT };
}

/** Why a clause is not acceptable beyond the grammar, or null when it is fine. */
function clauseProblem(clause: FilterClause): string | null {
  if (Array.isArray(clause.value) && clause.value.length > MAX_LIST_VALUES) return 'too many values';
  if (clause.field === 'footprint_wkt') {
    const wkt = String(clause.value ?? '');
    if (wkt.length > MAX_WKT_LENGTH || !POLYGON_RE.test(wkt)) return 'not a polygon';
  }
  return null;
}

/**
 * Clauses in a canonical form: known fields in panel order, then by operation; one clause per
 * field and operation (the later one wins); list values without repeats; at most
 * {@link MAX_CLAUSES}. Equal filters thus give equal addresses.
 */
export function normalizeClauses(clauses: readonly FilterClauseInput[]): FilterClauseInput[] {
  return sortedUnique(clauses).slice(0, MAX_CLAUSES);
}

function sortedUnique<C extends FilterClauseInput>(clauses: readonly C[]): C[] {
  const byKey = new Map<string, C>();
  for (const clause of clauses) {
    const value = Array.isArray(clause.value) ? [...new Set(clause.value)] : clause.value;
    if (Array.isArray(value) && value.length === 0) continue;
    byKey.set(`${clause.field}[${clause.operation}]`, (value === undefined ? { field: clause.field, operation: clause.operation } : { ...clause, value }) as C);
  }
  return [...byKey.values()]
    .sort((a, b) => filterFieldRank(a.field) - filterFieldRank(b.field) || a.field.localeCompare(b.field)
      || OPERATION_ORDER.indexOf(a.operation) - OPERATION_ORDER.indexOf(b.operation));
}

const WORKSPACE_QUERY = defineRouteQuery({
  fields: {
    clauses: clauseListFilter(OBSERVATION_FILTERS, { tidy: sortedUnique, problem: clauseProblem, max: MAX_CLAUSES }),
    right: choiceParam('right', PROJECT_RIGHTS, null),
  },
  sort: { allowed: OBSERVATION_SORTABLE, initial: DEFAULT_SORT },
});

/** Reads the route query (the shared route-query codec over OBSERVATION_FILTERS); never throws. */
export function decodeQuery(raw: LocationQuery): DecodedQuery {
  const { state, ignored } = WORKSPACE_QUERY.decode(raw);
  return { query: state, ignored };
}

/** The route query for `query`: canonical order, default order and scope left out. */
export function encodeQuery(query: WorkspaceQuery): LocationQueryRaw {
  return WORKSPACE_QUERY.encode({ ...query, clauses: query.clauses as FilterClause[] });
}

/** A string that is equal for equal queries (and a saved filter's stored form). */
export function queryKey(query: WorkspaceQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(encodeQuery(query))) params.append(key, String(value));
  return params.toString();
}

/** Parses a {@link queryKey} string back (saved filters); never throws. */
export function queryFromKey(key: string): DecodedQuery {
  const raw: LocationQuery = {};
  for (const [name, value] of new URLSearchParams(key)) raw[name] = value;
  return decodeQuery(raw);
}
