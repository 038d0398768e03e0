/**
 * Public neophyte observations read from the store, published (rounded dates, anonymised
 * observers; domain/neophyte-rows.ts): the list pages, one record, the point set of a cluster
 * tile and the tile's totals. Every query is limited to {@link NEOPHYTE_SCOPE}.
 */
import type { SqlRunner } from '../store/store.js';
import type { Geometry } from 'geojson';
import type { Db } from '../db/open.js';
import { and } from '../query/compile.js';
import { cached, orderBy, runList, type ListResult } from '../query/list.js';
import type { PublicNeophyteObservation, SimpleNeophyteObservation } from '../../src-shared/schemas/public-neophyte.js';
import type { IndexTileRequest } from './cluster-index.js';
import { NEOPHYTE_FROM, NEOPHYTE_SCOPE, PUBLIC_DAY, neophyteSortColumn, type NeophyteQuery } from './neophyte-public.js';
import { FULL_NEOPHYTE_SELECT, SIMPLE_NEOPHYTE_SELECT, publishNeophyteRow } from './neophyte-rows.js';

/** One published record and its footprint (GeoJSON, EPSG:4326; null without one). */
export interface PublishedNeophyte<Form> {
  row: Form;
  geometry: Geometry | null;
}

/** Which form a list gives: the full one (N, or S with `fullproperties`) or the simple one. */
export type NeophyteForm = 'full' | 'simple';

type FormOf<F extends NeophyteForm> = F extends 'full' ? PublicNeophyteObservation : SimpleNeophyteObservation;

/**
 * One page of public neophyte observations matching `q`, published in `form`, coordinates in
 * `q.params.srid` (full form only; EPSG:4326 otherwise), ordered by the published value of the
 * sort field; with `q.params.with_total` the totals too. `head`: totals only, no rows.
 */
export async function listNeophyteObservations<F extends NeophyteForm>(sql: SqlRunner, q: NeophyteQuery, form: F, head: boolean): Promise<ListResult<PublishedNeophyte<FormOf<F>>>> {
  const result = await runList<Record<string, unknown>>(sql, {
    from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: q.filters,
    select: form === 'full' ? FULL_NEOPHYTE_SELECT : SIMPLE_NEOPHYTE_SELECT,
    orderBy: orderBy(neophyteSortColumn(q.params.sort), q.params.dir, 'o.occurrence_id'),
  }, q.params, head);
  const srid = form === 'full' ? q.params.srid : undefined;
  // Typed as the shared published forms: the select lists give those columns, and the integration
  // tests check every answer against the published document (test/helpers/openapi-responses.ts).
  return { ...result, rows: result.rows.map((r) => publishNeophyteRow(r, srid) as PublishedNeophyte<FormOf<F>>) };
}

/** The published full form of public neophyte observation `occurrence_id`, coordinates in `srid`; undefined when it is not public. */
export function readNeophyteObservation(db: Db, occurrence_id: number, srid?: number): PublicNeophyteObservation | undefined {
  const where = and([NEOPHYTE_SCOPE, { sql: 'o.occurrence_id = ?', params: [occurrence_id] }]);
  const row = cached(db, `SELECT ${FULL_NEOPHYTE_SELECT} FROM ${NEOPHYTE_FROM} WHERE ${where.sql}`).get(...where.params) as Record<string, unknown> | undefined;
  return row && (publishNeophyteRow(row, srid).row as PublicNeophyteObservation);
}

/**
 * The supercluster tile request of the neophytes matching `q` (those with a footprint), keyed on
 * the data version `observationsVersion` so that a write drops stale indexes. Points carry the
 * published day, so cluster dates reveal no withheld day.
 */
export function neophyteTileRequest(q: NeophyteQuery, tile: IndexTileRequest['tile'], observationsVersion: number): IndexTileRequest {
  const where = and([NEOPHYTE_SCOPE, ...q.filters]);
  return {
    key: `neo|${observationsVersion}|${where.sql}|${JSON.stringify(where.params)}`,
    tile,
    reducer: q.fullproperties ? 'neophytes_full' : 'neophytes',
    params: where.params,
    sql: `SELECT o.decimal_longitude AS lon, o.decimal_latitude AS lat, o.occurrence_id, o.event_type, ${PUBLIC_DAY} AS day,
        o.v_presence_status, n.eradication
      FROM ${NEOPHYTE_FROM} WHERE o.decimal_longitude IS NOT NULL AND ${where.sql}`,
  };
}

/** `X-Total` (every public neophyte observation) and `X-Filtered-Total` (those matching `q`), records without a footprint counted. */
export function countNeophyteObservations(sql: SqlRunner, q: NeophyteQuery): Promise<ListResult<never>> {
  return runList<never>(sql, { from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: q.filters, select: '', orderBy: '' }, q.params, true);
}
