/**
 * The PostgreSQL half of `npm run bench:server -- --store postgres`: a fresh database made from
 * the template `OBSERVATION_BENCH_DATABASE_URL` (a database with PostGIS on a server where its user
 * may create databases), the service started on it in its own process with `--synthetic N`
 * (part 1's COPY seeding), then the list of the issue's target timed over HTTP as on SQLite
 * (server-measure.ts) beside the same statements run directly, and one service process against
 * two on that database (server-processes.ts). The database is dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { clientCredentialsToken } from '../test/helpers/login.js';
import { startServiceProcess } from '../test/helpers/service-process.js';
import { createPool } from '../src-server/db/postgres/pool.js';
import { runList } from '../src-server/query/list.js';
import { postgresDialect } from '../src-server/store/dialect.js';
import { createPgStore } from '../src-server/store/postgres-store.js';
import { benchListStatements } from './list-statements.js';
import { listBenchQuery, neophyteTileFigures, swissTiles, type Figure } from './server-measure.js';
import { measureProcesses } from './server-processes.js';
import { measureSortedPages, type AddFigure } from './sort-figures.js';
import { percentile, timeRuns } from './stats.js';

/** The environment variable naming the template database of the PostgreSQL half. */
export const BENCH_DATABASE_ENV = 'OBSERVATION_BENCH_DATABASE_URL';

const RUNS = 200;
/** Requests each with a filter the service has not counted yet (`BENCH_NEW_FILTER_RUNS`: each costs seconds at 10,000,000). */
const NEW_FILTER_RUNS = Number(process.env.BENCH_NEW_FILTER_RUNS) || 40;

/** `url` with database `name` (same server, user and password). */
function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
}

/** Runs `sql` on the server's `postgres` database (CREATE/DROP DATABASE cannot run inside another). */
async function admin(templateUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Seeds `synthetic` observations into a new PostgreSQL database and measures the service on it:
 * the figures, named as their SQLite counterparts so that the bench prints them side by side.
 * With `seededUrl`, that database (seeded before with `synthetic`) is measured instead and kept.
 * @throws Error when `templateUrl` cannot be reached or the service does not start.
 */
export async function measurePostgres(synthetic: number, templateUrl: string, seededUrl?: string): Promise<Figure[]> {
  const out: Figure[] = [];
  const add: AddFigure = (name, value, unit, target) => {
    out.push({ name, value, unit, target: target && { text: target[0], met: target[1](value) } });
  };
  add('machine load average (1 min) at the start', loadavg()[0]!, '');
  const name = `obs_bench_${synthetic}_${process.pid}`;
  const template = new URL(templateUrl).pathname.slice(1);
  if (!seededUrl) await admin(templateUrl, `CREATE DATABASE ${name} TEMPLATE "${template.replaceAll('"', '""')}"`);
  const dataDir = mkdtempSync(join(tmpdir(), 'obs-bench-pg-'));
  const databaseUrl = seededUrl ?? withDatabase(templateUrl, name);
  try {
    const started = performance.now();
    const service = await startServiceProcess(['--port', '0', '--data-dir', dataDir, '--database', databaseUrl, '--synthetic', String(synthetic)]);
    // migrations, the demo data and the synthetic load, then the SQLite side's own small start
    if (!seededUrl) add('seeding, wall clock', (performance.now() - started) / 1000, 's');
    try {
      const auth = { authorization: `Bearer ${await clientCredentialsToken(service.url)}` };
      let filtered = 0;
      const list = async (query = listBenchQuery()): Promise<void> => {
        const res = await fetch(`${service.url}/rest/v5/observations?${query}`, { headers: auth });
        if (res.status !== 200) throw new Error(`list answered ${res.status}: ${await res.text()}`);
        filtered = Number(res.headers.get('x-filtered-total'));
        await res.arrayBuffer();
      };
      const http = await timeRuns(RUNS, () => list());
      add(`list, 3 filters + polygon + with_total, p50 (${filtered} match)`, percentile(http, 50), 'ms');
      add('list, 3 filters + polygon + with_total, p95', percentile(http, 95), 'ms', ['≤ 50 ms', (v) => v <= 50]);
      // The same statements from this process through a store of its own (the baseline of the
      // ratio, as on SQLite): its first count is the filtered count a new filter pays.
      const raw = createPgStore(createPool(databaseUrl, { max: 1 }));
      try {
        const { params, list: listQuery, where } = benchListStatements(listBenchQuery(), postgresDialect);
        const t = performance.now();
        const rawFiltered = await raw.count(`SELECT count(*) AS n FROM observations o WHERE ${where.sql}`, where.params);
        const rawCount_ms = performance.now() - t;
        const sql = percentile(await timeRuns(RUNS, () => runList(raw, listQuery, params)), 95);
        add(`same SQL run directly, p95 (baseline${rawFiltered === filtered ? '' : ', COUNTS DIFFER'})`, sql, 'ms');
        add('its filtered count run directly, once (a new filter\'s first page pays it)', rawCount_ms, 'ms');
        add('list p95 ÷ raw SQL p95', percentile(http, 95) / sql, '×');
      } finally {
        await raw.close();
      }
      // The figures above reuse the filter's count (store/postgres-count-cache.ts) after its first
      // request; these give each request a filter not seen before (another start day), so each counts.
      const newFilter = (i: number): URLSearchParams => {
        const query = listBenchQuery();
        query.set('event_date[gte]', new Date(Date.UTC(2010, 0, 2 + i)).toISOString().slice(0, 10));
        return query;
      };
      const fresh = await timeRuns(NEW_FILTER_RUNS, (i) => list(newFilter(i)), 0);
      add('list, a new filter each time (counted, not reused), p50', percentile(fresh, 50), 'ms');
      add('list, a new filter each time (counted, not reused), p95', percentile(fresh, 95), 'ms');
      const timed = async (path: string, headers: Record<string, string> = {}): Promise<number> => {
        const t = performance.now();
        const res = await fetch(`${service.url}${path}`, { headers });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        return performance.now() - t;
      };
      add('public neophyte list, sort=event_date desc + with_total, p95',
        percentile(await timeRuns(RUNS, () => timed('/public/v5/simple_neophyte_observations?sort=event_date&dir=desc&with_total=true&limit=100')), 95), 'ms');
      // Sortable columns, both lists, both directions, as on SQLite (sort-figures.ts).
      await measureSortedPages(service.url, (path) => fetch(`${service.url}${path}`, { headers: auth }), add);
      // Tiles by the database's own GROUP BY (domain/cluster-grid-sql.ts), named as the worker's figures on SQLite.
      add('cluster tile, first of the unfiltered view (summed from the stored cells)', await timed('/rest/v5/clustered_observations/3857/8/133/90', auth), 'ms');
      add('cluster tile, first of a new filter (validation + date: counted in the worker)',
        await timed('/rest/v5/clustered_observations/3857/8/133/90?validation[in]=1,2,3&event_date[gte]=2010-01-01', auth), 'ms', ['≤ 300 ms', (v) => v <= 300]);
      // The public neophyte clusters: the worker runs the grid's statements on PostgreSQL (domain/cluster-postgres.ts).
      out.push(...await neophyteTileFigures((path) => timed(path), swissTiles(RUNS)));
    } finally {
      await service.stop();
    }
    out.push(...await measureProcesses(databaseUrl, dataDir));
  } finally {
    if (!seededUrl) await admin(templateUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}
