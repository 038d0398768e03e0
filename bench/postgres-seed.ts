/**
 * `npm run bench:postgres-seed -- N [N …]`: seeds the demo data and N synthetic observations into a
 * new PostgreSQL database made from the template `OBSERVATION_BENCH_DATABASE_URL` (as
 * server-postgres.ts does, without the service) and prints the wall clock per phase of
 * seedSyntheticPostgres (generating the rows, COPY, the set-based counts, the index builds, the
 * foreign keys, ANALYZE), this process's CPU, the database server's when `BENCH_POSTMASTER_PID`
 * names its postmaster (its backends of this database, and its ended children such as parallel
 * workers; Linux only), in all and per phase, and the load average. The
 * database (`obs_seed_bench_N_pid`, the first part replaced by `BENCH_DATABASE_PREFIX` when set) is
 * dropped afterwards unless `BENCH_KEEP=1` (then its URL is printed).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../src-server/db/postgres/open.js';
import { seedDemoPostgres, seedSyntheticPostgres } from '../src-server/db/postgres/seed.js';
import { processCpuMs } from './process-cpu.js';
import { BENCH_DATABASE_ENV } from './server-postgres.js';

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ). */
const USER_HZ = 100;

/**
 * CPU milliseconds of a database server that others use too (the session's shared bench cluster):
 * `backends` per live child of `postmaster` serving database `database` (its process title names
 * it), and `exited`, the CPU of the postmaster's children that have ended so far (its cutime and
 * cstime: the parallel workers of the index builds, but also every other database's ended
 * processes). NaN without procfs.
 */
function serverCpuMs(postmaster: number, database: string): { backends: Map<number, number>; exited: number } {
  const backends = new Map<number, number>();
  try {
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    for (const child of children) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(` ${database} `)) backends.set(child, processCpuMs(child));
      } catch {
        // ended meanwhile: its CPU is in the postmaster's cutime
      }
    }
    const fields = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { backends, exited: ((Number(fields[13]) + Number(fields[14])) * 1000) / USER_HZ };
  } catch {
    return { backends, exited: NaN };
  }
}

/** CPU milliseconds of the server from `before` to `after`: this database's backends, and its children that ended meanwhile. */
function serverCpuDelta(before: ReturnType<typeof serverCpuMs>, after: ReturnType<typeof serverCpuMs>): { backends: number; exited: number } {
  let backends = 0;
  for (const [pid, ms] of after.backends) backends += ms - (before.backends.get(pid) ?? 0);
  return { backends, exited: after.exited - before.exited };
}

/** The CPU seconds from `before` to `after` as printed: this database's backends, then the ended children of the server. */
function serverCpuSplit(before: ReturnType<typeof serverCpuMs>, after: ReturnType<typeof serverCpuMs>): string {
  const { backends, exited } = serverCpuDelta(before, after);
  return `database server: this database's backends ${(backends / 1000).toFixed(1)} s, ended processes (parallel workers; any database's) ${(exited / 1000).toFixed(1)} s`;
}

const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');

/** Seeds `synthetic` observations into a fresh copy of the template and prints the figures. */
async function measure(templateUrl: string, synthetic: number): Promise<void> {
  const template = new URL(templateUrl);
  // BENCH_DATABASE_PREFIX: engineers sharing one bench cluster tell their databases apart by it.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'obs_seed_bench'}_${synthetic}_${process.pid}`;
  const admin = new pg.Client({ connectionString: new URL('/postgres', template).href });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE "${template.pathname.slice(1).replaceAll('"', '""')}"`);
  const url = new URL(`/${name}`, template).href;
  const postmaster = Number(process.env.BENCH_POSTMASTER_PID) || 0;
  const filesDir = mkdtempSync(join(tmpdir(), 'obs-seed-bench-'));
  try {
    process.stdout.write(`${synthetic.toLocaleString('en')} observations, load average at the start ${load()}\n`);
    const t0 = performance.now();
    const store = await openPostgres(url);
    try {
      await seedDemoPostgres(store.pool, { filesDir });
      process.stdout.write(`  migrations + demo data: ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
      const phases = new Map<string, { ms: number; backends: number; exited: number }>();
      const cpu0 = process.cpuUsage();
      const db0 = serverCpuMs(postmaster, name);
      // the server's CPU since the previous phase ended is that phase's (the index builds' parallel
      // workers among the ended processes), so that a change to one phase is not lost in the whole load's
      let dbMark = db0;
      const t1 = performance.now();
      await seedSyntheticPostgres(store.pool, synthetic, {
        onPhase: (phase, ms) => {
          const now = serverCpuMs(postmaster, name);
          const cpu = serverCpuDelta(dbMark, now);
          dbMark = now;
          const sum = phases.get(phase) ?? { ms: 0, backends: 0, exited: 0 };
          phases.set(phase, { ms: sum.ms + ms, backends: sum.backends + cpu.backends, exited: sum.exited + cpu.exited });
        },
      });
      const wall = (performance.now() - t1) / 1000;
      const cpu = process.cpuUsage(cpu0);
      for (const [phase, { ms, backends, exited }] of phases) {
        const server = postmaster ? ` (database CPU: backends ${(backends / 1000).toFixed(1)} s, ended processes ${(exited / 1000).toFixed(1)} s)` : '';
        process.stdout.write(`  ${phase}: ${(ms / 1000).toFixed(1)} s${server}\n`);
      }
      process.stdout.write(`  synthetic load, wall clock: ${wall.toFixed(1)} s (${Math.round(synthetic / wall).toLocaleString('en')} observations/s)\n`);
      process.stdout.write(`  CPU: this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, ${serverCpuSplit(db0, serverCpuMs(postmaster, name))}\n`);
      process.stdout.write(`  load average at the end ${load()}\n`);
    } finally {
      await store.close();
    }
  } finally {
    if (process.env.BENCH_KEEP === '1') process.stdout.write(`  kept: ${url}\n`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

const templateUrl = process.env[BENCH_DATABASE_ENV];
if (!templateUrl) throw new Error(`${BENCH_DATABASE_ENV}=postgres://user:password@host:port/db is needed: a database with PostGIS whose user may create databases`);
if (!/^[a-z_][a-z0-9_]*$/.test(process.env.BENCH_DATABASE_PREFIX ?? 'x')) throw new Error('BENCH_DATABASE_PREFIX must be a lower-case SQL name (letters, digits, _)');
const sizes = process.argv.slice(2).map(Number);
if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('usage: npm run bench:postgres-seed -- N [N …] (positive integers)');
for (const size of sizes) await measure(templateUrl, size);
