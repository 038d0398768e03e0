/**
 * One run of `npm run bench:server`: the reference service over a fresh data folder with the demo
 * data plus `synthetic` generated observations, measured from outside over HTTP.
 */
import { sqliteDialect } from '../src-server/store/dialect.js';
import { createSqliteStore } from '../src-server/store/sqlite-store.js';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../src-server/db/open.js';
import { seedDemo, seedSynthetic } from '../src-server/db/seed/index.js';
import { runList } from '../src-server/query/list.js';
import { benchListStatements } from './list-statements.js';
import { clientCredentialsToken } from '../test/helpers/login.js';
import { measureSortedPages } from './sort-figures.js';
import { percentile, timeRuns } from './stats.js';
import { keepAliveClient } from './keep-alive-client.js';
import { processCpuMs } from './process-cpu.js';

/** A filter of the public neophyte cluster tiles no earlier request asked (both stores' benches). */
const NEOPHYTE_TILE_FILTER = 'event_date[gte]=2009-01-02';

/**
 * The public neophyte cluster tiles (both stores' benches; the worker counts a filter's grid cells
 * block by block, domain/neophyte-grid.ts): the first tile of a new filter at zoom 8, as the
 * observation tiles measure it, the tiles of a view after it (`view`, p95), and the first tile of
 * another new filter at zoom 0, which reads every block of the data at once. `timed` answers one
 * request's wall-clock milliseconds.
 */
export async function neophyteTileFigures(timed: (path: string) => Promise<number>, view: ReadonlyArray<readonly [number, number, number]>): Promise<Figure[]> {
  const path = (tile: string, filter: string): string => `/public/v5/clustered_neophyte_observations/3857/${tile}?${filter}`;
  const figure = (name: string, value: number, target?: [string, (v: number) => boolean]): Figure =>
    ({ name, value, unit: 'ms', target: target && { text: target[0], met: target[1](value) } });
  const first = await timed(path('8/133/90', NEOPHYTE_TILE_FILTER));
  const rest: number[] = [];
  for (const [z, x, y] of view) rest.push(await timed(path(`${z}/${x}/${y}`, NEOPHYTE_TILE_FILTER)));
  const world = await timed(path('0/0/0', `${NEOPHYTE_TILE_FILTER}&event_type[neq]=6`));
  return [
    figure('public neophyte cluster tile, first of a new filter (its blocks counted in the worker)', first, ['≤ 300 ms', (v) => v <= 300]),
    figure(`public neophyte cluster tile p95 of that filter (${view.length} tiles, z 6–12)`, percentile(rest, 95), ['≤ 20 ms', (v) => v <= 20]),
    figure('public neophyte cluster tile, first of a new filter at zoom 0 (every block of the data)', world),
  ];
}

const RUNS = 200;
/** Lists timed while new filters are counted (the "while counted ÷ idle" figure), at the least. */
const LISTS_WHILE_COUNTING = 50;
/** New filters whose first tiles are counted one after the other until that many lists were timed. */
const COUNTED_FILTERS = 40;
const POLYGON = 'POLYGON((6.8 46.2,9.6 46.2,9.6 47.4,6.8 47.4,6.8 46.2))';
const CONCAVE_POLYGON = 'POLYGON((6.8 46.2,9.6 46.2,9.6 46.8,8.2 46.8,8.2 47.4,6.8 47.4,6.8 46.2))';

/** The list of the targets: three filters + polygon + `with_total`, a page of 100 (both stores measure it). */
export const listBenchQuery = (): URLSearchParams => new URLSearchParams({
  'dataset_id[in]': '1,2,3,4,5', 'event_date[gte]': '2010-01-01', 'validation[in]': '1,2,3', 'footprint_wkt[eq]': POLYGON,
  with_total: 'true', limit: '100',
});

/** One measured figure: its value and unit (`ms`, `s`, `MB`, `×`, or a count). */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The target as text, and whether `value` meets it (undefined: no target). */
  target?: { text: string; met: boolean };
}

function rssOf(pid: number): { rss_in_mb: number; peak_in_mb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string): number => Number(/\s(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? NaN);
  return { rss_in_mb: kb('VmRSS:') / 1024, peak_in_mb: kb('VmHWM:') / 1024 };
}

const fileMb = (file: string): number => (existsSync(file) ? statSync(file).size / 1e6 : 0);

/** Web Mercator tiles over Switzerland at zoom 6–12, about `count` of them spread evenly. */
/**
 * Waits until the process `pid` has been idle (under 5 % of a core) for a quarter second, at most
 * `max_ms`: the service starts its cluster worker after it listens, and the list figures are of
 * a service doing nothing else.
 */
