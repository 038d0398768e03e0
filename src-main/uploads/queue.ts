/**
 * The upload queue of main (issue 5, ARCHITECTURE.md "uploads/"): files given by path go to the
 * service two at a time, with progress (bytes, rate, time left) pushed as `uploads.progress`,
 * cancel, automatic retry with exponential backoff on network errors and 5xx (a service that is
 * away is waited for during 30 minutes, and its return noticed at once), and the queue saved
 * on every change of state so that nothing is silently lost when the app stops (restored items
 * come back `interrupted`, see src-shared/contract/documents.ts `UPLOAD_STATES`).
 *
 * The HTTP part is injected ({@link UploadAttempt}, ./attempt.ts), so the queue is tested with a
 * fake one and a fake clock. Timers are `setTimeout`; the clock is `now()` (ms).
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import nodePath, { basename, isAbsolute } from 'node:path';
import { pathBelowRoot } from '../../src-shared/domain/path-inside.js';
import type { UploadEnqueueInput, UploadItem } from '../../src-shared/contract/documents.js';
import { DeskError, type ApiErrorShape } from '../../src-shared/contract/index.js';
import type { Document } from '../../src-shared/schemas/doc.js';
import { consoleLogger, type DeskLogger } from '../platform.js';
import type { UploadAttempt, UploadJob } from './attempt.js';
import { RateMeter } from './rate.js';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, isRetryable, isServiceAway, uploadError, type RetryPolicy } from './retry-policy.js';
import { publicItem, restoredItem, type StoredUploadItem, type UploadStore } from './store.js';

/** Uploads running at the same time. */
export const UPLOAD_CONCURRENCY = 2;
/** Least time between two byte-progress events of one item (ms); state changes are pushed at once. */
export const PROGRESS_INTERVAL_MS = 250;
/** How often the service is asked whether it is back while items wait for it (ms). */
export const SERVICE_PROBE_INTERVAL_MS = 5000;

/** Options of {@link UploadQueue}. */
export interface UploadQueueOptions {
  attempt: UploadAttempt;
  /** Attaches an uploaded document to an observation (PUT /observations/{id}/docs/{doc_id}). */
  attach(occurrence_id: number, doc_id: number): Promise<unknown>;
  store: UploadStore;
  /** Pushes one changed item (`uploads.progress`). */
  emit(item: UploadItem): void;
  /** Pushes removed item ids (`uploads.removed`). */
  emitRemoved(ids: string[]): void;
  /**
   * Who is signed in where: `scope` identifies profile and user (not the URL: the sandbox's port
   * changes at every launch), null when signed out. Only the current scope's items are listed,
   * changed and started; items are queued only while signed in.
   */
  session(): UploadSession | null;
  /** Size of a regular file; rejects for anything else (default: fs.stat). */
  fileSize?: (path: string) => Promise<number>;
  /** Folders whose files may never be uploaded (main's own data: tokens, caches). */
  forbiddenRoots?: readonly string[];
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  progressIntervalMs?: number;
  /**
   * Whether the service answers now (ServiceMonitor's check). Asked every `probeIntervalMs`
   * (default 5000) while an item waits for the service: a yes starts the waiting items at once
   * instead of at the end of their pause. Without it they only wait out their pauses.
   */
  serviceAnswers?: () => Promise<boolean>;
  probeIntervalMs?: number;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
  log?: DeskLogger;
}

/** What {@link UploadQueue.enqueue} takes: the contract's input with main's paths in place of the renderer's handles. */
export type QueueEnqueueInput = Omit<UploadEnqueueInput, 'files'> & { paths: readonly string[] };

/** See {@link UploadQueueOptions.session}. */
export interface UploadSession {
  scope: string;
  profile_id: string;
}

/** Finished items older than this are dropped when the queue is read at start (ms): 30 days. */
export const FINISHED_KEPT_MS = 30 * 24 * 3600 * 1000;

interface Running {
  controller: AbortController;
  meter: RateMeter;
  lastEmitMs: number;
  /** The upload succeeded; attaching runs (cancel no longer applies). */
  finishing: boolean;
}

const FINISHED = new Set<UploadItem['state']>(['done', 'failed', 'cancelled']);

/** Size of a regular file (fs.stat); throws for a folder or a device. */
async function regularFileSize(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isFile()) throw Object.assign(new Error('not a regular file'), { code: 'EISDIR' });
  return info.size;
}

/** The upload queue; one per desk services. */
export class UploadQueue {
  private readonly items = new Map<string, StoredUploadItem>();
  private readonly running = new Map<string, Running>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly policy: RetryPolicy;
  private readonly now: () => number;
  private readonly log: DeskLogger;
  private disposed = false;

