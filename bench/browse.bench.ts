/**
 * `npm run bench:browse`: the browsing screens' speed in Chromium through browser mode (issue 18,
 * "How fast"), against the reference service with 100,000 synthetic observations
 * (BENCH_SYNTHETIC to change), on a fresh production build of the renderer (bench/ui/launch.ts):
 * 1. public neophyte list, address → first rows painted, p95 over filters (target ≤ 300 ms),
 *    each change a list the screen has not read before (six filters, each in three orders),
 *    against the raw `publicNeophytes.list` desk call of the same page;
 * 2. taxonomy search, address → names painted, p95 (≤ 300 ms), against the raw `reference.taxonNames` call;
 *    both split into the screen's own request (./browse/desk-requests.ts: what it waited for, main
 *    and the service) and the rest (the renderer's part: route, render, paint);
 * 3. the map of all 2,134 municipalities: drawn after the address changed, cold (boundaries read
 *    from the service) and warm (cached), and its reading alone (raw desk calls) as the baseline
 *    (≤ 500 ms); then pan frame times p95 (≤ 17 ms) against an idle frame loop.
 * Figures, not pass/fail: a missed target is printed as MISS; it exits 0 unless the bench fails.
 * The machine's load average is printed beside them. `BENCH_BROWSE_ONLY=public,taxa,map` runs some.
 * Run it alone (`flock /tmp/desk-playwright.lock npm run bench:browse`).
 */
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { line, percentile } from './stats.js';
import { forgetRequests, requestsOf } from './browse/desk-requests.js';
import { hashToPaint } from './browse/hash-to-paint.js';
import { BENCH_VIEWPORT, startStage } from './ui/launch.js';
import { probeClient, type ProbeClient } from './ui/probe-client.js';

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC ?? 100_000);
const ROUNDS = 3;
const ONLY = new Set((process.env.BENCH_BROWSE_ONLY ?? 'public,taxa,map').split(','));
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const times = (value: number): string => `${value.toFixed(2)}×`;
const lines: string[] = [];
const missed: string[] = [];
const target = (name: string, figure: number, limit: number): void => {
  lines.push(line(name, ms(figure), `≤ ${limit} ms`, figure <= limit));
  if (figure > limit) missed.push(`${name}: ${ms(figure)} (target ≤ ${limit} ms)`);
};
const info = (name: string, figure: string, note = '(none)'): void => void lines.push(line(name, figure, note, true));

/** One screen change: address → painted, and the durations of the screen's own `method` requests meanwhile. */
interface Change {
  painted_ms: number;
  requests_ms: number[];
}

/** Runs one change (hashToPaint) and reads the screen's own `method` requests it made. */
async function change(page: Page, method: string, condition: Parameters<typeof hashToPaint>[1]): Promise<Change> {
  await forgetRequests(page);
  const timing = await hashToPaint(page, condition);
  return { painted_ms: timing.to_paint_ms, requests_ms: await requestsOf(page, method) };
}

/**
 * The figures of a screen change: p95 against the 300 ms target, p50, the raw desk call's p95 as
 * the baseline, and the split of the changes into the screen's own request (what it waited for)
 * and the rest (the renderer's part).
 */
function screenFigures(name: string, changes: Change[], method: string, raw: number[]): void {
  const painted = changes.map((c) => c.painted_ms);
  const p95 = percentile(painted, 95);
  const rawP95 = percentile(raw, 95);
  target(`${name} p95 (${painted.length} changes)`, p95, 300);
  info(`${name} p50`, ms(percentile(painted, 50)));
  info(`raw ${method} desk call p95 (baseline)`, ms(rawP95), '(baseline)');
  info(`${name} p95 ÷ raw desk call p95`, times(p95 / rawP95));
  const requested = changes.filter((c) => c.requests_ms.length > 0);
  if (requested.length) info(`  the screen's own request p95 (${requested.length} changes sent one)`, ms(percentile(requested.map((c) => Math.max(...c.requests_ms)), 95)));
  info('  the renderer\'s part p95 (painted − own request)', ms(percentile(changes.map((c) => c.painted_ms - Math.max(0, ...c.requests_ms)), 95)));
}

