/**
 * `npm run bench:export` (issue 14): the export of main (src-main/export/) against the reference
 * service in its own process, seeded with `--synthetic` observations (100,000 by default;
 * `BENCH_EXPORT_SIZES=100000,1000000` for more): every readable observation to CSV and to a
 * Darwin Core Archive, each beside the raw paged read of the same rows in the same run (the
 * baseline: the service's and the client's share, without looking anything up or writing), and
 * the growth of this (the exporting) process's resident memory, sampled every 20 ms. Figures,
 * not pass/fail: exits 0. Runs one after the other, the baseline first, on a warm service.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../src-main/api/client.js';
import { ReferenceDomain } from '../src-main/domains/reference.js';
import { ProfileCache } from '../src-main/domains/reference-cache.js';
import { observationPages } from '../src-main/export/pages.js';
import { runExport } from '../src-main/export/run-export.js';
import { ExportRequest } from '../src-shared/contract/exports.js';
import { clientCredentialsToken } from '../test/helpers/login.js';
import { line } from './stats.js';
import { startServiceProcess } from './service-process.js';

const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '100000').split(',').map(Number);
const MIB = 1024 * 1024;
/** The issue's targets at 100,000 observations, in seconds, and for memory in MB. */
const TARGET_CSV_S = 30;
const TARGET_DWCA_S = 45;
const TARGET_RSS_MB = 100;


/** Runs `work`, answering its seconds and the largest growth of this process's RSS meanwhile, in MiB. */
async function measured(work: () => Promise<void>): Promise<{ seconds: number; rssGrowthMib: number }> {
  globalThis.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, rssGrowthMib: (Math.max(peak, process.memoryUsage.rss()) - baseline) / MIB };
}

async function benchSize(size: number, dir: string): Promise<number> {
  const service = await startServiceProcess(join(dir, `service-${size}`), ['--synthetic', String(size)]);
  try {
    const token = await clientCredentialsToken(service.url);
    const session = { accessToken: async () => token, renewAfterUnauthorized: async () => token, expire: () => undefined };
    const api = new ApiClient({ baseUrl: () => service.url, session, timeoutMs: 0 });
    const reference = new ReferenceDomain(api, new ProfileCache({ scope: () => 'bench' }), new ProfileCache({ scope: () => 'bench', maxEntries: 100 }));
    let rows = 0;
    const raw = await measured(async () => {
      for await (const page of observationPages(api, [])) rows += page.rows.length;
    });
    const run = async (format: 'csv' | 'dwca'): Promise<{ seconds: number; rssGrowthMib: number; bytes: number }> => {
      const path = join(dir, `export-${size}.${format}`);
      let written = 0;
      const figures = await measured(async () => {
        const job = await runExport({ api, reference, contact: () => ({ name: 'Bench' }) }, {
          id: format, settings: ExportRequest.parse({ format, clauses: [] }), path, file_name: path, signal: new AbortController().signal, onProgress: () => undefined,
        });
        if (job.state !== 'done') throw new Error(`the ${format} export ended ${job.state}: ${job.error?.message}`);
        written = job.rows_written;
      });
      if (written !== rows) throw new Error(`the ${format} export wrote ${written} rows, the paged read found ${rows}`);
      const bytes = statSync(path).size;
      rmSync(path);
      return { ...figures, bytes };
    };
    const csv = await run('csv');
    const dwca = await run('dwca');
    const n = rows.toLocaleString('en');
    process.stdout.write(`\nExport of ${n} observations (service seeded with --synthetic ${size}, in its own process at ${service.url})\n`);
    process.stdout.write(`${line('raw paged read (baseline)', `${raw.seconds.toFixed(1)} s`, 'reference', true)}\n`);
    const scale = size / 100_000;
    const report = (name: string, f: { seconds: number; rssGrowthMib: number; bytes: number }, target: number): void => {
      process.stdout.write(`${line(`${name}: time (× baseline)`, `${f.seconds.toFixed(1)} s (${(f.seconds / raw.seconds).toFixed(2)} ×)`, `≤ ${target * Math.max(1, scale)} s`, f.seconds <= target * Math.max(1, scale))}\n`);
      process.stdout.write(`${line(`${name}: file`, `${(f.bytes / MIB).toFixed(1)} MiB`, '—', true)}\n`);
      process.stdout.write(`${line(`${name}: RSS growth of main`, `${f.rssGrowthMib.toFixed(1)} MiB`, `≤ ${TARGET_RSS_MB} MB`, f.rssGrowthMib <= TARGET_RSS_MB)}\n`);
    };
    report('CSV', csv, TARGET_CSV_S);
    report('Darwin Core Archive', dwca, TARGET_DWCA_S);
    return csv.seconds;
  } finally {
    service.child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'obs-export-bench-'));
  try {
    const csvSeconds: number[] = [];
    for (const size of SIZES) csvSeconds.push(await benchSize(size, dir));
    if (SIZES.length > 1) {
      const ratio = csvSeconds.at(-1)! / csvSeconds[0]!;
      process.stdout.write(`\n${line(`CSV ${SIZES.at(-1)} / ${SIZES[0]} time`, `${ratio.toFixed(2)} ×`, `≤ ${SIZES.at(-1)! / SIZES[0]!} ×`, ratio <= SIZES.at(-1)! / SIZES[0]!)}\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
