/**
 * Failures of openid-client calls → {@link DeskError} with plain words. openid-client throws
 * `ResponseBodyError` for an OAuth error answer of the token endpoint (RFC 6749 §5.2),
 * `WWWAuthenticateChallengeError` for a 401 with a challenge (a refused client secret, RFC 6749
 * §5.2 `invalid_client`), `AuthorizationResponseError` for an error redirect (RFC 6749 §4.1.2.1), and `ClientError`
 * with an `OAUTH_*` code for everything it refuses itself (state mismatch, plain http …).
 */
import { AuthorizationResponseError, ResponseBodyError, WWWAuthenticateChallengeError } from 'openid-client';
import { DeskError } from '../../src-shared/contract/index.js';
import { isNetworkFailure, networkDeskError } from '../api/network-errors.js';
import { sessionExpiredError } from './session-errors.js';

/** What was being done, for the wording. */
export type OAuthStep = 'sign-in' | 'refresh' | 'client-credentials' | 'discovery' | 'revocation';

/** `code` of a refused sign-in (wrong state, refused grant, error redirect). */
export const SIGN_IN_FAILED = 'sign-in-failed';

const codeOf = (error: unknown): string | undefined => {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** The message of the innermost cause: openid-client wraps the specific reason ("unexpected "state" …"). */
function innermostMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    message = current.message || message;
    current = current.cause;
  }
  return message;
}

/** `{error, error_description}` of an OAuth error, from the body or from a `WWW-Authenticate` challenge. */
function describeOAuthError(error: string | undefined, description: unknown): string {
  const name = error ?? 'unknown_error';
  return typeof description === 'string' && description ? `${description} (${name})` : name;
}

function refusal(status: number, message: string): DeskError {
  return new DeskError({ status, code: SIGN_IN_FAILED, message, fields: [] });
}

/**
 * Maps an error of an OAuth step against `url` (the authorization server) to a DeskError.
 * DeskErrors pass through; network failures become `network` (status 0); the rest
 * `sign-in-failed`, or `insecure-connection` for a non-loopback http server.
 */
export function oauthDeskError(error: unknown, step: OAuthStep, url: string): DeskError {
  if (error instanceof DeskError) return error;
  if (error instanceof WWWAuthenticateChallengeError) {
    const parameters = error.cause[0]?.parameters ?? {};
    const said = describeOAuthError(parameters.error, parameters.error_description);
    if (error.status === 401 && step !== 'refresh') {
      return refusal(401, `The authorization server does not accept this client id or secret: ${said}.`);
    }
    return refusal(error.status, `The authorization server refused: ${said}.`);
  }
  if (error instanceof ResponseBodyError) {
    const said = describeOAuthError(error.error, error.error_description);
    if (error.error === 'invalid_client') {
      return refusal(error.status, `The authorization server does not accept this client id or secret: ${said}.`);
    }
    if (step === 'refresh' && error.error === 'invalid_grant') {
      return sessionExpiredError();
    }
    return refusal(error.status, `The authorization server refused: ${said}.`);
  }
  if (error instanceof AuthorizationResponseError) {
    if (error.error === 'access_denied') return refusal(400, 'The sign-in was cancelled or refused at the authorization server.');
    return refusal(400, `The sign-in was refused: ${describeOAuthError(error.error, error.error_description)}.`);
  }
  if (isNetworkFailure(error)) return networkDeskError(error, url);
  const code = codeOf(error);
  const message = innermostMessage(error);
  if (code === 'OAUTH_HTTP_REQUEST_FORBIDDEN' || code === 'OAUTH_REQUEST_PROTOCOL_FORBIDDEN') {
    return new DeskError({
      status: 0,
      code: 'insecure-connection',
      message: `The authorization server ${url} must use https (plain http is accepted only on this computer).`,
      fields: [],
    });
  }
  if (/"state"/.test(message)) {
    return refusal(400, 'The answer of the authorization server does not belong to the sign-in the app started (state mismatch). Please sign in again.');
  }
  if (step === 'discovery') {
    return refusal(0, `The authorization server at ${url} could not be used: ${message}.`);
  }
  return refusal(0, `The sign-in could not be completed: ${message}.`);
}
