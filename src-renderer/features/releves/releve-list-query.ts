/**
 * The relevé list's filters ⇄ the route query, in the service's own grammar
 * (`/releves?dataset_id[in]=1,2&id[gte]=40&event_date[gte]=2024-05-01&srid=2056`), and the
 * `releves.list` input they make. Every filter of GET /releves: `id` with any ordered operation,
 * `dataset_id`, `recorded_by_id`, `taxon_id`, `taxa_relations_reference_id`, `location_id`,
 * `date_precision` (id lists, `in`), `event_date` (a day range), `footprint_wkt[eq]` (a drawn
 * polygon, WGS84) and the output `srid`. Reading never throws: what does not fit is left out.
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import { RELEVE_SRIDS, type ReleveListInput } from '../../../src-shared/contract/releves.js';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import { isIsoDay } from '../../../src-shared/domain/dates.js';
import { RELEVE_SORTABLE } from '../../../src-shared/filters/releves.js';
import { listQuery, queryOffset, querySort, queryText, type ListSort } from '../projects/list-query.js';

/** Operations offered on the relevé id (the ordered ones that take a value). */
export const RELEVE_ID_OPERATIONS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in'] as const;
/** An operation on the relevé id. */
export type ReleveIdOperation = (typeof RELEVE_ID_OPERATIONS)[number];
/** A sortable column of the relevé table. */
export type ReleveListSort = (typeof RELEVE_SORTABLE)[number];
/** Newest first. */
export const RELEVE_LIST_DEFAULT_SORT: ListSort<ReleveListSort> = { sort: 'event_date', dir: 'desc' };
/** Id-list filters, each sent as `<field>[in]`. */
export const RELEVE_LIST_FIELDS = ['dataset_id', 'recorded_by_id', 'taxon_id', 'taxa_relations_reference_id', 'location_id', 'date_precision'] as const;
/** An id-list filter of the relevé list. */
export type ReleveListField = (typeof RELEVE_LIST_FIELDS)[number];
/** An output coordinate system of GET /releves. */
export type ReleveSrid = (typeof RELEVE_SRIDS)[number];

const POLYGON_RE = /^\s*(MULTI)?POLYGON\s*\(/i;
/** A drawn polygon is small; anything longer in an address is not one of ours. */
const MAX_WKT_LENGTH = 100_000;
const MAX_IDS = 1000;

/** What the address says about the relevé list. */
export interface ReleveListState extends ListSort<ReleveListSort>, Record<ReleveListField, number[]> {
  /** The operation on `id` and its value as typed (`12`, or `12, 14` for in / not in); '' for none. */
  id_operation: ReleveIdOperation;
  id_value: string;
  /** `YYYY-MM-DD` or '' (event_date[gte] / event_date[lte]). */
  from: string;
  to: string;
  /** A WGS84 polygon (WKT) the relevé must meet, or ''. */
  footprint_wkt: string;
  /** Output coordinate system, null for the service's default (WGS84). */
  srid: ReleveSrid | null;
  offset: number;
}

/** Whole numbers of `text` (comma or space separated), or null when any part is not one. */
export function idsOf(text: string): number[] | null {
  const parts = text.split(/[\s,~]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,12}$/.test(part))) return null;
  return [...new Set(parts.map(Number))].slice(0, MAX_IDS);
}

function day(raw: LocationQuery, key: string): string {
  const text = queryText(raw, key);
  return isIsoDay(text) ? text : '';
}

function idClause(raw: LocationQuery): Pick<ReleveListState, 'id_operation' | 'id_value'> {
  for (const operation of RELEVE_ID_OPERATIONS) {
    const text = queryText(raw, `id[${operation}]`);
    const ids = text ? idsOf(text) : null;
    if (ids?.length && (operation === 'in' || operation === 'not_in' || ids.length === 1)) return { id_operation: operation, id_value: ids.join(', ') };
  }
  return { id_operation: 'eq', id_value: '' };
}

/** Reads the route query; never throws. */
export function decodeReleveList(raw: LocationQuery): ReleveListState {
  const lists = Object.fromEntries(RELEVE_LIST_FIELDS.map((field) => [field, idsOf(queryText(raw, `${field}[in]`)) ?? []])) as Record<ReleveListField, number[]>;
  const wkt = queryText(raw, 'footprint_wkt[eq]');
  const srid = Number(queryText(raw, 'srid'));
  return {
    ...idClause(raw),
    ...lists,
    from: day(raw, 'event_date[gte]'),
    to: day(raw, 'event_date[lte]'),
    footprint_wkt: wkt.length <= MAX_WKT_LENGTH && POLYGON_RE.test(wkt) ? wkt : '',
    srid: (RELEVE_SRIDS as readonly number[]).includes(srid) ? (srid as ReleveSrid) : null,
    offset: queryOffset(raw),
    ...querySort(raw, RELEVE_SORTABLE, RELEVE_LIST_DEFAULT_SORT),
  };
}

/** The route query of `state` (empty filters and defaults left out). */
export function encodeReleveList(state: ReleveListState): LocationQueryRaw {
  const ids = idsOf(state.id_value);
  const entries: Record<string, string | null> = {
    [`id[${state.id_operation}]`]: ids?.length ? ids.join(',') : null,
    ...Object.fromEntries(RELEVE_LIST_FIELDS.map((field) => [`${field}[in]`, state[field].length ? state[field].join(',') : null])),
    'event_date[gte]': state.from || null,
    'event_date[lte]': state.to || null,
    'footprint_wkt[eq]': state.footprint_wkt || null,
    srid: state.srid === null ? null : String(state.srid),
  };
  return listQuery(entries, state.offset, state, RELEVE_LIST_DEFAULT_SORT);
}

/** The filter clauses of `state` (the shared grammar; main checks them against RELEVE_FILTERS). */
export function releveClauses(state: ReleveListState): FilterClauseInput[] {
  const clauses: FilterClauseInput[] = [];
  const ids = idsOf(state.id_value);
  if (ids?.length) {
    const list = state.id_operation === 'in' || state.id_operation === 'not_in';
    clauses.push({ field: 'id', operation: state.id_operation, value: list ? ids : ids[0]! });
  }
  for (const field of RELEVE_LIST_FIELDS) if (state[field].length) clauses.push({ field, operation: 'in', value: state[field] });
  if (state.from) clauses.push({ field: 'event_date', operation: 'gte', value: state.from });
  if (state.to) clauses.push({ field: 'event_date', operation: 'lte', value: state.to });
  if (state.footprint_wkt) clauses.push({ field: 'footprint_wkt', operation: 'eq', value: state.footprint_wkt });
  return clauses;
}

/** Whether any filter is set (srid is an output choice, not a filter). */
export function isReleveListFiltered(state: ReleveListState): boolean {
  return releveClauses(state).length > 0;
}

/** The `releves.list` input of `state` for one page. */
export function releveListInput(state: ReleveListState, offset: number, limit: number): ReleveListInput {
  return { clauses: releveClauses(state), srid: state.srid ?? undefined, offset, limit, sort: state.sort, dir: state.dir };
}
