import { EventEmitter } from 'node:events';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The fakes of the sandboxed preload's two Electron modules. */
const electron = vi.hoisted(() => {
  const exposed: Array<[string, unknown]> = [];
  return {
    exposed,
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) },
    ipcRenderer: null as unknown as { invoke: ReturnType<typeof vi.fn>; emitter: EventEmitter; on: unknown; removeListener: unknown },
    webUtils: {
      getPathForFile: (file: File) => {
        if (file.name === 'broken.jpg') throw new Error('not a file');
        return `/home/u/Pictures/${file.name}`;
      },
    },
  };
});
vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const emitter = new Emitter();
  electron.ipcRenderer = {
    emitter,
    invoke: vi.fn(),
    on: (channel: string, listener: (...args: unknown[]) => void) => emitter.on(channel, listener),
    removeListener: (channel: string, listener: (...args: unknown[]) => void) => emitter.removeListener(channel, listener),
  };
  return { contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer, webUtils: electron.webUtils };
});

import { DESK_EVENTS, DESK_METHODS, ipcChannel, ipcEventChannel, type DeskApi } from '../../../src-shared/contract/desk.js';
import { DeskError } from '../../../src-shared/contract/errors.js';

let desk: DeskApi;
let ipc: typeof electron.ipcRenderer;

beforeAll(async () => {
  await import('../../../src-main/host/preload.js');
  ipc = electron.ipcRenderer;
  desk = electron.exposed[0]?.[1] as DeskApi;
});
beforeEach(() => {
  ipc.invoke.mockReset();
  ipc.emitter.removeAllListeners();
});

/** Every `domain.method` name of the exposed object. */
function exposedMethodNames(api: unknown): string[] {
  return Object.entries(api as Record<string, unknown>).flatMap(([domain, value]) =>
    typeof value === 'function' ? [domain] : Object.keys(value as object).map((method) => `${domain}.${method}`),
  );
}

describe('preload exposure', () => {
  it('exposes exactly one key, `desk`, once', () => {
    expect(electron.exposed.map(([key]) => key)).toEqual(['desk']);
  });

  it('has one function per contract method plus `on`, and nothing else (no ipcRenderer, no generic invoke)', () => {
    expect(exposedMethodNames(desk).sort()).toEqual([...Object.keys(DESK_METHODS), 'on', 'fileFromUser'].sort());
    for (const [domain, value] of Object.entries(desk)) {
      if (domain === 'on' || domain === 'fileFromUser') continue;
      for (const fn of Object.values(value as object)) expect(typeof fn).toBe('function');
    }
    expect(JSON.stringify(Object.keys(desk))).not.toMatch(/ipc|invoke|send/i);
    expect(Object.isFrozen(desk)).toBe(true);
    expect(Object.isFrozen(desk.session)).toBe(true);
  });
});

describe('dropped files', () => {
  it('sends the path of a user\'s File to main and gives the page only the handle; a File made by script is refused', async () => {
    const chosen = { handle: 'fh_AAAAAAAAAAAAAAAAAAAAAA', file_name: 'orchid.jpg', size_in_bytes: 1 };
    ipc.invoke.mockResolvedValueOnce({ ok: true, value: chosen });
    await expect(desk.fileFromUser?.(new File(['x'], 'orchid.jpg'))).resolves.toEqual(chosen);
    expect(ipc.invoke).toHaveBeenCalledWith('desk-file-from-user', '/home/u/Pictures/orchid.jpg');
    ipc.invoke.mockClear();
    await expect(desk.fileFromUser?.(new File(['x'], 'broken.jpg'))).rejects.toMatchObject({ code: 'invalid-input' });
    expect(ipc.invoke).not.toHaveBeenCalled();
  });
});

describe('calls', () => {
  it('invokes the method channel with the input and resolves with the value', async () => {
    const profile = { id: 'p1', name: 'Test' };
    ipc.invoke.mockResolvedValueOnce({ ok: true, value: profile });
    const input = { name: 'Test', service_base_url: 'https://s.example', auth_server_url: 'https://a.example', client_id: 'c', grant_type: 'authorization_code' as const };
    await expect(desk.profiles.save(input)).resolves.toEqual(profile);
    expect(ipc.invoke).toHaveBeenCalledWith(ipcChannel('profiles.save'), input);
  });

  it('invokes methods without input with undefined', async () => {
    ipc.invoke.mockResolvedValueOnce({ ok: true, value: { status: 'signed-out' } });
    await desk.session.get();
    expect(ipc.invoke).toHaveBeenCalledWith('desk:session.get', undefined);
  });

  it('rejects with the whole error shape as a plain object that revives into a DeskError', async () => {
    const error = { status: 400, code: 'invalid-input', message: 'The input is not valid', fields: [{ field: 'name', message: 'Required' }] };
    ipc.invoke.mockResolvedValueOnce({ ok: false, error });
    const reason: unknown = await desk.profiles.remove({ id: 'x' }).then(() => null, (e: unknown) => e);
    // a plain object crosses contextBridge whole; an Error would lose code, status and fields
    expect(reason).toEqual({ name: 'DeskError', ...error });
    expect(Object.getPrototypeOf(reason)).toBe(Object.prototype);
    const revived = new DeskError(reason as DeskError);
    expect(revived).toBeInstanceOf(DeskError);
    expect(revived.toShape()).toEqual(error);
  });

  it('carries the current record of a version conflict across too (the form merges with it)', async () => {
    const error = { status: 412, code: 'conflict', message: 'Observation 12 was changed', fields: [], current: { occurrence_id: 12, occurrence_remarks: 'theirs' } };
    ipc.invoke.mockResolvedValueOnce({ ok: false, error });
    const reason: unknown = await desk.profiles.remove({ id: 'x' }).then(() => null, (e: unknown) => e);
    expect(reason).toEqual({ name: 'DeskError', ...error });
  });

  it('turns a malformed answer into an error shape too', async () => {
    ipc.invoke.mockResolvedValueOnce('not a result');
    await expect(desk.session.get()).rejects.toMatchObject({ name: 'DeskError', code: 'server', status: 0 });
  });
});

describe('events', () => {
  it('subscribes on the event channel and passes only the payload, never the IpcRendererEvent', () => {
    const listener = vi.fn();
    desk.on('session.changed', listener);
    const payload = { status: 'signed-in', profile_id: 'local-sandbox', user: null, expires_at: null };
    ipc.emitter.emit(ipcEventChannel('session.changed'), { sender: 'ipcRenderer itself' }, payload);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]).toEqual([payload]);
  });

  it('unsubscribes exactly that listener, once', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = desk.on('service.status', a);
    desk.on('service.status', b);
    const channel = ipcEventChannel('service.status');
    expect(ipc.emitter.listenerCount(channel)).toBe(2);
    offA();
    offA();
    expect(ipc.emitter.listenerCount(channel)).toBe(1);
    ipc.emitter.emit(channel, {}, { reachable: true, service_base_url: 'x', message: '' });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('refuses events outside the contract', () => {
    expect(() => desk.on('toString' as keyof typeof DESK_EVENTS, vi.fn())).toThrow(/Unknown desk event/);
    expect(() => desk.on('ipc' as keyof typeof DESK_EVENTS, vi.fn())).toThrow(/Unknown desk event/);
    expect(ipc.emitter.eventNames()).toEqual([]);
  });
});
