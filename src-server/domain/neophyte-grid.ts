/**
 * The public neophyte cluster tiles (clustered_neophyte_observations) on the grid of the
 * observation tiles (cluster-grid.ts: 64 px cells aligned to the tile, close cells merged, one
 * feature per observation from zoom 18), each cell carrying the properties of the interface's
 * "Clustered neophyte observation" folded in SQL: latest published days by event type, the
 * eradication of the latest control and the presence status of the latest observation. A
 * filter's cells of KEPT_LEVEL are read block by block (zoom-10 tiles) as tiles need them
 * (cell-stripes.ts, with bands), so the first tile of a new filter reads its own area only, not
 * every public point (issue 11 §4: a supercluster index of 850,000 points took 7.5 s and 500 MB).
 * The statements are in the shared spelling; the cluster worker runs them on the SQLite file or
 * on its PostgreSQL connection.
 *
 * Only published values are read: the published day (`o.published_event_day`, rounded as the
 * project says) and the public scope in `where`; on equal published days the higher code wins
 * (not the exact date or the record's id, which would reveal the order a rounded date withholds).
 */
import type { FeatureCollection, Point } from 'geojson';
import { FINEST_CELL_LEVEL, MERCATOR_MAX_LATITUDE, cellColumnSql, cellRowSql } from '../db/observation-cells.js';
import type { SqlFragment } from '../query/compile.js';
import { CellStripes, KEPT_LEVEL, keepRecent, type CellFold, type StripeRun } from './cell-stripes.js';
import { CELLS_PER_TILE_LOG2, POINT_ZOOM, cellRange, collection, type Cell, type OwnCellValues } from './cluster-grid.js';
import { tileBounds } from './clusters.js';
import { finestColumnsSql } from './finest-columns-sql.js';
import { PUBLIC_DAY, neophyteFrom } from './neophyte-public.js';
import { NEOPHYTE_CELLS_INDEX } from '../db/published-neophytes.js';

/** A tile of public neophyte clusters on the grid. */
export interface NeophyteGridRequest {
  kind: 'neophytes';
  /** Identifies the point set (filter, data version): equal keys share their cells. */
  key: string;
  /** Condition on NEOPHYTE_FROM (the public scope and the filters) in the store's spelling. */
  where: SqlFragment;
  /** Single observations carry their `occurrence_id` too. */
  fullproperties: boolean;
  /** Web Mercator tile (already checked by parseTile). */
  tile: { z: number; x: number; y: number };
}

/** Runs a statement in the shared spelling (`?` placeholders) on the store the worker reads; rows as arrays. */
export type RowReader = (sql: string, params: unknown[]) => Promise<unknown[][]>;

/** Which store the statements run on: the grid cell expressions differ (PostgreSQL's `cell_x`/`cell_y` of migration 001). */
export type CellSpelling = 'sqlite' | 'postgres';

/**
 * A grid cell of public neophyte observations. Days are published days as integers YYYYMMDD (0:
 * none); `lastControl` and `latest` carry a code too: day × 100 + code + 1 (0: none), so that
 * their maximum is the latest day's, the higher code on equal days (vocabulary codes are below 99).
 */
interface NeophyteCell extends Cell {
  lastObservation: number;
  lastControl: number;
  lastTreatment: number;
  lastEradication: number;
  latest: number;
}

/** Count, sums of degrees, lowest id, then the five latest values of NeophyteCell. */
const FOLDS: readonly CellFold[] = ['sum', 'sum', 'sum', 'min', 'max', 'max', 'max', 'max', 'max'];

/** `event_type` codes (vocabulary event_type): 4 control action, 5 fight/treatment action. `eradication` 1 eradicated, 2 diminished. */
const DAY = `CAST(replace(${PUBLIC_DAY}, '-', '') AS BIGINT)`;
const DAY_KEY = `coalesce(${DAY}, 0) * 100`;
/** The values of a cell in the order of FOLDS, over the rows of `o` (and its control data `n`). */
const AGGREGATE_LIST = ['count(*)', 'sum(o.decimal_longitude)', 'sum(o.decimal_latitude)', 'min(o.occurrence_id)',
  `max(CASE WHEN o.event_type IS NULL OR o.event_type NOT IN (4, 5) THEN ${DAY} END)`,
  `max(CASE WHEN o.event_type = 4 THEN ${DAY_KEY} + coalesce(n.eradication, -1) + 1 END)`,
  `max(CASE WHEN o.event_type = 5 THEN ${DAY} END)`,
  `max(CASE WHEN n.eradication IN (1, 2) THEN ${DAY} END)`,
  `max(${DAY_KEY} + coalesce(o.v_presence_status, -1) + 1)`];
const AGGREGATES = AGGREGATE_LIST.join(', ');
/** The same, named v0 … v8 (the inner statement of a stripe). */
const NAMED_AGGREGATES = AGGREGATE_LIST.map((a, i) => `${a} AS v${i}`).join(', ');
/** The same values folded over finest cells (columns v0 … v8 of NAMED_AGGREGATES). */
const FOLDED = FOLDS.map((f, i) => `${f}(v${i})`).join(', ');
const ON_MAP = `o.decimal_longitude IS NOT NULL AND o.decimal_latitude BETWEEN -${MERCATOR_MAX_LATITUDE} AND ${MERCATOR_MAX_LATITUDE}`;

