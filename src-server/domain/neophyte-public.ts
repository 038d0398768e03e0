import type { Dialect } from '../store/dialect.js';
import { NEOPHYTE_FILTERS, NEOPHYTE_SORTABLE, TAXA_MATCHING } from '../../src-shared/filters/neophytes.js';
import { badParameter } from '../http/problem.js';
import { compileClauses, compileColumnClause, dateColumn, type ClauseCompiler, type ColumnMap, type SqlFragment } from '../query/compile.js';
import { observationColumns, type MunicipalitiesWithin } from '../query/observation-columns.js';
import { parseBooleanParam, parseListQuery, type ListParams, type ListQueryOptions } from '../query/params.js';
import { bboxToWkt } from '../query/spatial.js';
import { normaliseDate } from './dates.js';

/**
 * Tables of a public neophyte query: observation `o`, its project `p`, taxon `t`, control data `n`.
 * `observations` replaces `observations o` (SQLite's `INDEXED BY`); `taxa` false leaves `t` out,
 * for a statement whose conditions do not read it (SQLite looks up each row's taxon otherwise).
 */
export function neophyteFrom(options: { observations?: string; taxa?: boolean } = {}): string {
  const taxa = options.taxa === false ? '' : ' LEFT JOIN taxa t ON t.id = o.taxon_id';
  return `${options.observations ?? 'observations o'} JOIN projects p ON p.id = o.dataset_id${taxa} LEFT JOIN neophytes n ON n.occurrence_id = o.occurrence_id`;
}

/** The tables of a public neophyte query, all of them ({@link neophyteFrom}). */
export const NEOPHYTE_FROM = neophyteFrom();

/**
 * Which observations are public neophyte observations (docs/interface-notes.md): those of a
 * project marked public whose taxon (or its accepted taxon) is a neophyte, or that carry
 * neophyte control data; `o.is_neophyte` holds the latter, kept by triggers
 * (db/published-neophytes.ts).
 */
export const NEOPHYTE_SCOPE: SqlFragment = { sql: 'p.is_public = 1 AND o.is_neophyte = 1', params: [] };

/**
 * `X-Total` of the public lists: the neophyte observations of the public projects, summed from
 * `neophyte_counts` (kept by triggers) rather than counted.
 */
export const NEOPHYTE_TOTAL: SqlFragment = {
  sql: 'SELECT coalesce(sum(c.observations), 0) AS n FROM neophyte_counts c JOIN projects p ON p.id = c.dataset_id WHERE p.is_public = 1',
  params: [],
};

/**
 * The event day as published, `YYYY-MM-DD`: the first day of the month or year when the project
 * rounds dates to it, else the day `event_date` names. Stored with each observation and kept by
 * triggers (db/published-neophytes.ts; PostgreSQL: migration 050), indexed over the neophyte
 * observations, so that a day filter reads that index instead of computing the day per row.
 */
export const PUBLIC_DAY = 'o.published_event_day';

/** The event instant as published, UTC ISO text (midnight Europe/Zurich of a rounded date's first day), stored and indexed. */
export const PUBLIC_UTC = 'o.published_event_date_utc';

/** `taxon_id` with `taxa_matching=synonyms`: compares accepted taxa, so a synonym id finds its accepted taxon's records and back. */
const synonymAwareTaxon: ClauseCompiler = (clause, dialect) => {
  if (clause.operation === 'is_null' || clause.operation === 'is_not_null') return compileColumnClause('o.taxon_id', clause, dialect);
  const values = (Array.isArray(clause.value) ? clause.value : [clause.value]).map(Number);
  const match = `COALESCE(t.accepted_taxon_id, o.taxon_id) IN (SELECT COALESCE(accepted_taxon_id, id) FROM taxa WHERE ${dialect.inList('id')})`;
  return { sql: clause.operation === 'eq' || clause.operation === 'in' ? match : `NOT ${match}`, params: [dialect.listParam(values)] };
};

function columns(matching: (typeof TAXA_MATCHING)[number], municipalitiesWithin?: MunicipalitiesWithin): ColumnMap {
  const base = observationColumns('o', municipalitiesWithin);
  return {
    ...base,
    // Filters see the published (rounded) date, so that a filter cannot reveal a withheld day.
    event_date: dateColumn(PUBLIC_DAY, PUBLIC_UTC),
    taxon_id: matching === 'exact' ? 'o.taxon_id' : synonymAwareTaxon,
    control_type: 'n.control_type',
    control_dtype: 'n.control_dtype',
    control_result: 'n.control_result',
    eradication: 'n.eradication',
  };
}

