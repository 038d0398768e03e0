import type { Db } from './open.js';

/**
 * Observations per project and Web Mercator grid cell, kept by triggers like `observation_counts`:
 * the cluster tiles of the unfiltered and per-project views add up a few hundred cells instead of
 * reading every observation of the tile (domain/cluster-grid.ts). A cell of level L is one of the
 * 2^L × 2^L squares of the Web Mercator square (EPSG:3857); cells are kept at the levels of
 * {@link CELL_LEVELS}, each with the count and the sums of the representative points' degrees
 * (`decimal_longitude`/`decimal_latitude`, EPSG:4326), so a cluster's position is their mean.
 * Points outside Web Mercator's latitude range (±85.0511°) are not kept.
 */

/** Grid levels kept: a tile of zoom z clusters in cells of level z + 2 (64 px), summed from the next level at or below in this list (at most 16 × 16 stored cells per tile cell). */
export const CELL_LEVELS = [5, 8, 11, 14, 17] as const;

/** The finest level kept (cells of about 300 m at 47° N): zoom 15 tiles' 64 px cells. */
export const FINEST_CELL_LEVEL = CELL_LEVELS[CELL_LEVELS.length - 1] as 17;

/** Latitude limit of Web Mercator, degrees. */
export const MERCATOR_MAX_LATITUDE = 85.05112878;

/** SQL: the grid column (0 … 2^level − 1, west to east) of longitude `lon` (degrees) at `cells` = 2^level columns. */
export const cellColumnSql = (lon: string, cells: string): string => `CAST((${lon} + 180.0) / 360.0 * ${cells} AS INTEGER)`;

/** SQL: the grid row (0 … 2^level − 1, north to south) of latitude `lat` (degrees), the Web Mercator y of the slippy-map tile scheme. */
export const cellRowSql = (lat: string, cells: string): string =>
  `CAST((0.5 - ln(tan(0.7853981633974483 + radians(${lat}) / 2.0)) / 6.283185307179586) * ${cells} AS INTEGER)`;

/** SQL condition: the row's representative point is on the Web Mercator map. */
const onMap = (row: string): string =>
  `${row}.decimal_longitude IS NOT NULL AND ${row}.decimal_latitude BETWEEN -${MERCATOR_MAX_LATITUDE} AND ${MERCATOR_MAX_LATITUDE}`;

const add = (row: 'NEW'): string => CELL_LEVELS.map((level) => `
  INSERT INTO observation_cells (level, dataset_id, cell_x, cell_y, observations, sum_longitude, sum_latitude)
  VALUES (${level}, ${row}.dataset_id, ${cellColumnSql(`${row}.decimal_longitude`, String(2 ** level))}, ${cellRowSql(`${row}.decimal_latitude`, String(2 ** level))},
    1, ${row}.decimal_longitude, ${row}.decimal_latitude)
  ON CONFLICT DO UPDATE SET observations = observations + 1, sum_longitude = sum_longitude + excluded.sum_longitude,
    sum_latitude = sum_latitude + excluded.sum_latitude;`).join('');

const remove = (row: 'OLD'): string => CELL_LEVELS.map((level) => {
  const key = `level = ${level} AND dataset_id = ${row}.dataset_id AND cell_x = ${cellColumnSql(`${row}.decimal_longitude`, String(2 ** level))}
    AND cell_y = ${cellRowSql(`${row}.decimal_latitude`, String(2 ** level))}`;
  return `
  UPDATE observation_cells SET observations = observations - 1, sum_longitude = sum_longitude - ${row}.decimal_longitude,
    sum_latitude = sum_latitude - ${row}.decimal_latitude WHERE ${key};
  DELETE FROM observation_cells WHERE ${key} AND observations <= 0;`;
}).join('');

/** SQL: the finest-level grid column of an observation (table alias `row`, none in the index), the expression indexed by {@link FILTER_CELLS_INDEX}. */
export const finestCellColumnSql = (row?: string): string => cellColumnSql(`${row ? `${row}.` : ''}decimal_longitude`, String(2 ** FINEST_CELL_LEVEL));

