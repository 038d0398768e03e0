/**
 * Supercluster tiles (the public neophyte clusters) over the PostgreSQL store, for the cluster
 * worker (cluster-worker.ts): the worker opens a connection of its own on the service's database
 * and reads a tile request's points there, so that neither reading nor clustering them runs on
 * the service's thread, as on SQLite, where the worker reads the file. The indexes and tiles are
 * those of ClusterIndexes, so both stores answer alike (issue 16: "from a grid or clustering in
 * SQL or from the worker, whichever measures faster"; the figures are in docs/storage.md).
 * Grid tiles (clustered_observations) are counted by the database itself (cluster-grid-sql.ts).
 */
import type { FeatureCollection, Point } from 'geojson';
import { createPool } from '../db/postgres/pool.js';
import { bindParams } from '../store/postgres-store.js';
import { numberPlaceholders } from '../store/dialect.js';
import { ClusterIndexes, pointColumns, type ClusterTileRequest, type PointColumns } from './cluster-index.js';

/** Supercluster tiles read from PostgreSQL. */
export interface PostgresIndexTiles {
  /**
   * One tile (ClusterIndexes.indexTile), the index of `request.key` built from the database when
   * missing. Requests run one after the other, so that two tiles of one new filter read it once.
   * Rejects with the driver's error when the statement fails, and an Error for a grid request.
   */
  tile(request: ClusterTileRequest): Promise<FeatureCollection<Point>>;
  /** Ends the connection. */
  close(): Promise<void>;
}

/**
 * Tiles over the database at `connectionString` (`postgres://…`, the service's own), on one
 * connection opened on the first tile. The request's SQL is in the shared spelling with `?`
 * placeholders and the PostgreSQL dialect's list parameters (store/dialect.ts).
 */
export function postgresIndexTiles(connectionString: string): PostgresIndexTiles {
  const pool = createPool(connectionString, { max: 1 });
  const indexes = new ClusterIndexes();
  let queue: Promise<unknown> = Promise.resolve();

  const read = async (sql: string, params: unknown[]): Promise<PointColumns> => {
    const result = await pool.query<unknown[]>({ text: numberPlaceholders(sql), values: bindParams(params), rowMode: 'array' });
    return pointColumns(result.fields.slice(2).map((f) => f.name), result.rows);
  };

  const answer = async (request: ClusterTileRequest): Promise<FeatureCollection<Point>> => {
    if (request.kind === 'grid') throw new Error('Grid tiles are counted by the database (domain/cluster-grid-sql.ts), not the worker.');
    const points = indexes.has(request.key) ? undefined : await read(request.sql, request.params);
    return indexes.indexTile(request, () => points!);
  };

  return {
    tile(request) {
      const next = queue.then(() => answer(request));
      queue = next.catch(() => {});
      return next;
    },
    close: () => pool.end(),
  };
}
