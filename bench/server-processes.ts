/**
 * Issue 16's "two service processes vs one" on PostgreSQL: the list mix asked by 32 concurrent
 * clients of one service process, then of two on the same database (each client alternates
 * between them, as a load balancer without sticky sessions would), requests per second and
 * errors for each, and where the CPU went: the service processes, the PostgreSQL backends
 * serving them, the bench's own clients, and everything else on the machine (from `/proc`).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { clientCredentialsToken } from '../test/helpers/login.js';
import { processCpuMs } from './process-cpu.js';
import { listBenchQuery, type Figure } from './server-measure.js';
import { startServiceProcess } from './service-process.js';

/** Concurrent clients of the figure. */
const CLIENTS = 32;
/** Seconds each configuration is driven after a warm-up that fills the connection pools. */
const DRIVE_SECONDS = 20;
const WARMUP_SECONDS = 3;

/**
 * The list mix: what a desk's list views ask, round robin: the three filters + polygon
 * with totals, the first page unfiltered, sorted by date, the reduced form, one record.
 */
function listMix(occurrenceId: number): string[] {
  return [
    `/rest/v5/observations?${listBenchQuery()}`,
    '/rest/v5/observations?limit=100&with_total=true',
    '/rest/v5/observations?limit=100&sort=event_date&dir=desc',
    '/rest/v5/simple_observations?limit=100&validation[in]=1,2',
    `/rest/v5/observations/${occurrenceId}`,
  ];
}

/** Busy and total CPU time of the whole machine so far, in ms (`/proc/stat`, USER_HZ 100). */
function machineCpuMs(): { busy_ms: number; total_ms: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = ticks[3]! + ticks[4]!;
  return { busy_ms: (total - idle) * 10, total_ms: total * 10 };
}

/** Drives `urls` with {@link CLIENTS} clients for `seconds`: client i's n-th request goes to `urls[(i + n) % urls.length]`. */
async function drive(urls: readonly string[], paths: readonly string[], headers: Record<string, string>, seconds: number): Promise<{ requests: number; errors: number; seconds: number }> {
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = client; performance.now() < end; n++) {
      const res = await fetch(`${urls[n % urls.length]}${paths[n % paths.length]}`, { headers }).catch(() => undefined);
      if (res?.status === 200) await res.arrayBuffer().catch(() => { errors++; });
      else {
        errors++;
        await res?.arrayBuffer().catch(() => {});
      }
      requests++;
    }
  }));
  return { requests, errors, seconds: (performance.now() - started) / 1000 };
}

/**
 * Starts one, then a second service process on `databaseUrl` (seeded before), drives the list
 * mix against one and against both, and returns requests per second, errors and the CPU split of
 * each run (ms of CPU per request, and shares of the machine's busy time).
 * @throws Error when a service does not start.
 */
export async function measureProcesses(databaseUrl: string, dataDir: string): Promise<Figure[]> {
  const out: Figure[] = [];
  const add = (name: string, value: number, unit: string): void => { out.push({ name, value, unit }); };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const database = new URL(databaseUrl).pathname.slice(1);
  const backends = async (): Promise<number[]> => (await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'observation-service'", [database])).rows.map((r) => r.pid);
  const services = [await startServiceProcess(dataDir, ['--database', databaseUrl])];
  try {
    const headers = { authorization: `Bearer ${await clientCredentialsToken(services[0]!.url)}` };
    const id = (await admin.query<{ id: number }>('SELECT max(occurrence_id) AS id FROM observations WHERE dataset_id IN (SELECT project_id FROM policies WHERE person_id = 1)')).rows[0]!.id;
    const paths = listMix(id);
    for (const processes of [1, 2]) {
      if (services.length < processes) services.push(await startServiceProcess(dataDir, ['--database', databaseUrl]));
      const urls = services.map((s) => s.url);
      await drive(urls, paths, headers, WARMUP_SECONDS);
      // The backends serving the run: those open now, and those a pool opens during it (read again
      // after it; a backend that came and went meanwhile is missed, so the figure is a lower bound).
      const before_ms = new Map((await backends()).map((pid) => [pid, processCpuMs(pid) || 0]));
      let pids = [...before_ms.keys()];
      const cpu = (): { service: number; postgres: number; bench: number; machine: ReturnType<typeof machineCpuMs> } => {
        const own = process.cpuUsage();
        return {
          service: services.reduce((sum, s) => sum + processCpuMs(s.child.pid!), 0),
          postgres: pids.reduce((sum, pid) => sum + (processCpuMs(pid) || 0) - (before_ms.get(pid) ?? 0), 0),
          bench: (own.user + own.system) / 1000,
          machine: machineCpuMs(),
        };
      };
      const before = cpu();
      const run = await drive(urls, paths, headers, DRIVE_SECONDS);
      pids = [...new Set([...pids, ...await backends()])];
      const after = cpu();
      const label = processes === 1 ? 'one service process' : 'two service processes';
      const perRequest = (a: number, b: number): number => (a - b) / Math.max(1, run.requests);
      const busy = after.machine.busy_ms - before.machine.busy_ms;
      const service = after.service - before.service;
      const postgres = after.postgres - before.postgres;
      const bench = after.bench - before.bench;
      add(`list mix, ${CLIENTS} clients, ${label}: requests per second`, run.requests / run.seconds, '/s');
      add(`list mix, ${label}: errors (of ${run.requests})`, run.errors, '');
      add(`list mix, ${label}: service CPU per request`, perRequest(after.service, before.service), 'ms');
      add(`list mix, ${label}: PostgreSQL backends' CPU per request (${pids.length} backends)`, perRequest(after.postgres, before.postgres), 'ms');
      add(`list mix, ${label}: machine busy, of both cores`, (100 * busy) / (after.machine.total_ms - before.machine.total_ms), '%');
      const share = (part: string, ms: number): void => add(`list mix, ${label}: share of the busy CPU, ${part}`, (100 * ms) / busy, '%');
      share('service processes', service);
      share('PostgreSQL backends', postgres);
      share('bench clients', bench);
      share('everything else (other users of the machine)', busy - service - postgres - bench);
      // Each request costs this much CPU of the service and the database together: one more core
      // adds that many requests per second, while each service process, one JavaScript thread,
      // serves at most 1000 / (its CPU per request) of them.
      add(`list mix, ${label}: requests per second one core allows (service + PostgreSQL CPU)`, 1000 / perRequest(service + postgres, 0), '/s');
    }
  } finally {
    for (const s of services) {
      s.child.kill('SIGTERM');
      await new Promise((resolve) => { if (s.child.exitCode !== null) resolve(null); else s.child.once('exit', resolve); });
    }
    await admin.end();
  }
  return out;
}
