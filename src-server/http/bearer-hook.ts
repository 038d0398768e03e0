import type { FastifyInstance } from 'fastify';
import type { AuthorizationServer } from '../auth/authorization-server.js';
import { ProblemError } from './problem.js';

const REALM = 'observation-service';

/** 401 for a request without a token, with `WWW-Authenticate: Bearer` (RFC 6750 §3). */
export const missingTokenProblem = (): ProblemError =>
  new ProblemError(401, { key: 'token-missing' }, { headers: { 'WWW-Authenticate': `Bearer realm="${REALM}"` } });

/**
 * Requires `Authorization: Bearer <token>` on every route under `prefix` (interface v5,
 * Authentication 1–2). Routes at or below `publicPaths` (the OpenAPI document and reference) need none.
 * Answers 401 with `WWW-Authenticate: Bearer` (RFC 6750 §3) when the header
 * is missing, uses another scheme (HTTP Basic is not supported), or the token is unknown or expired.
 */
export function registerBearerHook(app: FastifyInstance, prefix: string, auth: AuthorizationServer, publicPaths: readonly string[] = []): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: the router decodes `/%72est/v5/…` to `/rest/v5/…`, so a
    // test on the raw URL let encoded paths through unauthenticated. Unknown paths stay 404.
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith(prefix)) return;
    if (publicPaths.some((path) => route === path || route.startsWith(`${path}/`))) return;
    const header = request.headers.authorization;
    if (!header) throw missingTokenProblem();
    const m = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
    if (!m) {
      const scheme = header.split(/\s/)[0] ?? '';
      throw new ProblemError(401, { key: 'token-scheme', values: { scheme } }, {
        headers: { 'WWW-Authenticate': `Bearer realm="${REALM}", error="invalid_request"` },
      });
    }
    const caller = await auth.verifyAccessToken(m[1]!);
    if (!caller) {
      throw new ProblemError(401, { key: 'token-invalid' }, {
        headers: { 'WWW-Authenticate': `Bearer realm="${REALM}", error="invalid_token", error_description="The access token is invalid or has expired"` },
      });
    }
    request.caller = caller;
  });
}
