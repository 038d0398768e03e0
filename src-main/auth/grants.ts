/**
 * The token requests of a profile, all through openid-client: first tokens (authorization code
 * with PKCE, or client credentials — interface v5 §Authentication item 5), refresh (RFC 6749 §6),
 * revocation (RFC 7009), and who signed in (ID token claims, else userinfo, else the client id).
 */
import {
  clientCredentialsGrant,
  fetchUserInfo,
  refreshTokenGrant,
  tokenRevocation,
  type Configuration,
} from 'openid-client';
import { DeskError, type Language, type SessionUser } from '../../src-shared/contract/index.js';
import type { DeskLogger } from '../platform.js';
import type { StoredProfile } from '../settings/schema.js';
import { oauthDeskError } from './oauth-errors.js';
import { requestedScope } from './oauth-server.js';
import { signInWithPkce, type TokenSet } from './pkce-sign-in.js';
import { sessionExpiredError } from './session-errors.js';
import { claimsNamePerson, userFromClaims, userFromClientId, type Claims } from './user.js';

/** What a first sign-in needs besides the configuration. */
export interface FirstTokensInput {
  profile: StoredProfile;
  clientSecret: string | null;
  language: Language;
  openBrowser: (url: string) => void | Promise<void>;
  loopbackTimeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * First tokens of `profile`: the PKCE flow in the browser for `authorization_code`, the client
 * credentials grant (RFC 6749 §4.4, secret by HTTP Basic) for `client_credentials`.
 * Throws DeskError: `missing-secret` (400) for a client-credentials profile without a stored
 * secret, and what {@link signInWithPkce} / {@link oauthDeskError} throw.
 */
export async function obtainFirstTokens(config: Configuration, input: FirstTokensInput): Promise<TokenSet> {
  const authUrl = input.profile.auth_server_url;
  if (input.profile.grant_type === 'client_credentials') {
    if (!input.clientSecret) {
      throw new DeskError({
        status: 400,
        code: 'missing-secret',
        message: `The profile "${input.profile.name}" uses a service client but has no client secret. Enter it in the server settings.`,
        fields: [{ field: 'client_secret', message: 'Required for client credentials.' }],
      });
    }
    try {
      return await clientCredentialsGrant(config);
    } catch (error) {
      throw oauthDeskError(error, 'client-credentials', authUrl);
    }
  }
  return signInWithPkce({
    config,
    scope: requestedScope(config.serverMetadata()),
    language: input.language,
    openBrowser: input.openBrowser,
    timeoutMs: input.loopbackTimeoutMs,
    signal: input.signal,
  });
}

/**
 * New tokens for a running session: the refresh grant with `refreshToken` (RFC 6749 §6; the
 * server may rotate it), or a new client credentials grant (no refresh token exists there).
 * Throws DeskError `session-expired` when the server refuses the refresh token, `network`, …
 */
export async function renewTokens(config: Configuration, profile: StoredProfile, refreshToken: string | null): Promise<TokenSet> {
  try {
    if (profile.grant_type === 'client_credentials') return await clientCredentialsGrant(config);
    if (!refreshToken) {
      throw sessionExpiredError();
    }
    return await refreshTokenGrant(config, refreshToken);
  } catch (error) {
    throw oauthDeskError(error, 'refresh', profile.auth_server_url);
  }
}

/**
 * Who signed in: the ID token's claims when they name the person; else the userinfo answer
 * (OpenID Connect Core §5.3) when the server has that endpoint and an ID token gave the `sub`;
 * else `previous` (a refresh without ID token), else the client id. Never throws.
 */
export async function resolveUser(
  config: Configuration,
  tokens: TokenSet,
  clientId: string,
  previous: SessionUser | null,
  log: DeskLogger,
): Promise<SessionUser> {
  let claims: Claims | undefined = tokens.claims();
  if (claims && !claimsNamePerson(claims) && config.serverMetadata().userinfo_endpoint && typeof claims.sub === 'string') {
    try {
      claims = await fetchUserInfo(config, tokens.access_token, claims.sub);
    } catch (error) {
      log.warn('The userinfo endpoint did not answer; showing the user from the ID token.', error);
    }
  }
  return userFromClaims(claims) ?? previous ?? userFromClientId(clientId);
}

/**
 * Best-effort revocation of a refresh token at sign-out (RFC 7009 §2.1, `token_type_hint`
 * `refresh_token`), only when the server advertises `revocation_endpoint`. Never throws.
 */
export async function revokeRefreshToken(config: Configuration, refreshToken: string, log: DeskLogger): Promise<boolean> {
  if (!config.serverMetadata().revocation_endpoint) return false;
  try {
    await tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
    return true;
  } catch (error) {
    log.warn('The refresh token could not be revoked at sign-out (it expires on its own).', error);
    return false;
  }
}
