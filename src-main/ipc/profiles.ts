import type { ServiceMonitor } from '../api/service-status.js';
import type { OAuthServers } from '../auth/oauth-server.js';
import type { SessionManager } from '../auth/session.js';
import { testConnection } from '../settings/connection-test.js';
import { connectionChanges, type SettingsStore } from '../settings/settings-store.js';
import type { DomainHandlers } from './handlers.js';

/** What the profile handlers act on. */
export interface ProfilesDeps {
  settings: SettingsStore;
  session: SessionManager;
  servers: OAuthServers;
  monitor: ServiceMonitor;
  fetch?: typeof fetch;
}

/**
 * `profiles.list/save/remove/activate/testConnection`. Saving the active profile with other
 * URLs, client or secret signs out (the tokens belong to the old server), and forgets the kept
 * session of another profile whose server changes; activating another profile keeps the previous
 * one signed in (SessionManager.switchProfile) and checks the new service at once.
 */
export function profilesHandlers(deps: ProfilesDeps): DomainHandlers<'profiles'> {
  const { settings, session, servers, monitor } = deps;
  return {
    'profiles.list': async () => settings.list(),
    'profiles.save': async (input) => {
      const before = input.id === undefined ? undefined : settings.profile(input.id);
      const active = before !== undefined && !before.is_sandbox && before.id === settings.activeProfile().id;
      // Sign out (and revoke) against the old server before its URLs are replaced.
      if (active && connectionChanges(before, input)) await session.signOut();
      // A profile switched away from keeps its session; not once its server is another.
      else if (before && connectionChanges(before, input)) await session.forgetProfile(before);
      const saved = settings.save(input);
      if (before) servers.forget(before.auth_server_url);
      if (active) void monitor.check();
      return saved.profile;
    },
    'profiles.remove': async ({ id }) => {
      const removed = settings.profile(id);
      // Revoked while the profile (and its client secret) still exists; the store refuses the sandbox and the active profile.
      if (!removed.is_sandbox && id !== settings.activeProfile().id) await session.forgetProfile(removed);
      return settings.remove(id);
    },
    'profiles.activate': async ({ id }) => {
      const state = await session.switchProfile(id);
      void monitor.check();
      return state;
    },
    'profiles.testConnection': async (input) =>
      testConnection(input, {
        // Only to the origin it was entered for: edited URLs get no stored secret.
        storedSecret: input.id === undefined ? null : settings.clientSecretFor(input.id, input.auth_server_url),
        fetch: deps.fetch,
      }),
  };
}
