/** The desk dispatcher and event bus (src-main/ipc/): validation, error mapping, fan-out. */
import { describe, expect, it, vi } from 'vitest';
import { DESK_METHODS, DeskError, type SessionState } from '../../../src-shared/contract/index.js';
import { createDispatcher } from '../../../src-main/ipc/dispatch.js';
import { DeskEvents } from '../../../src-main/ipc/events.js';
import type { DeskHandlers } from '../../../src-main/ipc/handlers.js';
import { createDeskServices } from '../../../src-main/services.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';
import { webDocFileUrl } from '../../../src-main/domains/doc-file-urls.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const signedOut: SessionState = { status: 'signed-out', profile_id: 'local-sandbox', user: null, expires_at: null };

function handlers(overrides: Partial<DeskHandlers> = {}): DeskHandlers {
  const fail = async (): Promise<never> => {
    throw new Error('not in this test');
  };
  const rest = Object.fromEntries(Object.keys(DESK_METHODS).map((name) => [name, fail])) as unknown as DeskHandlers;
  return {
    ...rest,
    'session.get': async () => signedOut,
    'session.signIn': fail,
    'session.signOut': fail,
    'service.status': fail,
    'profiles.list': fail,
    'profiles.save': fail,
    'profiles.remove': fail,
    'profiles.activate': fail,
    'profiles.testConnection': fail,
    'preferences.get': fail,
    'preferences.set': async (changes) => ({ language: 'en', theme: 'system', ...changes }),
    ...overrides,
  };
}

describe('createDispatcher', () => {
  const log = { warn: vi.fn(), error: vi.fn() };

  it('runs a handler with the validated input', async () => {
    const dispatch = createDispatcher(handlers(), log);
    expect(await dispatch('session.get', undefined)).toEqual({ ok: true, value: signedOut });
    expect(await dispatch('preferences.set', { theme: 'dark' })).toEqual({ ok: true, value: { language: 'en', theme: 'dark' } });
  });

  it('refuses unknown names, including inherited object keys', async () => {
    const dispatch = createDispatcher(handlers(), log);
    for (const name of ['nope.nothing', 'constructor', '__proto__', 'toString']) {
      expect(await dispatch(name, undefined)).toMatchObject({ ok: false, error: { status: 404, code: 'unknown-method' } });
    }
  });

  it('answers invalid-input with the zod issues as fields', async () => {
    const dispatch = createDispatcher(handlers(), log);
    const result = await dispatch('profiles.save', { name: '', service_base_url: 'ftp://x', auth_server_url: 'https://a', client_id: 'c', grant_type: 'password' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ status: 400, code: 'invalid-input' });
    expect(result.error.fields.map((field) => field.field).sort()).toEqual(['grant_type', 'name', 'service_base_url']);
    expect(await dispatch('session.get', { extra: 1 })).toMatchObject({ ok: false, error: { code: 'invalid-input', fields: [{ field: '(input)' }] } });
    expect(await dispatch('profiles.remove', {})).toMatchObject({ ok: false, error: { fields: [{ field: 'id' }] } });
  });

  it('refuses an input failing zod before its handler runs', async () => {
    const remove = vi.fn<DeskHandlers['profiles.remove']>();
    const dispatch = createDispatcher(handlers({ 'profiles.remove': remove }), log);
    expect(await dispatch('profiles.remove', { id: 42 })).toMatchObject({ ok: false, error: { status: 400, code: 'invalid-input' } });
    expect(remove).not.toHaveBeenCalled();
  });

  it('passes a DeskError through and hides any other error behind `internal` (logged)', async () => {
    const dispatch = createDispatcher(handlers({
      'session.signIn': async () => {
        throw new DeskError({ status: 0, code: 'sign-in-timeout', message: 'Too slow.', fields: [] });
      },
      'session.signOut': async () => {
        throw new Error('secret internals at /home/me');
      },
    }), log);
    expect(await dispatch('session.signIn', undefined)).toEqual({ ok: false, error: { status: 0, code: 'sign-in-timeout', message: 'Too slow.', fields: [] } });
    const internal = await dispatch('session.signOut', undefined);
    expect(internal).toMatchObject({ ok: false, error: { status: 500, code: 'internal' } });
    expect(JSON.stringify(internal)).not.toContain('/home/me');
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('DeskEvents', () => {
  it('fans out to subscribers, survives a failing one, and unsubscribes', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const events = new DeskEvents(log);
    const seen: string[] = [];
    const stop = events.subscribe((event) => seen.push(event.name));
    events.subscribe(() => {
      throw new Error('listener bug');
    });
    events.emit('browser.open', { url: 'http://127.0.0.1:1234/oauth2/authorize/en' });
    expect(seen).toEqual(['browser.open']);
    expect(log.error).toHaveBeenCalledOnce();
    stop();
    events.emit('session.changed', signedOut);
    expect(seen).toEqual(['browser.open']);
    expect(events.size).toBe(1);
  });
});

describe('the handler table of the composed services', () => {
  it('has one handler for each contract method and nothing else', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'desk-handlers-'));
    const services = createDeskServices(
      { openBrowser: () => undefined, secretStorage: null, storage: createMemoryKeyValueStore(), docFileUrl: webDocFileUrl },
      { dataDir, serviceCheckIntervalMs: 0 },
    );
    try {
      expect(Object.keys(services.handlers).sort()).toEqual(Object.keys(DESK_METHODS).sort());
      for (const handler of Object.values(services.handlers)) expect(typeof handler).toBe('function');
    } finally {
      await services.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