/** SQL: the finest-level grid row of an observation (table alias `row`, none in the index), the expression indexed by {@link FILTER_CELLS_INDEX}. */
export const finestCellRowSql = (row?: string): string => cellRowSql(`${row ? `${row}.` : ''}decimal_latitude`, String(2 ** FINEST_CELL_LEVEL));

/** Name of the index of the observations by finest grid cell (see OBSERVATION_CELLS_SQL). */
export const FILTER_CELLS_INDEX = 'observations_finest_cell';

/**
 * Table and triggers (part of SCHEMA_SQL; bulk loads drop the triggers and call {@link rebuildObservationCells}),
 * and the index of the observations by their finest cell: a filter's cells are counted in one pass
 * over it in cell order, with no sort and no trigonometry per row (SQLite reads an indexed
 * expression from the index when the query spells it the same way, sqlite.org/expridx.html).
 * Without it, 1,000,000 observations took seconds to group (the sort of half a million rows by
 * computed cell), and the first tile of a filtered view waited for that.
 */
export const OBSERVATION_CELLS_SQL = /* sql */ `
CREATE INDEX IF NOT EXISTS ${FILTER_CELLS_INDEX} ON observations(${finestCellColumnSql()}, ${finestCellRowSql()},
  dataset_id, validation, substr(event_date, 1, 10), taxon_id, decimal_longitude, decimal_latitude);
CREATE TABLE IF NOT EXISTS observation_cells (
  level INTEGER NOT NULL,
  dataset_id INTEGER NOT NULL,
  cell_x INTEGER NOT NULL,
  cell_y INTEGER NOT NULL,
  observations INTEGER NOT NULL,
  sum_longitude REAL NOT NULL,
  sum_latitude REAL NOT NULL,
  PRIMARY KEY (level, dataset_id, cell_x, cell_y)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS observation_cells_insert AFTER INSERT ON observations WHEN ${onMap('NEW')} BEGIN${add('NEW')}
END;
CREATE TRIGGER IF NOT EXISTS observation_cells_delete AFTER DELETE ON observations WHEN ${onMap('OLD')} BEGIN${remove('OLD')}
END;
CREATE TRIGGER IF NOT EXISTS observation_cells_move_out AFTER UPDATE OF dataset_id, decimal_longitude, decimal_latitude ON observations
  WHEN ${onMap('OLD')} BEGIN${remove('OLD')}
END;
CREATE TRIGGER IF NOT EXISTS observation_cells_move_in AFTER UPDATE OF dataset_id, decimal_longitude, decimal_latitude ON observations
  WHEN ${onMap('NEW')} BEGIN${add('NEW')}
END;
`;

/**
 * Fills `observation_cells` from the observations: the finest level in one pass over them, each
 * coarser level from the finest (a cell of level L is the cells of level L + k shifted by k, exactly,
 * as the scale factors are powers of two). For a database made before the table existed, or after
 * a bulk load without its triggers (see recountObservationCells in open.ts, which marks it done).
 */
export function rebuildObservationCells(db: Db): void {
  const finest = FINEST_CELL_LEVEL;
  db.transaction(() => {
    db.exec('DELETE FROM observation_cells');
    // Grouped in the order of FILTER_CELLS_INDEX (cell, then project): read from it without a sort.
    db.exec(`INSERT INTO observation_cells (level, dataset_id, cell_x, cell_y, observations, sum_longitude, sum_latitude)
      SELECT ${finest}, dataset_id, ${finestCellColumnSql('o')} AS cx, ${finestCellRowSql('o')} AS cy,
        count(*), sum(o.decimal_longitude), sum(o.decimal_latitude)
      FROM observations o WHERE ${onMap('o')} GROUP BY cx, cy, dataset_id`);
    for (const level of CELL_LEVELS.slice(0, -1)) {
      const shift = finest - level;
      db.exec(`INSERT INTO observation_cells (level, dataset_id, cell_x, cell_y, observations, sum_longitude, sum_latitude)
        SELECT ${level}, dataset_id, cell_x >> ${shift} AS cx, cell_y >> ${shift} AS cy, sum(observations), sum(sum_longitude), sum(sum_latitude)
        FROM observation_cells WHERE level = ${finest} GROUP BY dataset_id, cx, cy`);
    }
  })();
}
