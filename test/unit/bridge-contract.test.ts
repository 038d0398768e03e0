/**
 * One contract, one bridge: a method declared once in a domain's contract table is callable
 * through Electron's preload and through browser mode's client, and validated by main's one
 * dispatcher; names outside the contract exist on neither bridge and are refused by main.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '../../src-shared/contract/desk.js';

// The one place a new method is added: its domain's table (here `people.echo`).
vi.mock('../../src-shared/contract/people.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src-shared/contract/people.js')>();
  const { z } = await import('zod');
  const echo = z.strictObject({ text: z.string().min(1) });
  return { ...original, PEOPLE_METHODS: { ...original.PEOPLE_METHODS, 'people.echo': { input: echo, output: echo } } };
});

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: null as unknown as ReturnType<typeof vi.fn>,
}));
vi.mock('electron', () => {
  electron.invoke = vi.fn(async (_channel: string, input: unknown) => ({ ok: true, value: input }));
  return {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
    ipcRenderer: { invoke: electron.invoke, on: vi.fn(), removeListener: vi.fn() },
    webUtils: { getPathForFile: () => '' },
  };
});

type Echo = { echo(input: { text: string }): Promise<unknown>; nope?: unknown };
type BrowserClientModule = { createBrowserDesk(options: object): DeskApi & { close(): void } };

/** The browser client as the renderer build makes it: the contract's names written in by vite's `define`. */
async function browserDesk(fetchImpl: typeof fetch): Promise<DeskApi & { close(): void }> {
  const { rendererDefine } = await import('../../src-renderer/vite.config.js');
  Object.assign(globalThis, { __DESK_NAMES__: JSON.parse(rendererDefine.__DESK_NAMES__) as unknown });
  // A path in a variable: the renderer's DOM-typed modules stay out of this (Node-typed) program.
  const clientPath = '../../src-renderer/bridge/browser-client.js';
  const { createBrowserDesk } = (await import(clientPath)) as BrowserClientModule;
  return createBrowserDesk({
    fetch: fetchImpl,
    secret: 'launch-secret',
    openEventSource: () => ({ readyState: 1, addEventListener: () => undefined, close: () => undefined }),
    streamReadyTimeoutMs: 1,
  });
}

describe('a method added to the contract in one place', () => {
  it('is callable through the preload, on its own IPC channel', async () => {
    await import('../../src-main/host/preload.js');
    const people = (electron.exposed.get('desk') as unknown as { people: Echo }).people;
    await expect(people.echo({ text: 'Carex' })).resolves.toEqual({ text: 'Carex' });
    expect(electron.invoke).toHaveBeenCalledWith('desk:people.echo', { text: 'Carex' });
    expect(people.nope).toBeUndefined();
  });

  it('is callable through the browser client, on its own HTTP path', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      new Response(JSON.stringify({ ok: true, value: JSON.parse(String(init.body)) as unknown }), { headers: { 'content-type': 'application/json' } }));
    const desk = await browserDesk(fetchMock as unknown as typeof fetch);
    try {
      const people = (desk as unknown as { people: Echo }).people;
      await expect(people.echo({ text: 'Carex' })).resolves.toEqual({ text: 'Carex' });
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/desk/people.echo');
      // the launch secret rides as a header on every call (issue 12), never as a cookie
      expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', headers: { 'x-desk-secret': 'launch-secret' } });
      expect(people.nope).toBeUndefined();
      expect(Object.isFrozen(people)).toBe(true);
    } finally {
      desk.close();
    }
  });

  it('is validated by main before its handler runs; a name outside the contract is refused', async () => {
    const { createDispatcher } = await import('../../src-main/ipc/dispatch.js');
    const echo = vi.fn(async (input: unknown) => input);
    const dispatch = createDispatcher({ 'people.echo': echo } as never, { warn: vi.fn(), error: vi.fn() });
    expect(await dispatch('people.echo', { text: 'Carex' })).toEqual({ ok: true, value: { text: 'Carex' } });
    expect(await dispatch('people.echo', { text: '' })).toMatchObject({ ok: false, error: { status: 400, code: 'invalid-input', fields: [{ field: 'text' }] } });
    expect(await dispatch('people.nope', {})).toMatchObject({ ok: false, error: { status: 404, code: 'unknown-method' } });
    expect(echo).toHaveBeenCalledOnce();
  });
});
