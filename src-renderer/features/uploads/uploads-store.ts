import { defineStore } from 'pinia';
import { computed, ref, shallowReactive, shallowRef } from 'vue';
import type { ChosenFile, FileHandle, UploadEnqueueInput, UploadItem, UploadState } from '../../../src-shared/contract/documents.js';
import { getDesk } from '../../bridge/index.js';

/** States after which an item changes only when the user acts (retry, clear). */
const SETTLED: ReadonlySet<UploadState> = new Set(['done', 'failed', 'cancelled']);
/** States of items still on their way. */
const ACTIVE: ReadonlySet<UploadState> = new Set(['queued', 'uploading']);

/** What the "Add files" dialog is opened with (who asks decides the defaults). */
export interface AddRequest {
  /** Attach every uploaded document to this observation. */
  attach_to_occurrence_id?: number;
  /** The project preselected (the observation's, or the documents screen's filter). */
  dataset_id?: number | null;
  /** Files already given (dropped on the window or on a section): their handles. */
  files?: ChosenFile[];
}

/**
 * While uploads are on their way, the queue is read again this often (ms): events are the fast
 * path, this catches any that were lost (browser mode's event stream reconnecting drops them).
 */
export const RESYNC_MS = 5000;

/** Called once when an item reaches `done` (its `document` set). */
export type DoneListener = (item: UploadItem) => void;

/**
 * The upload queue as the renderer sees it: main's items (`uploads.list`), kept current by the
 * `uploads.progress` and `uploads.removed` events, and the calls on them (enqueue, replace a
 * document's file, cancel, retry, drop interrupted ones, clear finished). Whole-list answers
 * and events travel on different channels (browser mode: fetch and server-sent events), so an
 * event that arrives while a whole-list call is running and settles an item (done, failed,
 * cancelled) is kept over an answer that still shows it on its way.
 *
 * Also the UI state every screen shares: whether the drawer is open, the pending "Add files"
 * request, and a version per document whose file was replaced (appended to its desk-file URLs
 * so that `<img>` does not keep showing the browser's copy of the old file).
 */
