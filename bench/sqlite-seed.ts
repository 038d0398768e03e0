/**
 * `npm run bench:sqlite-seed -- [N]`: SQLite's `seedSynthetic` of N observations (default 200,000)
 * on a copy of a freshly seeded demo database, `BENCH_ROUNDS` times (default 1), without the
 * service. Prints per run the wall clock, the CPU time of the process (every thread: the seeding
 * thread, the generator's worker, SQLite's sorter threads, GC) and of the seeding thread alone
 * (`/proc/self/task/<pid>/stat`), and the same per phase (seedSynthetic's `onPhase`): the other
 * threads are the generator's worker while the rows are inserted (and GC's helpers), SQLite's
 * sorter threads while the indexes are built. A loaded machine moves the CPU figures least; compare runs of the same invocation.
 *
 * `BENCH_BASELINE_DIR` names another checkout's root (e.g. `git archive main src-server src-shared`
 * unpacked, with a `node_modules` link): its seedSynthetic runs in the same rounds, alternating
 * with this one (the phases only where it reports them).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SeedSyntheticOptions } from '../src-server/db/seed/index.js';
import type { Db } from '../src-server/db/open.js';
import { countAndRounds } from './bench-args.js';
import { processCpuMs } from './process-cpu.js';

/** One checkout's seeding, with its own openDatabase (its schema), demo data and seedSynthetic. */
interface Subject {
  name: string;
  open: (file: string) => Db;
  demo: (db: Db, filesDir: string) => Promise<unknown>;
  seed: (db: Db, count: number, options: SeedSyntheticOptions) => number;
  /** Its demo database, seeded once, copied for every run. */
  demoFile?: string;
}

const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');
const processCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const threadCpu = (): number => processCpuMs(process.pid, true);

async function subject(name: string, root: string): Promise<Subject> {
  const url = (path: string): string => pathToFileURL(join(root, path)).href;
  const open = await import(url('src-server/db/open.ts')) as typeof import('../src-server/db/open.js');
  const seed = await import(url('src-server/db/seed/index.ts')) as typeof import('../src-server/db/seed/index.js');
  return { name, open: (file) => open.openDatabase(file), demo: (db, filesDir) => seed.seedDemo(db, { filesDir }), seed: seed.seedSynthetic };
}

async function main(): Promise<void> {
  const { count, rounds } = countAndRounds(1);
  const dir = mkdtempSync(join(tmpdir(), 'bench-sqlite-seed-'));
  try {
    const subjects = [await subject('this checkout', resolve(import.meta.dirname, '..'))];
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    if (baselineDir) subjects.unshift(await subject(`baseline (${baselineDir})`, resolve(baselineDir)));
    for (const [i, s] of subjects.entries()) {
      s.demoFile = join(dir, `demo-${i}.sqlite`);
      const db = s.open(s.demoFile);
      await s.demo(db, join(dir, 'files'));
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    }
    process.stdout.write(`${count.toLocaleString('en')} synthetic observations per run, ${rounds} round(s), load average at the start ${load()}\n`);
    for (let round = 1; round <= rounds; round++) {
      for (const s of round % 2 ? subjects : [...subjects].reverse()) {
        const file = join(dir, 'run.sqlite');
        rmSync(`${file}-wal`, { force: true });
        copyFileSync(s.demoFile!, file);
        const target = s.open(file);
        const phases: string[] = [];
        let mark = { wall: performance.now(), thread: threadCpu(), cpu: processCpu() };
        const t0 = mark.wall;
        const cpu0 = processCpu();
        const thread0 = mark.thread;
        s.seed(target, count, {
          seed: 1,
          onPhase(phase) {
            const now = { wall: performance.now(), thread: threadCpu(), cpu: processCpu() };
            const s = (ms: number): string => (ms / 1000).toFixed(1);
            phases.push(`    ${phase}: wall ${s(now.wall - mark.wall)} s, CPU ${s(now.cpu - mark.cpu)} s (seeding thread ${s(now.thread - mark.thread)} s, other threads ${s(now.cpu - mark.cpu - (now.thread - mark.thread))} s)`);
            mark = now;
          },
        });
        const wall = performance.now() - t0;
        const cpu = processCpu() - cpu0;
        const thread = threadCpu() - thread0;
        target.close();
        process.stdout.write(`  round ${round}, ${s.name}: wall ${(wall / 1000).toFixed(1)} s, CPU ${(cpu / 1000).toFixed(1)} s (seeding thread ${(thread / 1000).toFixed(1)} s, other threads ${((cpu - thread) / 1000).toFixed(1)} s), load ${load()}\n${phases.join('\n')}\n`);
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