  /** Restores the saved queue (live items become `interrupted`) and saves it back. */
  constructor(private readonly options: UploadQueueOptions) {
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.now = options.now ?? Date.now;
    this.log = options.log ?? consoleLogger;
    const oldest = this.now() - FINISHED_KEPT_MS;
    for (const item of options.store.load()) {
      if (FINISHED.has(item.state) && Date.parse(item.created_at) < oldest) continue;
      this.items.set(item.id, restoredItem(item));
    }
    this.save();
  }

  /** Every item of the current session (profile and user), oldest first (copies); [] when signed out. */
  list(): UploadItem[] {
    return this.visible().map(publicItem);
  }

  private visible(): StoredUploadItem[] {
    const scope = this.options.session()?.scope;
    return scope === undefined ? [] : [...this.items.values()].filter((item) => item.scope === scope);
  }

  /** The item `id` when it belongs to the current session. */
  private own(id: string): StoredUploadItem | undefined {
    const item = this.items.get(id);
    return item && item.scope === this.options.session()?.scope ? item : undefined;
  }

  /**
   * Queues new documents (POST /docs) for `input.paths` (main's own: resolved from the
   * renderer's file handles). Every path must be absolute, a readable regular file, and outside
   * main's own data; otherwise nothing is queued and DeskError `invalid-input` (400) names each
   * bad one as field `files.<index>`.
   */
  async enqueue(input: QueueEnqueueInput): Promise<UploadItem[]> {
    this.requireSession();
    const sizes = await this.checkPaths(input.paths, 'files');
    const created = input.paths.map((path, index) =>
      this.newItem(path, sizes[index]!, {
        kind: 'create',
        dataset_id: input.dataset_id ?? null,
        doc_type: input.doc_type,
        doc_rem: input.doc_rem ?? null,
        attach_to_occurrence_id: input.attach_to_occurrence_id ?? null,
        target_doc_id: null,
      }),
    );
    return this.add(created);
  }

  /** Queues the replacement of document `docId`'s file by `path` (PUT /docs/{id}); checks the path like {@link enqueue} (field `file`). */
  async replace(docId: number, path: string): Promise<UploadItem> {
    this.requireSession();
    const [size] = await this.checkPaths([path], 'file');
    const item = this.newItem(path, size!, {
      kind: 'replace', dataset_id: null, doc_type: null, doc_rem: null, attach_to_occurrence_id: null, target_doc_id: docId,
    });
    return this.add([item])[0]!;
  }

  /**
   * Cancels items: an upload in flight is aborted, a queued one (also one waiting for a retry)
   * is not started; both become `cancelled`. An `interrupted` item is dropped from the queue.
   * Other states and unknown ids are left alone. Answers the whole list after.
   */
  cancel(ids: readonly string[]): UploadItem[] {
    const removed: string[] = [];
    for (const id of ids) {
      const item = this.own(id);
      if (!item) continue;
      if (item.state === 'interrupted') {
        this.items.delete(id);
        removed.push(id);
        continue;
      }
      if (item.state !== 'queued' && item.state !== 'uploading') continue;
      const run = this.running.get(id);
      if (run?.finishing) continue;
      run?.controller.abort();
      this.running.delete(id);
      this.clearTimer(id);
      this.update(id, { state: 'cancelled', rate_bytes_per_s: 0, eta_ms: null, retry_at: null, waiting_since: null });
    }
    if (removed.length) {
      this.save();
      this.options.emitRemoved(removed);
    }
    this.pump();
    return this.list();
  }

  /**
   * Queues failed, cancelled and interrupted items again (attempts from zero, the file's size read
   * anew), and starts at once a queued item that waits for its automatic retry. A file that is
   * gone makes its item `failed` with `file-missing`. Answers the whole list after.
   */
  async retry(ids: readonly string[]): Promise<UploadItem[]> {
    for (const id of ids) {
      const item = this.own(id);
      if (!item) continue;
      if (item.state === 'queued' && item.retry_at !== null) {
        this.clearTimer(id);
        this.update(id, { retry_at: null });
        continue;
      }
      if (item.state !== 'failed' && item.state !== 'cancelled' && item.state !== 'interrupted') continue;
      let size: number;
      try {
        size = await (this.options.fileSize ?? regularFileSize)(item.path);
      } catch {
        this.update(id, { state: 'failed', error: { status: 0, code: 'file-missing', message: `The file ${item.path} no longer exists.`, fields: [] } });
        continue;
      }
      if (this.items.get(id) !== item) continue; // changed meanwhile
      this.update(id, {
        state: 'queued', attempts: 0, bytes_sent: 0, bytes_total: size, rate_bytes_per_s: 0, eta_ms: null,
        retry_at: null, waiting_since: null, error: null, attach_error: null, document: null,
      });
    }
    this.pump();
    return this.list();
  }

