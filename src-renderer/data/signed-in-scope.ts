/**
 * The signed-in scope: which server profile and which person the renderer's server data belongs
 * to. Every query key of the data layer starts with it, so two people (or two servers) never
 * share a cached answer, and a change of scope drops the cache (data-layer.ts).
 */
import { computed, type ComputedRef } from 'vue';
import type { SessionState } from '../../src-shared/contract/session.js';
import { useSessionStore } from '../stores/session.js';

/**
 * The scope of `state` as one string, `<profile_id>|<username>` (`sandbox|alice`); the user part
 * is empty when nobody is signed in. While a session is expired and the person signs in again,
 * pass `previousUsername` (the person who was signed in): their data stays on screen meanwhile.
 */
export function signedInScope(state: SessionState | null, previousUsername?: string | null): string {
  return `${state?.profile_id ?? ''}|${state?.user?.username ?? previousUsername ?? ''}`;
}

/** The scope of the session store as it is now (the person re-authenticating counts as signed in). */
export function sessionScope(session: ReturnType<typeof useSessionStore>): string {
  return signedInScope(session.state, session.reauthenticating ? session.displayUser?.username : null);
}

/** The scope of the session store's state (reactive). */
export function useSignedInScope(): ComputedRef<string> {
  const session = useSessionStore();
  return computed(() => sessionScope(session));
}
