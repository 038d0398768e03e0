/**
 * The authorization code grant of a native app with PKCE (RFC 6749 §4.1, RFC 7636 S256,
 * RFC 8252): authorization request in the system browser, loopback redirect, token request
 * with the code verifier. Every OAuth message is built and checked by openid-client; this file
 * only wires the browser and the loopback listener around it.
 */
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
  type TokenEndpointResponse,
  type TokenEndpointResponseHelpers,
} from 'openid-client';
import { DeskError, type Language } from '../../src-shared/contract/index.js';
import { CALLBACK_PAGE_HEADERS, renderCallbackPage } from './callback-page.js';
import { openLoopbackListener } from './loopback.js';
import { oauthDeskError } from './oauth-errors.js';
import { withLanguageSuffix } from './oauth-server.js';

/** A token endpoint answer with openid-client's helpers (`claims()`, `expiresIn()`). */
export type TokenSet = TokenEndpointResponse & TokenEndpointResponseHelpers;

/** Inputs of {@link signInWithPkce}. */
export interface PkceSignInInput {
  /** openid-client configuration of the profile's authorization server and client. */
  config: Configuration;
  /** `scope` of the authorization request, or undefined for none (see requestedScope). */
  scope: string | undefined;
  /** UI language: the authorize URL's suffix `/<lang>` and the language of the callback page. */
  language: Language;
  /** Opens the authorize URL in the system browser (platform adapter). May throw. */
  openBrowser: (url: string) => void | Promise<void>;
  /** Loopback listener timeout in ms (default five minutes). */
  timeoutMs?: number;
  /** Aborting closes the listener and rejects with DeskError `cancelled`. */
  signal?: AbortSignal;
}

/**
 * Runs the sign-in: opens a loopback listener, sends the browser to
 * `{authorization_endpoint}/<lang>?response_type=code&client_id&redirect_uri&code_challenge&
 * code_challenge_method=S256&state[&scope]`, waits for the one callback, checks it (state, iss,
 * error) and exchanges the code with the verifier (RFC 7636 §4.5). The browser gets a page in
 * the UI language saying whether it worked. Resolves with the tokens; throws DeskError
 * `sign-in-failed` (refused, wrong state), `sign-in-timeout`, `cancelled` or `network`.
 */
export async function signInWithPkce(input: PkceSignInInput): Promise<TokenSet> {
  const listener = await openLoopbackListener({ timeoutMs: input.timeoutMs });
  const abort = (): void => listener.close();
  input.signal?.addEventListener('abort', abort, { once: true });
  const authUrl = input.config.serverMetadata().issuer;
  try {
    if (input.signal?.aborted) listener.close();
    const codeVerifier = randomPKCECodeVerifier();
    const state = randomState();
    const parameters: Record<string, string> = {
      redirect_uri: listener.redirectUri,
      code_challenge: await calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    };
    if (input.scope) parameters.scope = input.scope;
    const authorizeUrl = withLanguageSuffix(buildAuthorizationUrl(input.config, parameters), input.language);
    try {
      await input.openBrowser(authorizeUrl.href);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DeskError({ status: 0, code: 'sign-in-failed', message: `The login page could not be opened in the browser: ${reason}`, fields: [] });
    }
    const callback = await listener.callback;
    try {
      const tokens = await authorizationCodeGrant(input.config, callback.url, { pkceCodeVerifier: codeVerifier, expectedState: state });
      callback.respond(200, CALLBACK_PAGE_HEADERS, renderCallbackPage(input.language, { ok: true }));
      return tokens;
    } catch (error) {
      const failure = oauthDeskError(error, 'sign-in', authUrl);
      callback.respond(400, CALLBACK_PAGE_HEADERS, renderCallbackPage(input.language, { ok: false, detail: failure.message }));
      throw failure;
    }
  } finally {
    input.signal?.removeEventListener('abort', abort);
    listener.close();
  }
}
