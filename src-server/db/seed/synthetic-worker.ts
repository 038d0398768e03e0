/**
 * The worker thread of seedSynthetic (started by synthetic-rows.ts): generates the synthetic
 * observations (a quarter of a large seeding's CPU) on the second core while the seeding thread
 * writes them. Posts the statement parameters (writer.ts `pushObservationRows`) in chunks on `port`,
 * at most `maxChunksAhead` ahead of the writer; an error ends the
 * stream with `{ error }`.
 */
import { workerData } from 'node:worker_threads';
import { publisher } from '../published-values.js';
import { buildSeedContext } from './context.js';
import { createLongRng } from './random.js';
import { syntheticGenerator } from './synthetic.js';
import { SYNTHETIC_COUNTERS, type SyntheticMessage, type SyntheticWorkerData } from './synthetic-rows.js';
import { pushObservationRows } from './writer.js';

const data = workerData as SyntheticWorkerData;
const counters = new Int32Array(data.counters);
const { posted, taken, stopped } = SYNTHETIC_COUNTERS;
/** How long one wait for the writer lasts before the stop flag is looked at again. */
const POLL_MS = 200;

function post(message: SyntheticMessage): void {
  while (Atomics.load(counters, posted) - Atomics.load(counters, taken) >= data.maxChunksAhead) {
    if (Atomics.load(counters, stopped)) throw new Error('The seeding thread stopped.');
    Atomics.wait(counters, taken, Atomics.load(counters, taken), POLL_MS);
  }
  data.port.postMessage(message);
  Atomics.add(counters, posted, 1);
  Atomics.notify(counters, posted);
}

let chunk: unknown[] = [];
let inChunk = 0;
let nextId = data.firstId;
const publish = publisher(data.publishing);
try {
  const generate = syntheticGenerator(buildSeedContext(data.context), createLongRng(data.seed), {
    insert(o) {
      const id = nextId++;
      pushObservationRows(chunk, o, id, data.now, publish);
      if (++inChunk === data.chunkSize) {
        post({ rows: chunk, count: inChunk });
        chunk = [];
        inChunk = 0;
      }
      return id;
    },
  });
  generate(data.count);
  if (inChunk > 0) post({ rows: chunk, count: inChunk });
} catch (error) {
  if (!Atomics.load(counters, stopped)) post({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
data.port.close();