/** Leaves the screen measured for a neutral one, so that the next change starts from nothing. */
async function away(page: Page): Promise<void> {
  await hashToPaint(page, { hash: '#/settings', selector: '#main h1' });
}

/** The orders of the rounds: each round reads every filter in another order, so that no change is answered from the screen's cache. */
const PUBLIC_ORDERS: Array<{ query: string; sort: string; dir: 'asc' | 'desc' }> = [
  { query: '', sort: 'event_date', dir: 'desc' },
  { query: 'sort=event_date&dir=asc', sort: 'event_date', dir: 'asc' },
  { query: 'sort=occurrence_id&dir=desc', sort: 'occurrence_id', dir: 'desc' },
];

/** Public list filters of the endpoints, each an address and the `publicNeophytes.list` input it makes. */
const PUBLIC_FILTERS: Array<{ query: string; clauses: unknown[] }> = [
  { query: '', clauses: [] },
  { query: 'control_type[is_not_null]', clauses: [{ field: 'control_type', operation: 'is_not_null' }] },
  { query: 'occurrence_status[in]=1', clauses: [{ field: 'occurrence_status', operation: 'in', value: [1] }] },
  { query: 'validation[in]=2,3', clauses: [{ field: 'validation', operation: 'in', value: [2, 3] }] },
  { query: 'event_date[gte]=2024-01-01', clauses: [{ field: 'event_date', operation: 'gte', value: '2024-01-01' }] },
  { query: 'eradication[in]=1,2', clauses: [{ field: 'eradication', operation: 'in', value: [1, 2] }] },
];

async function publicList(page: Page, probes: ProbeClient): Promise<void> {
  const changes: Change[] = [];
  const raw: number[] = [];
  for (const order of PUBLIC_ORDERS.slice(0, ROUNDS)) {
    for (const filter of PUBLIC_FILTERS) {
      const answer = await probes.desk<{ filtered_total: number | null }>('publicNeophytes.list', { clauses: filter.clauses, limit: 50, sort: order.sort, dir: order.dir });
      raw.push(answer.ms);
      await away(page);
      const shown = (answer.value.filtered_total ?? 0).toLocaleString('en');
      const query = [filter.query, order.query].filter(Boolean).join('&');
      changes.push(await change(page, 'publicNeophytes.list', { hash: `#/public/neophytes${query ? `?${query}` : ''}`, selector: '[data-testid="list-counts"]', text: `of ${shown} observations` }));
    }
  }
  screenFigures('public list, address → rows painted', changes, 'publicNeophytes.list', raw);
}

const SEARCHES = ['Reynoutria', 'knöterich', 'Solidago', 'ahorn', 'Impatiens', 'renouée', 'Ailanthus', 'Fallopia'];

async function taxonomySearch(page: Page, probes: ProbeClient): Promise<void> {
  const changes: Change[] = [];
  const raw: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const text of SEARCHES) {
      const answer = await probes.desk<Array<{ scientific_name: string }>>('reference.taxonNames', { query: text, limit: 100 });
      raw.push(answer.ms);
      const first = answer.value[0]?.scientific_name;
      if (!first) throw new Error(`no taxon name matches ${text}`);
      await away(page);
      changes.push(await change(page, 'reference.taxonNames', { hash: `#/taxa?name=${encodeURIComponent(text)}`, selector: '[data-testid="taxa-results"]', text: first }));
    }
  }
  screenFigures('taxonomy search, address → names painted', changes, 'reference.taxonNames', raw);
}

