/**
 * `npm run bench:postgres-seed -- N [N …]`: seeds the demo data and N synthetic observations into a
 * new PostgreSQL database made from the template `OBSERVATION_BENCH_DATABASE_URL` (as
 * server-postgres.ts does, without the service) and prints the wall clock per phase of
 * seedSyntheticPostgres (generating the rows, COPY, the set-based counts, the index builds, the
 * foreign keys, ANALYZE), this process's CPU, the database server's when `BENCH_POSTMASTER_PID`
 * names its postmaster (the CPU of its child processes, Linux only), and the load average. The
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

/** CPU milliseconds of the live child processes of `pid` (a postmaster: its backends and helpers); NaN without procfs. */
function childrenCpuMs(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return children.reduce((sum, child) => sum + (processCpuMs(child) || 0), 0);
  } catch {
    return NaN;
  }
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
      const phases = new Map<string, number>();
      const cpu0 = process.cpuUsage();
      const db0 = childrenCpuMs(postmaster);
      const t1 = performance.now();
      await seedSyntheticPostgres(store.pool, synthetic, {
        onPhase: (phase, ms) => phases.set(phase, (phases.get(phase) ?? 0) + ms),
      });
      const wall = (performance.now() - t1) / 1000;
      const cpu = process.cpuUsage(cpu0);
      for (const [phase, ms] of phases) process.stdout.write(`  ${phase}: ${(ms / 1000).toFixed(1)} s\n`);
      process.stdout.write(`  synthetic load, wall clock: ${wall.toFixed(1)} s (${Math.round(synthetic / wall).toLocaleString('en')} observations/s)\n`);
      process.stdout.write(`  CPU: this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, database server ${((childrenCpuMs(postmaster) - db0) / 1000).toFixed(1)} s\n`);
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