export const useUploadsStore = defineStore('uploads', () => {
  const items = shallowRef<UploadItem[]>([]);
  const loaded = ref(false);
  const loadError = ref<unknown>(null);
  const drawerOpen = ref(false);
  const addRequest = shallowRef<AddRequest | null>(null);
  /** Replaced files: document id → how many times in this session. */
  const fileVersions = shallowReactive(new Map<number, number>());
  const doneListeners = new Set<DoneListener>();
  const unsubscribers: Array<() => void> = [];
  let initializing: Promise<void> | null = null;
  let resync: ReturnType<typeof setInterval> | undefined;
  /** Whole-list calls running, and what arrived meanwhile. */
  let listCalls = 0;
  const lateItems = new Map<string, UploadItem>();
  const lateRemoved = new Set<string>();

  const active = computed(() => items.value.filter((item) => ACTIVE.has(item.state)));
  const interrupted = computed(() => items.value.filter((item) => item.state === 'interrupted'));
  const failed = computed(() => items.value.filter((item) => item.state === 'failed'));
  const finished = computed(() => items.value.filter((item) => SETTLED.has(item.state)));
  /** Overall progress of the items on their way: bytes sent of bytes to send. */
  const activeBytes = computed(() => active.value.reduce(
    (sum, item) => ({ sent: sum.sent + item.bytes_sent, total: sum.total + item.bytes_total }), { sent: 0, total: 0 },
  ));

  function announceDone(before: UploadItem | undefined, after: UploadItem): void {
    if (after.state !== 'done' || before?.state === 'done') return;
    if (after.kind === 'replace' && after.target_doc_id !== null) {
      fileVersions.set(after.target_doc_id, (fileVersions.get(after.target_doc_id) ?? 0) + 1);
    }
    for (const listener of doneListeners) {
      try {
        listener(after);
      } catch (error) {
        console.warn('an upload listener failed', error);
      }
    }
  }

  /** Takes one item from main (event or call answer): replaces it or appends it. */
  function apply(item: UploadItem): void {
    if (listCalls > 0) lateItems.set(item.id, item);
    const index = items.value.findIndex((candidate) => candidate.id === item.id);
    const before = index >= 0 ? items.value[index] : undefined;
    const next = items.value.slice();
    if (index >= 0) next[index] = item;
    else next.push(item);
    items.value = next;
    announceDone(before, item);
  }

  /**
   * Takes a new item from a call's answer unless its events came first: main pushes them before
   * it answers, so an item already known is at least as current as the answer.
   */
  function applyAnswer(item: UploadItem): void {
    if (!items.value.some((candidate) => candidate.id === item.id)) apply(item);
  }

  function removeIds(ids: readonly string[]): void {
    if (listCalls > 0) for (const id of ids) lateRemoved.add(id);
    const gone = new Set(ids);
    items.value = items.value.filter((item) => !gone.has(item.id));
  }

  /** Takes a whole list from main, keeping what arrived by event while the call ran (see the store's note). */
  function merge(list: readonly UploadItem[]): void {
    const previous = new Map(items.value.map((item) => [item.id, item]));
    const seen = new Set<string>();
    const next: UploadItem[] = [];
    for (const answered of list) {
      if (lateRemoved.has(answered.id)) continue;
      const late = lateItems.get(answered.id);
      next.push(late && SETTLED.has(late.state) && !SETTLED.has(answered.state) ? late : answered);
      seen.add(answered.id);
    }
    for (const [id, late] of lateItems) if (!seen.has(id) && !lateRemoved.has(id)) next.push(late);
    items.value = next;
    for (const item of next) announceDone(previous.get(item.id), item);
  }

  async function wholeList(call: () => Promise<UploadItem[]>): Promise<void> {
    listCalls += 1;
    try {
      merge(await call());
    } finally {
      listCalls -= 1;
      if (listCalls === 0) {
        lateItems.clear();
        lateRemoved.clear();
      }
    }
  }

  /**
   * Follows main's events (once, with a resync every {@link RESYNC_MS} while uploads are on their
   * way) and reads the queue. Rejects when the queue cannot be read (kept in `loadError`).
   */
  function init(): Promise<void> {
    if (unsubscribers.length === 0) {
      const desk = getDesk();
      unsubscribers.push(
        desk.on('uploads.progress', apply),
        desk.on('uploads.removed', ({ ids }) => removeIds(ids)),
      );
      resync = setInterval(() => {
        if (active.value.length && listCalls === 0) reload().catch(() => undefined);
      }, RESYNC_MS);
    }
    initializing ??= reload().finally(() => {
      initializing = null;
    });
    return initializing;
  }

  /** Reads the whole queue again. */
  async function reload(): Promise<void> {
    try {
      await wholeList(() => getDesk().uploads.list());
      loaded.value = true;
      loadError.value = null;
    } catch (error) {
      loadError.value = error;
      throw error;
    }
  }

  /** Queues files for POST /docs; resolves with the new items (rejects with main's DeskError, e.g. `paths.<i>` fields). */
  async function enqueue(input: UploadEnqueueInput): Promise<UploadItem[]> {
    const created = await getDesk().uploads.enqueue(input);
    for (const item of created) applyAnswer(item);
    return created;
  }

  /** Queues the replacement of document `id`'s file by `path` (PUT /docs/{id}); resolves with the item. */
  async function replaceFile(id: number, file: FileHandle): Promise<UploadItem> {
    const item = await getDesk().documents.replaceFile({ id, file });
    applyAnswer(item);
    return item;
  }

  /** Cancels items on their way (an upload in flight is aborted). */
  const cancel = (ids: readonly string[]): Promise<void> => (ids.length ? wholeList(() => getDesk().uploads.cancel({ ids: [...ids] })) : Promise.resolve());
  /** Queues failed, cancelled and interrupted items again. */
  const retry = (ids: readonly string[]): Promise<void> => (ids.length ? wholeList(() => getDesk().uploads.retry({ ids: [...ids] })) : Promise.resolve());
  /** Drops interrupted items (main's cancel removes them from the queue). */
  const drop = (ids: readonly string[]): Promise<void> => cancel(ids);
  /** Removes done, failed and cancelled items. */
  const clearFinished = (): Promise<void> => wholeList(() => getDesk().uploads.clearFinished());

  /** Runs `listener` for every item that reaches `done` from now on; returns the function that stops it. */
  function onDone(listener: DoneListener): () => void {
    doneListeners.add(listener);
    return () => doneListeners.delete(listener);
  }

  /** Opens the "Add files" dialog with `request`'s defaults. */
  function requestAdd(request: AddRequest = {}): void {
    addRequest.value = { ...request };
  }

  /** `url` of document `id` with the version of its file (unchanged when it was never replaced here). */
  function versioned(url: string, id: number): string {
    const version = fileVersions.get(id);
    return version ? `${url}${url.includes('?') ? '&' : '?'}v=${version}` : url;
  }

  /** Stops following main's events (tests). */
  function dispose(): void {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
    clearInterval(resync);
  }

  return {
    items, loaded, loadError, drawerOpen, addRequest, fileVersions,
    active, interrupted, failed, finished, activeBytes,
    init, reload, enqueue, replaceFile, cancel, retry, drop, clearFinished, onDone, requestAdd, versioned, dispose,
  };
});
