import type { Feature, FeatureCollection, Point } from 'geojson';
import type { Db } from '../db/open.js';
import {
  CELL_LEVELS, FILTER_CELLS_INDEX, FINEST_CELL_LEVEL, MERCATOR_MAX_LATITUDE, cellColumnSql, cellRowSql, finestCellColumnSql, finestCellRowSql,
} from '../db/observation-cells.js';
import { reprojectPosition } from '../geo/reproject.js';
import type { SqlFragment } from '../query/compile.js';
import { cached } from '../query/list.js';
import { tileBounds } from './clusters.js';
import { CellStripes, KEPT_LEVEL, keepRecent } from './cell-stripes.js';

/** A tile of observation clusters on the grid (clustered_observations). */
export interface GridTileRequest {
  kind: 'grid';
  /** Identifies the point set (filter, caller, data version): equal keys share cached tiles. */
  key: string;
  /** Condition on `observations o` (scope and filters). */
  where: SqlFragment;
  /** True when `where` reads no column but `o.dataset_id`: the tile is summed from `observation_cells`. */
  datasetOnly: boolean;
  /** Web Mercator tile (already checked by parseTile). */
  tile: { z: number; x: number; y: number };
}

/** A tile of zoom z is cut into 2^2 × 2^2 cells (64 px each, about supercluster's 60 px radius before). */
export const CELLS_PER_TILE_LOG2 = 2;
/** From this zoom on every observation is a feature of its own (supercluster's maxZoom 17 before). */
export const POINT_ZOOM = 18;

/** One grid cell of a tile's level (column gx, row gy), its observations' count and mean point (degrees), and the lowest occurrence_id. */
export interface Cell {
  gx: number;
  gy: number;
  total: number;
  lon: number;
  lat: number;
  occurrence_id: number | null;
}

/** Cells of KEPT_LEVEL kept in memory for filters other than projects, all filters together. */
const MAX_FILTER_CELLS = 2_000_000;
/** Filters whose reading from FILTER_CELLS_INDEX is remembered (a flag each). */
const MAX_COVERED_KEYS = 1024;

/** What a kept cell of the observation grid holds: count, sums of longitude and latitude (degrees), lowest occurrence_id. */
const OBSERVATION_FOLDS = ['sum', 'sum', 'sum', 'min'] as const;

/**
 * The matching observations of one filter counted per cell of KEPT_LEVEL, stripe by stripe as
 * tiles need them (cell-stripes.ts). A filter FILTER_CELLS_INDEX does not cover is read whole at
 * once instead: restricted to a stripe, the planner's way would read every row again.
 */
class FilterCells {
  private readonly cells: CellStripes;

  constructor(private readonly where: SqlFragment, fromIndex: boolean) {
    this.cells = new CellStripes(OBSERVATION_FOLDS, fromIndex);
  }

  /** Cells held (the memory budget of GridTiles counts these). */
  get size(): number {
    return this.cells.size;
  }

  /** Reads the stripes the tile needs that are not read yet, each run of them in one statement (finest cells by filterCellsQuery, added up to KEPT_LEVEL). */
  load(db: Db, tile: GridTileRequest['tile']): void {
    const shift = FINEST_LEVEL - KEPT_LEVEL;
    for (const run of this.cells.missing(tile)) {
      const rows = db.prepare<unknown[], unknown[]>(`SELECT cx >> ${shift} AS gx, cy >> ${shift} AS gy, sum(n), sum(lon), sum(lat), min(id)
        FROM (${filterCellsQuery(db, this.where, run.finest).sql}) GROUP BY gx, gy ORDER BY gx, gy`).raw(true).all(...this.where.params);
      this.cells.store(run, rows);
    }
  }

  /** The cells of `level` (≤ KEPT_LEVEL) within the tile's range, summed; its stripes must be loaded (load). */
  sum(tile: GridTileRequest['tile'], level: number): Cell[] {
    return this.cells.sum(tile, level).map(({ gx, gy, values: [total, lon, lat, id] }) => ({ gx, gy, total: total!, lon: lon! / total!, lat: lat! / total!, occurrence_id: id! }));
  }
}

