/**
 * A cluster worker that dies on a tile request whose key is `crash` (an uncaught error, as of an
 * out-of-memory build) and otherwise answers tiles as the real one (src-server/domain/cluster-worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { ClusterIndexes, type ClusterTileRequest } from '../../src-server/domain/cluster-index.js';

const db = new Database((workerData as { file: string }).file, { readonly: true });
const indexes = new ClusterIndexes();
parentPort!.on('message', ({ id, request }: { id: number; request: ClusterTileRequest }) => {
  if (request.key === 'crash') throw new RangeError('Simulated: the build ran out of memory');
  parentPort!.postMessage({ id, collection: indexes.tile(db, request) });
});
