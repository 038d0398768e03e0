/**
 * `npm run bench:upload`: one large file (1 GiB by default, `BENCH_UPLOAD_BYTES` to change)
 * through the upload queue of main (src-main/uploads/) to the reference service running in its
 * own process, against `curl -F` to the same endpoint in the same run (alternating, best of
 * `BENCH_UPLOAD_ROUNDS`, default 4, each, after one upload of each that is not counted: the
 * service's first upload runs cold and took twice as long). Prints, with the issue's targets: the queue's
 * throughput as a share of curl's, and the growth of this (the uploading) process's resident
 * memory over its level before the upload (sampled every 20 ms). Figures, not pass/fail: exits 0.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { mkdtempSync, openSync, closeSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../src-main/api/client.js';
import { httpUploadAttempt } from '../src-main/uploads/attempt.js';
import { UploadQueue } from '../src-main/uploads/queue.js';
import type { UploadItem } from '../src-shared/contract/documents.js';
import { clientCredentialsToken } from '../test/helpers/login.js';
import { startServiceProcess } from './service-process.js';
import { line } from './stats.js';

const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 4);
const MIB = 1024 * 1024;

/** Writes `bytes` of random-looking data (one random 8 MiB block repeated) to `path`. */
function writeTestFile(path: string, bytes: number): void {
  const block = randomFillSync(Buffer.alloc(8 * MIB));
  const fd = openSync(path, 'w');
  try {
    for (let written = 0; written < bytes; ) {
      const n = Math.min(block.length, bytes - written);
      writeSync(fd, block, 0, n);
      written += n;
    }
  } finally {
    closeSync(fd);
  }
}

/** A `doc_type` code of the service's vocabulary. */
async function docTypeCode(url: string): Promise<number> {
  const body = (await (await fetch(`${url}/public/v5/vocabularies?field_name=doc_type`)).json()) as { data: Array<{ code: number }> };
  return body.data[0]!.code;
}

async function deleteDoc(url: string, token: string, id: number): Promise<void> {
  const response = await fetch(`${url}/rest/v5/docs/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 204) throw new Error(`DELETE /docs/${id} answered ${response.status}`);
}

/** Flushes the previous upload's file to disk (`sync`) so that each timed upload starts alike. */
function settle(): void {
  spawnSync('sync');
}

/** `curl -F` of the file; seconds taken. */
function curlUpload(url: string, token: string, path: string, docType: number): { seconds: number; id: number } {
  const started = performance.now();
  const result = spawnSync('curl', [
    '-sS', '--fail-with-body', '-H', `authorization: Bearer ${token}`,
    '-F', `doc[doc_type]=${docType}`, '-F', `doc[file]=@${path};type=application/octet-stream`,
    `${url}/rest/v5/docs`,
  ], { encoding: 'utf8', maxBuffer: 16 * MIB });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`curl failed (${result.status}): ${result.stderr}${result.stdout}`);
  return { seconds, id: (JSON.parse(result.stdout) as { data: { id: number } }).data.id };
}

/** The file through the upload queue; seconds taken and the largest RSS growth seen, in MiB. */
async function queueUpload(url: string, token: string, path: string, docType: number): Promise<{ seconds: number; rssGrowthMib: number; id: number }> {
  const session = { accessToken: async () => token, renewAfterUnauthorized: async () => token, expire: () => undefined };
  let resolveDone!: (item: UploadItem) => void;
  const done = new Promise<UploadItem>((resolve) => (resolveDone = resolve));
  const queue = new UploadQueue({
    attempt: httpUploadAttempt((transport) => new ApiClient({ baseUrl: () => url, session, fetch: transport, timeoutMs: 0 })),
    attach: async () => undefined,
    store: { load: () => [], save: () => undefined },
    emit: (item) => {
      if (item.state === 'done' || item.state === 'failed' || item.state === 'cancelled') resolveDone(item);
    },
    emitRemoved: () => undefined,
    session: () => ({ scope: 'bench', profile_id: 'bench' }),
  });
  globalThis.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  await queue.enqueue({ paths: [path], doc_type: docType });
  const item = await done;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  queue.dispose();
  if (item.state !== 'done' || !item.document) throw new Error(`the queue upload ended ${item.state}: ${item.error?.message}`);
  return { seconds, rssGrowthMib: (peak - baseline) / MIB, id: item.document.id };
}

async function main(): Promise<void> {
  const curlAvailable = spawnSync('curl', ['--version']).status === 0;
  if (!curlAvailable) {
    process.stdout.write('curl is not on this machine: no reference figure (the comparison needs it).\n');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'obs-upload-bench-'));
  let service: { url: string; child: ChildProcess } | undefined;
  try {
    const file = join(dir, 'upload.bin');
    writeTestFile(file, BYTES);
    service = await startServiceProcess(join(dir, 'service'));
    const { url } = service;
    const token = await clientCredentialsToken(url);
    const docType = await docTypeCode(url);
    const curlRuns: number[] = [];
    const queueRuns: Array<{ seconds: number; rssGrowthMib: number }> = [];
    const runCurl = async (): Promise<{ seconds: number }> => {
      settle();
      const c = curlUpload(url, token, file, docType);
      await deleteDoc(url, token, c.id);
      return c;
    };
    const runQueue = async (): Promise<{ seconds: number; rssGrowthMib: number }> => {
      settle();
      const q = await queueUpload(url, token, file, docType);
      await deleteDoc(url, token, q.id);
      return q;
    };
    await runCurl();
    await runQueue();
    for (let round = 0; round < ROUNDS; round += 1) {
      // alternate who goes first, so that neither always meets the other's disk writes
      let c: { seconds: number };
      let q: { seconds: number; rssGrowthMib: number };
      if (round % 2 === 0) {
        c = await runCurl();
        q = await runQueue();
      } else {
        q = await runQueue();
        c = await runCurl();
      }
      curlRuns.push(c.seconds);
      queueRuns.push(q);
      process.stdout.write(`round ${round + 1}: curl ${c.seconds.toFixed(2)} s, queue ${q.seconds.toFixed(2)} s, RSS growth ${q.rssGrowthMib.toFixed(1)} MiB\n`);
    }
    const mibps = (seconds: number): number => BYTES / MIB / seconds;
    const curlBest = mibps(Math.min(...curlRuns));
    const queueBest = mibps(Math.min(...queueRuns.map((r) => r.seconds)));
    const ratio = queueBest / curlBest;
    const growth = Math.max(...queueRuns.map((r) => r.rssGrowthMib));
    process.stdout.write(`\nUpload of ${(BYTES / MIB).toFixed(0)} MiB to POST /rest/v5/docs on ${url} (service in its own process), best of ${ROUNDS}\n`);
    process.stdout.write(`${line('curl -F throughput', `${curlBest.toFixed(1)} MiB/s`, 'reference', true)}\n`);
    process.stdout.write(`${line('upload queue throughput', `${queueBest.toFixed(1)} MiB/s`, '—', true)}\n`);
    process.stdout.write(`${line('queue / curl', `${(ratio * 100).toFixed(1)} %`, '≥ 80 %', ratio >= 0.8)}\n`);
    process.stdout.write(`${line('RSS growth of the uploading process (largest)', `${growth.toFixed(1)} MiB`, '≤ 64 MB', growth <= 64)}\n`);
  } finally {
    service?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