async function untilIdle(pid: number, max_ms = 10_000): Promise<void> {
  const window_ms = 250;
  for (const t0 = performance.now(); performance.now() - t0 < max_ms;) {
    const cpu0 = processCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, window_ms));
    if (!(processCpuMs(pid) - cpu0 > window_ms * 0.05)) return;
  }
}

/**
 * The new filters of the "list while counted" figure: `first`, then the same with later start
 * dates, each a filter no tile has asked before (the worker counts its observations per cell).
 */
function newFilters(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? first : `${first}&event_date[lt]=${new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)}`));
}

export function swissTiles(count: number): Array<[number, number, number]> {
  const tiles: Array<[number, number, number]> = [];
  for (const z of [6, 7, 8, 9, 10, 11, 12]) {
    const scale = 2 ** z;
    const x0 = Math.floor(((6.0 + 180) / 360) * scale);
    const x1 = Math.floor(((10.5 + 180) / 360) * scale);
    const ty = (lat: number): number => Math.floor(((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) / 2) * scale);
    for (let x = x0; x <= x1; x++) for (let y = ty(47.8); y <= ty(45.8); y++) tiles.push([z, x, y]);
  }
  return tiles.filter((_, i) => i % Math.max(1, Math.floor(tiles.length / count)) === 0).slice(0, count);
}

/**
 * Seeds a fresh folder with `synthetic` observations, starts the service on it in its own process
 * and measures it; returns the figures in print order. Deletes the folder afterwards. With
 * `seeded`, a folder seeded before is measured instead (no seeding figures; the folder stays).
 */