/** Cells of KEPT_LEVEL kept in memory, all filters together (about 100 bytes each). */
const MAX_KEPT_CELLS = 1_000_000;
/** Filters kept (besides their cells, 1 MB of block flags each). */
const MAX_KEPT_FILTERS = 64;

/** SQL: the grid column and row of `o`'s point at `level`, spelled as each store's finest-cell index has it. */
function cellSql(spelling: CellSpelling, level: number): [string, string] {
  if (spelling === 'postgres') return [`cell_x(o.decimal_longitude, ${level})`, `cell_y(o.decimal_latitude, ${level})`];
  // Coarser levels as the finest shifted: SQLite reads the finest expressions from its index.
  const finest = [cellColumnSql('o.decimal_longitude', String(2 ** FINEST_CELL_LEVEL)), cellRowSql('o.decimal_latitude', String(2 ** FINEST_CELL_LEVEL))];
  if (level === FINEST_CELL_LEVEL) return finest as [string, string];
  if (level < FINEST_CELL_LEVEL) return [`(${finest[0]} >> ${FINEST_CELL_LEVEL - level})`, `(${finest[1]} >> ${FINEST_CELL_LEVEL - level})`];
  return [cellColumnSql('o.decimal_longitude', String(2 ** level)), cellRowSql('o.decimal_latitude', String(2 ** level))];
}

/** SQL: finest column `fx` in x0…x1, as each store's index by finest cell reads it best (finest-columns-sql.ts on PostgreSQL). */
function columnsSql(spelling: CellSpelling, fx: string, x0: number, x1: number): string {
  return spelling === 'postgres' ? finestColumnsSql(fx, x0, x1) : `${fx} BETWEEN ${Math.trunc(x0)} AND ${Math.trunc(x1)}`;
}

/**
 * The tables of the grid's statements: on SQLite the observations read through NEOPHYTE_CELLS_INDEX
 * (the planner would otherwise read every public project's rows through their project), the taxa
 * only when the filter reads them (taxa_matching=synonyms).
 */
function fromSql(spelling: CellSpelling, where: SqlFragment): string {
  return neophyteFrom({ observations: spelling === 'sqlite' ? `observations o INDEXED BY ${NEOPHYTE_CELLS_INDEX}` : undefined, taxa: /\bt\./.test(where.sql) });
}

/**
 * The statement of a filter's cells of KEPT_LEVEL (`where` on NEOPHYTE_FROM; its parameters are
 * the statement's) over the finest columns, and rows, of `finest` (all without): rows `[gx, gy, …]` in the order
 * of FOLDS, ordered by gx, gy. Grouped per finest cell first, in the order of the index by finest
 * cell (no sort of every row), then those per kept cell.
 */
export function stripeSql(spelling: CellSpelling, where: SqlFragment, finest?: StripeRun['finest']): string {
  const [fx, fy] = cellSql(spelling, FINEST_CELL_LEVEL);
  const shift = FINEST_CELL_LEVEL - KEPT_LEVEL;
  const band = finest?.y0 !== undefined && finest.y1 !== undefined ? `${fy} BETWEEN ${Math.trunc(finest.y0)} AND ${Math.trunc(finest.y1)} AND ` : '';
  const stretch = finest ? `${columnsSql(spelling, fx, finest.x0, finest.x1)} AND ${band}` : '';
  return `SELECT cx >> ${shift} AS gx, cy >> ${shift} AS gy, ${FOLDED}
    FROM (SELECT ${fx} AS cx, ${fy} AS cy, ${NAMED_AGGREGATES} FROM ${fromSql(spelling, where)}
      WHERE ${stretch}${ON_MAP} AND (${where.sql}) GROUP BY cx, cy) cells
    GROUP BY gx, gy ORDER BY gx, gy`;
}

/** A row `[gx, gy, …AGGREGATES]` as a cell (PostgreSQL may give bigints as text: numbers made sure). */
function cellOf(row: readonly unknown[]): NeophyteCell {
  const [gx, gy, total, lon, lat, id, lastObservation, lastControl, lastTreatment, lastEradication, latest] = row.map((v) => Number(v ?? 0)) as number[];
  return { gx: gx!, gy: gy!, total: total!, lon: lon! / total!, lat: lat! / total!, occurrence_id: id!,
    lastObservation: lastObservation!, lastControl: lastControl!, lastTreatment: lastTreatment!, lastEradication: lastEradication!, latest: latest! };
}

