import type { SessionState } from './session.js';

/**
 * Whose data something is: the profile a session belongs to and the person signed in to it.
 * Main keys its per-user files and caches by it (document cache, workspace state, upload queue);
 * the renderer keys what it read from the service by it, so one person's rows never show for
 * another. Zod-free on purpose: the renderer's initial bundle imports it.
 */
export interface SignedInScope {
  readonly profile_id: string;
  /** `SessionUser.username`, as the token tells it. */
  readonly username: string;
  /** Profile and user as one string (Map and cache keys): equal scopes, equal keys; never '' . */
  readonly key: string;
}

/**
 * The scope of a session state: its profile and user, or null while it has no user (signed out,
 * or signing in for the first time). An `expired` session keeps its scope: the same person signs
 * in again and finds their data; callers that need live tokens check `status` as well.
 */
export function signedInScope(state: Pick<SessionState, 'profile_id' | 'user'> | null | undefined): SignedInScope | null {
  if (!state?.user) return null;
  const { profile_id } = state;
  const { username } = state.user;
  return { profile_id, username, key: `${profile_id}\n${username}` };
}
