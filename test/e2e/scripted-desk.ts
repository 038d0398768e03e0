/**
 * A scripted `window.desk` for the few states the real stack cannot be driven into on demand
 * (a session that expires mid-work needs a failed refresh an hour later). Installed before the
 * app's scripts run, it takes the place of Electron's preload: the renderer uses it exactly as it
 * would use the real one. `window.__desk.emit(event, payload)` pushes events from the spec.
 * Only used for screenshots of those states; every journey runs against the real services.
 */
import type { Page } from '@playwright/test';

/** The initial answers of the scripted desk. */
export interface ScriptedDeskOptions {
  language: 'en' | 'de' | 'fr' | 'it';
  serviceBaseUrl: string;
}

/** Installs the scripted desk in `page` (call before `goto`). */
export async function installScriptedDesk(page: Page, options: ScriptedDeskOptions): Promise<void> {
  await page.addInitScript((opts: ScriptedDeskOptions) => {
    const listeners = new Map<string, Set<(payload: unknown) => void>>();
    const sandbox = {
      id: 'sandbox', name: 'Local sandbox', service_base_url: opts.serviceBaseUrl, auth_server_url: opts.serviceBaseUrl,
      client_id: 'observation-desk', grant_type: 'authorization_code', has_client_secret: false, is_sandbox: true,
    };
    const user = { username: 'steward', display_name: 'Sabine Steiner', person_id: 1 };
    let session: Record<string, unknown> = { status: 'signed-in', profile_id: 'sandbox', user, expires_at: new Date(Date.now() + 3600_000).toISOString(), refresh_token_storage: 'memory' };
    let preferences = { language: opts.language, theme: 'light' };
    const emit = (event: string, payload: unknown): void => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    };
    const setSession = (next: Record<string, unknown>): Record<string, unknown> => {
      session = next;
      emit('session.changed', next);
      return next;
    };
    const resolved = <T,>(value: T): Promise<T> => Promise.resolve(JSON.parse(JSON.stringify(value)) as T);
    (globalThis as unknown as { desk: unknown }).desk = {
      session: {
        get: () => resolved(session),
        signIn: () => {
          setSession({ ...session, status: 'signing-in' });
          return new Promise(() => undefined);
        },
        signOut: () => resolved(setSession({ status: 'signed-out', profile_id: 'sandbox', user: null, expires_at: null })),
      },
      service: { status: () => resolved({ reachable: true, service_base_url: opts.serviceBaseUrl, message: 'The service answers.' }) },
      profiles: {
        list: () => resolved({ profiles: [sandbox], active_id: 'sandbox' }),
        save: () => Promise.reject({ status: 0, code: 'server', message: 'not scripted', fields: [] }),
        remove: () => resolved({ profiles: [sandbox], active_id: 'sandbox' }),
        activate: () => resolved(session),
        testConnection: () => resolved({ ok: true, checks: [] }),
      },
      preferences: {
        get: () => resolved(preferences),
        set: (patch: Record<string, unknown>) => resolved((preferences = { ...preferences, ...patch } as typeof preferences)),
      },
      on: (event: string, listener: (payload: unknown) => void) => {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
        return () => listeners.get(event)!.delete(listener);
      },
    };
    (globalThis as unknown as { __desk: unknown }).__desk = { emit, setSession: (status: string) => setSession({ ...session, status }) };
  }, options);
}

/** Pushes a session status from the spec (as main would after a failed refresh). */
export async function scriptSessionStatus(page: Page, status: 'signed-in' | 'expired' | 'signing-in'): Promise<void> {
  await page.evaluate((next) => (globalThis as unknown as { __desk: { setSession(s: string): void } }).__desk.setSession(next), status);
}
