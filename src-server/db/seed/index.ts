/**
 * Demo data of the reference service: `seedDemo` fills an empty database with real reference data
 * (vocabularies, taxa, habitats, BFS admin units), real GBIF records from Ticino and generated,
 * clearly marked demo records (generated = 1); `seedSynthetic` adds more generated observations
 * for load tests. Everything is deterministic (seeded PRNG, base date 2026-06-30) except the
 * created_at/updated_at timestamps and the password salts. Sources and licences:
 * resources/demo/SOURCES.md.
 */
import { getMeta, setMeta, type Db } from '../open.js';
import { refreshStatistics, withIndexesDeferred } from '../bulk-load.js';
import { readPublishingData } from '../published-neophytes.js';
import { seedAdminUnits } from './admin.js';
import { buildSeedContext, loadSeedContext, loadSeedContextRows } from './context.js';
import { prepareDocFiles, seedDocs } from './docs.js';
import { occurrenceObservers, readOccurrences, seedOccurrences } from './gbif.js';
import { ObservationGenerator, type GeneratedProject } from './generator.js';
import { syntheticGenerator } from './synthetic.js';
import { startSyntheticWorker, type SyntheticRowSource } from './synthetic-rows.js';
import { seedPeople } from './people.js';
import { seedPolicies, seedProjects } from './projects.js';
import { createLongRng, createRng, mixSeed } from './random.js';
import { seedHabitats, seedTaxa, seedVocabularies } from './reference.js';
import { seedReleves } from './releves.js';
import { DEFAULT_RESOURCES_DIR, resourcePaths } from './resources.js';
import { ObservationWriter } from './writer.js';

export { DEMO_ACCOUNTS } from './people.js';
export { DEMO_PROJECTS } from './projects.js';
export { GENERATED_REMARK } from './generator.js';
export { DEMO_BASE_DATE } from './dates.js';
export { DEFAULT_RESOURCES_DIR } from './resources.js';

/** Tables counted in a {@link SeedReport}. */
export const SEED_TABLES = [
  'people', 'accounts', 'projects', 'policies', 'vocabularies', 'taxa_groups', 'taxa_references', 'taxa', 'taxa_facts',
  'taxa_relations', 'habitats', 'administrative_units', 'releves', 'releve_observers', 'releves_rtree', 'observations',
  'observation_observers', 'observations_rtree', 'supplements', 'neophytes', 'validation_history', 'docs', 'observation_docs',
] as const;

/** A table counted in a {@link SeedReport}. */
export type SeedTable = (typeof SEED_TABLES)[number];

/** Outcome of {@link seedDemo}. */
export interface SeedReport {
  /** True when the database was already seeded (meta 'seeded' set) and nothing was done. */
  skipped: boolean;
  /** Wall-clock time of the call, milliseconds. */
  durationMs: number;
  /** Row count of every seeded table after the call. */
  counts: Record<SeedTable, number>;
}

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** Absolute folder for stored documents (docs.storage_path and thumbnail_path are relative to it). */
  filesDir: string;
  /** Folder of the demo resources; default `<repo>/resources/demo`. */
  resourcesDir?: string;
}

/** Seed of the demo data's PRNG streams. */
const DEMO_SEED = 20260630;
/** Generated observations per project in the demo (plus ~120 relevé species observations). */
const DEMO_GENERATED: Record<GeneratedProject, number> = { neoTI: 1000, neoZH: 900, neoVD: 800, garden: 180 };

export { SYNTHETIC_SOURCE_PREFIX } from './synthetic.js';