  /** Removes done, failed and cancelled items; answers what remains. */
  clearFinished(): UploadItem[] {
    const removed = this.visible().filter((item) => FINISHED.has(item.state)).map((item) => item.id);
    for (const id of removed) this.items.delete(id);
    if (removed.length) {
      this.save();
      this.options.emitRemoved(removed);
    }
    return this.list();
  }

  /** Starts what may start now (e.g. after a sign-in or a change of profile). */
  resume(): void {
    this.pump();
  }

  /** Stops timers and aborts running uploads without touching the saved queue (they come back `interrupted`). */
  dispose(): void {
    this.disposed = true;
    for (const id of [...this.timers.keys()]) this.clearTimer(id);
    clearTimeout(this.probeTimer);
    for (const run of this.running.values()) run.controller.abort();
    this.running.clear();
  }

  private requireSession(): UploadSession {
    const session = this.options.session();
    if (!session) throw new DeskError({ status: 401, code: 'signed-out', message: 'Sign in to upload documents.', fields: [] });
    return session;
  }

  private async checkPaths(paths: readonly string[], field: string): Promise<number[]> {
    const checked = await Promise.all(
      paths.map(async (path): Promise<number | string> => {
        if (!isAbsolute(path)) return `Not an absolute path: ${path}`;
        if (this.isForbidden(path)) return `Files of the app's own data cannot be uploaded: ${path}`;
        try {
          return await (this.options.fileSize ?? regularFileSize)(path);
        } catch (error) {
          return (error as { code?: string }).code === 'ENOENT' ? `No such file: ${path}` : `Not a readable file: ${path}`;
        }
      }),
    );
    const fields = checked.flatMap((result, index) =>
      typeof result === 'string' ? [{ field: field === 'file' ? field : `${field}.${index}`, message: result }] : [],
    );
    if (fields.length) {
      throw new DeskError({ status: 400, code: 'invalid-input', message: fields.map((f) => f.message).join('; '), fields });
    }
    return checked as number[];
  }

  private isForbidden(path: string): boolean {
    return (this.options.forbiddenRoots ?? []).some((root) => pathBelowRoot(nodePath, root, path) !== null);
  }

  private newItem(path: string, size: number, fields: Pick<UploadItem, 'kind' | 'dataset_id' | 'doc_type' | 'doc_rem' | 'attach_to_occurrence_id' | 'target_doc_id'>): StoredUploadItem {
    return {
      id: (this.options.newId ?? randomUUID)(),
      path,
      file_name: basename(path),
      state: 'queued',
      bytes_sent: 0,
      bytes_total: size,
      rate_bytes_per_s: 0,
      eta_ms: null,
      attempts: 0,
      retry_at: null,
      waiting_since: null,
      posted: false,
      error: null,
      document: null,
      attach_error: null,
      profile_id: this.requireSession().profile_id,
      scope: this.requireSession().scope,
      created_at: new Date(this.now()).toISOString(),
      ...fields,
    };
  }

  private add(created: StoredUploadItem[]): UploadItem[] {
    for (const item of created) this.items.set(item.id, item);
    this.save();
    for (const item of created) this.options.emit(publicItem(item));
    this.pump();
    return created.map((item) => publicItem(this.items.get(item.id) ?? item));
  }

  /** Applies `changes`, saves unless `persist` is false, pushes the item. */
  private update(id: string, changes: Partial<StoredUploadItem>, persist = true): StoredUploadItem | undefined {
    const current = this.items.get(id);
    if (!current) return undefined;
    const next = { ...current, ...changes };
    this.items.set(id, next);
    if (persist) this.save();
    this.options.emit(publicItem(next));
    return next;
  }

  private save(): void {
    this.options.store.save([...this.items.values()]);
  }

