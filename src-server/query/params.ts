import {
  parseFilterParam, splitFilterKey, FilterSyntaxError,
  type FilterClause, type FilterSpec,
} from '../../src-shared/filters/grammar.js';
import { badParameter } from '../http/problem.js';

/** Default and maximum page size (ARCHITECTURE.md "paging"; the interface leaves them open). */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/** The parsed query of a list endpoint. */
export interface ListParams {
  offset: number;
  limit: number;
  /** Sort field, one of the endpoint's sortable fields; undefined = endpoint default. */
  sort?: string;
  dir: 'asc' | 'desc';
  with_total: boolean;
  /** Output coordinate system (EPSG code), on endpoints that take `srid`. */
  srid?: number;
  clauses: FilterClause[];
  /** Other accepted parameters (`right`, `bbox`, `centroidsonly` …), raw. */
  options: Record<string, string>;
}

/** What a list endpoint accepts. */
export interface ListQueryOptions {
  filters: FilterSpec;
  sortable: readonly string[];
  /** EPSG codes accepted by `srid`; absent = `srid` is refused with a 400. */
  srids?: readonly number[];
  /** Further parameters taken as plain values (validated by the route). */
  options?: readonly string[];
  /** Whether `offset`, `limit`, `sort`, `dir` apply (all lists: yes). */
  paging?: boolean;
  /** Whether `with_total` applies (lists and cluster tiles: yes; single resources: no). */
  totals?: boolean;
  /** Why paging parameters are refused here, for the 400 (with `paging: false`). */
  unpagedReason?: string;
}

const PAGING_PARAMETERS = ['offset', 'limit', 'sort', 'dir'];

/** Where `srid` is accepted (docs/interface-notes.md "srid output"), for the 400 elsewhere. */
export const SRID_ENDPOINTS = 'GET /observations, GET /releves and GET /public/v5/neophyte_observations, and one record of each (GET /observations/{id}, /releves/{id}, /public/v5/neophyte_observations/{id})';

/** v4 parameters that v5 removed or renamed, for a helpful 400 (interface v5, Versioning). */
const V4_PARAMETERS: Record<string, string> = {
  taxa: 'taxon_id[in]', projects: 'dataset_id[in]', project_id: 'dataset_id', observers: 'recorded_by_id[in]',
  ids: 'id[in] or occurrence_id[in]', cantons: 'location_id[in]', municipalities: 'location_id[in]',
  after: 'event_date[gte] (people: updated_since)', before: 'event_date[lte]', validation_statuses: 'validation[in]',
  presence: 'occurrence_status', releves: 'releve_id[in]', original_taxon: 'verbatim_identification[iw_eq]',
  determinavit_cf: 'identification_qualifier', taxa_relations_references: 'taxa_relations_reference_id[in]',
  auth: 'right', authorization: 'right', rights: 'right', geometry: 'footprint_wkt[eq]', date: 'event_date',
  taxon_orig: 'verbatim_identification',
  fieldname: 'field_name', lastname: 'last_name', firstname: 'first_name', person_id: 'id', name: 'project_name',
  of_unit_types: 'unit_type', references: 'reference_id', ranks: 'rank', status: 'taxonomic_status',
  groups: 'group', filename: 'file_name', comparableId: 'id[gte]', common_name: 'vernacular_name',
};

/** v4 parameters that v5 removed without a replacement (interface v5, "Removed parameters without replacement"). */
const V4_REMOVED_PARAMETERS: readonly string[] = ['specimen_types', 'withReleve'];

const INT_RE = /^\d+$/;

function single(params: URLSearchParams, key: string): string | undefined {
  const all = params.getAll(key);
  if (all.length > 1) throw badParameter(key, { key: 'parameter-repeated', values: { key, count: all.length } });
  return all[0];
}

/** Parses `true`/`false` (also `1`/`0`) or throws a 400 naming the parameter. */
export function parseBooleanParam(key: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1' || raw === '') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badParameter(key, { key: 'parameter-boolean', values: { key, raw } });
}

/**
 * Parses and checks a list endpoint's query string. Throws a 400 `ProblemError` naming the
 * parameter for: an unknown parameter (with the v5 replacement of a v4 one), a filter
 * grammar error, a bad `offset`/`limit` (limit above {@link MAX_LIMIT}), an unknown `sort`
 * field, a `dir` other than asc/desc, `srid` where the endpoint takes none or an unsupported
 * EPSG code, and `bbox` together with `footprint_wkt`.
 */
