/**
 * A cluster worker that dies on a tile request whose key is `crash` (an uncaught error, as of an
 * out-of-memory count) and otherwise answers tiles as the real one (src-server/domain/cluster-worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnlyDatabase } from '../../src-server/db/open.js';
import { ClusterGrids, type ClusterTileRequest } from '../../src-server/domain/cluster-grids.js';

const db = openReadOnlyDatabase((workerData as { file: string }).file, 16);
const grids = new ClusterGrids({ db });
parentPort!.on('message', ({ id, request }: { id: number; request: ClusterTileRequest }) => {
  if (request.key === 'crash') throw new RangeError('Simulated: the build ran out of memory');
  void grids.tile(request).then((collection) => parentPort!.postMessage({ id, collection }));
});