  private clearTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
  }

  private pump(): void {
    if (this.disposed) return;
    const concurrency = this.options.concurrency ?? UPLOAD_CONCURRENCY;
    const scope = this.options.session()?.scope;
    if (scope === undefined) return;
    for (const item of this.items.values()) {
      if (this.running.size >= concurrency) return;
      if (item.state !== 'queued' || item.retry_at !== null || item.scope !== scope || this.running.has(item.id)) continue;
      this.start(item);
    }
  }

  private start(item: StoredUploadItem): void {
    const run: Running = { controller: new AbortController(), meter: new RateMeter(), lastEmitMs: -Infinity, finishing: false };
    this.running.set(item.id, run);
    const started = this.update(item.id, {
      state: 'uploading', attempts: item.attempts + 1, bytes_sent: 0, rate_bytes_per_s: 0, eta_ms: null, posted: item.posted || item.kind === 'create',
    })!;
    const job: UploadJob = {
      kind: started.kind, path: started.path, target_doc_id: started.target_doc_id,
      dataset_id: started.dataset_id, doc_type: started.doc_type, doc_rem: started.doc_rem,
      item: { id: started.id, file_name: started.file_name, bytes_total: started.bytes_total, repeat: item.posted },
    };
    run.meter.add(this.now(), 0);
    this.options
      .attempt(job, { signal: run.controller.signal, onBytes: (bytes) => this.progress(item.id, run, bytes) })
      .then(
        (doc) => this.succeeded(item.id, run, doc),
        (error: unknown) => this.failed(item.id, run, error),
      )
      .catch((error: unknown) => this.log.error('upload queue: internal error', error));
  }

  private progress(id: string, run: Running, bytes: number): void {
    if (this.running.get(id) !== run) return;
    const item = this.items.get(id);
    if (!item) return;
    const now = this.now();
    const sent = Math.min(bytes, item.bytes_total);
    run.meter.add(now, sent);
    const fields = { bytes_sent: sent, rate_bytes_per_s: run.meter.rateBytesPerS(), eta_ms: run.meter.etaMs(item.bytes_total - sent) };
    if (now - run.lastEmitMs >= (this.options.progressIntervalMs ?? PROGRESS_INTERVAL_MS)) {
      run.lastEmitMs = now;
      this.update(id, fields, false);
    } else {
      this.items.set(id, { ...item, ...fields });
    }
  }

  private async succeeded(id: string, run: Running, doc: Document): Promise<void> {
    if (this.running.get(id) !== run) return;
    run.finishing = true;
    const item = this.items.get(id);
    let attachError: ApiErrorShape | null = null;
    if (item?.attach_to_occurrence_id != null) {
      try {
        await this.options.attach(item.attach_to_occurrence_id, doc.id);
      } catch (error) {
        attachError = uploadError(error, item.file_name, item.bytes_total);
      }
    }
    this.running.delete(id);
    if (item) {
      this.update(id, {
        state: 'done', bytes_sent: item.bytes_total, rate_bytes_per_s: 0, eta_ms: 0, retry_at: null, waiting_since: null, error: null, document: doc, attach_error: attachError,
      });
    }
    this.pump();
  }

  private failed(id: string, run: Running, error: unknown): void {
    if (this.running.get(id) !== run) return; // cancelled (or disposed) meanwhile
    this.running.delete(id);
    const item = this.items.get(id);
    if (!item) return this.pump();
    const shape = uploadError(error, item.file_name, item.bytes_total);
    const now = this.now();
    const away = isServiceAway(shape);
    const waitingSince = away ? (item.waiting_since ?? new Date(now).toISOString()) : null;
    const waitUntil = waitingSince === null ? now : Date.parse(waitingSince) + this.policy.waitForServiceMs;
    const idle = { rate_bytes_per_s: 0, eta_ms: null, error: shape, waiting_since: waitingSince };
    if (isRetryable(shape) && (away ? now < waitUntil : item.attempts < this.policy.maxAttempts)) {
      // An outage's last pause ends when the wait does: one more attempt then, never a pause past it.
      const backoff = backoffDelayMs(item.attempts, this.policy, this.options.random);
      const delay = away ? Math.min(backoff, waitUntil - now) : backoff;
      this.update(id, { ...idle, state: 'queued', retry_at: new Date(now + delay).toISOString() });
      this.timers.set(
        id,
        setTimeout(() => {
          this.timers.delete(id);
          if (this.items.get(id)?.state === 'queued') this.update(id, { retry_at: null });
          this.pump();
        }, delay),
      );
      if (away) this.watchService();
    } else {
      this.update(id, { ...idle, state: 'failed', retry_at: null });
    }
    this.pump();
  }

  /** Items pausing because the service is away. */
  private waitingForService(): StoredUploadItem[] {
    return [...this.items.values()].filter((item) => item.state === 'queued' && item.retry_at !== null && item.waiting_since !== null);
  }

  /** Asks the service every probe interval while items wait for it; when it answers, they start at once. */
  private watchService(): void {
    const answers = this.options.serviceAnswers;
    if (!answers || this.probeTimer !== undefined || this.disposed) return;
    this.probeTimer = setTimeout(() => {
      void answers()
        .catch(() => false)
        .then((back) => {
          this.probeTimer = undefined;
          if (this.disposed) return;
          if (back) {
            for (const item of this.waitingForService()) {
              this.clearTimer(item.id);
              this.update(item.id, { retry_at: null });
            }
            this.pump();
          } else if (this.waitingForService().length > 0) this.watchService();
        });
    }, this.options.probeIntervalMs ?? SERVICE_PROBE_INTERVAL_MS);
  }
}