export function parseListQuery(params: URLSearchParams, options: ListQueryOptions): ListParams {
  const paging = options.paging ?? true;
  const totals = options.totals ?? true;
  const reserved = new Set([...(totals ? ['with_total'] : []), ...(paging ? ['offset', 'limit', 'sort', 'dir'] : []), ...(options.srids ? ['srid'] : []), ...(options.options ?? [])]);
  const clauses: FilterClause[] = [];
  const extra: Record<string, string> = {};

  for (const [key, raw] of params) {
    if (reserved.has(key)) {
      if (options.options?.includes(key)) extra[key] = single(params, key) ?? '';
      continue;
    }
    try {
      const clause = parseFilterParam(key, raw, options.filters);
      if (clause) { clauses.push(clause); continue; }
    } catch (e) {
      if (e instanceof FilterSyntaxError) throw badParameter(e.parameter, e.message);
      throw e;
    }
    const field = splitFilterKey(key)?.field ?? key;
    if (field === 'srid') throw badParameter(key, `srid is not accepted on this endpoint; it is taken by ${SRID_ENDPOINTS}.`);
    if (!paging && PAGING_PARAMETERS.includes(field))
      throw badParameter(key, `${field} is not accepted here: ${options.unpagedReason ?? 'this endpoint answers one resource, not a list'}.`);
    if (!totals && field === 'with_total') throw badParameter(key, 'with_total is not accepted here: this endpoint answers one resource, not a list.');
    if (V4_REMOVED_PARAMETERS.includes(field)) throw badParameter(key, { key: 'parameter-removed', values: { field } });
    const replacement = Object.hasOwn(V4_PARAMETERS, field) ? V4_PARAMETERS[field] : undefined;
    if (replacement) throw badParameter(key, { key: 'parameter-renamed', values: { field, replacement } });
    throw badParameter(key, { key: 'parameter-unknown', values: { key, filters: Object.keys(options.filters).join(', ') || '–' } });
  }

  let offset = 0;
  let limit = DEFAULT_LIMIT;
  let sort: string | undefined;
  let dir: 'asc' | 'desc' = 'asc';
  if (paging) {
    const rawOffset = single(params, 'offset');
    if (rawOffset !== undefined) {
      if (!INT_RE.test(rawOffset) || !Number.isSafeInteger(Number(rawOffset))) throw badParameter('offset', { key: 'offset-invalid', values: { raw: rawOffset } });
      offset = Number(rawOffset);
    }
    const rawLimit = single(params, 'limit');
    if (rawLimit !== undefined) {
      if (!INT_RE.test(rawLimit) || Number(rawLimit) < 1) throw badParameter('limit', { key: 'limit-invalid', values: { max: MAX_LIMIT, raw: rawLimit } });
      if (Number(rawLimit) > MAX_LIMIT) throw badParameter('limit', { key: 'limit-too-high', values: { max: MAX_LIMIT } });
      limit = Number(rawLimit);
    }
    sort = single(params, 'sort');
    if (sort !== undefined && !options.sortable.includes(sort))
      throw badParameter('sort', { key: 'sort-invalid', values: { sort, sortable: options.sortable.join(', ') } });
    const rawDir = single(params, 'dir');
    if (rawDir !== undefined) {
      if (rawDir !== 'asc' && rawDir !== 'desc') throw badParameter('dir', { key: 'dir-invalid', values: { raw: rawDir } });
      dir = rawDir;
    }
  }
  const with_total = totals && parseBooleanParam('with_total', single(params, 'with_total'), false);

  let srid: number | undefined;
  if (options.srids) {
    const rawSrid = single(params, 'srid');
    if (rawSrid !== undefined) {
      const n = Number(rawSrid);
      if (!INT_RE.test(rawSrid) || !options.srids.includes(n))
        throw badParameter('srid', { key: 'srid-invalid', values: { srids: options.srids.join(', '), raw: rawSrid } });
      srid = n;
    }
  }
  if (extra.bbox !== undefined && clauses.some((c) => c.field === 'footprint_wkt'))
    throw badParameter('bbox', 'bbox is deprecated and cannot be combined with footprint_wkt; use footprint_wkt[eq] alone.');

  return { offset, limit, sort, dir, with_total, srid, clauses, options: extra };
}

/** The query string of a request as `URLSearchParams` (Fastify's own parser folds repeated keys). */
export function searchParamsOf(url: string): URLSearchParams {
  const q = url.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
}
