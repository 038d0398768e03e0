import type { Db } from '../db/open.js';
import type { ClusterTiles } from '../domain/cluster-tiles.js';
import type { AdminIndex } from '../geo/admin-units.js';
import type { AuthorizationServer, Caller } from '../auth/authorization-server.js';

/** What every route module gets: the database, the document store and shared indexes. */
export interface ServiceContext {
  db: Db;
  /** Absolute folder of stored documents and thumbnails. */
  filesDir: string;
  /** Largest accepted document upload, in bytes (413 above). */
  maxUploadBytes: number;
  /** Municipality/canton lookup; built lazily because the seed fills the table after opening. */
  adminIndex(): AdminIndex;
  auth: AuthorizationServer;
  /** Bumped on every observation write; caches keyed on it (clusters) drop stale entries. */
  observationsVersion: { value: number };
  /** Cluster tiles, built in a worker thread (domain/cluster-tiles.ts). */
  clusters: ClusterTiles;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller on /rest/v5 routes (set by the bearer hook), null on /public. */
    caller: Caller | null;
  }
}

/** The caller of a protected route; the bearer hook guarantees it is set under /rest/v5. */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new Error('callerOf() used on a route without the bearer hook');
  return request.caller;
}
