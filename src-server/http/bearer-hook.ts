import type { FastifyInstance } from 'fastify';
import type { AuthorizationServer } from '../auth/authorization-server.js';
import { ProblemError } from './problem.js';

const REALM = 'observation-service';

/**
 * Requires `Authorization: Bearer <token>` on every route under `prefix` (interface v5,
 * Authentication 1–2). Answers 401 with `WWW-Authenticate: Bearer` (RFC 6750 §3) when the header
 * is missing, uses another scheme (HTTP Basic is not supported), or the token is unknown or expired.
 */
export function registerBearerHook(app: FastifyInstance, prefix: string, auth: AuthorizationServer): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // Unknown paths stay 404 for everyone: nothing to protect there.
    if (!request.url.startsWith(prefix) || request.routeOptions.url === undefined) return;
    const header = request.headers.authorization;
    if (!header) {
      throw new ProblemError(401, 'This endpoint needs an OAuth 2.0 bearer access token.', {
        headers: { 'WWW-Authenticate': `Bearer realm="${REALM}"` },
      });
    }
    const m = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
    if (!m) {
      const scheme = header.split(/\s/)[0] ?? '';
      throw new ProblemError(401, `The ${scheme} authorization scheme is not supported; send an OAuth 2.0 bearer token.`, {
        headers: { 'WWW-Authenticate': `Bearer realm="${REALM}", error="invalid_request"` },
      });
    }
    const caller = await auth.verifyAccessToken(m[1]!);
    if (!caller) {
      throw new ProblemError(401, 'The access token is invalid or has expired.', {
        headers: { 'WWW-Authenticate': `Bearer realm="${REALM}", error="invalid_token", error_description="The access token is invalid or has expired"` },
      });
    }
    request.caller = caller;
  });
}
