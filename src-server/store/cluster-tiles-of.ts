/**
 * Where the cluster tiles of a service come from, by store: the cluster worker
 * (domain/cluster-worker.ts) reads the SQLite file of the service's connection, or, on the
 * PostgreSQL store (no SQLite file), the service's database on a connection of its own. On
 * PostgreSQL the worker counts the public neophyte tiles only; the tiles of
 * clustered_observations are counted by the database (domain/cluster-grid-sql.ts).
 */
import type { Db } from '../db/open.js';
import { createClusterTiles, type ClusterTiles } from '../domain/cluster-tiles.js';

/**
 * The cluster tiles of a service whose SQLite connection is `db` (the worker reads its file), or,
 * without one, of the PostgreSQL database at `postgresUrl` (`postgres://…`).
 * @throws Error when neither is given.
 */
export function clusterTilesOf(db: Db | undefined, postgresUrl: string | undefined): ClusterTiles {
  if (db) return createClusterTiles(db);
  if (postgresUrl) return createClusterTiles({ postgresUrl });
  throw new Error('The cluster tiles need the SQLite connection or the PostgreSQL connection string.');
}
