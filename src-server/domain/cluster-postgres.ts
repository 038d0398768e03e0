/**
 * The public neophyte grid tiles over the PostgreSQL store, for the cluster worker
 * (cluster-worker.ts): the worker opens a connection of its own on the service's database and
 * runs the grid's statements there (neophyte-grid.ts, the same as on SQLite, where the worker
 * reads the file), so that both stores answer alike and none of it runs on the service's thread.
 * Observation grid tiles (clustered_observations) are counted by the database itself
 * (cluster-grid-sql.ts).
 */
import type { FeatureCollection, Point } from 'geojson';
import { createPool } from '../db/postgres/pool.js';
import { bindParams } from '../store/postgres-store.js';
import { numberPlaceholders } from '../store/dialect.js';
import { ClusterGrids, type ClusterTileRequest } from './cluster-grids.js';

/** Grid tiles read from PostgreSQL. */
export interface PostgresClusterTiles {
  /** One tile (ClusterGrids.tile). Rejects with the driver's error when a statement fails, and an Error for an observation grid request. */
  tile(request: ClusterTileRequest): Promise<FeatureCollection<Point>>;
  /** Ends the connection. */
  close(): Promise<void>;
}

/**
 * Tiles over the database at `connectionString` (`postgres://…`, the service's own), on one
 * connection opened on the first tile. The statements are in the shared spelling with `?`
 * placeholders and the PostgreSQL dialect's list parameters (store/dialect.ts).
 */
export function postgresClusterTiles(connectionString: string): PostgresClusterTiles {
  const pool = createPool(connectionString, { max: 1 });
  const grids = new ClusterGrids({
    postgres: async (sql, params) => (await pool.query<unknown[]>({ text: numberPlaceholders(sql), values: bindParams(params), rowMode: 'array' })).rows,
  });
  return { tile: (request) => grids.tile(request), close: () => pool.end() };
}
