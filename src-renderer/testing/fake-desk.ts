import { vi, type Mock } from 'vitest';
import { DESK_NAMES, type DeskApi, type DeskEventName, type DeskEventPayload, type DeskMethodName } from '../../src-shared/contract/desk.js';
import type { SessionState, ServiceStatus } from '../../src-shared/contract/session.js';
import type { Preferences, ProfileList, ServerProfile } from '../../src-shared/contract/settings.js';

/** The sandbox profile of the fakes (what main offers out of the box). */
export const SANDBOX: ServerProfile = {
  id: 'sandbox',
  name: 'Local sandbox',
  service_base_url: 'http://127.0.0.1:4711',
  auth_server_url: 'http://127.0.0.1:4711',
  client_id: 'observation-desk',
  grant_type: 'authorization_code',
  has_client_secret: false,
  is_sandbox: true,
};

/** A session state for the sandbox profile. */
export function sessionState(status: SessionState['status'], name = 'Sabine Steiner'): SessionState {
  const signedIn = status === 'signed-in' || status === 'expired';
  return {
    status,
    profile_id: SANDBOX.id,
    user: signedIn ? { username: 'steward', display_name: name, person_id: 1 } : null,
    expires_at: signedIn ? '2030-06-14T09:30:00.000+02:00' : null,
  };
}

/** A fake DeskApi: every method a vi.fn (overridable), plus `emit` to push events to listeners. */
export type FakeDesk = DeskApi & {
  fn(name: DeskMethodName): Mock;
  emit<E extends DeskEventName>(event: E, payload: DeskEventPayload<E>): void;
  listenerCount(event: DeskEventName): number;
};

/**
 * Builds a fake desk for store and component tests, answering like a fresh browser-mode main:
 * signed out on the sandbox, service reachable, English with the system theme.
 */
export function createFakeDesk(): FakeDesk {
  const listeners = new Map<DeskEventName, Set<(payload: unknown) => void>>();
  const fns = new Map<string, Mock>();
  const list: ProfileList = { profiles: [SANDBOX], active_id: SANDBOX.id };
  const status: ServiceStatus = { reachable: true, service_base_url: SANDBOX.service_base_url, message: 'ok' };
  let preferences: Preferences = { language: 'en', theme: 'system' };
  // Main's workspace state (drafts, saved filters), in memory: `saved_at` is the write order.
  const state = new Map<string, { value: unknown; saved_at: string }>();
  let writes = 0;
  const defaults: Record<string, (input?: unknown) => unknown> = {
    'session.get': () => sessionState('signed-out'),
    'session.signIn': () => sessionState('signed-in'),
    'session.signOut': () => sessionState('signed-out'),
    'service.status': () => status,
    'profiles.list': () => list,
    'profiles.save': (input) => ({ ...SANDBOX, ...(input as object), id: 'new', has_client_secret: false, is_sandbox: false }),
    'profiles.remove': () => list,
    'profiles.activate': () => sessionState('signed-out'),
    'profiles.testConnection': () => ({ ok: true, checks: [] }),
    'preferences.get': () => preferences,
    // What the top bar and the rights stores read in every test: an empty queue, no projects.
    'uploads.list': () => [],
    'reference.projects': () => [],
    'commentTemplates.list': () => ({ templates: [], is_default: true }),
    'workspaceState.get': (input) => ({ value: state.get((input as { key: string }).key)?.value ?? null }),
    'workspaceState.put': (input) => {
      const { key, value } = input as { key: string; value: unknown };
      const saved_at = new Date(Date.UTC(2026, 10, 21, 10, 0, writes++)).toISOString();
      state.set(key, { value: JSON.parse(JSON.stringify(value)) as unknown, saved_at }); // as the bridges send it
      return { key, saved_at };
    },
    'workspaceState.remove': (input) => {
      state.delete((input as { key: string }).key);
      return input;
    },
    'workspaceState.list': (input) => ({
      entries: [...state].filter(([key]) => key.startsWith((input as { prefix: string }).prefix))
        .map(([key, entry]) => ({ key, saved_at: entry.saved_at }))
        .sort((a, b) => b.saved_at.localeCompare(a.saved_at)),
    }),
    // The automatic checks: none defined, nothing kept, default settings.
    'checks.definitions': () => [],
    'checks.getSettings': () => ({ checks: {}, validated_codes: [2, 3] }),
    'checks.setSettings': (input) => input,
    'checks.run': () => ({ results: [] }),
    'checks.results': () => ({ results: [] }),
    'checks.scanStatus': () => null,
    'checks.taxonFacts': (input) => ({
      taxon_id: (input as { taxon_id: number }).taxon_id, validated_codes: [2, 3], validated_record_count: 0,
      validated_month_counts: new Array(12).fill(0), elevation_range_in_meters: null, validated_point_count: 0, points: [],
    }),
    // Every map reads the layers of one's own (map/user-layer-feed.ts): a fresh profile has none.
    'mapLayers.list': () => ({ layers: [] }),
    'preferences.set': (input) => {
      preferences = { ...preferences, ...(input as Partial<Preferences>) };
      return preferences;
    },
  };
  const api: Record<string, Record<string, Mock>> = {};
  for (const name of DESK_NAMES.methods) {
    const [domain = '', method = ''] = name.split('.');
    const answer = defaults[name] ?? (() => {
      throw new Error(`the fake desk has no answer for ${name}: give the test one (desk.fn('${name}').mockResolvedValue(…))`);
    });
    const mock = vi.fn(async (input?: unknown) => answer(input));
    fns.set(name, mock);
    api[domain] ??= {};
    api[domain][method] = mock;
  }
  const fake = {
    ...api,
    on: (event: DeskEventName, listener: (payload: unknown) => void) => {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    fn: (name: string) => fns.get(name)!,
    emit: (event: DeskEventName, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount: (event: DeskEventName) => listeners.get(event)?.size ?? 0,
  };
  return fake as unknown as FakeDesk;
}
