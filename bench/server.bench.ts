/**
 * `npm run bench:server`: the reference service with 100,000 and with 1,000,000 synthetic
 * observations (`BENCH_SYNTHETIC=100000,1000000`, the default; one size or another list works),
 * one after the other. Prints every figure of each run side by side, the growth from the first
 * size to the last, and the targets checked on the last. Figures, not pass/fail: it
 * always exits 0. A 1,000,000 run takes minutes; run it alone (`nice`) on a shared machine.
 *
 * `npm run bench:server -- --store postgres` also seeds each size into PostgreSQL
 * (`OBSERVATION_BENCH_DATABASE_URL`, see server-postgres.ts) and prints the figures both stores
 * have side by side. `--store postgres-only` measures the PostgreSQL half alone (no SQLite folder
 * of that size is seeded: 10,000,000 on SQLite takes hours and tens of GB of its own).
 */
import { getPriority, setPriority } from 'node:os';
import { measureService, type Figure } from './server-measure.js';
import { BENCH_DATABASE_ENV, measurePostgres } from './server-postgres.js';

/** `nice -n 10` of the bench and its children (the services it starts inherit it). */
const BENCH_NICENESS = 10;
const SIZES = (process.env.BENCH_SYNTHETIC ?? '100000,1000000').split(',').map(Number);
/** `BENCH_SEEDED=<size>:<folder>,…`: measure these sizes on folders seeded before (skips their seeding figures). */
/** `BENCH_POSTGRES_SEEDED=<size>=<postgres URL>,…`: measure these sizes on PostgreSQL databases seeded before (kept, no seeding figure). */
const POSTGRES_SEEDED = new Map((process.env.BENCH_POSTGRES_SEEDED ?? '').split(',').filter(Boolean).map((s): [number, string] => {
  const at = s.indexOf('=');
  return [Number(s.slice(0, at)), s.slice(at + 1)];
}));
const SEEDED = new Map((process.env.BENCH_SEEDED ?? '').split(',').filter(Boolean).map((s): [number, string] => {
  const [size, ...dir] = s.split(':');
  return [Number(size), dir.join(':')];
}));

const show = (f: Figure | undefined): string => (f === undefined ? '–' : `${f.value.toFixed(f.unit === '×' ? 2 : 1)} ${f.unit}`);

/** The stores `--store` asks for: `sqlite` (the default), `postgres` (both), `postgres-only`. */
interface Stores {
  sqlite: boolean;
  /** The template database of the PostgreSQL half; undefined without it. */
  postgres: string | undefined;
}

/** The stores of `--store`. Throws on another value, and when PostgreSQL comes without the variable. */
function storesOf(argv: readonly string[]): Stores {
  const at = argv.indexOf('--store');
  const store = at < 0 ? 'sqlite' : argv[at + 1];
  if (store === 'sqlite') return { sqlite: true, postgres: undefined };
  if (store !== 'postgres' && store !== 'postgres-only') throw new Error(`--store takes sqlite, postgres or postgres-only, not ${store}`);
  const url = process.env[BENCH_DATABASE_ENV];
  if (!url) throw new Error(`--store ${store} needs ${BENCH_DATABASE_ENV}=postgres://user:password@host:port/db, a database with PostGIS whose user may create databases`);
  return { sqlite: store === 'postgres', postgres: url };
}

/** The figures both stores have, SQLite and PostgreSQL side by side for each size. */
function sideBySide(sqlite: Figure[][], postgres: Figure[][]): string {
  const stem = (name: string): string => name.replace(/\s*\([^)]*\)/g, '');
  const width = Math.max(52, ...postgres[0]!.map((f) => stem(f.name).length + 2));
  const header = ['figure'.padEnd(width), ...SIZES.flatMap((n) => [`${(n / 1000).toLocaleString('en')}k SQLite`.padStart(16), `${(n / 1000).toLocaleString('en')}k PostgreSQL`.padStart(18)])].join('');
  const lines = postgres[0]!.map((template) => [stem(template.name).padEnd(width), ...SIZES.flatMap((_, i) => [
    show(sqlite[i]!.find((f) => stem(f.name) === stem(template.name))).padStart(16),
    show(postgres[i]!.find((f) => stem(f.name) === stem(template.name))).padStart(18),
  ])].join(''));
  return `\nbench:server — both stores\n${header}\n${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  // The machine may be shared: the bench and the services it starts yield to interactive work.
  if (getPriority() < BENCH_NICENESS) setPriority(BENCH_NICENESS);
  if (SIZES.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`BENCH_SYNTHETIC must be whole numbers, comma-separated, not ${process.env.BENCH_SYNTHETIC}`);
  const stores = storesOf(process.argv);
  const template = stores.postgres;
  const runs: Figure[][] = [];
  const postgresRuns: Figure[][] = [];
  for (const size of SIZES) {
    process.stderr.write(`bench:server — measuring ${size.toLocaleString('en')} synthetic observations…\n`);
    if (stores.sqlite) {
      runs.push(await measureService(size, SEEDED.get(size)));
      process.stderr.write(runs[runs.length - 1]!.map((f) => `  ${f.name}: ${show(f)}`).join('\n') + '\n');
    }
    if (template) {
      process.stderr.write(`bench:server — the same on PostgreSQL…\n`);
      postgresRuns.push(await measurePostgres(size, template, POSTGRES_SEEDED.get(size)));
      process.stderr.write(postgresRuns[postgresRuns.length - 1]!.map((f) => `  ${f.name}: ${show(f)}`).join('\n') + '\n');
    }
  }
  // PostgreSQL alone: its figures take the place of SQLite's in the table by size.
  const table = stores.sqlite ? runs : postgresRuns;
  const last = table.reduce((a, b) => (b.length > a.length ? b : a));
  const header = ['figure'.padEnd(74), ...SIZES.map((n) => `${(n / 1000).toLocaleString('en')}k`.padStart(12)), SIZES.length > 1 ? 'growth'.padStart(8) : '', '  target (last size)'].join('');
  // Figures are matched by name without the parenthesised counts, which differ between sizes.
  const stem = (name: string): string => name.replace(/\s*\([^)]*\)/g, '');
  const lines = last.map((template) => {
    const row = table.map((r) => r.find((f) => stem(f.name) === stem(template.name)));
    const f = row[row.length - 1] ?? template;
    const cells = row.map((x) => show(x).padStart(12));
    const growth = SIZES.length > 1 && row[0] && row[row.length - 1] ? `${(row[row.length - 1]!.value / row[0].value).toFixed(1)}×`.padStart(8) : ''.padStart(8);
    const verdict = f.target ? `  ${f.target.met ? 'ok  ' : 'MISS'} ${f.target.text}` : '';
    return `${f.name.padEnd(74)}${cells.join('')}${growth}${verdict}`;
  });
  process.stdout.write(`\nbench:server — reference service${stores.sqlite ? '' : ' on PostgreSQL'}, synthetic observations: ${SIZES.map((n) => n.toLocaleString('en')).join(' and ')}\n${header}\n${lines.join('\n')}\n`);
  if (template && stores.sqlite) process.stdout.write(sideBySide(runs, postgresRuns));
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
