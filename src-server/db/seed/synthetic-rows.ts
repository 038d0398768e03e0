/**
 * The seeding thread's side of seedSynthetic's worker (synthetic-worker.ts): starts it and takes
 * its chunks of rows synchronously (seedSynthetic is synchronous: it writes in transactions of
 * better-sqlite3, which does not await), blocking on shared counters while none is there.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { PublishingData } from '../published-values.js';
import type { SeedContextRows } from './context.js';

/** What the worker is started with. */
export interface SyntheticWorkerData {
  /** The seed context's rows, read by the seeding thread (context.ts SEED_CONTEXT_SQL). */
  context: SeedContextRows;
  /** What the rows' published-neophyte values depend on (db/published-values.ts), read by the seeding thread. */
  publishing: PublishingData;
  /** The random stream's seed (already mixed with the database state). */
  seed: number;
  count: number;
  /** occurrence_id of the first observation; the rest follow one by one. */
  firstId: number;
  /** created_at/updated_at of every row (ISO 8601). */
  now: string;
  /** Observations per posted chunk. */
  chunkSize: number;
  maxChunksAhead: number;
  /** Int32Array counters: {@link SYNTHETIC_COUNTERS}. */
  counters: SharedArrayBuffer;
  port: MessagePort;
}

/** Slots of the shared counters: chunks posted by the worker, chunks taken by the writer, 1 when the writer stopped. */
export const SYNTHETIC_COUNTERS = { posted: 0, taken: 1, stopped: 2, length: 3 } as const;

/** One message on the port: a chunk of `count` observations (writer.ts pushObservationRows, one flat array), or the error that ended the generation. */
export type SyntheticMessage = { rows: unknown[]; count: number } | { error: string };


/** Rows generated in the worker, taken in the order generated. */
export interface SyntheticRowSource {
  /**
   * The next chunk (at most the chunk size given to {@link startSyntheticWorker}). Blocks until
   * the worker posted it. Throws when the worker failed or posted nothing for a minute.
   */
  next(): { rows: unknown[]; count: number };
  /** Stops the worker (it may still be generating when the seeding failed). */
  close(): void;
}

/** A worker that posts nothing for this long is taken to have died (it posts a chunk every few milliseconds). */
const STALL_MS = 60_000;
/** Chunks the worker may generate ahead of the writer: bounds the memory of rows in flight. */
const MAX_CHUNKS_AHEAD = 16;

/** The worker's script beside this module (synthetic-worker.ts, or its compiled `.js` twin). */
const workerFile = (): URL => new URL(`./synthetic-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** URL of tsx's loader API (a development dependency, present wherever the sources run as TypeScript). */
function tsxApiUrl(): string {
  // require.resolve gives the CommonJS build; its ES module twin sits beside it (tsx's exports map).
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}

/**
 * Starts the worker generating `data.count` observations in chunks of `chunkSize`; null where no
 * worker script is at hand (a bundle without it): the caller generates on its own thread then.
 */
export function startSyntheticWorker(
  data: Omit<SyntheticWorkerData, 'counters' | 'port' | 'chunkSize' | 'maxChunksAhead'>,
  chunkSize: number,
): SyntheticRowSource | null {
  const file = workerFile();
  if (!existsSync(file)) return null;
  const { port1: port, port2 } = new MessageChannel();
  const shared = new SharedArrayBuffer(SYNTHETIC_COUNTERS.length * Int32Array.BYTES_PER_ELEMENT);
  const counters = new Int32Array(shared);
  const workerData: SyntheticWorkerData = { ...data, chunkSize, maxChunksAhead: MAX_CHUNKS_AHEAD, counters: shared, port: port2 };
  const options = { workerData, transferList: [port2] };
  const worker = extname(file.pathname) === '.ts'
    // Run from TypeScript sources (tsx, vitest): a worker does not inherit the TypeScript loader
    // on Node 20, so it registers tsx's before importing the worker module.
    ? new Worker(`import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`, { ...options, eval: true })
    : new Worker(file, options);
  worker.unref();
  const { posted, taken, stopped } = SYNTHETIC_COUNTERS;
  return {
    next() {
      for (;;) {
        const got = receiveMessageOnPort(port);
        if (got) {
          Atomics.add(counters, taken, 1);
          Atomics.notify(counters, taken);
          const message = got.message as SyntheticMessage;
          if ('error' in message) throw new Error(`The worker generating synthetic observations failed: ${message.error}`);
          return message;
        }
        const seen = Atomics.load(counters, posted);
        // Posted but not yet in the port's queue: look again.
        if (seen > Atomics.load(counters, taken)) continue;
        if (Atomics.wait(counters, posted, seen, STALL_MS) === 'timed-out') {
          throw new Error(`The worker generating synthetic observations posted nothing for ${STALL_MS / 1000} s.`);
        }
      }
    },
    close() {
      Atomics.store(counters, stopped, 1);
      Atomics.notify(counters, taken);
      port.close();
      void worker.terminate();
    },
  };
}
