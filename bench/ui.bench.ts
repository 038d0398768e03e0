/**
 * `npm run bench:ui`: the workspace's speed in Chromium through browser mode (issue 4, "How
 * fast"), against the reference service with 100,000 synthetic observations (BENCH_SYNTHETIC to
 * change), on a fresh production build of the renderer, signed in as `steward`:
 * 1. filter change → first rows painted (p95, target ≤ 300 ms), against the raw desk call;
 * 2. next observation in triage (`j`) → its detail painted (median and p95, ≤ 50 ms), against the
 *    detail's own update;
 * 3. bulk validation of 1,000 through the dialog (≥ 100 per second), then its undo, against raw
 *    desk calls at the same concurrency;
 * 4. map pan and zoom with clusters: frame time p95 (≤ 17 ms), against an idle frame loop;
 * 5. initial JavaScript gzipped (≤ 600 kB), against all JavaScript of the build.
 * Figures, not pass/fail: a missed target is printed as MISS and listed at the end; it exits 0
 * unless the bench itself fails. BENCH_UI_ONLY=filter,triage,map,bulk runs some figures only.
 * BENCH_UI_TRACE=1 prints each filter change's time and address; BENCH_UI_TRACE=requests also its
 * desk requests as Chromium saw them (./ui/request-trace.ts); BENCH_UI_SETTLE_MS sets the pause
 * between changes (400 ms).
 * Run it alone (`flock /tmp/desk-playwright.lock npm run bench:ui` in a shared checkout): other
 * work on the machine shows in the figures.
 */
import type { Page } from '@playwright/test';
import { emptyQuery } from '../src-renderer/features/observations/query-codec.js';
import { line, percentile } from './stats.js';
import { measureBulk } from './ui/bulk-run.js';
import { measureFilterChanges, workspaceHash } from './ui/filter-change.js';
import { measureInitialJs } from './ui/initial-js.js';
import { BENCH_VIEWPORT, startStage } from './ui/launch.js';
import { measureMapFrames } from './ui/map-frames.js';
import { traceRequests } from './ui/request-trace.js';
import { probeClient, type ProbeClient } from './ui/probe-client.js';
import { measureTriage } from './ui/triage-moves.js';

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC ?? 100_000);
const BULK_COUNT = 1000;

/** The printed lines, and the names of the targets missed. */
class Report {
  readonly lines: string[] = [];
  readonly missed: string[] = [];

  /** A figure with a target. */
  target(name: string, figure: string, target: string, ok: boolean): void {
    this.lines.push(line(name, figure, target, ok));
    if (!ok) this.missed.push(`${name}: ${figure.trim()} (target ${target})`);
  }

  /** A figure without a target (a baseline, a ratio, a detail). */
  info(name: string, figure: string, note = '(none)'): void {
    this.lines.push(line(name, figure, note, true));
  }
}

