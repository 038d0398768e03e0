/**
 * The relevé list in the address, declared on the shared grammar (RELEVE_FILTERS):
 * `/releves?dataset_id[in]=1,2&id[gte]=40&event_date[gte]=2024-05-01&srid=2056`, and the
 * `releves.list` input it makes. Every filter of GET /releves: `id` with any ordered operation,
 * `dataset_id`, `recorded_by_id`, `taxon_id`, `taxa_relations_reference_id`, `location_id`,
 * `date_precision` (id lists, `in`), `event_date` (a day range), `footprint_wkt[eq]` (a drawn
 * polygon, WGS84) and the output `srid`. Reading never throws: what does not fit is left out.
 */
import { RELEVE_SRIDS, type ReleveListInput } from '../../../src-shared/contract/releves.js';
import type { FilterClause } from '../../../src-shared/filters/grammar.js';
import { RELEVE_FILTERS, RELEVE_SORTABLE } from '../../../src-shared/filters/releves.js';
import {
  choiceParam, countParam, dayFilter, defineRouteQuery, filterField, idsFilter, type IdsOptions, type RouteQueryState,
} from '../../components/lists/route-query.js';

/** Operations offered on the relevé id (the ordered ones that take a value). */
export const RELEVE_ID_OPERATIONS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in'] as const;
/** An operation on the relevé id. */
export type ReleveIdOperation = (typeof RELEVE_ID_OPERATIONS)[number];
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
const LIST: IdsOptions = { max: MAX_IDS, overflow: 'cut', min: 0, sorted: false };

/** Whole numbers of `text` (comma or space separated), or null when any part is not one. */
export function idsOf(text: string): number[] | null {
  const parts = text.split(/[\s,~]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,12}$/.test(part))) return null;
  return [...new Set(parts.map(Number))].slice(0, MAX_IDS);
}

/** The condition on the relevé id: an operation and its ids as typed (`12`, or `12, 14` for in / not in; '' for none). */
export interface ReleveIdCondition {
  operation: ReleveIdOperation;
  value: string;
}

const isList = (operation: ReleveIdOperation): boolean => operation === 'in' || operation === 'not_in';

const idCondition = filterField<ReleveIdCondition>(RELEVE_FILTERS, 'id', RELEVE_ID_OPERATIONS, { operation: 'eq', value: '' }, (clause) => {
  const ids = Array.isArray(clause.value) ? clause.value : [clause.value];
  if (!ids.every((id): id is number => typeof id === 'number' && id >= 0)) return undefined;
  return { operation: clause.operation as ReleveIdOperation, value: [...new Set(ids)].join(', ') };
}, ({ operation, value }): FilterClause[] => {
  const ids = idsOf(value);
  if (!ids?.length) return [];
  return [{ field: 'id', operation, value: isList(operation) ? ids : ids[0]! }];
});

const fields = {
  id: idCondition,
  ...(Object.fromEntries(RELEVE_LIST_FIELDS.map((field) => [field, idsFilter(RELEVE_FILTERS, field, LIST)])) as Record<ReleveListField, ReturnType<typeof idsFilter>>),
  /** `YYYY-MM-DD` or '' (event_date[gte] / event_date[lte]). */
  from: dayFilter(RELEVE_FILTERS, 'event_date', 'gte'),
  to: dayFilter(RELEVE_FILTERS, 'event_date', 'lte'),
  /** A WGS84 polygon (WKT) the relevé must meet, or ''. */
  footprint_wkt: filterField(RELEVE_FILTERS, 'footprint_wkt', ['eq'], '',
    (clause) => (typeof clause.value === 'string' && clause.value.length <= MAX_WKT_LENGTH && POLYGON_RE.test(clause.value) ? clause.value : undefined),
    (wkt): FilterClause[] => (wkt ? [{ field: 'footprint_wkt', operation: 'eq', value: wkt }] : [])),
  /** Output coordinate system, null for the service's default (WGS84). */
  srid: choiceParam('srid', RELEVE_SRIDS, null),
  offset: countParam('offset', 0, 9),
};

/** The relevé list's address: its filters, output srid, page and order (newest first). */
export const RELEVE_LIST_QUERY = defineRouteQuery({ fields, sort: { allowed: RELEVE_SORTABLE, initial: { sort: 'event_date', dir: 'desc' } } });

/** What the address says about the relevé list. */
export type ReleveListState = RouteQueryState<typeof fields, (typeof RELEVE_SORTABLE)[number]>;

/** Whether any filter is set (srid is an output choice, not a filter). */
export function isReleveListFiltered(state: ReleveListState): boolean {
  return RELEVE_LIST_QUERY.clauses(state).length > 0;
}

/** The `releves.list` input of `state` for one page (main checks the clauses against RELEVE_FILTERS). */
export function releveListInput(state: ReleveListState, offset: number, limit: number): ReleveListInput {
  return { clauses: RELEVE_LIST_QUERY.clauses(state), srid: state.srid ?? undefined, offset, limit, sort: state.sort, dir: state.dir };
}
