import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FeatureCollection, Point } from 'geojson';
import type { Db } from '../db/open.js';
import { ProblemError } from '../http/problem.js';
import { ClusterGrids, type ClusterTileRequest } from './cluster-grids.js';
import { clusterWorkerFile } from './cluster-worker-file.js';
import { postgresClusterTiles } from './cluster-postgres.js';
import type { ClusterWorkerData } from './cluster-worker.js';

/** Cluster tiles of the service, built off the request thread. */
export interface ClusterTiles {
  /**
   * One tile (see ClusterGrids.tile). Rejects with a ProblemError: the worker's 4xx, 500 when
   * the statement fails, 503 when the worker stopped or took longer than two minutes.
   */
  tile(request: ClusterTileRequest): Promise<FeatureCollection<Point>>;
  /**
   * Starts the worker now rather than on the first tile (a service's start-up: loading the worker's
   * modules takes seconds under tsx on a busy machine, which the first map view should not wait for).
   */
  warm(): void;
  /** Stops the worker; pending tiles reject with 503. */
  close(): Promise<void>;
}

/** URL of tsx's loader API (a development dependency, present wherever the sources run as TypeScript). */
function tsxApiUrl(): string {
  // require.resolve gives the CommonJS build; its ES module twin sits beside it (tsx's exports map).
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}

/** A build slower than this is abandoned (the worker is restarted) rather than left hanging. */
const TILE_TIMEOUT_MS = 120_000;

interface Pending {
  worker: Worker;
  resolve(collection: FeatureCollection<Point>): void;
  reject(error: ProblemError): void;
  timer: NodeJS.Timeout;
}

type WorkerAnswer = { id: number; collection: FeatureCollection<Point> }
  | { id: number; problem: { status: number; detail: string; parameter?: string } };

/** What the cluster tiles read: the SQLite connection (its file), or the PostgreSQL database at `postgresUrl`. */
export type ClusterSource = Db | { postgresUrl: string };

/** Tiles built on the calling thread, where no worker can run. */
function inThread(source: ClusterSource): ClusterTiles {
  if ('postgresUrl' in source) {
    const tiles = postgresClusterTiles(source.postgresUrl);
    return { tile: tiles.tile, warm: () => {}, close: tiles.close };
  }
  const grids = new ClusterGrids({ db: source });
  return { tile: (request) => grids.tile(request), warm: () => {}, close: async () => {} };
}

/**
 * Cluster tiles from a `worker_threads` worker (cluster-worker.ts) reading the store of `source`
 * on a connection of its own: the SQLite file of a connection, or the PostgreSQL database at
 * `postgresUrl` (public neophyte tiles only; observation grid tiles are counted there by the
 * database, cluster-grid-sql.ts). Started on the first tile, started again after it stopped. Where no worker
 * can run — an in-memory SQLite database, or a missing worker file — tiles are built on the
 * calling thread instead (clusterWorkerFile says where the file is, in the desktop bundle too).
 * `workerFile` replaces the worker script (tests).
 */
export function createClusterTiles(source: ClusterSource, options: { workerFile?: URL } = {}): ClusterTiles {
  const workerFile = options.workerFile ?? clusterWorkerFile();
  if (('memory' in source && source.memory) || !existsSync(workerFile)) return inThread(source);
  const workerData: ClusterWorkerData = 'postgresUrl' in source ? { postgresUrl: source.postgresUrl } : { file: source.name };
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  /** Rejects what was sent to `w` (a worker started after it may already have requests of its own). */
  const fail = (w: Worker | null, detail: string): void => {
    for (const [id, p] of pending) {
      if (w !== null && p.worker !== w) continue;
      pending.delete(id);
      clearTimeout(p.timer);
      p.reject(new ProblemError(503, detail));
    }
  };
  const start = (): Worker => {
    const w = extname(workerFile.pathname) === '.ts'
      // Run from TypeScript sources (tsx, vitest): a worker does not inherit the TypeScript loader
      // on Node 20, so it registers tsx's before importing the worker module.
      ? new Worker(`import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}); });`,
        { eval: true, workerData })
      : new Worker(workerFile, { workerData });
    w.unref();
    w.on('message', (answer: WorkerAnswer) => {
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      clearTimeout(p.timer);
      if ('collection' in answer) p.resolve(answer.collection);
      else p.reject(new ProblemError(answer.problem.status, answer.problem.detail, { parameter: answer.problem.parameter }));
    });
    w.on('error', (error) => {
      if (worker === w) worker = null;
      fail(w, `The cluster tile could not be counted (${error.message}); try again.`);
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      fail(w, 'The cluster tile could not be counted (its worker stopped); try again.');
    });
    return w;
  };
  return {
    warm() {
      worker ??= start();
    },
    tile(request) {
      const w = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => { if (worker === w) worker = null; void w.terminate(); }, TILE_TIMEOUT_MS);
        timer.unref();
        pending.set(id, { worker: w, resolve, reject, timer });
        w.postMessage({ id, request });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
      fail(null, 'The service is shutting down.');
    },
  };
}
