/**
 * The upload queue (src-main/uploads/queue.ts) with a scripted attempt and a fake clock:
 * two at a time, progress, retry with exponential backoff on network errors and 5xx (not on
 * 413/415/422), cancel, persistence and restore after a restart, path checks, attach.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadItem } from '../../../src-shared/contract/documents.js';
import { DeskError } from '../../../src-shared/contract/index.js';
import type { Document } from '../../../src-shared/schemas/doc.js';
import type { AttemptHooks, UploadJob } from '../../../src-main/uploads/attempt.js';
import { UploadQueue, type UploadQueueOptions } from '../../../src-main/uploads/queue.js';
import { keyValueUploadStore } from '../../../src-main/uploads/store.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';
import type { KeyValueStore } from '../../../src-main/platform.js';

const silent = { warn: () => undefined, error: () => undefined };

/** One call of the scripted attempt, settled by the test. */
interface Call {
  job: UploadJob;
  hooks: AttemptHooks;
  resolve(doc: Document): void;
  reject(error: unknown): void;
}

const doc = (id: number, name = `f${id}.jpg`): Document => ({
  id, doc_type: 1, folder_name: null, file_name: name, original_file_name: name, file_url: `/desk-file/doc/${id}/file`,
  thumbnail_urls: {}, mimetype: 'image/jpeg', dataset_id: null, doc_rem: null, owner: 1,
});
const networkError = (): DeskError => new DeskError({ status: 0, code: 'network', message: 'Nothing answers at 127.0.0.1:1 (connection refused).', fields: [] });
const httpError = (status: number, code: string, message: string, fields: DeskError['fields'] = []): DeskError => new DeskError({ status, code, message, fields });

let dir: string;
let files: string[];
let calls: Call[];
let events: UploadItem[];
let removed: string[][];
let storage: KeyValueStore;
let queue: UploadQueue | undefined;
let session: { scope: string; profile_id: string } | null;