export async function measureService(synthetic: number, seeded?: string): Promise<Figure[]> {
  const dir = seeded ?? mkdtempSync(join(tmpdir(), 'obs-bench-'));
  const file = join(dir, 'observations.sqlite');
  const out: Figure[] = [];
  const add = (name: string, value: number, unit: string, target?: [string, (v: number) => boolean]): void => {
    out.push({ name, value, unit, target: target && { text: target[0], met: target[1](value) } });
  };
  // Every figure is wall-clock time on a machine that may be shared: the load says how much of it was waiting.
  add('machine load average (1 min) at the start', loadavg()[0]!, '');
  try {
    if (seeded === undefined) {
      const db = openDatabase(file);
      await seedDemo(db, { filesDir: join(dir, 'files') });
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      seedSynthetic(db, synthetic, { seed: 1 });
      const seed_ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      add('seeding, wall clock', seed_ms / 1000, 's', ['≤ 120 s at 1M', (v) => synthetic < 1_000_000 || v <= 120]);
      add('seeding, CPU time (the machine may be shared)', (cpu.user + cpu.system) / 1e6, 's');
      add('write-ahead log left after seeding', fileMb(`${file}-wal`), 'MB', ['≤ 64 MB', (v) => v <= 64]);
      add('database file', fileMb(file), 'MB');
      db.close();
    }

    const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/cli.ts', '--port', '0', '--data-dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (l) => {
        const m = /listening on (http:\/\/\S+)/.exec(l);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
    });
    let closeClient = (): void => {};
    try {
      const token = await clientCredentialsToken(url);
      const auth = { authorization: `Bearer ${token}` };
      // The list figures over node:http (keep-alive-client.ts); the other figures over fetch.
      const client = keepAliveClient(url, auth);
      closeClient = client.close;
      // One retry: a pooled keep-alive connection the service closed while idle (a long phase
      // measured in this process) fails once on reuse.
      const get = (path: string): Promise<Response> =>
        fetch(`${url}${path}`, { headers: auth }).catch(() => fetch(`${url}${path}`, { headers: auth }));
      const query = listBenchQuery();
      let filtered = 0;
      const list = async (q: URLSearchParams): Promise<void> => {
        const res = await client.get(`/rest/v5/observations?${q}`);
        filtered = Number(res.headers['x-filtered-total']);
      };
      await untilIdle(child.pid!);
      // Untimed first lists: the first counts the filter (a new filter's first page pays its count).
      for (let i = 0; i < 5; i++) await list(query);
      const serviceCpu0 = processCpuMs(child.pid!, true);
      const http = await timeRuns(RUNS, () => list(query), 0);
      // The service's own CPU time per list, on its main thread (the cluster worker may still be
      // starting): what it pays whichever client asks and however loaded the machine is.
      const serviceCpu_ms = (processCpuMs(child.pid!, true) - serviceCpu0) / RUNS;
      const p95http = percentile(http, 95);

      // The statements the service runs for this request, on a connection of this process: what
      // is left of the HTTP figure is the service's own overhead (parsing, rights, JSON, HTTP).
      const raw = openDatabase(file);
      const { params: listParams, list: listQuery, where } = benchListStatements(query, sqliteDialect);
      const count = raw.prepare(`SELECT count(*) FROM observations o WHERE ${where.sql}`).pluck();
      const t2 = performance.now();
      const rawFiltered = count.get(...where.params) as number;
      const rawCount_ms = performance.now() - t2;
      // What the service runs for a page of a filter it has counted: the page and both totals (the filtered one remembered).
      const rawStore = createSqliteStore(raw);
      await runList(rawStore, listQuery, listParams);
      const sqlCpu0 = process.cpuUsage();
      const sql = await timeRuns(RUNS, () => runList(rawStore, listQuery, listParams), 0);
      const sqlCpu = process.cpuUsage(sqlCpu0);
      const sqlCpu_ms = (sqlCpu.user + sqlCpu.system) / 1000 / RUNS;
      raw.close();
      const p95sql = percentile(sql, 95);
      add(`list, 3 filters + polygon + with_total, p50 (${filtered} match)`, percentile(http, 50), 'ms');
      add('list, 3 filters + polygon + with_total, p95', p95http, 'ms', ['≤ 50 ms', (v) => v <= 50]);
      add(`same SQL run directly, p95 (baseline${rawFiltered === filtered ? '' : ', COUNTS DIFFER'})`, p95sql, 'ms');
      add('its filtered count run directly, once (a new filter\'s first page pays it)', rawCount_ms, 'ms');
      add('list p95 ÷ raw SQL p95', p95http / p95sql, '×', ['≤ 1.5×', (v) => v <= 1.5]);
      add(`service CPU time per list, main thread (mean of ${RUNS})`, serviceCpu_ms, 'ms');
      add('same SQL run directly, CPU time per run (mean)', sqlCpu_ms, 'ms');
      add('service CPU per list ÷ SQL CPU per run', serviceCpu_ms / sqlCpu_ms, '×');
      // A second baseline: the HTTP round trip itself, same client, connection and token, to a path
      // the router answers 404 without a handler (no SQL, a problem detail of a few hundred bytes).
      const roundTrip = percentile(await timeRuns(RUNS, () => client.get('/rest/v5/no-such-resource')), 95);
      add('HTTP round trip alone, p95 (second baseline: an unknown path, 404)', roundTrip, 'ms');
      add('list p95 ÷ (raw SQL p95 + round trip p95)', p95http / (p95sql + roundTrip), '×');
      // The document page's list (the doc_id extension): an index lookup whatever the store's size.
      const links = openDatabase(file);
      const docId = links.prepare('SELECT doc_id FROM observation_docs GROUP BY doc_id ORDER BY count(*) DESC LIMIT 1').pluck().get() as number | undefined;
      links.close();
      if (docId !== undefined) {
        const byDocument = await timeRuns(RUNS, () => get(`/rest/v5/observations?doc_id[eq]=${docId}&with_total=true&limit=20&sort=event_date&dir=desc`).then((r) => r.arrayBuffer()));
        add('list of one document\'s observations (doc_id, with_total), p95', percentile(byDocument, 95), 'ms', ['≤ 50 ms', (v) => v <= 50]);
      }
      const concave = new URLSearchParams(query);
      concave.set('footprint_wkt[eq]', CONCAVE_POLYGON);
      add('same list, concave (L-shaped) polygon, p95', percentile(await timeRuns(RUNS, () => list(concave)), 95), 'ms', ['≤ 50 ms', (v) => v <= 50]);

      // The public neophyte list (no token): sorted on the published date with totals.
      const publicList = (q: string): Promise<number[]> => timeRuns(RUNS, () => fetch(`${url}/public/v5/simple_neophyte_observations?${q}`).then((r) => r.arrayBuffer()));
      add('public neophyte list, sort=event_date desc + with_total, p95', percentile(await publicList('sort=event_date&dir=desc&with_total=true&limit=100'), 95), 'ms', ['≤ 50 ms', (v) => v <= 50]);
      // Sortable columns, both lists, both directions (sort-figures.ts, shared with the PostgreSQL half).
      await measureSortedPages(url, get, add);

      /**
       * Times `path` (a tile, over fetch: a connection of its own) while lists are asked one after
       * the other on the list client's; returns its time and the lists' times.
       */
      const tileWithLists = async (path: string): Promise<{ tile_ms: number; lists_ms: number[] }> => {
        let cutting = true;
        const lists_ms: number[] = [];
        const t1 = performance.now();
        const tile = get(path).then((r) => r.arrayBuffer()).then(() => { cutting = false; return performance.now() - t1; });
        while (cutting) {
          const t = performance.now();
          await client.get('/rest/v5/observations?limit=100');
          if (cutting) lists_ms.push(performance.now() - t);
        }
        return { tile_ms: await tile, lists_ms };
      };
      const idle = percentile(await timeRuns(RUNS, () => client.get('/rest/v5/observations?limit=100')), 95);
      const pick = swissTiles(RUNS);
      const tileP95 = async (query: string): Promise<number> => percentile(await timeRuns(pick.length, (i) => {
        const [z, x, y] = pick[i]!;
        return get(`/rest/v5/clustered_observations/3857/${z}/${x}/${y}${query}`).then((r) => r.arrayBuffer());
      }, 0), 95);

      const unfiltered = await tileWithLists('/rest/v5/clustered_observations/3857/8/133/90');
      add('cluster tile, first of the unfiltered view (summed from the stored cells)', unfiltered.tile_ms, 'ms', ['≤ 300 ms', (v) => v <= 300]);
      add(`cluster tile p95 (${pick.length} tiles, z 6–12)`, await tileP95(''), 'ms', ['≤ 20 ms', (v) => v <= 20]);

      // A filter the stored cells cannot answer: its first tile counts its observations per cell in the worker.
      const filter = '?validation[in]=1,2,3&event_date[gte]=2010-01-01';
      // One count lasts a few lists: more new filters are counted after it, one after the other,
      // until enough lists were timed for a 95th percentile.
      const countedFilters = newFilters(filter, COUNTED_FILTERS);
      const counted = await tileWithLists(`/rest/v5/clustered_observations/3857/8/133/90${countedFilters[0]}`);
      let countedCount = 1;
      while (counted.lists_ms.length < LISTS_WHILE_COUNTING && countedCount < countedFilters.length) {
        counted.lists_ms.push(...(await tileWithLists(`/rest/v5/clustered_observations/3857/8/133/90${countedFilters[countedCount]}`)).lists_ms);
        countedCount++;
      }
      add('cluster tile, first of a new filter (validation + date: counted in the worker)', counted.tile_ms, 'ms', ['≤ 300 ms', (v) => v <= 300]);
      add(`list p95 idle (same request, ${RUNS} lists)`, idle, 'ms');
      // A tile answered before any list could be timed leaves nothing to compare: no ratio is printed then.
      if (counted.lists_ms.length) {
        add(`list p95 while new filters are counted (${counted.lists_ms.length} lists, ${countedCount} filters)`, percentile(counted.lists_ms, 95), 'ms');
        add(`list while counting ÷ idle (${counted.lists_ms.length} lists)`, percentile(counted.lists_ms, 95) / idle, '×', ['≤ 2×', (v) => v <= 2]);
      }
      add(`cluster tile p95 of that filter (${pick.length} tiles, z 6–12)`, await tileP95(filter), 'ms', ['≤ 20 ms', (v) => v <= 20]);
      // The first tile reads only its own columns of the index (cluster-grid.ts, stripes); a zoom-6
      // tile over all of Switzerland reads every column: the most a new filter's first tile costs.
      const wide = await tileWithLists('/rest/v5/clustered_observations/3857/6/33/22?validation[in]=1,2&event_date[gte]=2012-01-01');
      add('cluster tile, first of a new filter at zoom 6 (every column of the data)', wide.tile_ms, 'ms');
      if (wide.lists_ms.length) add(`list while that zoom-6 filter is counted ÷ idle (${wide.lists_ms.length} lists)`, percentile(wide.lists_ms, 95) / idle, '×');

      // The public neophyte clusters: the grid, a filter's cells counted in the worker as tiles need them.
      out.push(...await neophyteTileFigures((path) => timeRuns(1, () => fetch(`${url}${path}`).then((r) => r.arrayBuffer()), 0).then(([ms]) => ms!), pick));
      add('machine load average (1 min) at the end', loadavg()[0]!, '');
      const mem = rssOf(child.pid!);
      add('service resident memory now', mem.rss_in_mb, 'MB', ['≤ 600 MB', (v) => v <= 600]);
      add('service resident memory peak', mem.peak_in_mb, 'MB');
    } finally {
      closeClient();
      child.kill('SIGTERM');
      await new Promise((resolve) => { if (child.exitCode !== null) resolve(null); else child.once('exit', resolve); });
    }
  } finally {
    if (seeded === undefined) rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
