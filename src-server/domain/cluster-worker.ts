/**
 * The cluster worker thread (started by cluster-tiles.ts): counts the grid cells of the cluster
 * tiles (cluster-grids.ts) on a connection of its own, so that reading a new filter's cells does
 * not stop the service from answering everything else. Its `workerData` names the store:
 * `{ file }`, the SQLite file (read-only), or `{ postgresUrl }`, the PostgreSQL database
 * (public neophyte tiles only: cluster-postgres.ts). Messages: in `{ id, request }`
 * (ClusterTileRequest), out `{ id, collection }` or `{ id, problem: { status, detail } }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { FeatureCollection, Point } from 'geojson';
import { ProblemError } from '../http/problem.js';
import { openReadOnlyDatabase } from '../db/open.js';
import { ClusterGrids, type ClusterTileRequest } from './cluster-grids.js';
import { postgresClusterTiles } from './cluster-postgres.js';

/** What the worker reads: the SQLite file, or the PostgreSQL database's connection string. */
export type ClusterWorkerData = { file: string } | { postgresUrl: string };

const source = workerData as ClusterWorkerData;

/** The problem answered for a failed tile: a ProblemError's own, else a 500 naming the error. */
function problemOf(error: unknown): { status: number; detail: string; parameter?: string } {
  return error instanceof ProblemError
    ? { status: error.status, detail: error.message, parameter: error.parameter }
    : { status: 500, detail: `The cluster tile could not be counted: ${error instanceof Error ? error.message : String(error)}` };
}

let tile: (request: ClusterTileRequest) => Promise<FeatureCollection<Point>>;
if ('postgresUrl' in source) {
  tile = postgresClusterTiles(source.postgresUrl).tile;
} else {
  const db = openReadOnlyDatabase(source.file, 16); // 16 MiB: a filter's cells read stretches of an index once, sequentially
  const grids = new ClusterGrids({ db });
  tile = (request) => grids.tile(request);
}

parentPort!.on('message', ({ id, request }: { id: number; request: ClusterTileRequest }) => {
  tile(request).then(
    (collection) => parentPort!.postMessage({ id, collection }),
    (error: unknown) => parentPort!.postMessage({ id, problem: problemOf(error) }),
  );
});
