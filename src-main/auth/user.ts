/**
 * Who signed in, as far as the tokens tell (SessionUser of the contract). The ID token's
 * claims (OpenID Connect Core §5.1: `name`, `preferred_username`, `sub`, and the reference
 * server's private `person_id`) when the server issued one; otherwise the client id, because
 * an OAuth access token is opaque to the client and the user name typed into the browser is
 * never seen by the app.
 */
import type { SessionUser } from '../../src-shared/contract/index.js';

/** Claims as openid-client returns them (ID token or userinfo answer). */
export type Claims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** True when the claims name the person (more than a bare `sub`). */
export function claimsNamePerson(claims: Claims | undefined): boolean {
  return !!claims && (text(claims.name) !== undefined || text(claims.preferred_username) !== undefined);
}

/**
 * The user from ID token or userinfo claims: `username` = `preferred_username`, else `sub`;
 * `display_name` = `name`, else the user name; `person_id` = the `person_id` claim when it is
 * a positive integer (a numeric string is accepted too), else null.
 * Returns null when the claims carry no `sub` and no name.
 */
export function userFromClaims(claims: Claims | undefined): SessionUser | null {
  if (!claims) return null;
  const username = text(claims.preferred_username) ?? text(claims.sub);
  if (!username) return null;
  const raw = claims.person_id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  const person_id = typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  return { username, display_name: text(claims.name) ?? username, person_id };
}

/**
 * The user when the tokens say nothing about the person (client credentials, or a server
 * without OpenID Connect): the client id stands for the signed-in party.
 */
export function userFromClientId(clientId: string): SessionUser {
  return { username: clientId, display_name: clientId, person_id: null };
}
