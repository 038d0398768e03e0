/**
 * The cluster worker thread (started by cluster-tiles.ts): builds supercluster indexes and cuts
 * tiles on a read-only connection of its own, so that a build over a million observations (seconds)
 * does not stop the service from answering everything else. Messages: in `{ id, request }`
 * (ClusterTileRequest), out `{ id, collection }` or `{ id, problem: { status, detail } }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ProblemError } from '../http/problem.js';
import { openReadOnlyDatabase } from '../db/open.js';
import { ClusterIndexes, type ClusterTileRequest } from './cluster-index.js';

const { file } = workerData as { file: string };
const db = openReadOnlyDatabase(file, 16); // 16 MiB: the build reads the covering index once, sequentially
const indexes = new ClusterIndexes();

parentPort!.on('message', ({ id, request }: { id: number; request: ClusterTileRequest }) => {
  try {
    parentPort!.postMessage({ id, collection: indexes.tile(db, request) });
  } catch (error) {
    const problem = error instanceof ProblemError
      ? { status: error.status, detail: error.message, parameter: error.parameter }
      : { status: 500, detail: `The cluster index could not be built: ${error instanceof Error ? error.message : String(error)}` };
    parentPort!.postMessage({ id, problem });
  }
});