/** The parsed query of a public neophyte endpoint; its filters compile on the route's store ({@link neophyteFilters}). */
export interface NeophyteQuery {
  params: ListParams;
  taxa_matching: (typeof TAXA_MATCHING)[number];
  centroidsonly: boolean;
  fullproperties: boolean;
  /** Where the route holds the administrative units: `location_id` compiled on the municipalities they hold (query/observation-columns.ts locationFilter). */
  municipalitiesWithin?: MunicipalitiesWithin;
}

/** Which public neophyte endpoint a query is for: N full list, S simple list, C cluster tiles. */
export type NeophyteEndpoint = 'N' | 'S' | 'C';

/** What the `taxa_matching`, `bbox`, `centroidsonly` and `fullproperties` parameters mean (the OpenAPI document). */
export const NEOPHYTE_OPTION_HELP: Record<string, string> = {
  taxa_matching: `How taxon_id matches: ${TAXA_MATCHING.join(' (default) or ')} (also the synonyms of the given taxa and the accepted taxon of a synonym).`,
  bbox: 'Deprecated: lon_min,lat_min,lon_max,lat_max in WGS 84; use footprint_wkt[eq].',
  centroidsonly: 'true (default): GeoJSON features at the representative point; false: the whole footprint.',
  fullproperties: 'true: the full form\'s properties (default false: the simple form).',
};

/**
 * What a public neophyte endpoint accepts. N (full list) takes `srid` (where `srids` is given);
 * S and C take `centroidsonly` and `fullproperties` (ARCHITECTURE.md). C takes `with_total` but
 * refuses `offset`, `limit`, `sort` and `dir` (docs/interface-notes.md "clustered tiles").
 */
export function neophyteQueryOptions(kind: NeophyteEndpoint, srids?: readonly number[]): ListQueryOptions {
  return {
    filters: NEOPHYTE_FILTERS,
    sortable: NEOPHYTE_SORTABLE,
    srids: kind === 'N' ? srids : undefined,
    paging: kind !== 'C',
    unpagedReason: 'a tile clusters every matching observation; page through /public/v5/simple_neophyte_observations instead',
    options: ['taxa_matching', 'bbox', ...(kind === 'N' ? [] : ['centroidsonly', 'fullproperties'])],
  };
}

/**
 * Parses a public neophyte query (see {@link neophyteQueryOptions}): `taxa_matching` checked,
 * deprecated `bbox` turned into a footprint filter. Throws 400 problems naming the parameter.
 */
export function neophyteQuery(search: URLSearchParams, kind: NeophyteEndpoint, srids?: readonly number[]): NeophyteQuery {
  const params = parseListQuery(search, neophyteQueryOptions(kind, srids));
  const matching = (params.options.taxa_matching ?? 'exact') as (typeof TAXA_MATCHING)[number];
  if (!TAXA_MATCHING.includes(matching))
    throw badParameter('taxa_matching', `taxa_matching must be one of ${TAXA_MATCHING.join(', ')}.`);
  if (params.options.bbox !== undefined) params.clauses.push({ field: 'footprint_wkt', operation: 'eq', value: bboxToWkt(params.options.bbox) });
  return {
    params,
    taxa_matching: matching,
    centroidsonly: parseBooleanParam('centroidsonly', params.options.centroidsonly, true),
    fullproperties: parseBooleanParam('fullproperties', params.options.fullproperties, false),
  };
}

/**
 * The filters of `q` as SQL over {@link NEOPHYTE_FROM} in the store's `dialect`: event dates
 * compared as published, `taxon_id` as `taxa_matching` says. Throws 400 problems for a bad value
 * (e.g. a footprint polygon that is not valid WKT).
 */
export function neophyteFilters(q: NeophyteQuery, dialect: Dialect): SqlFragment[] {
  return compileClauses(q.params.clauses, columns(q.taxa_matching, q.municipalitiesWithin), dialect);
}

/**
 * The `ORDER BY` column of a public neophyte list. `event_date` sorts on the published
 * (rounded) instant, so that the order cannot reveal a withheld day (issue 11).
 */
export function neophyteSortColumn(sort: string | undefined): string {
  return sort === 'event_date' ? PUBLIC_UTC : sort ? `o.${sort}` : 'o.occurrence_id';
}

/** The published event date: rounded to the first day of its month or year as the project says. */
export function publicEventDate(event_date: string | null, rounding: string): string | null {
  if (!event_date || rounding === 'none') return event_date;
  return normaliseDate(rounding === 'month' ? `${event_date.slice(0, 7)}-01` : `${event_date.slice(0, 4)}-01-01`).value;
}

/** Observer names as published: replaced by "anonymous" when the project anonymises. */
export function publicObservers(names: readonly string[], anonymise: boolean): string[] {
  return anonymise ? names.map(() => 'anonymous') : [...names];
}
