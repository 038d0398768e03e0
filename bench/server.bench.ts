/**
 * `npm run bench:server`: the reference service with 100,000 synthetic observations.
 * Prints, with the targets: seeding time, p95 of a filtered list (three filters, a
 * polygon, with_total) over HTTP and as the same query in raw SQL in this run (the ratio), p95 of
 * cluster tiles, and the service's resident memory. Figures, not pass/fail: it always exits 0.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../src-server/db/open.js';
import { seedDemo, seedSynthetic } from '../src-server/db/seed/index.js';
import { registerSpatialFunctions } from '../src-server/query/spatial.js';
import { registerTextFunctions } from '../src-server/query/text-functions.js';
import { and, compileClauses } from '../src-server/query/compile.js';
import { observationColumns } from '../src-server/query/observation-columns.js';
import { parseListQuery } from '../src-server/query/params.js';
import { projectRightSql } from '../src-server/http/rights.js';
import { OBSERVATION_SELECT } from '../src-server/domain/observation-rows.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../src-shared/filters/observations.js';
import { clientCredentialsToken } from '../test/helpers/login.js';
import { line, percentile, timeRuns } from './stats.js';

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC ?? 100_000);
const RUNS = 200;
const POLYGON = 'POLYGON((6.8 46.2,9.6 46.2,9.6 47.4,6.8 47.4,6.8 46.2))';
const CONCAVE_POLYGON = 'POLYGON((6.8 46.2,9.6 46.2,9.6 46.8,8.2 46.8,8.2 47.4,6.8 47.4,6.8 46.2))';

function rssOf(pid: number): { rss_in_mb: number; peak_in_mb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string): number => Number(/\s(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? NaN);
  return { rss_in_mb: kb('VmRSS:') / 1024, peak_in_mb: kb('VmHWM:') / 1024 };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'obs-bench-'));
  const out: string[] = [];
  try {
    const db = openDatabase(join(dir, 'observations.sqlite'));
    let t0 = performance.now();
    await seedDemo(db, { filesDir: join(dir, 'files') });
    const demo_ms = performance.now() - t0;
    t0 = performance.now();
    seedSynthetic(db, SYNTHETIC, { seed: 1 });
    const synthetic_ms = performance.now() - t0;
    db.exec('ANALYZE'); // as startServer does after seeding
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    out.push(line('seed: demo data', `${(demo_ms / 1000).toFixed(1)} s`, '(none)', true));
    out.push(line(`seed: ${SYNTHETIC.toLocaleString('en')} synthetic observations`, `${(synthetic_ms / 1000).toFixed(1)} s`, '≤ 30 s', synthetic_ms <= 30_000));

    const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/cli.ts', '--port', '0', '--data-dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (l) => {
        const m = /listening on (http:\/\/\S+)/.exec(l);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
    });
    try {
      const token = await clientCredentialsToken(url);
      const auth = { authorization: `Bearer ${token}` };
      const query = new URLSearchParams({
        'dataset_id[in]': '1,2,3,4,5', 'event_date[gte]': '2010-01-01', 'validation[in]': '1,2,3', 'footprint_wkt[eq]': POLYGON,
        with_total: 'true', limit: '100',
      });
      let filtered = 0;
      const http = await timeRuns(RUNS, async () => {
        const res = await fetch(`${url}/rest/v5/observations?${query}`, { headers: auth });
        filtered = Number(res.headers.get('x-filtered-total'));
        await res.arrayBuffer();
      });

      // The same statements the service runs for this request, on a connection of this process:
      // what is left of the HTTP figure is the service's own overhead (parsing, rights, JSON, HTTP).
      const raw = openDatabase(join(dir, 'observations.sqlite'));
      registerSpatialFunctions(raw);
      registerTextFunctions(raw);
      const parsed = parseListQuery(query, { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE, options: ['right'] });
      const scope = [projectRightSql('o.dataset_id', { person_id: 1, username: 'steward', client_id: 'demo-service', grant: 'client_credentials' }, 'read')];
      const where = and([...scope, ...compileClauses(parsed.clauses, observationColumns('o'))]);
      const page = raw.prepare(`SELECT ${OBSERVATION_SELECT} FROM observations o WHERE ${where.sql} ORDER BY o.occurrence_id ASC LIMIT 100 OFFSET 0`);
      const total = raw.prepare(`SELECT count(*) FROM observations o WHERE ${and(scope).sql}`);
      const count = raw.prepare(`SELECT count(*) FROM observations o WHERE ${where.sql}`);
      let rawFiltered = 0;
      const sql = await timeRuns(RUNS, () => { page.all(...where.params); total.get(...and(scope).params); rawFiltered = count.pluck().get(...where.params) as number; });
      raw.close();
      const p95http = percentile(http, 95);
      const p95sql = percentile(sql, 95);
      out.push(line(`list, 3 filters + polygon + with_total (${filtered} match) p50`, `${percentile(http, 50).toFixed(1)} ms`, '(none)', true));
      out.push(line('list, 3 filters + polygon + with_total p95', `${p95http.toFixed(1)} ms`, '≤ 50 ms', p95http <= 50));
      out.push(line(`same SQL run directly p95 (baseline, ${rawFiltered} match)`, `${p95sql.toFixed(1)} ms`, '(baseline)', rawFiltered === filtered));
      out.push(line('list p95 ÷ raw SQL p95', `${(p95http / p95sql).toFixed(2)}×`, '≤ 2×', p95http / p95sql <= 2));

      // A concave polygon takes the exact path for every line or polygon footprint near its edges.
      const concave = new URLSearchParams(query);
      concave.set('footprint_wkt[eq]', CONCAVE_POLYGON);
      let concaveFiltered = 0;
      const httpConcave = await timeRuns(RUNS, async () => {
        const res = await fetch(`${url}/rest/v5/observations?${concave}`, { headers: auth });
        concaveFiltered = Number(res.headers.get('x-filtered-total'));
        await res.arrayBuffer();
      });
      const p95concave = percentile(httpConcave, 95);
      out.push(line(`same list, concave (L-shaped) polygon p95 (${concaveFiltered} match)`, `${p95concave.toFixed(1)} ms`, '≤ 50 ms', p95concave <= 50));

      const tiles: Array<[number, number, number]> = [];
      for (const z of [6, 7, 8, 9, 10, 11, 12]) {
        const scale = 2 ** z;
        const x0 = Math.floor(((6.0 + 180) / 360) * scale);
        const x1 = Math.floor(((10.5 + 180) / 360) * scale);
        const ty = (lat: number): number => Math.floor(((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) / 2) * scale);
        for (let x = x0; x <= x1; x++) for (let y = ty(47.8); y <= ty(45.8); y++) tiles.push([z, x, y]);
      }
      const pick = tiles.filter((_, i) => i % Math.max(1, Math.floor(tiles.length / RUNS)) === 0).slice(0, RUNS);
      const clusterFirst = await timeRuns(1, () => fetch(`${url}/rest/v5/clustered_observations/3857/8/133/90`, { headers: auth }).then((r) => r.arrayBuffer()), 0);
      const clusters = await timeRuns(pick.length, (i) => {
        const [z, x, y] = pick[i]!;
        return fetch(`${url}/rest/v5/clustered_observations/3857/${z}/${x}/${y}`, { headers: auth }).then((r) => r.arrayBuffer());
      }, 0);
      const p95tile = percentile(clusters, 95);
      out.push(line('cluster tile, first of a view (builds the index)', `${clusterFirst[0]!.toFixed(1)} ms`, '(none)', true));
      out.push(line(`cluster tile p95 (${pick.length} tiles, z 6–12)`, `${p95tile.toFixed(1)} ms`, '≤ 20 ms', p95tile <= 20));

      const mem = rssOf(child.pid!);
      out.push(line('service resident memory now', `${mem.rss_in_mb.toFixed(0)} MB`, '≤ 300 MB', mem.rss_in_mb <= 300));
      out.push(line('service resident memory peak', `${mem.peak_in_mb.toFixed(0)} MB`, '(none)', true));
    } finally {
      child.kill('SIGTERM');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`\nbench:server — reference service with ${SYNTHETIC.toLocaleString('en')} synthetic observations\n${out.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
