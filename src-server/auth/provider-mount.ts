/**
 * Hands the oidc-provider endpoints to oidc-provider's own (Koa) request handler inside Fastify.
 * Fastify must neither parse nor consume the bodies of these requests: oidc-provider reads the raw
 * form-encoded body itself, so the routes live in a scope whose only content-type parser leaves
 * the stream untouched, and the handler hijacks the reply before passing the raw req/res on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from './login-page.js';
import { DEFAULT_SCOPE, ROUTES } from './provider-config.js';

/** The Node request listener of one oidc-provider instance (`provider.callback()`). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

const LANGUAGE_SUFFIX = new RegExp(`^${ROUTES.authorization}(?:/(${LANGUAGES.join('|')}))?/?$`);

/**
 * Completes a GET authorization request URL before oidc-provider sees it:
 * - `/oauth2/authorize/<lang>?…` (interface v5 §Authentication item 3) becomes
 *   `/oauth2/authorize?…&ui_locales=<lang>`, the OIDC parameter oidc-provider keeps with the
 *   pending interaction (the suffix language first, before any `ui_locales` sent along);
 * - a request without `scope` (the interface's request has none) gets `scope=` {@link DEFAULT_SCOPE}:
 *   oidc-provider refuses to finish an authorization that granted no scope at all.
 * Other URLs, including the resume URL `/oauth2/authorize/<uid>`, are returned unchanged.
 * A POSTed authorization request carries its parameters in the body and is not completed.
 */
export function rewriteAuthorizationUrl(rawUrl: string): string {
  const url = new URL(rawUrl, 'http://placeholder');
  const match = LANGUAGE_SUFFIX.exec(url.pathname);
  if (!match) return rawUrl;
  const language = match[1];
  if (language) {
    const sent = url.searchParams.get('ui_locales');
    url.searchParams.set('ui_locales', sent ? `${language} ${sent}` : language);
  }
  if (!url.searchParams.get('scope')) url.searchParams.set('scope', DEFAULT_SCOPE);
  return `${ROUTES.authorization}${url.search}`;
}

/**
 * Registers `/oauth2/*` (every oidc-provider endpoint, see ROUTES) and the discovery documents
 * `/.well-known/openid-configuration` and `/.well-known/oauth-authorization-server` (RFC 8414,
 * served with the same content) in an encapsulated scope. `getHandler` is awaited per request
 * because the provider is created lazily, once the issuer (the listening address) is known.
 */
export async function registerProviderRoutes(app: FastifyInstance, getHandler: () => Promise<NodeHandler>): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const forward = async (request: FastifyRequest, reply: FastifyReply, url: string): Promise<void> => {
      const handler = await getHandler();
      request.raw.url = url;
      reply.hijack();
      try {
        await handler(request.raw, reply.raw);
      } catch (error) {
        // Koa answers its own errors; this only guards against a failure outside its middleware.
        request.log.error(error);
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
        reply.raw.end();
      }
    };

    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/oauth2/*',
      schema: {
        summary: 'OAuth 2.0 and OpenID Connect endpoints (oidc-provider)', tags: ['auth'],
        description: 'authorize (code flow with PKCE S256), token, jwks, userinfo, revoke, introspect, logout; see /.well-known/openid-configuration.',
      },
      handler: (request, reply) => {
        const url = request.raw.url ?? '/';
        return forward(request, reply, request.method === 'GET' ? rewriteAuthorizationUrl(url) : url);
      },
    });
    scope.route({
      method: ['GET', 'OPTIONS'],
      url: '/.well-known/openid-configuration',
      handler: (request, reply) => forward(request, reply, request.raw.url ?? '/'),
    });
    scope.route({
      method: ['GET', 'OPTIONS'],
      url: '/.well-known/oauth-authorization-server',
      handler: (request, reply) => forward(request, reply, '/.well-known/openid-configuration'),
    });
  });
}
