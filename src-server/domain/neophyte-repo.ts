/**
 * Public neophyte observations read from the store, published (rounded dates, anonymised
 * observers; domain/neophyte-rows.ts): the list pages, one record, the point set of a cluster
 * tile and the tile's totals. Every query is limited to {@link NEOPHYTE_SCOPE}; the SQL is
 * shared by both stores (docs/storage.md).
 */
import type { SqlRunner } from '../store/store.js';
import type { Geometry } from 'geojson';
import { and } from '../query/compile.js';
import { listOrder, runList, type ListResult } from '../query/list.js';
import type { PublicNeophyteObservation, SimpleNeophyteObservation } from '../../src-shared/schemas/public-neophyte.js';
import type { NeophyteGridRequest } from './neophyte-grid.js';
import { NEOPHYTE_FROM, NEOPHYTE_SCOPE, NEOPHYTE_TOTAL, neophyteFilters, neophyteSortColumn, type NeophyteQuery } from './neophyte-public.js';
import { fullNeophyteSelect, simpleNeophyteSelect, publishNeophyteRow } from './neophyte-rows.js';
import type { Dialect } from '../store/dialect.js';
import { dataVersionsOf } from '../store/postgres-count-cache.js';

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
 * sort field; with `q.params.with_total` the totals too (`X-Total` from `neophyte_counts`).
 * `head`: totals only, no rows.
 *
 * The page's keys are found first (in the index order of the sort column where a window of the
 * first rows holds the page, see runList), then only those rows are read with their observers,
 * supplements and control data: selecting those for every match before sorting cost a second.
 */
export async function listNeophyteObservations<F extends NeophyteForm>(sql: SqlRunner, q: NeophyteQuery, form: F, head: boolean): Promise<ListResult<PublishedNeophyte<FormOf<F>>>> {
  const keys = await runList<{ occurrence_id: number }>(sql, {
    from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: neophyteFilters(q, sql.dialect), total: NEOPHYTE_TOTAL,
    select: 'o.occurrence_id', ...listOrder(neophyteSortColumn(q.params.sort), q.params.dir, 'o.occurrence_id'),
    key: 'o.occurrence_id', keyFrom: 'observations o', keyWhere: 'o.is_neophyte = 1',
  }, q.params, head);
  const ids = keys.rows.map((r) => r.occurrence_id);
  const select = form === 'full' ? fullNeophyteSelect(sql.dialect) : simpleNeophyteSelect(sql.dialect);
  const rows = ids.length === 0 ? [] : await sql.all<Record<string, unknown>>(
    `SELECT ${select} FROM ${NEOPHYTE_FROM} WHERE ${sql.dialect.inList('o.occurrence_id')}`, [sql.dialect.listParam(ids)]);
  const byId = new Map(rows.map((r) => [Number(r.occurrence_id ?? r.id), r]));
  const srid = form === 'full' ? q.params.srid : undefined;
  // Typed as the shared published forms: the select lists give those columns, and the integration
  // tests check every answer against the published document (test/helpers/openapi-responses.ts).
  return { ...keys, rows: ids.map((id) => publishNeophyteRow(byId.get(id)!, srid) as PublishedNeophyte<FormOf<F>>) };
}

/** The published full form of public neophyte observation `occurrence_id`, coordinates in `srid`; undefined when it is not public. */
export async function readNeophyteObservation(sql: SqlRunner, occurrence_id: number, srid?: number): Promise<PublicNeophyteObservation | undefined> {
  const where = and([NEOPHYTE_SCOPE, { sql: 'o.occurrence_id = ?', params: [occurrence_id] }]);
  const row = await sql.get<Record<string, unknown>>(`SELECT ${fullNeophyteSelect(sql.dialect)} FROM ${NEOPHYTE_FROM} WHERE ${where.sql}`, where.params);
  return row && (publishNeophyteRow(row, srid).row as PublicNeophyteObservation);
}

/** The tables whose writes change the public neophyte points (scope, published dates, control data). */
const NEOPHYTE_TABLES = ['neophytes', 'observations', 'projects', 'taxa'] as const;

/**
 * What the cluster indexes of the public neophytes are keyed on, so that a write drops stale
 * ones: on SQLite the service's own count of observation writes `processVersion` (one process
 * owns the file); on PostgreSQL the data versions of the tables the points read, which every
 * process's writes bump (store/postgres-count-cache.ts).
 */
export async function neophyteDataVersion(sql: SqlRunner, processVersion: number): Promise<string> {
  return sql.dialect.name === 'postgres' ? dataVersionsOf(sql, NEOPHYTE_TABLES) : String(processVersion);
}

/**
 * The grid tile request of the public neophytes matching `q` (those with a footprint), in the
 * store's `dialect`, keyed on `dataVersion` ({@link neophyteDataVersion}). The grid reads the
 * published day only, so cluster dates reveal no withheld day (domain/neophyte-grid.ts). The
 * cluster worker runs it on its own connection (the SQLite file, or the PostgreSQL database:
 * domain/cluster-postgres.ts).
 */
export function neophyteTileRequest(q: NeophyteQuery, tile: NeophyteGridRequest['tile'], dataVersion: string, dialect: Dialect): NeophyteGridRequest {
  const where = and([NEOPHYTE_SCOPE, ...neophyteFilters(q, dialect)]);
  return { kind: 'neophytes', key: `neo|${dataVersion}|${where.sql}|${JSON.stringify(where.params)}`, where, fullproperties: q.fullproperties, tile };
}

/** `X-Total` (every public neophyte observation) and `X-Filtered-Total` (those matching `q`), records without a footprint counted. */
export function countNeophyteObservations(sql: SqlRunner, q: NeophyteQuery): Promise<ListResult<never>> {
  return runList<never>(sql, { from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: neophyteFilters(q, sql.dialect), total: NEOPHYTE_TOTAL, select: '', orderBy: '' }, q.params, true);
}