/** A published day YYYYMMDD as `YYYY-MM-DD`; 0 as null. */
function dayOf(day: number): string | null {
  if (day <= 0) return null;
  const s = String(day).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** The code of a day × 100 + code + 1 key; null for none. */
const codeOf = (key: number): number | null => (key % 100 === 0 ? null : (key % 100) - 1);

/** How neophyte cells merge and what their features carry (interface v5, "Clustered neophyte observation"). */
function neophyteValues(fullproperties: boolean): OwnCellValues<NeophyteCell> {
  return {
    merge(into, other) {
      into.lastObservation = Math.max(into.lastObservation, other.lastObservation);
      into.lastControl = Math.max(into.lastControl, other.lastControl);
      into.lastTreatment = Math.max(into.lastTreatment, other.lastTreatment);
      into.lastEradication = Math.max(into.lastEradication, other.lastEradication);
      into.latest = Math.max(into.latest, other.latest);
    },
    properties(c, base) {
      const reduced = {
        v_presence_status: codeOf(c.latest),
        last_observation_date: dayOf(c.lastObservation),
        last_control_date: dayOf(Math.floor(c.lastControl / 100)),
        last_control_eradication: codeOf(c.lastControl),
        last_treatment_date: dayOf(c.lastTreatment),
        last_eradication_or_diminution_date: dayOf(c.lastEradication),
      };
      if (c.total > 1) return { ...reduced, ...base };
      return { ...reduced, ...(fullproperties ? { occurrence_id: c.occurrence_id } : {}), total: 1 };
    },
  };
}

/**
 * Public neophyte cluster tiles on the grid, in the cluster worker: tiles to zoom 12 add up the
 * filter's kept cells (read block by block), zooms 13 to 17 group the tile's own observations
 * per cell, from zoom 18 each observation is a feature of its own. A Point feature in EPSG:3857
 * metres per cluster with `total`, `cluster_id`, `expansion_zoom` and the reduced properties; a
 * single observation with the reduced properties of itself, `total: 1` and, with
 * `fullproperties`, its `occurrence_id`.
 */
export class NeophyteGridTiles {
  private readonly filters = new Map<string, CellStripes>();

  constructor(private readonly spelling: CellSpelling) {}

  /**
   * One tile (see the class), its statements run by `read`.
   * @throws the store's error when a statement fails.
   */
  async tile(read: RowReader, request: NeophyteGridRequest): Promise<FeatureCollection<Point>> {
    const { z } = request.tile;
    const own = neophyteValues(request.fullproperties);
    const level = z + CELLS_PER_TILE_LOG2;
    if (z >= POINT_ZOOM || level > KEPT_LEVEL) return collection((await this.inTile(read, request)).map(cellOf), z, own);
    const cells = await this.cellsOf(read, request);
    return collection(cells.sum(request.tile, level).map(({ gx, gy, values }) => cellOf([gx, gy, ...values])), z, own);
  }

  /** The filter's kept cells with the tile's blocks read (the least recently used filters dropped beyond MAX_KEPT_CELLS or MAX_KEPT_FILTERS). */
  private async cellsOf(read: RowReader, request: NeophyteGridRequest): Promise<CellStripes> {
    const cells = this.filters.get(request.key) ?? new CellStripes(FOLDS, true, true);
    for (const run of cells.missing(request.tile)) cells.store(run, await read(stripeSql(this.spelling, request.where, run.finest), request.where.params));
    keepRecent(this.filters, request.key, cells, MAX_KEPT_CELLS, MAX_KEPT_FILTERS);
    return cells;
  }

  /** Rows of the tile's own observations grouped per cell of its level (zoom 13–17), or one per observation (zoom 18 on, by occurrence_id). */
  private inTile(read: RowReader, request: NeophyteGridRequest): Promise<unknown[][]> {
    const { z, x, y } = request.tile;
    const [fx, fy] = cellSql(this.spelling, FINEST_CELL_LEVEL);
    const finest = z <= FINEST_CELL_LEVEL ? cellRange(request.tile, FINEST_CELL_LEVEL)
      : { x0: x >> (z - FINEST_CELL_LEVEL), x1: x >> (z - FINEST_CELL_LEVEL), y0: y >> (z - FINEST_CELL_LEVEL), y1: y >> (z - FINEST_CELL_LEVEL) };
    const area = `${columnsSql(this.spelling, fx, finest.x0, finest.x1)} AND ${fy} BETWEEN ${finest.y0} AND ${finest.y1} AND ${ON_MAP}`;
    if (z >= POINT_ZOOM) {
      const [west, south, east, north] = tileBounds(z, x, y);
      return read(`SELECT 0 AS gx, 0 AS gy, ${AGGREGATES} FROM ${fromSql(this.spelling, request.where)}
        WHERE ${area} AND o.decimal_longitude BETWEEN ? AND ? AND o.decimal_latitude BETWEEN ? AND ? AND (${request.where.sql})
        GROUP BY o.occurrence_id ORDER BY o.occurrence_id`, [west, east, south, north, ...request.where.params]);
    }
    const [gx, gy] = cellSql(this.spelling, z + CELLS_PER_TILE_LOG2);
    return read(`SELECT ${gx} AS gx, ${gy} AS gy, ${AGGREGATES} FROM ${fromSql(this.spelling, request.where)}
      WHERE ${area} AND (${request.where.sql}) GROUP BY gx, gy`, request.where.params);
  }
}
