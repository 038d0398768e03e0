import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadItem } from '../../../src-shared/contract/documents.js';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { makeDocument, makeUploadItem } from '../../testing/upload-items.js';
import { RESYNC_MS, useUploadsStore } from './uploads-store.js';

let desk: FakeDesk;

beforeEach(() => {
  desk = createFakeDesk();
  setDesk(desk);
  setActivePinia(createPinia());
});

afterEach(() => {
  useUploadsStore().dispose();
  setDesk(undefined);
});

/** A promise with its resolve function (to hold a desk call open). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const states = (store: ReturnType<typeof useUploadsStore>) => store.items.map((item) => `${item.id}:${item.state}`);

describe('uploads store', () => {
  it('reads the queue and follows progress and removal events', async () => {
    desk.fn('uploads.list').mockResolvedValue([makeUploadItem('a'), makeUploadItem('b')]);
    const store = useUploadsStore();
    await store.init();
    expect(states(store)).toEqual(['a:queued', 'b:queued']);
    expect(desk.listenerCount('uploads.progress')).toBe(1);

    desk.emit('uploads.progress', makeUploadItem('a', { state: 'uploading', bytes_sent: 1024 * 1024, rate_bytes_per_s: 512 * 1024, eta_ms: 4000, attempts: 1 }));
    expect(store.items[0]).toMatchObject({ state: 'uploading', bytes_sent: 1024 * 1024, eta_ms: 4000 });
    expect(store.active.map((item) => item.id)).toEqual(['a', 'b']);
    expect(store.activeBytes).toEqual({ sent: 1024 * 1024, total: 6 * 1024 * 1024 });

    desk.emit('uploads.progress', makeUploadItem('c', { path: '/photos/c.jpg' }));
    expect(states(store)).toEqual(['a:uploading', 'b:queued', 'c:queued']);

    desk.emit('uploads.removed', { ids: ['b'] });
    expect(states(store)).toEqual(['a:uploading', 'c:queued']);

    // init again: no second subscription
    await store.init();
    expect(desk.listenerCount('uploads.progress')).toBe(1);
  });

  it('tells listeners once when an item is done, and versions a replaced document', async () => {
    desk.fn('uploads.list').mockResolvedValue([makeUploadItem('a', { state: 'uploading' }), makeUploadItem('r', { kind: 'replace', target_doc_id: 42 })]);
    const store = useUploadsStore();
    await store.init();
    const done = vi.fn();
    const stop = store.onDone(done);

    const finished = makeUploadItem('a', { state: 'done', document: makeDocument(7), bytes_sent: 3 * 1024 * 1024 });
    desk.emit('uploads.progress', finished);
    desk.emit('uploads.progress', finished);
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0]![0]).toMatchObject({ id: 'a', document: { id: 7 } });

    expect(store.versioned('desk-file://doc/42/thumbnail', 42)).toBe('desk-file://doc/42/thumbnail');
    desk.emit('uploads.progress', makeUploadItem('r', { kind: 'replace', target_doc_id: 42, state: 'done', document: makeDocument(42) }));
    expect(done).toHaveBeenCalledTimes(2);
    expect(store.versioned('desk-file://doc/42/thumbnail', 42)).toBe('desk-file://doc/42/thumbnail?v=1');
    expect(store.versioned('/desk-file/doc/43/file', 43)).toBe('/desk-file/doc/43/file');

    stop();
    desk.emit('uploads.progress', makeUploadItem('z', { state: 'done' }));
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('cancels, retries, drops and clears through main and takes the whole list back', async () => {
    desk.fn('uploads.list').mockResolvedValue([makeUploadItem('a', { state: 'uploading' }), makeUploadItem('b', { state: 'failed' })]);
    const store = useUploadsStore();
    await store.init();

    desk.fn('uploads.cancel').mockResolvedValueOnce([makeUploadItem('a', { state: 'cancelled' }), makeUploadItem('b', { state: 'failed' })]);
    await store.cancel(['a']);
    expect(desk.fn('uploads.cancel')).toHaveBeenCalledWith({ ids: ['a'] });
    expect(states(store)).toEqual(['a:cancelled', 'b:failed']);
    expect(store.failed.map((item) => item.id)).toEqual(['b']);

    desk.fn('uploads.retry').mockResolvedValueOnce([makeUploadItem('a', { state: 'uploading' }), makeUploadItem('b', { state: 'queued' })]);
    await store.retry(['a', 'b']);
    expect(desk.fn('uploads.retry')).toHaveBeenCalledWith({ ids: ['a', 'b'] });
    expect(states(store)).toEqual(['a:uploading', 'b:queued']);

    desk.fn('uploads.clearFinished').mockResolvedValueOnce([makeUploadItem('b', { state: 'queued' })]);
    await store.clearFinished();
    expect(states(store)).toEqual(['b:queued']);

    await store.cancel([]);
    expect(desk.fn('uploads.cancel')).toHaveBeenCalledTimes(1);
  });

  it('offers interrupted items after a restart: retry queues them again, drop removes them', async () => {
    desk.fn('uploads.list').mockResolvedValue([
      makeUploadItem('a', { state: 'interrupted', bytes_sent: 1000 }),
      makeUploadItem('b', { state: 'interrupted' }),
      makeUploadItem('c', { state: 'done' }),
    ]);
    const store = useUploadsStore();
    await store.init();
    expect(store.interrupted.map((item) => item.id)).toEqual(['a', 'b']);

    desk.fn('uploads.retry').mockResolvedValueOnce([makeUploadItem('a', { state: 'queued' }), makeUploadItem('b', { state: 'interrupted' }), makeUploadItem('c', { state: 'done' })]);
    await store.retry(['a']);
    expect(store.interrupted.map((item) => item.id)).toEqual(['b']);

    desk.fn('uploads.cancel').mockResolvedValueOnce([makeUploadItem('a', { state: 'queued' }), makeUploadItem('c', { state: 'done' })]);
    await store.drop(['b']);
    expect(desk.fn('uploads.cancel')).toHaveBeenCalledWith({ ids: ['b'] });
    expect(store.interrupted).toEqual([]);
    expect(states(store)).toEqual(['a:queued', 'c:done']);
  });

  it('keeps a settled state that arrived by event while a whole-list answer was on its way', async () => {
    desk.fn('uploads.list').mockResolvedValue([makeUploadItem('a', { state: 'uploading' }), makeUploadItem('b', { state: 'uploading' })]);
    const store = useUploadsStore();
    await store.init();
    const done = vi.fn();
    store.onDone(done);

    const answer = deferred<UploadItem[]>();
    desk.fn('uploads.cancel').mockReturnValueOnce(answer.promise);
    const cancelling = store.cancel(['b']);
    // 'a' finishes, and a progress event of 'b' from before the cancel arrives, before the answer
    desk.emit('uploads.progress', makeUploadItem('a', { state: 'done', document: makeDocument(9) }));
    desk.emit('uploads.progress', makeUploadItem('b', { state: 'uploading', bytes_sent: 99 }));
    desk.emit('uploads.progress', makeUploadItem('n', { state: 'queued' }));
    answer.resolve([makeUploadItem('a', { state: 'uploading' }), makeUploadItem('b', { state: 'cancelled' })]);
    await cancelling;

    expect(states(store)).toEqual(['a:done', 'b:cancelled', 'n:queued']);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not let an enqueue answer undo events that came first', async () => {
    desk.fn('uploads.list').mockResolvedValue([]);
    const store = useUploadsStore();
    await store.init();
    desk.fn('uploads.enqueue').mockImplementationOnce(async () => {
      desk.emit('uploads.progress', makeUploadItem('a', { state: 'done', document: makeDocument(5) }));
      return [makeUploadItem('a', { state: 'uploading' }), makeUploadItem('b', { state: 'queued' })];
    });
    const created = await store.enqueue({ files: ['fh_AAAAAAAAAAAAAAAAAAAAAA', 'fh_BBBBBBBBBBBBBBBBBBBBBB'], doc_type: 1 });
    expect(created).toHaveLength(2);
    expect(states(store)).toEqual(['a:done', 'b:queued']);
  });

  it('keeps why the queue could not be read', async () => {
    desk.fn('uploads.list').mockRejectedValueOnce(new DeskError({ status: 0, code: 'network', message: 'down', fields: [] }));
    const store = useUploadsStore();
    await expect(store.init()).rejects.toMatchObject({ code: 'network' });
    expect(store.loaded).toBe(false);
    expect(store.loadError).toMatchObject({ code: 'network' });
    desk.fn('uploads.list').mockResolvedValueOnce([makeUploadItem('a')]);
    await store.reload();
    expect(store.loaded).toBe(true);
    expect(store.loadError).toBeNull();
  });

  it('asks for the add dialog with defaults', () => {
    const store = useUploadsStore();
    store.requestAdd({ attach_to_occurrence_id: 12, dataset_id: 3 });
    expect(store.addRequest).toEqual({ attach_to_occurrence_id: 12, dataset_id: 3 });
  });
});

describe('uploads store resync', () => {
  it('reads the queue again while uploads are on their way (events may be lost), not when idle', async () => {
    vi.useFakeTimers();
    try {
      desk.fn('uploads.list').mockResolvedValue([makeUploadItem('a', { state: 'uploading' })]);
      const store = useUploadsStore();
      await store.init();
      expect(desk.fn('uploads.list')).toHaveBeenCalledTimes(1);
      // the done event was lost; the resync finds it
      desk.fn('uploads.list').mockResolvedValue([makeUploadItem('a', { state: 'done' })]);
      await vi.advanceTimersByTimeAsync(RESYNC_MS);
      expect(desk.fn('uploads.list')).toHaveBeenCalledTimes(2);
      expect(store.items[0]!.state).toBe('done');
      await vi.advanceTimersByTimeAsync(3 * RESYNC_MS);
      expect(desk.fn('uploads.list')).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
