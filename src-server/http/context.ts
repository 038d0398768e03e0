import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.js';
import type { Store } from '../store/store.js';
import type { ClusterTiles } from '../domain/cluster-tiles.js';
import type { AdminIndex } from '../geo/admin-units.js';
import type { AuthorizationServer, Caller } from '../auth/authorization-server.js';
import { missingTokenProblem } from './bearer-hook.js';
import type { UploadTimeouts } from '../files/upload.js';

/**
 * The services of the reference service: the database, the document store and shared indexes.
 * Decorated on the Fastify instance ({@link decorateServices}); route modules reach them as
 * `app.db`, `app.clusters` … and take no context argument.
 */
export interface ServiceContext {
  /** The storage interface (store/store.ts) every route reaches the data through. */
  store: Store;
  /** The SQLite connection (the OAuth adapter, the cluster worker, the seeding); none on the PostgreSQL store. Routes use {@link ServiceContext.store}. */
  db?: Db;
  /** Absolute folder of stored documents and thumbnails. */
  filesDir: string;
  /** Largest accepted document upload, in bytes (413 above). */
  maxUploadBytes: number;
  /** Idle and whole-body timeouts of document uploads. */
  uploadTimeouts: UploadTimeouts;
  /** Municipality/canton lookup; built lazily because the seed fills the table after opening. */
  adminIndex(): AdminIndex;
  auth: AuthorizationServer;
  /** Bumped on every write that changes what a cached cluster tile counts (observations, a project's publicity or rounding, roles); caches keyed on it drop stale entries. */
  observationsVersion: { value: number };
  /** Cluster tiles, built in a worker thread (domain/cluster-tiles.ts). */
  clusters: ClusterTiles;
}

declare module 'fastify' {
  /** The services of {@link ServiceContext}, decorated on the instance by {@link decorateServices}. */
  interface FastifyInstance extends ServiceContext {}
  interface FastifyRequest {
    /** The authenticated caller on /rest/v5 routes (set by the bearer hook), null on /public. */
    caller: Caller | null;
  }
}

/**
 * The caller of a protected route; the bearer hook sets it under /rest/v5. Throws a 401 problem
 * when it is missing, so that a route the hook missed refuses instead of failing with a 500.
 */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw missingTokenProblem();
  return request.caller;
}

/**
 * Decorates the instance with every service of `context`, so that routes reach them as
 * `app.db`, `app.clusters` … (and pass `app` where a function wants a {@link ServiceContext}).
 */
export function decorateServices(app: FastifyInstance, context: ServiceContext): void {
  app.decorate('store', context.store);
  app.decorate('db', context.db);
  app.decorate('filesDir', context.filesDir);
  app.decorate('maxUploadBytes', context.maxUploadBytes);
  app.decorate('uploadTimeouts', context.uploadTimeouts);
  app.decorate('adminIndex', context.adminIndex);
  app.decorate('auth', context.auth);
  app.decorate('observationsVersion', context.observationsVersion);
  app.decorate('clusters', context.clusters);
}
