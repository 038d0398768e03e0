/**
 * `npm run bench:generator -- [N]`: the CPU per row of the synthetic observation generator
 * without a database. Seeds the demo data into a temporary SQLite file (the seed context), then
 * generates N observations (default 200,000) on this thread, `BENCH_ROUNDS` times (default 3):
 * as the PostgreSQL load does (db/postgres/synthetic-batches.ts `generateBatches`: the rows as
 * COPY text in batches of 50,000) and as SQLite's seedSynthetic does (the statement parameters of
 * writer.ts `observationRows`, without writing them). Prints the CPU time (user + system of the
 * process, GC threads included: the figure a loaded machine moves least) and wall clock per row.
 *
 * `BENCH_ONLY=copy` or `=sqlite` runs one of the two.
 *
 * `BENCH_BASELINE_DIR` names another checkout's root (e.g. `git archive main src-server src-shared`
 * unpacked, with a `node_modules` link): its generator runs in the same rounds, alternating with
 * this one, and the ratios this ÷ baseline of the median CPU per row are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src-server/db/open.js';
import type { SyntheticPlan } from '../src-server/db/postgres/synthetic-batches.js';
import { loadSeedContextRows } from '../src-server/db/seed/context.js';
import { seedDemo } from '../src-server/db/seed/index.js';
import type { ObservationSink } from '../src-server/db/seed/writer.js';
import { countAndRounds } from './bench-args.js';

/** What one checkout's generator is driven through. */
interface Subject {
  name: string;
  generateBatches: (plan: SyntheticPlan) => Iterable<Uint8Array[]>;
  sqliteRows: (plan: SyntheticPlan) => void;
}

const BATCH = 50_000;
const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');

/** The generator modules of the checkout at `root` (this one's when it is the bench's own). */
async function subject(name: string, root: string): Promise<Subject> {
  const url = (path: string): string => pathToFileURL(join(root, path)).href;
  const batches = await import(url('src-server/db/postgres/synthetic-batches.ts')) as typeof import('../src-server/db/postgres/synthetic-batches.js');
  const context = await import(url('src-server/db/seed/context.ts')) as typeof import('../src-server/db/seed/context.js');
  const random = await import(url('src-server/db/seed/random.ts')) as typeof import('../src-server/db/seed/random.js');
  const synthetic = await import(url('src-server/db/seed/synthetic.ts')) as typeof import('../src-server/db/seed/synthetic.js');
  const writer = await import(url('src-server/db/seed/writer.ts')) as typeof import('../src-server/db/seed/writer.js');
  // Where the published values' JavaScript lives in that checkout (PostgreSQL's alone before session 28).
  const published = await import(url('src-server/db/published-values.ts'))
    .catch(() => import(url('src-server/db/postgres/published-values.ts'))) as typeof import('../src-server/db/published-values.js');
  return {
    name,
    generateBatches: batches.generateBatches,
    sqliteRows(plan) {
      let id = plan.firstId;
      const publish = published.publisher(plan.publishing);
      // This checkout's flat rows, or an older one's rows per observation.
      const rows: unknown[] = [];
      const sink: ObservationSink = writer.pushObservationRows
        ? { insert: (o) => { writer.pushObservationRows(rows, o, id, plan.now, publish); if (rows.length > 100_000) rows.length = 0; return id++; } }
        : { insert: (o) => { (writer as unknown as { observationRows: (...args: unknown[]) => unknown }).observationRows(o, id, plan.now, publish); return id++; } };
      const generate = synthetic.syntheticGenerator(context.buildSeedContext(plan.contextRows), random.createLongRng(random.mixSeed(plan.seed, plan.firstId - 1)), sink);
      for (let done = 0; done < plan.count; done += plan.batchSize) generate(Math.min(plan.batchSize, plan.count - done));
    },
  };
}

/** CPU and wall milliseconds of `run`. */
function measure(run: () => void): { cpuMs: number; wallMs: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  run();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main(): Promise<void> {
  const { count, rounds } = countAndRounds(3);
  const dir = mkdtempSync(join(tmpdir(), 'bench-generator-'));
  try {
    const db = openDatabase(join(dir, 'observations.sqlite'));
    await seedDemo(db, { filesDir: join(dir, 'files') });
    const publishing = {
      neophyteTaxa: db.prepare('SELECT t.id FROM taxa t LEFT JOIN taxa ta ON ta.id = t.accepted_taxon_id WHERE t.neophyte = 1 OR ta.neophyte = 1').pluck().all() as number[],
      rounding: db.prepare('SELECT id, date_rounding FROM projects').raw().all() as Array<[number, string]>,
    };
    const plan: SyntheticPlan = { contextRows: loadSeedContextRows(db), publishing, firstId: 1_000_001, count, seed: 1, now: new Date().toISOString(), batchSize: BATCH };
    db.close();

    const subjects = [await subject('this checkout', resolve(import.meta.dirname, '..'))];
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    if (baselineDir) subjects.unshift(await subject(`baseline (${baselineDir})`, resolve(baselineDir)));
    const allModes = {
      copy: ['COPY text (PostgreSQL)', (s: Subject) => { for (const batch of s.generateBatches(plan)) void batch; }],
      sqlite: ['statement rows (SQLite)', (s: Subject) => s.sqliteRows(plan)],
    } as const;
    const only = process.env.BENCH_ONLY?.split(',');
    const modes = Object.fromEntries(Object.entries(allModes).filter(([key]) => !only || only.includes(key)).map(([, [name, run]]) => [name, run]));
    process.stdout.write(`${count.toLocaleString('en')} observations per run, ${rounds} rounds, load average at the start ${load()}\n`);
    const cpuPerRow = new Map<string, number[]>();
    for (let round = 1; round <= rounds; round++) {
      for (const [mode, run] of Object.entries(modes)) {
        // Each side first in every other round, from a collected heap: neither inherits the other's garbage more often.
        for (const s of round % 2 ? subjects : [...subjects].reverse()) {
          globalThis.gc?.();
          const { cpuMs, wallMs } = measure(() => run(s));
          const key = `${mode}\t${s.name}`;
          cpuPerRow.set(key, [...(cpuPerRow.get(key) ?? []), (cpuMs * 1000) / count]);
          process.stdout.write(`  round ${round} ${mode}, ${s.name}: CPU ${(cpuMs / 1000).toFixed(2)} s (${((cpuMs * 1000) / count).toFixed(1)} µs/row), wall ${(wallMs / 1000).toFixed(2)} s, load ${load()}\n`);
        }
      }
    }
    process.stdout.write('median CPU per row (µs; × 1,000,000 rows = s per million):\n');
    for (const mode of Object.keys(modes)) {
      const mine = median(cpuPerRow.get(`${mode}\tthis checkout`)!);
      const base = subjects.length > 1 ? median(cpuPerRow.get(`${mode}\t${subjects[0]!.name}`)!) : NaN;
      process.stdout.write(`  ${mode}: ${mine.toFixed(1)}${Number.isNaN(base) ? '' : `, baseline ${base.toFixed(1)}, ratio ${(mine / base).toFixed(2)}`}\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