function makeQueue(options: Partial<UploadQueueOptions> = {}): UploadQueue {
  let n = 0;
  queue = new UploadQueue({
    attempt: (job, hooks) =>
      new Promise<Document>((resolve, reject) => {
        calls.push({ job, hooks, resolve, reject });
        hooks.signal.addEventListener('abort', () => reject(new DeskError({ status: 0, code: 'cancelled', message: 'Cancelled.', fields: [] })));
      }),
    attach: vi.fn(async () => undefined),
    store: keyValueUploadStore(storage, silent),
    emit: (item) => events.push(item),
    emitRemoved: (ids) => removed.push(ids),
    session: () => session,
    random: () => 1,
    newId: () => `u${++n}`,
    log: silent,
    ...options,
  });
  return queue;
}
const running = (): Call[] => calls.filter((c) => !c.hooks.signal.aborted && queue!.list().find((i) => i.path === c.job.path)?.state === 'uploading');
const stateOf = (id: string): UploadItem['state'] | undefined => queue!.list().find((i) => i.id === id)?.state;
/** Lets the attempt promises settle (their handlers are microtasks). */
const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2025-06-14T08:00:00Z') });
  dir = mkdtempSync(join(tmpdir(), 'upload-queue-'));
  files = [1, 2, 3, 4, 5].map((i) => {
    const path = join(dir, `f${i}.jpg`);
    writeFileSync(path, Buffer.alloc(1000 * i));
    return path;
  });
  calls = [];
  events = [];
  removed = [];
  storage = createMemoryKeyValueStore();
  session = { scope: 'sandbox/steward', profile_id: 'sandbox' };
});
afterEach(() => {
  queue?.dispose();
  queue = undefined;
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('concurrency', () => {
  it('uploads two at a time, in the order queued, and starts the next when one finishes', async () => {
    const q = makeQueue();
    const items = await q.enqueue({ paths: files, doc_type: 1, dataset_id: 7, doc_rem: 'Herbarium sheet' });
    expect(items.map((i) => i.bytes_total)).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(calls.map((c) => c.job.path)).toEqual([files[0], files[1]]);
    expect(calls[0]!.job).toMatchObject({ kind: 'create', dataset_id: 7, doc_type: 1, doc_rem: 'Herbarium sheet' });
    expect(q.list().map((i) => i.state)).toEqual(['uploading', 'uploading', 'queued', 'queued', 'queued']);

    calls[1]!.resolve(doc(11));
    await flush();
    expect(calls.map((c) => c.job.path)).toEqual([files[0], files[1], files[2]]);
    expect(stateOf('u2')).toBe('done');
    expect(q.list()[1]).toMatchObject({ document: { id: 11 }, bytes_sent: 2000 });

    calls[0]!.reject(httpError(403, 'forbidden', 'You do not have the right to do this.'));
    calls[2]!.resolve(doc(13));
    await flush();
    expect(calls).toHaveLength(5);
    expect(running()).toHaveLength(2);
  });

  it('lists and starts only the signed-in user\'s items of the active profile; the others wait unseen', async () => {
    const q = makeQueue({ concurrency: 1 });
    const [mine, waiting] = await q.enqueue({ paths: [files[0]!, files[1]!], doc_type: 1 });
    session = { scope: 'sandbox/curator', profile_id: 'sandbox' };
    expect(q.list()).toEqual([]);
    expect(q.cancel([waiting!.id])).toEqual([]); // not theirs to cancel
    const [theirs] = await q.enqueue({ paths: [files[2]!], doc_type: 1 });
    expect(q.list().map((i) => i.id)).toEqual([theirs!.id]);
    calls[0]!.resolve(doc(1));
    await flush();
    expect(calls.map((c) => c.job.path)).toEqual([files[0], files[2]]); // the curator's, not the steward's second
    session = null; // signed out: nothing listed, nothing started, nothing queued
    expect(q.list()).toEqual([]);
    await expect(q.enqueue({ paths: [files[3]!], doc_type: 1 })).rejects.toMatchObject({ code: 'signed-out', status: 401 });
    calls[1]!.resolve(doc(3));
    await flush();
    expect(calls).toHaveLength(2);
    session = { scope: 'sandbox/steward', profile_id: 'sandbox' };
    q.resume();
    expect(calls.map((c) => c.job.path)).toEqual([files[0], files[2], files[1]]);
    expect(q.list().map((i) => [i.id, i.state])).toEqual([[mine!.id, 'done'], [waiting!.id, 'uploading']]);
  });
});

describe('progress', () => {
  it('pushes byte progress at most every 250 ms with the rate and the time left', async () => {
    const q = makeQueue();
    await q.enqueue({ paths: [files[4]!], doc_type: 1 });
    const before = events.length;
    const { hooks } = calls[0]!;
    hooks.onBytes(0);
    vi.advanceTimersByTime(1000);
    hooks.onBytes(1000); // 1000 B in 1 s
    vi.advanceTimersByTime(100);
    hooks.onBytes(1100); // within 250 ms of the last push: not pushed
    const pushed = events.slice(before).filter((e) => e.state === 'uploading');
    expect(pushed).toHaveLength(2);
    expect(pushed[1]).toMatchObject({ bytes_sent: 1000, bytes_total: 5000, rate_bytes_per_s: 1000, eta_ms: 4000 });
    // the item read meanwhile has the newest figures
    expect(q.list()[0]).toMatchObject({ bytes_sent: 1100 });
    vi.advanceTimersByTime(200);
    hooks.onBytes(99_999); // more than the file: capped
    expect(events.at(-1)).toMatchObject({ bytes_sent: 5000, eta_ms: 0 });
  });
});

describe('automatic retry', () => {
  it('retries network errors and 5xx with exponential backoff (1 s, 2 s, 4 s …) and then succeeds', async () => {
    const q = makeQueue();
    const [item] = await q.enqueue({ paths: [files[0]!], doc_type: 1 });
    calls[0]!.reject(networkError());
    await flush();
    expect(q.list()[0]).toMatchObject({ state: 'queued', attempts: 1, retry_at: '2025-06-14T08:00:01.000Z', error: { code: 'network' } });
    vi.advanceTimersByTime(999);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    expect(stateOf(item!.id)).toBe('uploading');

    calls[1]!.reject(httpError(503, 'server', 'The service had a problem (HTTP 503).'));
    await flush();
    expect(q.list()[0]).toMatchObject({ state: 'queued', attempts: 2, retry_at: '2025-06-14T08:00:03.000Z' });
    vi.advanceTimersByTime(1999);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(doc(42));
    await flush();
    expect(q.list()[0]).toMatchObject({ state: 'done', attempts: 3, error: null, retry_at: null, document: { id: 42 } });
  });

  it('gives up after five attempts of a service that answers with an error, and keeps the last error', async () => {
    const q = makeQueue();
    await q.enqueue({ paths: [files[0]!], doc_type: 1 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      calls[attempt - 1]!.reject(httpError(500, 'server', 'Internal error'));
      await flush();
      const item = q.list()[0]!;
      if (attempt < 5) {
        delays.push(Date.parse(item.retry_at!) - Date.now());
        vi.advanceTimersByTime(delays.at(-1)!);
      }
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(q.list()[0]).toMatchObject({ state: 'failed', attempts: 5, retry_at: null, waiting_since: null, error: { status: 500, message: 'Internal error' } });
    vi.advanceTimersByTime(120_000);
    expect(calls).toHaveLength(5);
  });

  it('waits for a service that is away far longer than five attempts: growing pauses for 30 minutes, then gives up', async () => {
    const q = makeQueue();
    await q.enqueue({ paths: [files[0]!], doc_type: 1 });
    const started = Date.now();
    const delays: number[] = [];
    for (let attempt = 1; ; attempt++) {
      calls[attempt - 1]!.reject(attempt % 2 ? networkError() : httpError(503, 'server', 'Service unavailable'));
      await flush();
      const item = q.list()[0]!;
      if (item.state === 'failed') break;
      expect(item).toMatchObject({ state: 'queued', waiting_since: '2025-06-14T08:00:00.000Z' });
      delays.push(Date.parse(item.retry_at!) - Date.now());
      vi.advanceTimersByTime(delays.at(-1)!);
      expect(calls).toHaveLength(attempt + 1);
    }
    expect(delays.slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
    expect(Math.max(...delays)).toBe(60_000);
    // the last pause ends exactly when the 30 minutes do, and that attempt is the last
    expect(Date.now() - started).toBe(30 * 60_000);
    expect(q.list()[0]).toMatchObject({ state: 'failed', retry_at: null, waiting_since: '2025-06-14T08:00:00.000Z' });
    expect(q.list()[0]!.attempts).toBeGreaterThan(30);
  });

  it('starts an item waiting for the service as soon as the service answers again', async () => {
    let answers = false;
    const q = makeQueue({ serviceAnswers: async () => answers });
    await q.enqueue({ paths: [files[0]!], doc_type: 1 });
    for (let attempt = 1; attempt <= 8; attempt++) {
      calls[attempt - 1]!.reject(networkError());
      await flush();
      vi.advanceTimersByTime(Date.parse(q.list()[0]!.retry_at!) - Date.now());
    }
    calls[8]!.reject(networkError());
    await flush();
    expect(Date.parse(q.list()[0]!.retry_at!) - Date.now()).toBe(60_000);
    vi.advanceTimersByTime(5000);
    await flush();
    expect(calls).toHaveLength(9);
    answers = true;
    vi.advanceTimersByTime(5000);
    await flush();
    expect(calls).toHaveLength(10);
    expect(q.list()[0]).toMatchObject({ state: 'uploading', retry_at: null });
    calls[9]!.resolve(doc(7));
    await flush();
    expect(q.list()[0]).toMatchObject({ state: 'done', waiting_since: null, document: { id: 7 } });
  });

  it('does not retry 413, 415 and 422, and says clearly why each failed', async () => {
    const q = makeQueue();
    await q.enqueue({ paths: files.slice(0, 3), doc_type: 1 });
    calls[0]!.reject(httpError(413, 'too-large', 'The file is larger than the limit of 2 GiB.'));
    calls[1]!.reject(httpError(415, 'unsupported-media-type', 'Send multipart/form-data.'));
    await flush();
    calls[2]!.reject(httpError(422, 'validation', 'Some fields are not valid.', [{ field: 'doc_type', message: 'Not a code of vocabulary doc_type.' }]));
    await flush();
    vi.advanceTimersByTime(120_000);
    expect(calls).toHaveLength(3);
    const [a, b, c] = q.list();
    expect(a).toMatchObject({ state: 'failed', error: { status: 413, code: 'too-large' } });
    expect(a!.error!.message).toBe('“f1.jpg” (0.0 MB) is larger than the service accepts. The file is larger than the limit of 2 GiB.');
    expect(b!.error!.message).toBe('The service does not accept the type of “f2.jpg”. Send multipart/form-data.');
    expect(c!.error).toEqual({
      status: 422, code: 'validation',
      message: 'The service refused the details of “f3.jpg”: doc_type: Not a code of vocabulary doc_type.',
      fields: [{ field: 'doc_type', message: 'Not a code of vocabulary doc_type.' }],
    });
  });

  it('does not retry a session that ended or a file that is gone', async () => {
    const q = makeQueue();
    await q.enqueue({ paths: files.slice(0, 2), doc_type: 1 });
    calls[0]!.reject(httpError(401, 'session-expired', 'Your session has ended.'));
    calls[1]!.reject(new DeskError({ status: 0, code: 'file-missing', message: 'The file no longer exists.', fields: [] }));
    await flush();
    vi.advanceTimersByTime(120_000);
    expect(q.list().map((i) => i.state)).toEqual(['failed', 'failed']);
  });
});

describe('cancel and retry by the user', () => {
  it('aborts an upload in flight, starts the next one, and ignores the aborted attempt\'s outcome', async () => {
    const q = makeQueue();
    const items = await q.enqueue({ paths: files.slice(0, 3), doc_type: 1 });
    q.cancel([items[0]!.id]);
    expect(calls[0]!.hooks.signal.aborted).toBe(true);
    expect(stateOf(items[0]!.id)).toBe('cancelled');
    expect(calls.map((c) => c.job.path)).toEqual(files.slice(0, 3));
    calls[0]!.resolve(doc(1)); // too late
    await flush();
    expect(stateOf(items[0]!.id)).toBe('cancelled');
  });

  it('cancels an item waiting for its automatic retry: it never starts again', async () => {
    const q = makeQueue();
    const [item] = await q.enqueue({ paths: [files[0]!], doc_type: 1 });
    calls[0]!.reject(networkError());
    await flush();
    q.cancel([item!.id]);
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(1);
    expect(q.list()[0]).toMatchObject({ state: 'cancelled', retry_at: null });
  });

  it('re-queues a cancelled or failed item with attempts from zero, and "retry" skips the backoff wait', async () => {
    const q = makeQueue();
    const [a, b] = await q.enqueue({ paths: files.slice(0, 2), doc_type: 1 });
    q.cancel([a!.id]);
    calls[1]!.reject(networkError());
    await flush();
    expect(stateOf(b!.id)).toBe('queued');
    await q.retry([a!.id, b!.id]);
    expect(calls.map((c) => c.job.path)).toEqual([files[0], files[1], files[0], files[1]]);
    expect(q.list().map((i) => [i.state, i.attempts, i.error])).toEqual([['uploading', 1, null], ['uploading', 2, { status: 0, code: 'network', message: expect.any(String), fields: [] }]]);
  });

  it('marks a retried item whose file is gone as failed with file-missing', async () => {
    const q = makeQueue();
    const [item] = await q.enqueue({ paths: [files[0]!], doc_type: 1 });
    q.cancel([item!.id]);
    rmSync(files[0]!);
    await q.retry([item!.id]);
    expect(q.list()[0]).toMatchObject({ state: 'failed', error: { code: 'file-missing' } });
    expect(calls).toHaveLength(1);
  });

  it('clears done, failed and cancelled items, and says which were removed', async () => {
    const q = makeQueue();
    const items = await q.enqueue({ paths: files.slice(0, 4), doc_type: 1 });
    calls[0]!.resolve(doc(1));
    calls[1]!.reject(httpError(403, 'forbidden', 'No.'));
    await flush();
    q.cancel([items[2]!.id]);
    const left = q.clearFinished();
    expect(left.map((i) => i.id)).toEqual([items[3]!.id]);
    expect(removed.at(-1)).toEqual([items[0]!.id, items[1]!.id, items[2]!.id]);
  });
});

describe('persistence', () => {
  it('saves every change of state and offers live items again after a restart as interrupted, without starting them', async () => {
    const first = makeQueue();
    const items = await first.enqueue({ paths: files.slice(0, 3), doc_type: 1, attach_to_occurrence_id: 9 });
    calls[0]!.resolve(doc(1));
    await flush();
    calls[1]!.hooks.onBytes(500);
    expect(first.list().map((i) => i.state)).toEqual(['done', 'uploading', 'uploading']);
    first.dispose(); // the app stops
    calls = [];

    const second = makeQueue();
    expect(second.list().map((i) => [i.id, i.state, i.bytes_sent])).toEqual([
      [items[0]!.id, 'done', 1000],
      [items[1]!.id, 'interrupted', 0],
      [items[2]!.id, 'interrupted', 0],
    ]);
    expect(second.list()[1]).toMatchObject({ path: files[1], doc_type: 1, attach_to_occurrence_id: 9, profile_id: 'sandbox' });
    expect(second.list()[1]).not.toHaveProperty('scope');
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(0);

    await second.retry([items[1]!.id]);
    expect(calls.map((c) => c.job.path)).toEqual([files[1]]);
    second.cancel([items[2]!.id]); // dropping an interrupted one removes it
    expect(second.list().map((i) => i.id)).toEqual([items[0]!.id, items[1]!.id]);
    expect(removed.at(-1)).toEqual([items[2]!.id]);
    // and that is saved too
    expect((storage.get('items') as UploadItem[]).map((i) => i.id)).toEqual([items[0]!.id, items[1]!.id]);
  });

  it('forgets finished items after 30 days, but never unfinished ones', async () => {
    const first = makeQueue();
    const [done, interrupted] = await first.enqueue({ paths: files.slice(0, 2), doc_type: 1 });
    calls[0]!.resolve(doc(1));
    await flush();
    first.dispose();
    vi.setSystemTime(Date.now() + 31 * 24 * 3600 * 1000);
    const later = makeQueue();
    expect(later.list().map((i) => [i.id, i.state])).toEqual([[interrupted!.id, 'interrupted']]);
    expect(done).toBeDefined();
  });

  it('drops saved entries it cannot read instead of failing', () => {
    storage.set('items', [{ id: 'x', state: 'flying' }, 42]);
    expect(makeQueue().list()).toEqual([]);
  });
});

describe('paths', () => {
  it('refuses relative, missing, folder and own-data paths, naming each, and queues nothing', async () => {
    const own = join(dir, 'data');
    mkdirSync(own);
    writeFileSync(join(own, 'desk-settings.json'), '{}');
    const q = makeQueue({ forbiddenRoots: [own] });
    const error = await q.enqueue({ paths: [files[0]!, 'photo.jpg', join(dir, 'nope.jpg'), dir, join(own, 'desk-settings.json')], doc_type: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).code).toBe('invalid-input');
    expect((error as DeskError).fields.map((f) => f.field)).toEqual(['files.1', 'files.2', 'files.3', 'files.4']);
    expect((error as DeskError).fields[2]!.message).toMatch(/Not a readable file/);
    expect(q.list()).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});

describe('attach and replace', () => {
  it('attaches each uploaded document to the observation, and reports a failed attach without losing the upload', async () => {
    const attach = vi.fn(async (_occurrence: number, id: number) => {
      if (id === 2) throw httpError(403, 'forbidden', 'You may not change this observation.');
    });
    const q = makeQueue({ attach });
    await q.enqueue({ paths: files.slice(0, 2), doc_type: 1, attach_to_occurrence_id: 77 });
    calls[0]!.resolve(doc(1));
    calls[1]!.resolve(doc(2));
    await flush();
    await flush();
    expect(attach.mock.calls).toEqual([[77, 1], [77, 2]]);
    expect(q.list().map((i) => [i.state, i.attach_error?.status ?? null])).toEqual([['done', null], ['done', 403]]);
  });

  it('queues a replacement as kind replace for the target document', async () => {
    const q = makeQueue();
    const item = await q.replace(31, files[2]!);
    expect(item).toMatchObject({ kind: 'replace', target_doc_id: 31, file_name: 'f3.jpg', bytes_total: 3000 });
    expect(calls[0]!.job).toMatchObject({ kind: 'replace', target_doc_id: 31, path: files[2] });
  });
});