const FINEST_LEVEL = FINEST_CELL_LEVEL;

/**
 * The statement counting the observations matching `where` per cell of the finest level (columns
 * cx, cy, n, sums of longitude and latitude in degrees lon and lat, lowest occurrence_id id; ordered by cx, cy).
 * `fromIndex`: it reads the index of the observations by finest cell (FILTER_CELLS_INDEX) alone, in
 * cell order without a sort, because that index holds every column `where` reads (EXPLAIN QUERY
 * PLAN says so); otherwise the planner chooses, since a filter on a column the index lacks would
 * read every row through it at random. `columns`: only the finest columns x0 to x1 (a stretch of
 * that index; pass it only for a filter it covers).
 */
export function filterCellsQuery(db: Db, where: SqlFragment, columns?: { x0: number; x1: number }): { sql: string; fromIndex: boolean } {
  // Literal bounds (integers): the stretch is part of the statement, so EXPLAIN QUERY PLAN sees it.
  const stretch = columns ? `${finestCellColumnSql('o')} BETWEEN ${Math.trunc(columns.x0)} AND ${Math.trunc(columns.x1)} AND ` : '';
  const select = (from: string): string => `SELECT ${finestCellColumnSql('o')} AS cx, ${finestCellRowSql('o')} AS cy,
      count(*) AS n, sum(o.decimal_longitude) AS lon, sum(o.decimal_latitude) AS lat, min(o.occurrence_id) AS id
    FROM ${from} WHERE ${stretch}o.decimal_longitude IS NOT NULL AND o.decimal_latitude BETWEEN -${MERCATOR_MAX_LATITUDE} AND ${MERCATOR_MAX_LATITUDE}
      AND (${where.sql}) GROUP BY cx, cy ORDER BY cx, cy`;
  const indexed = select(`observations o INDEXED BY ${FILTER_CELLS_INDEX}`);
  let plan: Array<{ detail: string }> = [];
  try {
    plan = db.prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${indexed}`).all(...where.params);
  } catch {
    // No such index: a bulk load (withIndexesDeferred) builds it last; the planner's way is right meanwhile.
  }
  const fromIndex = plan.some((step) => step.detail.includes(`COVERING INDEX ${FILTER_CELLS_INDEX}`));
  return { sql: fromIndex ? indexed : select('observations o'), fromIndex };
}

/**
 * Grid cluster tiles (clustered_observations): one feature per 64 px cell of the tile holding
 * observations, at the mean of their representative points, with `total` and, for more than one,
 * `cluster_id` (unique per zoom) and `expansion_zoom` (z + 1, where the cell splits in four); a cell
 * of one observation carries its `occurrence_id`. From zoom 18 each observation is its own
 * feature. Cells are aligned to tiles, so no cluster is cut by a tile edge or counted in two tiles;
 * cells of a tile whose centres come within 40 px merge (mergeClose).
 * - The unfiltered and per-project views add up stored cells (`observation_cells`, kept by
 *   triggers): a few hundred rows per tile whatever the store's size.
 * - Other filters count their observations per cell of KEPT_LEVEL once (a GROUP BY over the
 *   matching rows, kept in memory per key), stripe of columns by stripe as tiles need them, and
 *   add those up per tile to zoom 12.
 * - Zooms 13 to 15 count the tile's own observations per finest cell: from FILTER_CELLS_INDEX
 *   (one stretch of it) when it holds the filter's columns, otherwise through the R*Tree.
 * - Zooms finer than the finest stored level read the tile's observations through the R*Tree.
 * Used by ClusterIndexes in the cluster worker; reads `db` only.
 */
export class GridTiles {
  private readonly filters = new Map<string, FilterCells>();
  private readonly covered = new Map<string, boolean>();

  /**
   * One tile as a GeoJSON FeatureCollection of Point features in EPSG:3857 metres (see the class).
   * @throws SqliteError when a statement fails.
   */
  tile(db: Db, request: GridTileRequest): FeatureCollection<Point> {
    const { z } = request.tile;
    if (z >= POINT_ZOOM) return collection(observationsInTile(db, request), z);
    const level = z + CELLS_PER_TILE_LOG2;
    if (level > FINEST_LEVEL) return collection(groupedObservations(db, request, level), z);
    if (request.datasetOnly) return collection(storedCells(db, request, level, CELL_LEVELS.find((l) => l >= level)!), z);
    if (level > KEPT_LEVEL) {
      return collection(this.fromIndex(db, request) ? finestCellsInTile(db, request, level) : groupedObservations(db, request, level), z);
    }
    return collection(this.cellsOf(db, request).sum(request.tile, level), z);
  }

  /** Whether the filter of `request` is counted from FILTER_CELLS_INDEX alone (filterCellsQuery), remembered per key. */
  private fromIndex(db: Db, request: GridTileRequest): boolean {
    let covered = this.covered.get(request.key);
    if (covered === undefined) {
      covered = filterCellsQuery(db, request.where).fromIndex;
      if (this.covered.size >= MAX_COVERED_KEYS) this.covered.delete(this.covered.keys().next().value!);
      this.covered.set(request.key, covered);
    }
    return covered;
  }

  private cellsOf(db: Db, request: GridTileRequest): FilterCells {
    const cells = this.filters.get(request.key) ?? new FilterCells(request.where, this.fromIndex(db, request));
    cells.load(db, request.tile);
    keepRecent(this.filters, request.key, cells, MAX_FILTER_CELLS);
    return cells;
  }
}

/** What the cells of a grid of its own carry beyond the observation grid's (the public neophyte grid's reduced dates and status). */
export interface OwnCellValues<C extends Cell> {
  /** Merges the values of `other` into `into` (two close cells of a tile becoming one cluster). */
  merge(into: C, other: Readonly<C>): void;
  /** The feature's properties, given those the observation grid gives it (`total`, and `cluster_id`/`expansion_zoom` or `occurrence_id`). */
  properties(cell: Readonly<C>, base: Record<string, unknown>): Record<string, unknown>;
}

/** Clusters of one tile whose centres lie closer than this (pixels at the tile's zoom) are merged: their circles would overlap. */
const MERGE_DISTANCE_PX = 40;

/** The Web Mercator pixel position of degrees at zoom `z` (256 px tiles). */
function pixel(lon: number, lat: number, z: number): [number, number] {
  const size = 256 * 2 ** z;
  const phi = (lat * Math.PI) / 180;
  return [((lon + 180) / 360) * size, (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * size];
}

/**
 * Merges the cells of one tile whose centres are within MERGE_DISTANCE_PX: the means of
 * neighbouring cells can fall next to each other across their common edge. The largest cell
 * takes in its neighbours (weighted mean, totals summed, its own cell's id). Order-independent:
 * the same cells give the same clusters however they were counted.
 */
function mergeClose<C extends Cell>(cells: readonly C[], z: number, own?: OwnCellValues<C>): C[] {
  const byTotal = [...cells].sort((a, b) => b.total - a.total || a.gy - b.gy || a.gx - b.gx);
  const at = byTotal.map((c) => pixel(c.lon, c.lat, z));
  const taken = new Array<boolean>(byTotal.length).fill(false);
  const out: C[] = [];
  for (let i = 0; i < byTotal.length; i++) {
    if (taken[i]) continue;
    const merged = { ...byTotal[i]! };
    for (let j = i + 1; j < byTotal.length; j++) {
      if (taken[j] || Math.hypot(at[i]![0] - at[j]![0], at[i]![1] - at[j]![1]) >= MERGE_DISTANCE_PX) continue;
      const other = byTotal[j]!;
      taken[j] = true;
      merged.lon = (merged.lon * merged.total + other.lon * other.total) / (merged.total + other.total);
      merged.lat = (merged.lat * merged.total + other.lat * other.total) / (merged.total + other.total);
      merged.total += other.total;
      own?.merge(merged, other);
    }
    out.push(merged);
  }
  return out;
}

/**
 * The features of a tile of zoom `z` from its cells of level z + CELLS_PER_TILE_LOG2 (one per
 * observation from POINT_ZOOM): close cells merged, west to east row by row, Point features in
 * EPSG:3857 metres with `total`, and `cluster_id`/`expansion_zoom` or `occurrence_id` (see GridTiles);
 * `own` merges and describes the values a grid of its own adds to the cells.
 */
export function collection<C extends Cell>(cells: readonly C[], z: number, own?: OwnCellValues<C>): FeatureCollection<Point> {
  const level = z + CELLS_PER_TILE_LOG2;
  // Row by row, west to east: the same order whichever way the cells were counted.
  const ordered = (z >= POINT_ZOOM ? [...cells] : mergeClose(cells, z, own)).sort((a, b) => a.gy - b.gy || a.gx - b.gx);
  const features = ordered.map((c): Feature<Point> => {
    const properties = c.total > 1
      ? { total: c.total, cluster_id: (c.gy * 2 ** level + c.gx) * 32 + z, expansion_zoom: z + 1 }
      : { occurrence_id: c.occurrence_id, total: 1 };
    return { type: 'Feature', geometry: { type: 'Point', coordinates: reprojectPosition([c.lon, c.lat], 3857) }, properties: own ? own.properties(c, properties) : properties };
  });
  return { type: 'FeatureCollection', features };
}

/** The tile's cell range at `level` (≥ the tile's zoom): [first, last] column and row. */
export function cellRange(tile: GridTileRequest['tile'], level: number): { x0: number; x1: number; y0: number; y1: number } {
  const per = 2 ** (level - tile.z);
  return { x0: tile.x * per, x1: (tile.x + 1) * per - 1, y0: tile.y * per, y1: (tile.y + 1) * per - 1 };
}

/**
 * SQL and parameters restricting `observations o` to a small area (a tile or cell of level ≥ 16):
 * its ids from the R*Tree, then the representative point tested. Each row is then read at random
 * (about 20 µs), which a scan of the covering index (the whole store) beats only for large areas.
 */
function inTile(tile: GridTileRequest['tile']): SqlFragment {
  const [west, south, east, north] = tileBounds(tile.z, tile.x, tile.y);
  return {
    sql: `o.decimal_longitude BETWEEN ? AND ? AND o.decimal_latitude BETWEEN ? AND ?
      AND o.occurrence_id IN (SELECT id FROM observations_rtree WHERE min_lon <= ? AND max_lon >= ? AND min_lat <= ? AND max_lat >= ?)`,
    params: [west, east, south, north, east, west, north, south],
  };
}

/** Cells of `level` summed from the stored cells of `stored` (≥ level) over the projects `where` admits. */
function storedCells(db: Db, request: GridTileRequest, level: number, stored: number): Cell[] {
  const shift = stored - level;
  const r = cellRange(request.tile, stored);
  const cells = cached(db, `SELECT o.cell_x >> ${shift} AS gx, o.cell_y >> ${shift} AS gy, sum(o.observations) AS total,
      sum(o.sum_longitude) / sum(o.observations) AS lon, sum(o.sum_latitude) / sum(o.observations) AS lat, NULL AS occurrence_id
    FROM observation_cells o WHERE o.level = ? AND o.cell_x BETWEEN ? AND ? AND o.cell_y BETWEEN ? AND ? AND (${request.where.sql})
    GROUP BY gx, gy`).all(stored, r.x0, r.x1, r.y0, r.y1, ...request.where.params) as Cell[];
  // A cell of one observation names it: its finest stored cell, then that small area's rows through the R*Tree.
  const finest = cached(db, `SELECT o.cell_x, o.cell_y FROM observation_cells o
    WHERE o.level = ? AND o.cell_x BETWEEN ? AND ? AND o.cell_y BETWEEN ? AND ? AND (${request.where.sql}) LIMIT 1`);
  for (const cell of cells) {
    if (cell.total !== 1) continue;
    const f = cellRange({ z: level, x: cell.gx, y: cell.gy }, FINEST_LEVEL);
    const at = finest.get(FINEST_LEVEL, f.x0, f.x1, f.y0, f.y1, ...request.where.params) as { cell_x: number; cell_y: number } | undefined;
    const [one] = at ? groupedObservations(db, { ...request, tile: { z: FINEST_LEVEL, x: at.cell_x, y: at.cell_y } }, FINEST_LEVEL) : [];
    cell.occurrence_id = one?.occurrence_id ?? null;
  }
  return cells;
}

/** Cells of `level` grouped from the observations in the tile that match `where` (small tiles: through the R*Tree). */
function groupedObservations(db: Db, request: GridTileRequest, level: number): Cell[] {
  const cells = String(2 ** level);
  const area = inTile(request.tile);
  const r = cellRange(request.tile, level);
  return cached(db, `SELECT gx, gy, count(*) AS total, avg(lon) AS lon, avg(lat) AS lat, min(occurrence_id) AS occurrence_id
    FROM (SELECT ${cellColumnSql('o.decimal_longitude', cells)} AS gx, ${cellRowSql('o.decimal_latitude', cells)} AS gy,
        o.decimal_longitude AS lon, o.decimal_latitude AS lat, o.occurrence_id
      FROM observations o WHERE ${area.sql} AND (${request.where.sql}))
    WHERE gx BETWEEN ? AND ? AND gy BETWEEN ? AND ? GROUP BY gx, gy`).all(...area.params, ...request.where.params, r.x0, r.x1, r.y0, r.y1) as Cell[];
}

/**
 * Cells of `level` (above KEPT_LEVEL, at most the finest) of the tile's matching observations, from
 * the stretch of FILTER_CELLS_INDEX holding the tile's finest columns (the filter must be one that
 * index covers, see filterCellsQuery): a few thousand index entries, no row read.
 */
function finestCellsInTile(db: Db, request: GridTileRequest, level: number): Cell[] {
  const r = cellRange(request.tile, FINEST_LEVEL);
  const shift = FINEST_LEVEL - level;
  const cx = finestCellColumnSql('o');
  const cy = finestCellRowSql('o');
  return cached(db, `SELECT ${cx} >> ${shift} AS gx, ${cy} >> ${shift} AS gy, count(*) AS total,
      avg(o.decimal_longitude) AS lon, avg(o.decimal_latitude) AS lat, min(o.occurrence_id) AS occurrence_id
    FROM observations o INDEXED BY ${FILTER_CELLS_INDEX}
    WHERE ${cx} BETWEEN ? AND ? AND ${cy} BETWEEN ? AND ? AND o.decimal_longitude IS NOT NULL
      AND o.decimal_latitude BETWEEN -${MERCATOR_MAX_LATITUDE} AND ${MERCATOR_MAX_LATITUDE} AND (${request.where.sql})
    GROUP BY gx, gy`).all(r.x0, r.x1, r.y0, r.y1, ...request.where.params) as Cell[];
}

/** Every matching observation of the tile, one cell each. */
function observationsInTile(db: Db, request: GridTileRequest): Cell[] {
  const area = inTile(request.tile);
  return cached(db, `SELECT 0 AS gx, 0 AS gy, 1 AS total, o.decimal_longitude AS lon, o.decimal_latitude AS lat, o.occurrence_id
    FROM observations o WHERE ${area.sql} AND (${request.where.sql}) ORDER BY o.occurrence_id`).all(...area.params, ...request.where.params) as Cell[];
}