/** Current row count of every seeded table. */
export function countSeedTables(db: Db): Record<SeedTable, number> {
  const counts = {} as Record<SeedTable, number>;
  for (const t of SEED_TABLES) counts[t] = (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n;
  return counts;
}

/**
 * Fills an empty database with the demo data in one transaction, and copies the demo photos and
 * their thumbnails into `filesDir` (before the transaction). Does nothing when meta 'seeded' is
 * set; sets it (JSON `{version, seeded_at}`) at the end, then refreshes the planner statistics
 * (sampled) and truncates the write-ahead log (refreshStatistics).
 * @throws when a resource file is missing or malformed (the transaction is rolled back; copied
 *   files stay and are overwritten by the next attempt).
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedReport> {
  const t0 = performance.now();
  if (getMeta(db, 'seeded')) return { skipped: true, durationMs: performance.now() - t0, counts: countSeedTables(db) };
  const paths = resourcePaths(options.resourcesDir ?? DEFAULT_RESOURCES_DIR);
  const files = await prepareDocFiles(options.filesDir, paths.photos);
  const now = new Date().toISOString();
  const stream = (step: number) => createRng(mixSeed(DEMO_SEED, step));
  let skipped = false;
  db.transaction(() => {
    if (getMeta(db, 'seeded')) {
      skipped = true;
      return;
    }
    seedVocabularies(db, paths.vocabularies);
    seedTaxa(db, paths.taxa);
    seedHabitats(db, paths.habitats);
    seedAdminUnits(db, options.resourcesDir ?? DEFAULT_RESOURCES_DIR);
    const occurrences = readOccurrences(paths.occurrences);
    const people = seedPeople(db, stream(1), occurrenceObservers(occurrences), now);
    const projects = seedProjects(db, now);
    seedPolicies(db, stream(2), projects, people);
    const ctx = loadSeedContext(db);
    const writer = new ObservationWriter(db, now);
    seedOccurrences(db, occurrences, { datasetId: projects.flora, writer, rng: stream(3), index: ctx.adminIndex,
      observers: people.observers, validators: ctx.validators.flora });
    const generator = new ObservationGenerator(ctx, stream(4), writer);
    const pick = stream(5);
    const remaining = { ...DEMO_GENERATED };
    const keys = Object.keys(remaining) as GeneratedProject[];
    for (let left = keys.reduce((n, k) => n + remaining[k], 0); left > 0; left--) {
      const key = pick.weighted(keys, keys.map((k) => remaining[k]));
      remaining[key]--;
      generator.generate(key);
    }
    seedReleves(db, ctx, stream(6), writer, now);
    seedDocs(db, ctx, files, now);
    setMeta(db, 'seeded', JSON.stringify({ version: 1, seeded_at: now }));
  })();
  if (!skipped) refreshStatistics(db);
  return { skipped, durationMs: performance.now() - t0, counts: countSeedTables(db) };
}

/**
 * Observations per transaction of {@link seedSynthetic}. Every commit writes each page it changed
 * to the write-ahead log, and random uuids change pages all over the uuid index: fewer, larger
 * transactions write those pages fewer times (the log, truncated at the end, peaks at a few hundred MB).
 */
const SYNTHETIC_BATCH = 50_000;
/** From this many observations on, {@link seedSynthetic} builds the secondary indexes after loading instead of row by row. */
const DEFER_INDEXES_FROM = 20_000;
/** Observations per chunk the worker posts (SYNTHETIC_BATCH is a multiple: a chunk never spans two transactions). */
const WORKER_CHUNK = 1_000;

/** Options of {@link seedSynthetic}. */
export interface SeedSyntheticOptions {
  /** Mixed with the highest occurrence_id into the random stream (default 1). */
  seed?: number;
  /**
   * Generate the rows in a worker thread while this thread writes them (two cores: the
   * generation is about a quarter of the CPU). Default: from 20,000 observations on. Without the
   * worker's script (a bundle) they are generated on this thread. The rows are the same either way.
   */
  worker?: boolean;
  /**
   * Called at the end of each phase with its name (the rows loaded; from 20,000 on also the index
   * builds, the counts, the statistics): bench/sqlite-seed.ts reads its clocks there.
   */
  onPhase?: (phase: string) => void;
}

/**
 * Adds `count` generated observations (with observers, neophyte data, validations, supplements,
 * R*Tree entries) to the three public neophyte projects, for load work, in transactions of
 * 50,000 (a process killed midway keeps the whole batches written; meta `synthetic_observations`
 * counts them). From 20,000 on, the secondary indexes are built once after loading
 * (see withIndexesDeferred) and the rows are generated in a worker thread (options.worker).
 * Either way it ends with one sampled ANALYZE and the write-ahead log
 * truncated (refreshStatistics), so that its caller needs no ANALYZE of its own.
 * Their `source_record_id` is `synthetic:<uuid>` (see SYNTHETIC_SOURCE_PREFIX); generated = 1.
 * Deterministic for a given `seed` and database state (the stream is mixed with the current
 * highest occurrence_id, so repeated calls add different records).
 * @returns the number of observations added (= count).
 * @throws Error when the database was not seeded with seedDemo, RangeError for a negative count,
 *   Error when the worker failed.
 */
export function seedSynthetic(db: Db, count: number, options: SeedSyntheticOptions = {}): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, not ${count}`);
  if (count === 0) return 0;
  const contextRows = loadSeedContextRows(db);
  const ctx = buildSeedContext(contextRows); // throws for an unseeded database before any worker starts
  const maxId = (db.prepare('SELECT COALESCE(MAX(occurrence_id), 0) AS m FROM observations').get() as { m: number }).m;
  const seed = mixSeed(options.seed ?? 1, maxId);
  const now = new Date().toISOString();
  const writer = new ObservationWriter(db, now);
  const worker: SyntheticRowSource | null = (options.worker ?? count >= DEFER_INDEXES_FROM)
    ? startSyntheticWorker({ context: contextRows, publishing: readPublishingData(db), seed, count, firstId: maxId + 1, now }, WORKER_CHUNK)
    : null;
  const generate = worker ? null : syntheticGenerator(ctx, createLongRng(seed), writer);
  const batch = db.transaction((n: number) => {
    if (generate) generate(n);
    else for (let left = n; left > 0;) {
      const chunk = worker!.next();
      writer.writeRows(chunk.rows);
      left -= chunk.count;
    }
    setMeta(db, 'synthetic_observations', String(syntheticCount(db) + n));
  });
  const load = (): void => {
    for (let done = 0; done < count; done += SYNTHETIC_BATCH) batch(Math.min(SYNTHETIC_BATCH, count - done));
    options.onPhase?.('insert rows');
  };
  try {
    if (count >= DEFER_INDEXES_FROM) withIndexesDeferred(db, load, options.onPhase); // ends with refreshStatistics
    else {
      load();
      refreshStatistics(db);
      options.onPhase?.('ANALYZE and WAL checkpoint');
    }
  } finally {
    worker?.close();
  }
  return count;
}

/** How many observations seedSynthetic has added to this database (meta `synthetic_observations`). */
export function syntheticCount(db: Db): number {
  return Number(getMeta(db, 'synthetic_observations') ?? 0);
}
