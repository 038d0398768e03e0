import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({}));

import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { DESK_METHODS, ipcChannel, ipcEventChannel } from '../../../src-shared/contract/desk.js';
import type { DeskResult } from '../../../src-shared/contract/errors.js';
import { isAppUrl } from '../../../src-main/host/electron-protocol.js';
import { FORBIDDEN_SENDER, forwardDeskEvents, isTrustedSender, registerDeskIpc } from '../../../src-main/host/electron-ipc.js';
import { DeskEvents } from '../../../src-main/ipc/events.js';

interface FakeFrame {
  url: string;
  parent: FakeFrame | null;
  processId: number;
  routingId: number;
}

/** A window double with a main frame at `url`, and helpers to build invoke events from any frame. */
function fakeWindow(url = 'app://desk/index.html') {
  const mainFrame: FakeFrame = { url, parent: null, processId: 4, routingId: 1 };
  const webContents = { mainFrame, send: vi.fn(), isDestroyed: () => false };
  const window = { webContents, isDestroyed: () => false };
  const event = (frame: FakeFrame | null, sender: unknown = webContents) => ({ sender, senderFrame: frame }) as unknown as IpcMainInvokeEvent;
  return { window: window as unknown as BrowserWindow, webContents, mainFrame, event };
}

/** An ipcMain double keeping the handlers by channel. */
function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain = {
    handle: vi.fn((channel: string, handler: (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>) => handlers.set(channel, handler)),
    removeHandler: vi.fn((channel: string) => handlers.delete(channel)),
  };
  return { ipcMain: ipcMain as unknown as IpcMain, handlers, spy: ipcMain };
}

describe('isTrustedSender', () => {
  it('accepts the main frame of our window on the app origin', () => {
    const w = fakeWindow();
    expect(isTrustedSender(w.event(w.mainFrame), w.window, isAppUrl)).toBe(true);
    // a new wrapper object for the same frame is still the same frame
    expect(isTrustedSender(w.event({ ...w.mainFrame }), w.window, isAppUrl)).toBe(true);
  });

  it('refuses a missing frame, a subframe, another webContents, another origin, no window', () => {
    const w = fakeWindow();
    expect(isTrustedSender(w.event(null), w.window, isAppUrl)).toBe(false);
    expect(isTrustedSender(w.event({ url: 'app://desk/index.html', parent: w.mainFrame, processId: 4, routingId: 7 }), w.window, isAppUrl)).toBe(false);
    expect(isTrustedSender(w.event({ ...w.mainFrame, routingId: 2 }), w.window, isAppUrl)).toBe(false);
    expect(isTrustedSender(w.event(w.mainFrame, { other: true }), w.window, isAppUrl)).toBe(false);
    expect(isTrustedSender(w.event(null), null, isAppUrl)).toBe(false);
    for (const url of ['https://evil.example/', 'file:///index.html', 'app://other/index.html', 'about:blank']) {
      const other = fakeWindow(url);
      expect(isTrustedSender(other.event(other.mainFrame), other.window, isAppUrl), url).toBe(false);
    }
  });
});

describe('registerDeskIpc', () => {
  const ok: DeskResult<unknown> = { ok: true, value: { status: 'signed-out' } };

  it('registers one handler per contract method on its channel, and removes them all', () => {
    const { ipcMain, handlers, spy } = fakeIpcMain();
    const w = fakeWindow();
    const remove = registerDeskIpc(ipcMain, vi.fn(), () => w.window, isAppUrl);
    expect([...handlers.keys()].sort()).toEqual(Object.keys(DESK_METHODS).map((name) => ipcChannel(name as keyof typeof DESK_METHODS)).sort());
    remove();
    expect(handlers.size).toBe(0);
    expect(spy.removeHandler).toHaveBeenCalledTimes(Object.keys(DESK_METHODS).length);
  });

  it('passes the input of the trusted frame to the dispatcher and answers its result', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const w = fakeWindow();
    const dispatch = vi.fn(async () => ok);
    registerDeskIpc(ipcMain, dispatch, () => w.window, isAppUrl);
    const input = { id: 'p1' };
    await expect(handlers.get('desk:profiles.activate')?.(w.event(w.mainFrame), input)).resolves.toEqual(ok);
    expect(dispatch).toHaveBeenCalledWith('profiles.activate', input);
  });

  it('answers `forbidden` without calling the dispatcher for a wrong frame, a subframe or another origin', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const w = fakeWindow();
    const dispatch = vi.fn(async () => ok);
    registerDeskIpc(ipcMain, dispatch, () => w.window, isAppUrl);
    const handler = handlers.get('desk:session.signIn')!;
    const subframe = { url: 'app://desk/index.html', parent: w.mainFrame, processId: 4, routingId: 9 };
    for (const event of [w.event(null), w.event(subframe), w.event({ ...w.mainFrame, url: 'https://evil.example/' }), w.event(w.mainFrame, {})]) {
      const result = (await handler(event, undefined)) as DeskResult<unknown>;
      expect(result).toEqual(FORBIDDEN_SENDER);
      expect(result.ok === false && result.error.code).toBe('forbidden');
    }
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('refuses every call while there is no window', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const w = fakeWindow();
    const dispatch = vi.fn(async () => ok);
    registerDeskIpc(ipcMain, dispatch, () => null, isAppUrl);
    await expect(handlers.get('desk:session.get')?.(w.event(w.mainFrame))).resolves.toEqual(FORBIDDEN_SENDER);
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('forwardDeskEvents', () => {
  it('sends each desk event to the window on its event channel until stopped', () => {
    const events = new DeskEvents();
    const w = fakeWindow();
    const stop = forwardDeskEvents(events, () => w.window);
    const payload = { reachable: false, service_base_url: 'http://127.0.0.1:1', message: 'down' };
    events.emit('service.status', payload);
    expect(w.webContents.send).toHaveBeenCalledWith(ipcEventChannel('service.status'), payload);
    stop();
    events.emit('service.status', payload);
    expect(w.webContents.send).toHaveBeenCalledTimes(1);
  });

  it('drops events while the window is gone', () => {
    const events = new DeskEvents();
    forwardDeskEvents(events, () => null);
    expect(() => events.emit('browser.open', { url: 'https://example.org/' })).not.toThrow();
  });
});
