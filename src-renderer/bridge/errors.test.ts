import { describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '../../src-shared/contract/desk.js';
import { DeskError } from '../../src-shared/contract/errors.js';
import { electronDesk } from './electron-desk.js';
import { isProxy, reactive } from 'vue';
import { toDeskError } from './errors.js';

describe('toDeskError', () => {
  it('keeps a DeskError as it is', () => {
    const error = new DeskError({ status: 404, code: 'not-found', message: 'gone', fields: [] });
    expect(toDeskError(error)).toBe(error);
  });

  it('rebuilds a DeskError from the plain shape (what survives contextBridge)', () => {
    const shape = { status: 422, code: 'validation', message: 'bad', fields: [{ field: 'name', message: 'required' }] };
    const error = toDeskError(shape);
    expect(error).toBeInstanceOf(DeskError);
    expect(error.toShape()).toEqual(shape);
  });

  it('keeps the current record of a version conflict (what the conflict dialog shows as theirs)', () => {
    const shape = { status: 412, code: 'conflict', message: 'changed', fields: [], current: { occurrence_id: 12, occurrence_remarks: 'theirs' } };
    expect(toDeskError(shape).current).toEqual(shape.current);
    expect(toDeskError({ ...shape, current: 'nonsense' }).current).toBeUndefined();
  });

  it('keeps the message of any other error under the code unknown', () => {
    expect(toDeskError(new Error('boom')).toShape()).toEqual({ status: 0, code: 'unknown', message: 'boom', fields: [] });
  });
});

describe('electronDesk', () => {
  it('passes values and events through and turns rejections into DeskErrors', async () => {
    const off = vi.fn();
    const raw = {
      session: { get: vi.fn(async () => ({ status: 'signed-out' })) },
      profiles: { save: vi.fn(async () => Promise.reject({ status: 422, code: 'validation', message: 'bad', fields: [] })) },
      on: vi.fn(() => off),
    } as unknown as DeskApi;
    const desk = electronDesk(raw);
    await expect(desk.session.get()).resolves.toEqual({ status: 'signed-out' });
    const error = await desk.profiles
      .save({ name: 'x', service_base_url: 'http://x', auth_server_url: 'http://x', client_id: 'c', grant_type: 'authorization_code' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).code).toBe('validation');
    const unsubscribe = desk.on('session.changed', () => undefined);
    unsubscribe();
    unsubscribe();
    expect(off).toHaveBeenCalledOnce();
  });

  it('hands main a plain copy of reactive inputs (proxies cannot be cloned across IPC)', async () => {
    const put = vi.fn(async (input: unknown) => {
      structuredClone(input);
      return { key: 'k', saved_at: '2026-11-21T10:00:00.000Z' };
    });
    const desk = electronDesk({ workspaceState: { put }, on: vi.fn() } as unknown as DeskApi);
    const draft = reactive({ recorded_by_id: [1, 2], footprint_wkt: 'POINT (8.9 46.1)' });
    await expect(desk.workspaceState.put({ key: 'draft:observation:new', value: draft })).resolves.toMatchObject({ key: 'k' });
    expect(isProxy(put.mock.calls[0]![0])).toBe(false);
    expect(put.mock.calls[0]![0]).toEqual({ key: 'draft:observation:new', value: { recorded_by_id: [1, 2], footprint_wkt: 'POINT (8.9 46.1)' } });
  });

  it('keeps the preload’s fileFromUser (dropped files) and leaves it out when the preload has none', async () => {
    const chosen = { handle: 'fh_AAAAAAAAAAAAAAAAAAAAAA', file_name: 'IMG_2041.jpg', size_in_bytes: 3 };
    const fileFromUser = vi.fn(async () => chosen);
    const file = new File(['abc'], 'IMG_2041.jpg');
    await expect(electronDesk({ on: vi.fn(), fileFromUser } as unknown as DeskApi).fileFromUser?.(file)).resolves.toEqual(chosen);
    expect(fileFromUser).toHaveBeenCalledWith(file);
    expect(electronDesk({ on: vi.fn() } as unknown as DeskApi).fileFromUser).toBeUndefined();
  });

  it('rejects an aborted call with cancelled at once (the preload\'s answer is ignored), and never passes the signal to the preload', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const tile = vi.fn((..._args: unknown[]) => new Promise((resolve) => (answer = resolve)));
    const desk = electronDesk({ observations: { clusterTile: tile }, on: vi.fn() } as unknown as DeskApi);
    const reads = new AbortController();
    const pending = desk.observations.clusterTile({ z: 7, x: 66, y: 45, clauses: [] }, { signal: reads.signal }).catch((e: unknown) => e);
    reads.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).code).toBe('cancelled');
    answer({ type: 'FeatureCollection', features: [] });
    expect(tile.mock.calls[0]).toHaveLength(1);
    await expect(desk.observations.clusterTile({ z: 7, x: 66, y: 45, clauses: [] }, { signal: reads.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(tile).toHaveBeenCalledTimes(1);
  });
});
