/**
 * Grid cluster tiles (clustered_observations) counted by the database itself, for the PostgreSQL
 * store (issue 16: "from a grid … in SQL or from the worker, whichever measures faster"): the
 * cluster worker reads the SQLite file, and PostgreSQL runs the GROUP BY in its own process, so
 * the service's thread only receives the few hundred cells of a tile. The cells and features are
 * those of the worker's GridTiles (domain/cluster-grid.ts), so both stores answer alike.
 * - The unfiltered and per-project views add up `observation_cells` (kept by migration 001's triggers).
 * - Other filters group the tile's matching observations per cell, reading the index of the
 *   observations by finest cell (`observations_finest_cell`, migration 090: index-only) over the
 *   tile's columns, each entered at the tile's first row (finest-columns-sql.ts).
 * - From POINT_ZOOM on, every observation of the tile is its own feature.
 */
import type { FeatureCollection, Point } from 'geojson';
import { CELL_LEVELS, FINEST_CELL_LEVEL, MERCATOR_MAX_LATITUDE } from '../db/observation-cells.js';
import type { SqlRunner } from '../store/store.js';
import { CELLS_PER_TILE_LOG2, POINT_ZOOM, cellRange, collection, type Cell, type GridTileRequest } from './cluster-grid.js';
import { tileBounds } from './clusters.js';
import { finestColumnsSql } from './finest-columns-sql.js';

const ON_MAP = `o.decimal_longitude IS NOT NULL AND o.decimal_latitude BETWEEN -${MERCATOR_MAX_LATITUDE} AND ${MERCATOR_MAX_LATITUDE}`;
const FINEST_X = `cell_x(o.decimal_longitude, ${FINEST_CELL_LEVEL})`;
const FINEST_Y = `cell_y(o.decimal_latitude, ${FINEST_CELL_LEVEL})`;

/** The finest cells an area covers: a tile or cell of any zoom (a zoom finer than the finest level gives the one cell holding it). */
function finestRange(tile: GridTileRequest['tile']): { x0: number; x1: number; y0: number; y1: number } {
  if (tile.z <= FINEST_CELL_LEVEL) return cellRange(tile, FINEST_CELL_LEVEL);
  const shift = tile.z - FINEST_CELL_LEVEL;
  return { x0: tile.x >> shift, x1: tile.x >> shift, y0: tile.y >> shift, y1: tile.y >> shift };
}

/**
 * One tile as a GeoJSON FeatureCollection of Point features in EPSG:3857 metres, as the worker's
 * GridTiles gives it, counted by SQL on `sql` (the PostgreSQL store: it calls `cell_x`/`cell_y`
 * of migration 001). `request.where` is a condition on `observations o` in the store's dialect.
 * @throws the driver's error when a statement fails.
 */
export async function gridTileBySql(sql: SqlRunner, request: GridTileRequest): Promise<FeatureCollection<Point>> {
  const { z } = request.tile;
  if (z >= POINT_ZOOM) return collection(await observationsInTile(sql, request), z);
  const level = z + CELLS_PER_TILE_LOG2;
  if (request.datasetOnly) return collection(await storedCells(sql, request, level), z);
  return collection(await groupedCells(sql, request, request.tile, level), z);
}

/** Cells of `level` of the observations in `area` (a tile or a cell) matching the request's filter. */
async function groupedCells(sql: SqlRunner, request: GridTileRequest, area: GridTileRequest['tile'], level: number): Promise<Cell[]> {
  const r = finestRange(area);
  const [gx, gy] = level <= FINEST_CELL_LEVEL
    ? [`${FINEST_X} >> ${FINEST_CELL_LEVEL - level}`, `${FINEST_Y} >> ${FINEST_CELL_LEVEL - level}`]
    : [`cell_x(o.decimal_longitude, ${level})`, `cell_y(o.decimal_latitude, ${level})`];
  const rows = await sql.all<Cell>(`SELECT ${gx} AS gx, ${gy} AS gy, count(*) AS total, avg(o.decimal_longitude) AS lon,
      avg(o.decimal_latitude) AS lat, min(o.occurrence_id) AS occurrence_id
    FROM observations o WHERE ${finestColumnsSql(FINEST_X, r.x0, r.x1)} AND ${FINEST_Y} BETWEEN ? AND ? AND ${ON_MAP} AND (${request.where.sql})
    GROUP BY 1, 2`, [r.y0, r.y1, ...request.where.params]);
  return rows.map(numeric);
}

/** Cells of `level` summed from the stored cells of the next stored level at or below it, over the projects `where` admits; a cell of one observation names it. */
async function storedCells(sql: SqlRunner, request: GridTileRequest, level: number): Promise<Cell[]> {
  const stored = CELL_LEVELS.find((l) => l >= level) ?? FINEST_CELL_LEVEL;
  if (stored < level) return groupedCells(sql, request, request.tile, level);
  const shift = stored - level;
  const r = cellRange(request.tile, stored);
  const cells = (await sql.all<Cell>(`SELECT o.cell_x >> ${shift} AS gx, o.cell_y >> ${shift} AS gy, sum(o.observations) AS total,
      sum(o.sum_longitude) / sum(o.observations) AS lon, sum(o.sum_latitude) / sum(o.observations) AS lat, NULL AS occurrence_id
    FROM observation_cells o WHERE o.level = ? AND o.cell_x BETWEEN ? AND ? AND o.cell_y BETWEEN ? AND ? AND (${request.where.sql})
    GROUP BY 1, 2`, [stored, r.x0, r.x1, r.y0, r.y1, ...request.where.params])).map(numeric);
  for (const cell of cells) {
    if (cell.total !== 1) continue;
    const [one] = await groupedCells(sql, request, { z: level, x: cell.gx, y: cell.gy }, level);
    cell.occurrence_id = one?.occurrence_id ?? null;
  }
  return cells;
}

/** Every matching observation of a tile of zoom ≥ POINT_ZOOM, one cell each, by occurrence_id. */
async function observationsInTile(sql: SqlRunner, request: GridTileRequest): Promise<Cell[]> {
  const r = finestRange(request.tile);
  const [west, south, east, north] = tileBounds(request.tile.z, request.tile.x, request.tile.y);
  const rows = await sql.all<Cell>(`SELECT 0 AS gx, 0 AS gy, 1 AS total, o.decimal_longitude AS lon, o.decimal_latitude AS lat, o.occurrence_id
    FROM observations o WHERE ${finestColumnsSql(FINEST_X, r.x0, r.x1)} AND ${FINEST_Y} BETWEEN ? AND ? AND ${ON_MAP}
      AND o.decimal_longitude BETWEEN ? AND ? AND o.decimal_latitude BETWEEN ? AND ? AND (${request.where.sql})
    ORDER BY o.occurrence_id`, [r.y0, r.y1, west, east, south, north, ...request.where.params]);
  return rows.map(numeric);
}

/** PostgreSQL gives `sum`/`count` of bigints as numbers here (db/postgres/pool.ts), `avg` of doubles as numbers; totals made sure numeric. */
const numeric = (c: Cell): Cell => ({ ...c, total: Number(c.total), lon: Number(c.lon), lat: Number(c.lat) });
