/**
 * `npm run bench:checks [-- --synthetic 100000]`: the checks engine of main (src-main/checks/)
 * over a synthetic v5 service in this process (test/helpers/checks-service.ts: N records over
 * N/250 taxa in Switzerland, answered from memory, so the figures are main's own work). Prints,
 * with the targets and as ratios to the raw read of one page of 100 observations
 * (GET + parse, measured in the same run):
 * - flags of a page of 100 records after the page arrived, taxon facts cached (≤ 300 ms);
 * - one prefetched record's checks (≤ 10 ms);
 * - a background scan of every record (≤ 60 s; its CPU time too, which a loaded machine inflates
 *   less than wall time; it includes the fake service's JSON work) with the heap growth (after a GC, ≤ 200 MB;
 *   the peak sampled during the scan is printed too) and the event loop's delay p95 while it
 *   runs (what a triage call in main waits at most, ≤ 50 ms).
 * Figures, not pass/fail: exits 0. Run with `--expose-gc` (the npm script does).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createChecksService } from '../src-main/checks/checks-service.js';
import { loadSwitzerland } from '../src-main/checks/country-boundary.js';
import { ObservationsDomain } from '../src-main/domains/observations.js';
import { ProfileCache } from '../src-main/domains/reference-cache.js';
import { ReferenceDomain } from '../src-main/domains/reference.js';
import { DeskEvents } from '../src-main/ipc/events.js';
import { createMemoryKeyValueStore } from '../src-main/settings/key-value-stores.js';
import { syntheticObservations, syntheticService } from '../test/helpers/checks-service.js';
import { line, percentile, timeRuns } from './stats.js';

const flag = process.argv.indexOf('--synthetic');
const COUNT = flag > 0 ? Number(process.argv[flag + 1]) : 100_000;
const TAXA = Math.max(1, Math.round(COUNT / 250));
const MB = 1024 * 1024;
const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

const records = syntheticObservations(COUNT, TAXA);
const service = syntheticService(records);
const observations = new ObservationsDomain(service.api);
const reference = new ReferenceDomain(service.api, new ProfileCache({ scope: () => 'bench' }), new ProfileCache({ scope: () => 'bench' }));
const checks = createChecksService({
  api: service.api, observations, reference, storage: createMemoryKeyValueStore(), events: new DeskEvents(),
  profileId: () => 'bench', profileScope: () => 'bench', loadCountry: loadSwitzerland,
});
const page = (i: number) => observations.list({ clauses: [], offset: (i % Math.floor(COUNT / 100)) * 100, limit: 100, with_total: false });
console.log(`bench:checks — ${COUNT.toLocaleString('en')} synthetic records, ${TAXA} taxa, ${checks.engine.enabledChecks().length} checks`);

// Baseline: the raw read of a page of 100 (the fake service's answer, parsed as main parses it).
const baseline = percentile(await timeRuns(30, (i) => page(i)), 50);

// Page flags after the page arrived, facts cached: the taxa are loaded once before timing.
await Promise.all(Array.from({ length: TAXA }, (_, k) => checks.facts.get(k + 1, checks.getSettings().validated_codes)));
const pageTimes: number[] = [];
for (let i = 0; i < 30; i++) {
  const { rows } = await page(i);
  const t0 = performance.now();
  await checks.engine.run(rows.map((r) => r.occurrence_id));
  pageTimes.push(performance.now() - t0);
}
const pageP95 = percentile(pageTimes.slice(5), 95);

// One prefetched record (in main's recent observations, facts cached, not kept yet).
const { rows } = await page(200);
const singleTimes = await timeRuns(100, (i) => checks.engine.run([rows[i % rows.length]!.occurrence_id]).then(() => checks.engine.kept.clear()), 10);
const singleP95 = percentile(singleTimes, 95);

// The whole store in the background.
checks.engine.kept.clear();
checks.facts.clear();
gc();
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
const sampler = setInterval(() => { heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed); }, 50);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const summary = await checks.scan([]).done;
const scanMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const scanCpuMs = (cpu.user + cpu.system) / 1000;
delay.disable();
clearInterval(sampler);
gc();
const heapGrowth = (process.memoryUsage().heapUsed - heapBefore) / MB;
const loopP95 = delay.percentile(95) / 1e6;

const ratio = (ms: number): string => `${ms.toFixed(1)} ms = ${(ms / baseline).toFixed(1)}× page read`;
console.log(line('baseline: raw read of a page of 100 (median)', `${baseline.toFixed(1)} ms`, '—', true));
console.log(line('flags for a page of 100, facts cached (p95)', ratio(pageP95), '≤ 300 ms', pageP95 <= 300));
console.log(line('one prefetched record’s checks (p95)', ratio(singleP95), '≤ 10 ms', singleP95 <= 10));
console.log(line(`scan of ${COUNT.toLocaleString('en')} records`, `${(scanMs / 1000).toFixed(1)} s = ${(scanMs / baseline).toFixed(0)}× page read`, '≤ 60 s', scanMs <= 60_000));
console.log(line('  its CPU time (main\'s share: fake service included)', `${(scanCpuMs / 1000).toFixed(1)} s`, '≤ 60 s', scanCpuMs <= 60_000));
console.log(line('heap growth after the scan (after GC)', `${heapGrowth.toFixed(0)} MB`, '≤ 200 MB', heapGrowth <= 200));
console.log(line('heap peak during the scan, over before', `${((heapPeak - heapBefore) / MB).toFixed(0)} MB`, '—', true));
console.log(line('event loop delay during the scan (p95)', `${loopP95.toFixed(1)} ms`, '≤ 50 ms', loopP95 <= 50));
console.log(`scan: ${summary.state}, ${summary.checked} checked, ${summary.flagged_records} flagged, ${summary.not_run_records} not run, per check ${JSON.stringify(summary.flag_counts)}`);
