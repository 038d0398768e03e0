/**
 * The synthetic observations of a load as COPY batches, generated in a worker thread
 * (synthetic-worker.ts) while the loading thread copies the previous batch into PostgreSQL: the
 * generator (about half of a load's CPU) and the database's insert overlap instead of taking
 * turns. The same rows as generated on the calling thread (the fallback where no worker file is
 * at hand, e.g. a bundle); test/integration/postgres/synthetic-batches.test.ts compares the two.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSeedContext, type SeedContextRows } from '../seed/context.js';
import { ObservationGenerator, type GeneratedProject } from '../seed/generator.js';
import { SYNTHETIC_SOURCE_PREFIX } from '../seed/index.js';
import { createLongRng, mixSeed } from '../seed/random.js';
import { CopyObservationSink, type CopyBatch } from './copy-observations.js';
import { publisher, type PublishingData } from '../published-values.js';

/** Everything that decides the rows of a load: plain data, handed to the worker as it is. */
export interface SyntheticPlan {
  /** The seed context's rows as read from the store (db/seed/context.ts SEED_CONTEXT_SQL). */
  contextRows: SeedContextRows;
  publishing: PublishingData;
  /** occurrence_id of the first observation (the block is reserved by the caller). */
  firstId: number;
  count: number;
  /** Generator seed; mixed with `firstId` as on SQLite. */
  seed: number;
  /** created_at/updated_at of every row (ISO 8601). */
  now: string;
  /** Observations per batch. */
  batchSize: number;
}

const PROJECTS: GeneratedProject[] = ['neoTI', 'neoZH', 'neoVD'];

/** The batches of `plan`, generated one by one on the calling thread. */
export function* generateBatches(plan: SyntheticPlan): Generator<CopyBatch> {
  const rng = createLongRng(mixSeed(plan.seed, plan.firstId - 1));
  const sink = new CopyObservationSink(plan.firstId, plan.now, publisher(plan.publishing));
  const generator = new ObservationGenerator(buildSeedContext(plan.contextRows), rng, sink, SYNTHETIC_SOURCE_PREFIX);
  for (let done = 0; done < plan.count; done += plan.batchSize) {
    const n = Math.min(plan.batchSize, plan.count - done);
    for (let i = 0; i < n; i++) generator.generate(rng.pick(PROJECTS));
    yield sink.take();
  }
}

/**
 * The worker's module beside this one (.ts from the sources, .js once compiled). The base is a
 * variable so that a bundler does not take the expression for an asset to copy: in the desktop's
 * main bundle no such file exists, and the rows are generated on the calling thread.
 */
const here = import.meta.url;
const WORKER_FILE = new URL(`./synthetic-worker${extname(fileURLToPath(here))}`, here);

/** Batches generated ahead of the one being copied: two keep the worker busy while one is copied, and bound the memory (~40 MB each). */
const AHEAD = 2;

/**
 * The batches of `plan`, from a worker thread that stays {@link AHEAD} batches ahead of the
 * consumer, or from the calling thread when `thread` is `'calling'` or the worker file is missing.
 * The worker stops when the consumer finishes or stops early.
 * @throws Error the worker's error (or its exit) while a batch is awaited.
 */
export async function* syntheticBatches(plan: SyntheticPlan, thread: 'worker' | 'calling' = 'worker'): AsyncGenerator<CopyBatch> {
  if (thread === 'calling' || !existsSync(WORKER_FILE)) {
    yield* generateBatches(plan);
    return;
  }
  const worker = WORKER_FILE.pathname.endsWith('.ts')
    // From TypeScript sources (tsx, vitest) a worker does not inherit the loader on Node 20: it registers tsx's first.
    ? new Worker(`import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_FILE.href)}); });`,
      { eval: true, workerData: plan })
    : new Worker(WORKER_FILE, { workerData: plan });
  const total = Math.ceil(plan.count / plan.batchSize);
  const inbox: CopyBatch[] = [];
  let waiting: { resolve: (batch: CopyBatch) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  let requested = 0;
  const ask = (): void => {
    if (requested < total) {
      requested++;
      worker.postMessage('next');
    }
  };
  worker.on('message', (batch: CopyBatch) => {
    if (waiting) waiting.resolve(batch);
    else inbox.push(batch);
    waiting = null;
  });
  const fail = (error: Error): void => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = null;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The worker generating synthetic observations stopped (exit code ${code})`)));
  try {
    for (let i = 0; i < AHEAD; i++) ask();
    for (let i = 0; i < total; i++) {
      const batch = inbox.shift() ?? await new Promise<CopyBatch>((resolve, reject) => {
        if (failure) reject(failure);
        else waiting = { resolve, reject };
      });
      ask();
      yield batch;
    }
  } finally {
    await worker.terminate();
  }
}

/** URL of tsx's loader API (a development dependency, present wherever the sources run as TypeScript). */
function tsxApiUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}