/** Drags by (dx, dy) px from `from` in `steps` mouse moves. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number, steps: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps });
  await page.mouse.up();
}

async function unitMap(page: Page, probes: ProbeClient): Promise<void> {
  const drawn = { selector: '[data-testid="unit-map"]', attribute: ['data-drawn-units', '2134'] as [string, string] };
  await away(page);
  const cold = await hashToPaint(page, { hash: '#/reference/units?unit_type=municipality', ...drawn });
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS * 2; round += 1) {
    await away(page);
    warm.push((await hashToPaint(page, { hash: '#/reference/units?unit_type=municipality', ...drawn })).to_paint_ms);
  }
  const reads: number[] = [];
  for (const offset of [0, 1000, 2000]) {
    // a fresh lookup each time: main caches by the request, so ask with another limit than the screen
    reads.push((await probes.desk('reference.administrativeUnits', { unit_type: ['municipality'], with_geometry: true, limit: 999, offset })).ms);
  }
  const readMs = reads.reduce((a, b) => a + b, 0);
  target('municipality map drawn (2,134 units), warm p95', percentile(warm, 95), 500);
  info('municipality map drawn, cold (boundaries read from the service)', ms(cold.to_paint_ms));
  info('reading the 2,134 boundaries alone, 3 desk calls (baseline)', ms(readMs), '(baseline)');
  info('cold draw ÷ reading alone', times(cold.to_paint_ms / readMs));

  const box = (await page.getByTestId('unit-map').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await probes.framesStart();
  await drag(page, centre, 240, 80, 30);
  await drag(page, centre, -320, -60, 40);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -240);
  await drag(page, centre, 160, -120, 30);
  await drag(page, centre, -120, 140, 30);
  const panning = await probes.framesStop();
  await probes.framesStart();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  const idle = await probes.framesStop();
  const p95 = percentile(panning, 95);
  target(`municipality map pan frame p95 (${panning.length} frames)`, p95, 17);
  info('municipality map pan frame max', ms(Math.max(...panning)));
  info(`idle requestAnimationFrame frame p95 (baseline, ${idle.length} frames)`, ms(percentile(idle, 95)), '(baseline)');
  info('pan frame p95 ÷ idle frame p95', times(p95 / percentile(idle, 95)));
}

async function main(): Promise<void> {
  const log = (text: string): void => void process.stderr.write(`  ${text}\n`);
  log(`seeding ${SYNTHETIC.toLocaleString('en')} synthetic observations, building the renderer, signing in…`);
  const loadAtStart = loadavg()[0]!;
  const stage = await startStage({ synthetic: SYNTHETIC, log });
  try {
    const probes = probeClient(stage.page);
    // warm-up: the chunks of each screen and the vocabularies, once
    await hashToPaint(stage.page, { hash: '#/public/neophytes', selector: '[data-testid="public-record-link"]' });
    await hashToPaint(stage.page, { hash: '#/taxa?name=acer', selector: '[data-testid="taxa-results"]' });
    await hashToPaint(stage.page, { hash: '#/reference/units?unit_type=canton', selector: '[data-testid="unit-map"][data-drawn-units]' });
    const measuredFrom = loadavg()[0]!;
    if (ONLY.has('public')) {
      log('public list');
      await publicList(stage.page, probes);
    }
    if (ONLY.has('taxa')) {
      log('taxonomy search');
      await taxonomySearch(stage.page, probes);
    }
    if (ONLY.has('map')) {
      log('municipality map');
      await unitMap(stage.page, probes);
    }
    info('machine load average (1 min): at the start, measuring, at the end', `${loadAtStart.toFixed(1)} / ${measuredFrom.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    await stage.close();
  }
  const verdict = missed.length ? `MISSED ${missed.length} target(s):\n${missed.map((m) => `  MISSED  ${m}`).join('\n')}` : 'All targets met.';
  process.stdout.write(`\nbench:browse — Chromium through browser mode, ${BENCH_VIEWPORT.width}×${BENCH_VIEWPORT.height}, reference service with ${SYNTHETIC.toLocaleString('en')} synthetic observations\n${lines.join('\n')}\n\n${verdict}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
