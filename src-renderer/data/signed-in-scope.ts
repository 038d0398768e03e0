/**
 * The signed-in scope of the renderer's server data: the contract's `signedInScope` (profile and
 * person, the same value main keys its per-user files by). Every query key of the data layer
 * starts with its key, so two people (or two servers) never share a cached answer, and a change
 * of scope drops the cache (data-layer.ts).
 */
import { computed, type ComputedRef } from 'vue';
import { signedInScope } from '../../src-shared/contract/signed-in-scope.js';
import { useSessionStore } from '../stores/session.js';

/**
 * The scope of the session store as a key (`SignedInScope.key`). While a session has expired and
 * the person signs in again, that person still counts (their data stays on screen meanwhile);
 * with nobody signed in, the profile alone (`<profile_id>\n`).
 */
export function sessionScope(session: ReturnType<typeof useSessionStore>): string {
  const profile_id = session.state?.profile_id ?? '';
  return signedInScope({ profile_id, user: session.displayUser ?? null })?.key ?? profileScope(session);
}

/**
 * The scope of what belongs to the session's server profile whatever person is signed in (the
 * service status): `<profile_id>\n`, the scope of the profile with nobody signed in. The data
 * layer keeps it while the scope stays on that profile (data-layer.ts).
 */
export function profileScope(session: ReturnType<typeof useSessionStore>): string {
  return `${session.state?.profile_id ?? ''}\n`;
}

/** The scope of the session store's state (reactive). */
export function useSignedInScope(): ComputedRef<string> {
  const session = useSessionStore();
  return computed(() => sessionScope(session));
}