/** What every figure gets. */
interface Run {
  page: Page;
  probes: ProbeClient;
  report: Report;
  /** The `validation` vocabulary, by code. */
  validation: Array<{ code: number; label_en: string }>;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const times = (value: number): string => `${value.toFixed(2)}×`;
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const byStatus = (codes: number[]) => workspaceHash({ ...emptyQuery(), clauses: [{ field: 'validation', operation: 'in', value: codes }] });

async function filterFigures({ page, probes, report, validation }: Run): Promise<void> {
  const trace = process.env.BENCH_UI_TRACE === 'requests' ? await traceRequests(page) : undefined;
  const filter = await measureFilterChanges(probes, validation.map((entry) => entry.code), { rounds: 2, settle_ms: Number(process.env.BENCH_UI_SETTLE_MS ?? 400), ...(trace ? { trace } : {}) });
  await trace?.stop();
  const p95 = percentile(filter.painted_ms, 95);
  const rawP95 = percentile(filter.raw_list_ms, 95);
  report.target(`filter change → first rows painted p95 (${filter.painted_ms.length} changes)`, ms(p95), '≤ 300 ms', p95 <= 300);
  report.info('filter change → first rows painted p50', ms(percentile(filter.painted_ms, 50)));
  report.info('filter change → rows in the DOM p95', ms(percentile(filter.dom_ms, 95)));
  report.info('raw observations.list desk call p95 (baseline)', ms(rawP95), '(baseline)');
  report.info('filter change p95 ÷ raw desk call p95', times(p95 / rawP95));
}

async function triageFigures({ page, probes, report, validation }: Run): Promise<void> {
  await probes.navigate(byStatus(validation.slice(0, 2).map((entry) => entry.code)));
  const triage = await measureTriage(page, probes, { moves: 60, look_ms: 300, warmup: 5 });
  const p50 = percentile(triage.detail_painted_ms, 50);
  const p95 = percentile(triage.detail_painted_ms, 95);
  const renderP50 = triage.detail_render_ms.length ? percentile(triage.detail_render_ms, 50) : Number.NaN;
  report.target(`next in triage (j) → detail painted median (${triage.detail_painted_ms.length} moves)`, ms(p50), '≤ 50 ms', p50 <= 50);
  report.target('next in triage (j) → detail painted p95', ms(p95), '≤ 50 ms', p95 <= 50);
  report.info('next in triage → detail in the DOM (scripts done), median', ms(percentile(triage.detail_dom_ms, 50)));
  report.info('next in triage → painted and the deferred work (map, prefetch) run, median', ms(percentile(triage.detail_settled_ms, 50)));
  report.info('next in triage → table row marked current, painted, median', ms(percentile(triage.table_caught_up_ms, 50)));
  report.info('next in triage → table row marked current, painted, p95', ms(percentile(triage.table_caught_up_ms, 95)));
  report.info(`the detail's own update median (baseline, ${triage.detail_render_ms.length} measured)`, ms(renderP50), '(baseline)');
  report.info('triage median ÷ detail update median', times(p50 / renderP50));
  const echoP50 = percentile(triage.echo_painted_ms, 50);
  report.info('a key changing one small text → painted, median (the floor)', ms(echoP50), '(baseline)');
  report.info('a key changing one small text → painted, p95', ms(percentile(triage.echo_painted_ms, 95)), '(baseline)');
  report.info('triage median ÷ floor median', times(p50 / echoP50));
}

async function mapFigures({ page, probes, report, validation }: Run): Promise<void> {
  if (!(await page.getByTestId('observation-map-canvas').isVisible())) await probes.navigate(byStatus([validation[0]!.code]));
  const close = page.getByTestId('detail-panel').locator('.detail-panel__bar button');
  if (await close.isVisible()) await close.click();
  const map = await measureMapFrames(page, probes);
  const p95 = percentile(map.interaction_ms, 95);
  const idleP95 = percentile(map.idle_ms, 95);
  report.target(`map pan/zoom frame time p95 (${map.interaction_ms.length} frames, ${map.sequence_in_seconds.toFixed(1)} s)`, ms(p95), '≤ 17 ms', p95 <= 17);
  report.info('map pan/zoom frame time max', ms(Math.max(...map.interaction_ms)));
  report.info(`idle requestAnimationFrame frame time p95 (baseline, ${map.idle_ms.length} frames)`, ms(idleP95), '(baseline)');
  report.info('map frame p95 ÷ idle frame p95', times(p95 / idleP95));
}

async function bulkFigures({ page, probes, report, validation }: Run): Promise<void> {
  const status = validation[2] ?? validation[0]!;
  const bulk = await measureBulk(page, probes, { count: BULK_COUNT, code: status.code, label: status.label_en });
  const ok = bulk.validate_per_second >= 100 && bulk.failures.length === 0;
  report.target(`bulk validation of ${bulk.count.toLocaleString('en')} ("Validate now" → done)`, `${bulk.validate_per_second.toFixed(0)} /s`, '≥ 100 /s', ok);
  report.info('  the dialog showed', bulk.dialog_rate);
  report.info('bulk validation incl. reading for undo (Continue → done)', `${bulk.validate_with_reading_per_second.toFixed(0)} /s`);
  report.info(`undo of the batch (${bulk.failures.length ? bulk.failures.join('; ') : 'data as before'})`, `${bulk.undo_per_second.toFixed(0)} /s`);
  report.info('raw validations.get desk calls, 6 at a time (baseline)', `${bulk.raw_get_per_second.toFixed(0)} /s`, '(baseline)');
  report.info('bulk rate ÷ raw desk call rate', times(bulk.validate_per_second / bulk.raw_get_per_second));
}

const FIGURES = { filter: filterFigures, triage: triageFigures, map: mapFigures, bulk: bulkFigures } as const;

async function main(): Promise<void> {
  const only = (process.env.BENCH_UI_ONLY ?? Object.keys(FIGURES).join(',')).split(',');
  const log = (text: string): void => void process.stderr.write(`  ${text}\n`);
  const report = new Report();
  log(`seeding ${SYNTHETIC.toLocaleString('en')} synthetic observations, building the renderer, signing in…`);
  const stage = await startStage({ synthetic: SYNTHETIC, log });
  report.info('setup: service seeded and renderer built', `${stage.setup_in_seconds.service_and_build.toFixed(1)} s`);
  report.info('setup: signed in through the login page', `${stage.setup_in_seconds.sign_in.toFixed(1)} s`);
  const js = measureInitialJs(stage.rendererDir);
  try {
    const probes = probeClient(stage.page);
    const vocabularies = (await probes.desk<Array<{ field_name: string; code: number; label_en: string }>>('reference.vocabularies')).value;
    const validation = vocabularies.filter((entry) => entry.field_name === 'validation').sort((a, b) => a.code - b.code);
    const run: Run = { page: stage.page, probes, report, validation };
    for (const [name, figures] of Object.entries(FIGURES)) {
      if (!only.includes(name)) continue;
      log(name);
      await figures(run);
    }
  } finally {
    await stage.close();
  }

  report.target(`initial JavaScript gzipped (${js.initial_files.length} files)`, kb(js.initial_gzip_bytes), '≤ 600 kB', js.initial_gzip_bytes <= 600_000);
  report.info(`  largest: ${js.largest.map((entry) => `${entry.file.replace(/^assets\//, '')} ${kb(entry.gzip_bytes)}`).join(', ')}`, '');
  report.info(`all JavaScript of the build gzipped (baseline, ${js.all_files} files)`, kb(js.all_gzip_bytes), '(baseline)');
  report.info('initial ÷ all', times(js.initial_gzip_bytes / js.all_gzip_bytes));

  const verdict = report.missed.length
    ? `MISSED ${report.missed.length} target(s):\n${report.missed.map((entry) => `  MISSED  ${entry}`).join('\n')}`
    : 'All targets met.';
  process.stdout.write(`\nbench:ui — Chromium through browser mode, ${BENCH_VIEWPORT.width}×${BENCH_VIEWPORT.height}, reference service with ${SYNTHETIC.toLocaleString('en')} synthetic observations\n${report.lines.join('\n')}\n\n${verdict}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
