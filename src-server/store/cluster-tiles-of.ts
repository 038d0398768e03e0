/**
 * Where the cluster tiles of a service come from, by store: the input of the cluster worker
 * (domain/cluster-worker.ts, which reads the SQLite file of the connection it is given on a
 * connection of its own) is this store's SQLite connection; a PostgreSQL service has no SQLite
 * file, so it gets no worker. Written here so that the worker itself stays as it is.
 */
import type { Db } from '../db/open.js';
import { createClusterTiles, type ClusterTiles } from '../domain/cluster-tiles.js';
import { notOnPostgres } from './postgres-store.js';

/**
 * The cluster tiles of a service whose SQLite connection is `db` (the worker reads its file), or,
 * without one (the PostgreSQL store), tiles that reject with the 501 problem of
 * {@link notOnPostgres}: there the database groups a tile's observations itself rather than a
 * worker, and no route should ask this one. `warm` and `close` do nothing then.
 */
export function clusterTilesOf(db: Db | undefined): ClusterTiles {
  if (db) return createClusterTiles(db);
  return {
    tile: async () => { throw notOnPostgres('observation clusters from the cluster worker'); },
    warm: () => {},
    close: async () => {},
  };
}
